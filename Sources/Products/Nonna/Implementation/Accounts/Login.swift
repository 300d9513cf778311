import Foundation

extension NonnaApp {
    /// FR-1.3: logs in with email and password, subject to the rate limiter (5 attempts per 15 minutes).
    ///
    /// Assumption: the limiter counts failed attempts per email address in a sliding 15-minute window; once 5
    /// failures lie in the window every attempt (even a correct one) is refused until the oldest leaves it; a
    /// successful login or a password reset clears the failures. Unverified accounts may log in.
    package func login(email: String, password: String) throws(NonnaError) -> LoginResult {
        let key = email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        try authorize(nil, .session, .create, baby: nil)
        if case .blocked(let until) = loginLimiter(email: key) {
            throw .rateLimited(retryAfter: until.timeIntervalSince(now))
        }
        guard let id = store.userByEmail[key], let account = store.users[id], let digest = account.passwordDigest,
            digest == Digest.of(password, salt: id)
        else {
            store.loginFailures[key, default: []].append(now)
            throw .notAuthenticated
        }
        store.loginFailures[key] = nil
        return startSession(for: id)
    }

    /// FR-1.3: logs in through Google or Facebook for an account registered with that provider.
    package func loginOAuth(provider: AuthProvider, email: String) throws(NonnaError) -> LoginResult {
        try authorize(nil, .session, .create, baby: nil)
        guard provider != .email else { throw .invalid(field: "provider", reason: "not an OAuth provider") }
        guard let id = store.userByEmail[email.lowercased()], store.users[id]?.provider == provider else {
            throw .notAuthenticated
        }
        return startSession(for: id)
    }

    /// SM-4: the limiter state for an email.
    package func loginLimiter(email: String) -> LoginLimiterState {
        let key = email.lowercased()
        let recent = (store.loginFailures[key] ?? []).filter { now.timeIntervalSince($0) < NonnaLimits.loginWindow }
        store.loginFailures[key] = recent.isEmpty ? nil : recent
        if recent.count >= NonnaLimits.loginAttemptsPerWindow, let oldest = recent.first {
            return .blocked(until: oldest.addingTimeInterval(NonnaLimits.loginWindow))
        }
        return .open(failures: recent.count)
    }

    /// FR-1.3: ends the session of `token`.
    package func logout(token: String) throws(NonnaError) -> Session {
        guard let s = liveSession(token) else { throw .notAuthenticated }
        try authorize(s.userID, .session, .delete, baby: nil, own: true)
        store.sessions[s.id]?.status = .loggedOut
        return store.sessions[s.id] ?? s
    }

    /// The user of a bearer token if its session is active (30 days, not logged out or revoked).
    package func authenticate(token: String) -> UserID? { liveSession(token)?.userID }

    /// A session row (expiry applied).
    package func session(_ id: RowID) -> Session? {
        if let s = store.sessions[id], s.status == .active, now >= s.expiresAt { store.sessions[id]?.status = .expired }
        return store.sessions[id]
    }

    /// All sessions of a user, oldest first (expiry applied).
    package func sessions(of user: UserID) -> [Session] {
        store.sessions.values.filter { $0.userID == user }.compactMap { session($0.id) }
            .sorted { Order.number($0.id) < Order.number($1.id) }
    }

    /// The active session a bearer token opens: a JWT signed by the backend whose session row is the one it names,
    /// issued with this very token, and neither expired, logged out nor revoked.
    func liveSession(_ token: String) -> Session? {
        guard let claims = JWT.verify(token, key: signingKey), let s = store.sessions[claims.sid],
            s.userID == claims.sub, s.tokenDigest == Digest.of(token, salt: "session"),
            now < Date(timeIntervalSince1970: TimeInterval(claims.exp))
        else { return nil }
        return session(s.id).flatMap { $0.status == .active ? $0 : nil }
    }

    /// FR-1.3 S3: starts a session whose bearer token is a signed JWT naming the user, the session and its expiry.
    func startSession(for user: UserID) -> LoginResult {
        let id = ids.next("session")
        let expires = now.addingTimeInterval(NonnaLimits.sessionLifetime)
        let secret = JWT.sign(
            JWT.Claims(
                sub: user, sid: id, iat: Int(now.timeIntervalSince1970), exp: Int(expires.timeIntervalSince1970)),
            key: signingKey)
        let s = Session(
            id: id, userID: user, createdAt: now, expiresAt: expires, status: .active,
            tokenDigest: Digest.of(secret, salt: "session"))
        store.sessions[s.id] = s
        resetRoleMode(for: user)
        let hasBaby = store.memberships.values.contains {
            $0.userID == user && $0.status == .active && store.babies[$0.babyID]?.status != .deleted
        }
        return LoginResult(session: s, token: secret, destination: hasBaby ? .home : .onboarding)
    }
}
