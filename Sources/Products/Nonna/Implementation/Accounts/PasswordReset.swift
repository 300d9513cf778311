import Foundation

extension NonnaApp {
    /// FR-1.4: emails a reset link (valid 1 hour) to a registered email/password account.
    ///
    /// Assumption: an unknown address (or an OAuth-only account) gets no email but the call still succeeds, so the
    /// endpoint does not reveal which addresses are registered.
    package func requestPasswordReset(email: String) throws(NonnaError) {
        try authorize(nil, .session, .create, baby: nil)
        let e = try Validate.email(email)
        guard let id = store.userByEmail[e], store.users[id]?.provider == .email else { return }
        issueToken(.passwordReset, for: id)
    }

    /// FR-1.4: sets a new password with a reset token; every existing session of the user is revoked.
    package func resetPassword(token: String, newPassword: String) throws(NonnaError) -> UserAccount {
        try Validate.password(newPassword)
        let t = try consumeToken(token, kind: .passwordReset)
        guard var account = store.users[t.userID] else { throw .notFound }
        account.passwordDigest = Digest.of(newPassword, salt: account.id)
        account.updatedAt = now
        store.users[account.id] = account
        for (id, s) in store.sessions where s.userID == account.id && s.status == .active {
            store.sessions[id]?.status = .revoked
        }
        store.loginFailures[account.email] = nil
        return account
    }
}
