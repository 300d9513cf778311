import Foundation

extension NonnaApp {
    /// FR-1.1: registers with email and password; creates the profile row and emails a verification link.
    ///
    /// Assumption: an empty display name defaults to the part of the email before "@".
    package func register(email: String, password: String, displayName: String = "", as actor: UserID? = nil)
        throws(NonnaError) -> UserAccount
    {
        try authorize(actor, .account, .create, baby: nil)
        let email = try Validate.email(email)
        try Validate.password(password)
        guard store.userByEmail[email] == nil else { throw .conflict("email already registered") }
        let name = try resolvedDisplayName(displayName, email: email)
        let id = ids.next("user")
        let account = UserAccount(
            id: id, email: email, provider: .email, status: .unverified, displayName: name, profilePhoto: nil,
            biometricEnabled: false, tier: .free, createdAt: now, verifiedAt: nil, updatedAt: now,
            passwordDigest: Digest.of(password, salt: id))
        store.users[id] = account
        store.userByEmail[email] = id
        issueToken(.verification, for: id)
        return account
    }

    /// FR-1.1: registers through Google or Facebook OAuth.
    ///
    /// Assumption: the provider has verified the email, so OAuth accounts start verified and no link is emailed.
    package func registerOAuth(provider: AuthProvider, email: String, displayName: String = "", as actor: UserID? = nil)
        throws(NonnaError) -> UserAccount
    {
        try authorize(actor, .account, .create, baby: nil)
        guard provider != .email else { throw .invalid(field: "provider", reason: "not an OAuth provider") }
        let email = try Validate.email(email)
        guard store.userByEmail[email] == nil else { throw .conflict("email already registered") }
        let name = try resolvedDisplayName(displayName, email: email)
        let id = ids.next("user")
        let account = UserAccount(
            id: id, email: email, provider: provider, status: .verified, displayName: name, profilePhoto: nil,
            biometricEnabled: false, tier: .free, createdAt: now, verifiedAt: now, updatedAt: now, passwordDigest: nil)
        store.users[id] = account
        store.userByEmail[email] = id
        return account
    }

    /// FR-1.2: verifies the email with the emailed token (valid for 24 hours, single use).
    package func verifyEmail(token: String) throws(NonnaError) -> UserAccount {
        let t = try consumeToken(token, kind: .verification)
        guard var account = store.users[t.userID] else { throw .notFound }
        account.status = .verified
        account.verifiedAt = now
        account.updatedAt = now
        store.users[account.id] = account
        return account
    }

    /// FR-1.2: emails a new verification link; earlier pending links are revoked.
    ///
    /// Assumption: a new link may be requested at any time while unverified (not only after expiry).
    package func resendVerification(as user: UserID?) throws(NonnaError) -> AuthToken {
        try authorize(user, .account, .update, baby: nil, own: true)
        guard let user, let account = store.users[user] else { throw .notAuthenticated }
        guard account.status == .unverified else { throw .conflict("already verified") }
        return issueToken(.verification, for: user)
    }

    /// The state of an emailed token row (expiry applied).
    package func authToken(_ id: RowID) -> AuthToken? {
        refreshToken(id)
        return store.tokens[id]
    }

    /// The account row of `id`.
    package func account(_ id: UserID) -> UserAccount? { store.users[id] }

    /// The account ID registered for `email`.
    package func userID(forEmail email: String) -> UserID? { store.userByEmail[email.lowercased()] }

    func resolvedDisplayName(_ name: String, email: String) throws(NonnaError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return String(email.split(separator: "@").first ?? "") }
        return try Validate.text(trimmed, field: "displayName", max: NonnaLimits.displayNameMaxLength)
    }

    /// Issues a token, revoking earlier pending tokens of the same kind, and emails it.
    @discardableResult
    func issueToken(_ kind: TokenKind, for user: UserID) -> AuthToken {
        for (id, t) in store.tokens where t.userID == user && t.kind == kind && t.status == .pending {
            store.tokens[id]?.status = .revoked
        }
        let secret = ids.token()
        let lifetime =
            kind == .verification ? NonnaLimits.verificationTokenLifetime : NonnaLimits.passwordResetTokenLifetime
        let t = AuthToken(
            id: ids.next("token"), kind: kind, userID: user, createdAt: now,
            expiresAt: now.addingTimeInterval(lifetime),
            status: .pending, usedAt: nil, digest: Digest.of(secret))
        store.tokens[t.id] = t
        let email = store.users[user]?.email ?? ""
        sendEmail(
            to: email, kind: kind == .verification ? .verification : .passwordReset,
            payload: [
                "token": secret, "tokenID": t.id, "userID": user, "expiresAt": "\(t.expiresAt.timeIntervalSince1970)",
            ])
        return t
    }

    func refreshToken(_ id: RowID) {
        if let t = store.tokens[id], t.status == .pending, now >= t.expiresAt { store.tokens[id]?.status = .expired }
    }

    /// Validates and marks a token used; expired at exactly its lifetime. The token authenticates its user, on whose
    /// behalf the policy is asked for the account update.
    func consumeToken(_ secret: String, kind: TokenKind) throws(NonnaError) -> AuthToken {
        let digest = Digest.of(secret)
        guard let t = store.tokens.values.first(where: { $0.digest == digest && $0.kind == kind }) else {
            throw .notFound
        }
        refreshToken(t.id)
        switch store.tokens[t.id]?.status ?? .expired {
        case .pending: break
        case .used: throw .alreadyUsed
        case .expired: throw .expired
        case .revoked: throw .revoked
        }
        try authorize(t.userID, .account, .update, baby: nil, own: true)
        store.tokens[t.id]?.status = .used
        store.tokens[t.id]?.usedAt = now
        return store.tokens[t.id] ?? t
    }
}
