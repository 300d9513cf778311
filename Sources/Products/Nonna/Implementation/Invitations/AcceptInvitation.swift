import Foundation

extension NonnaApp {
    /// FR-3.2 / FR-2.4: the signed-in invitee accepts with the emailed token. A follower invitation needs a
    /// relationship label and creates a follower membership; a co-owner invitation grants the owner role (a free
    /// seat is re-checked). The owners are notified.
    ///
    /// Assumption: possession of the token is what is checked (the FRS names no email match), so an invitee may
    /// accept from an account with another address; an unregistered invitee registers first (FR-3.2 "prompt user to
    /// create account") and may accept before verifying the email.
    /// Assumption: a follower who accepts a co-owner invitation is promoted in place (same membership row).
    package func acceptInvitation(token: String, relationship: RelationshipLabel? = nil, as user: UserID?)
        throws(NonnaError) -> Membership
    {
        guard let (id, superseded) = invitationID(forToken: token) else { throw .notFound }
        if superseded { throw .revoked }
        refreshInvitation(id)
        guard var inv = store.invitations[id] else { throw .notFound }
        switch inv.status {
        case .pending: break
        case .accepted: throw .alreadyUsed
        case .expired: throw .expired
        case .revoked: throw .revoked
        }
        let profile = try liveBaby(inv.babyID)
        try authorize(user, invitationResource(inv.kind), .accept, baby: inv.babyID)
        guard let user else { throw .notAuthenticated }
        var membership: Membership
        switch inv.kind {
        case .follower:
            guard let relationship else { throw .invalid(field: "relationship", reason: "required") }
            membership = Membership(
                id: ids.next("membership"), babyID: inv.babyID, userID: user, role: .follower, isCreator: false,
                relationship: relationship, status: .active, createdAt: now, removedAt: nil)
        case .coOwner:
            guard ownerIDs(inv.babyID).count < NonnaLimits.maxOwnersPerBaby else {
                throw .limitExceeded(.ownersPerBaby)
            }
            if var existing = activeMembership(user, inv.babyID) {
                existing.role = .owner
                existing.relationship = nil
                membership = existing
            } else {
                membership = Membership(
                    id: ids.next("membership"), babyID: inv.babyID, userID: user, role: .owner, isCreator: false,
                    relationship: nil, status: .active, createdAt: now, removedAt: nil)
            }
        }
        store.memberships[membership.id] = membership
        inv.status = .accepted
        inv.acceptedAt = now
        inv.acceptedBy = user
        store.invitations[id] = inv
        let isFollower = inv.kind == .follower
        notify(
            ownerIDs(inv.babyID), type: isFollower ? .newFollower : .newCoOwner, baby: inv.babyID,
            target: .membership(membership.id),
            message: "\(displayName(user)) is now \(isFollower ? "following" : "co-owner of") \(profile.name)",
            actor: user)
        touch(inv.babyID, table: "baby_memberships", row: membership.id, change: .insert)
        return membership
    }
}
