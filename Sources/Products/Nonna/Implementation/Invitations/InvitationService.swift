import Foundation

extension NonnaApp {
    /// FR-3.1 / FR-2.4: owners invite by email (bulk for followers); each invitation gets its own token, expires
    /// 7 days later, and is emailed.
    ///
    /// Assumption: an invitation batch is all-or-nothing; addresses are de-duplicated; an address that already has an
    /// active membership or a pending invitation to this baby is a conflict (resend instead).
    /// Assumption: a co-owner invitation names exactly one address and needs a free owner seat with no other co-owner
    /// invitation pending.
    package func sendInvitations(_ baby: BabyID, emails: [String], kind: InvitationKind = .follower, as user: UserID?)
        throws(NonnaError) -> [Invitation]
    {
        let profile = try liveBaby(baby)
        try authorize(user, invitationResource(kind), .create, baby: baby)
        guard let user else { throw .notAuthenticated }
        var addresses: [String] = []
        for e in emails {
            let a = try Validate.email(e)
            if !addresses.contains(a) { addresses.append(a) }
        }
        guard !addresses.isEmpty else { throw .invalid(field: "emails", reason: "required") }
        guard addresses.count <= NonnaLimits.maxInvitationsPerBatch else { throw .limitExceeded(.invitationBatch) }
        if kind == .coOwner {
            guard addresses.count == 1 else { throw .invalid(field: "emails", reason: "one co-owner at a time") }
            try requireOwnerSeat(baby, excluding: nil)
        }
        for a in addresses {
            if let member = store.userByEmail[a], activeMembership(member, baby) != nil {
                if kind == .follower || activeMembership(member, baby)?.role == .owner {
                    throw .conflict("\(a) is already a member")
                }
            }
            let pending = store.invitations.keys.filter { id in
                refreshInvitation(id)
                return store.invitations[id]?.babyID == baby && store.invitations[id]?.email == a
                    && store.invitations[id]?.status == .pending
            }
            guard pending.isEmpty else { throw .conflict("\(a) already has a pending invitation") }
        }
        var sent: [Invitation] = []
        for a in addresses {
            let secret = ids.token()
            let salt = ids.token()
            let inv = Invitation(
                id: ids.next("invitation"), babyID: baby, email: a, kind: kind, invitedBy: user, createdAt: now,
                sentAt: now,
                expiresAt: now.addingTimeInterval(NonnaLimits.invitationLifetime), status: .pending, resendCount: 0,
                acceptedAt: nil, acceptedBy: nil, revokedAt: nil, tokenDigest: Digest.of(secret, salt: salt),
                tokenSalt: salt)
            store.invitations[inv.id] = inv
            emailInvitation(inv, secret: secret, babyName: profile.name)
            sent.append(inv)
        }
        return sent
    }

    /// FR-3.1: the owners' invitation dashboard: every invitation of the baby with its status.
    package func listInvitations(_ baby: BabyID, as user: UserID?) throws(NonnaError) -> [Invitation] {
        _ = try liveBaby(baby)
        try authorize(user, .invitation, .read, baby: baby)
        return store.invitations.keys.sorted { Order.number($0) < Order.number($1) }.compactMap { id in
            refreshInvitation(id)
            guard let inv = store.invitations[id], inv.babyID == baby,
                allowed(user, invitationResource(inv.kind), .read, baby: baby, row: id)
            else { return nil }
            return inv
        }
    }

    /// One invitation as an owner sees it.
    package func viewInvitation(_ id: RowID, as user: UserID?) throws(NonnaError) -> Invitation {
        guard let inv = invitation(id) else { throw .notFound }
        try authorize(user, invitationResource(inv.kind), .read, baby: inv.babyID, row: id)
        return inv
    }

    /// FR-3.3: owners resend a pending or expired invitation: the old token is revoked, a new one with a fresh
    /// 7-day expiry is emailed, and the same row is updated (status back to pending).
    ///
    /// Assumption: accepted and revoked invitations cannot be resent (send a new invitation instead).
    package func resendInvitation(_ id: RowID, as user: UserID?) throws(NonnaError) -> Invitation {
        guard var inv = invitation(id) else { throw .notFound }
        let profile = try liveBaby(inv.babyID)
        try authorize(user, invitationResource(inv.kind), .update, baby: inv.babyID)
        guard inv.status == .pending || inv.status == .expired else {
            throw .conflict("invitation is \(inv.status.rawValue)")
        }
        if inv.kind == .coOwner { try requireOwnerSeat(inv.babyID, excluding: inv.id) }
        store.revokedInvitationTokens[inv.tokenDigest] = inv.id
        let secret = ids.token()
        inv.tokenDigest = Digest.of(secret, salt: inv.tokenSalt)
        inv.sentAt = now
        inv.expiresAt = now.addingTimeInterval(NonnaLimits.invitationLifetime)
        inv.status = .pending
        inv.resendCount += 1
        store.invitations[id] = inv
        emailInvitation(inv, secret: secret, babyName: profile.name)
        return inv
    }

    /// FR-3.4: owners revoke a pending invitation; the token dies at once and the invitee is not notified.
    package func revokeInvitation(_ id: RowID, as user: UserID?) throws(NonnaError) -> Invitation {
        guard var inv = invitation(id) else { throw .notFound }
        _ = try liveBaby(inv.babyID)
        try authorize(user, invitationResource(inv.kind), .update, baby: inv.babyID)
        guard inv.status == .pending else { throw .conflict("invitation is \(inv.status.rawValue)") }
        inv.status = .revoked
        inv.revokedAt = now
        store.invitations[id] = inv
        return inv
    }

    /// The invitation a token opens: its row, or the row whose earlier token it was (`superseded`, FR-3.3).
    func invitationID(forToken token: String) -> (id: RowID, superseded: Bool)? {
        for (id, inv) in store.invitations {
            let digest = Digest.of(token, salt: inv.tokenSalt)
            if digest == inv.tokenDigest { return (id, false) }
            if store.revokedInvitationTokens[digest] == id { return (id, true) }
        }
        return nil
    }

    /// The columns of an invitation row as the database stores them (`token_hash`, `token_salt`, ...), for audits
    /// of what a reader of the table sees (FR-3.1 AC4).
    package func storedInvitationRow(_ id: RowID) -> [String: String]? {
        guard let inv = invitation(id) else { return nil }
        return [
            "id": inv.id, "baby_id": inv.babyID, "email": inv.email, "kind": inv.kind.rawValue,
            "invited_by": inv.invitedBy, "status": inv.status.rawValue, "token_hash": inv.tokenDigest,
            "token_salt": inv.tokenSalt, "expires_at": "\(inv.expiresAt.timeIntervalSince1970)",
        ]
    }

    /// An invitation row (expiry applied), for checkers.
    package func invitation(_ id: RowID) -> Invitation? {
        refreshInvitation(id)
        return store.invitations[id]
    }

    /// SM-6: a pending invitation is expired from exactly 7 days after its last (re)send.
    func refreshInvitation(_ id: RowID) {
        if let inv = store.invitations[id], inv.status == .pending, now >= inv.expiresAt {
            store.invitations[id]?.status = .expired
        }
    }

    func invitationResource(_ kind: InvitationKind) -> Resource { kind == .coOwner ? .coOwnerInvitation : .invitation }

    /// FR-2.4: at most 2 owners; one co-owner invitation pending at a time.
    func requireOwnerSeat(_ baby: BabyID, excluding: RowID?) throws(NonnaError) {
        guard ownerIDs(baby).count < NonnaLimits.maxOwnersPerBaby else { throw .limitExceeded(.ownersPerBaby) }
        let pendingCoOwner = store.invitations.keys.contains { id in
            refreshInvitation(id)
            guard let inv = store.invitations[id] else { return false }
            return id != excluding && inv.babyID == baby && inv.kind == .coOwner && inv.status == .pending
        }
        if pendingCoOwner { throw .limitExceeded(.ownersPerBaby) }
    }

    func emailInvitation(_ inv: Invitation, secret: String, babyName: String) {
        sendEmail(
            to: inv.email, kind: inv.kind == .coOwner ? .coOwnerInvitation : .invitation,
            payload: [
                "token": secret, "invitationID": inv.id, "babyID": inv.babyID, "babyName": babyName,
                "inviterName": displayName(inv.invitedBy), "expiresAt": "\(inv.expiresAt.timeIntervalSince1970)",
                "action": "Accept Invitation", "link": "https://nonna.app/invitations/accept?token=\(secret)",
            ])
    }
}
