import Foundation

/// LC-08: session and identity lifecycle (§15.1).
package struct SessionLifecycle: Equatable, Sendable {
    /// Session states.
    package enum State: String, CaseIterable, Codable, Sendable {
        case bootstrapping, authenticated
        case sessionExpired = "session_expired"
        case forbidden
        case switchingAccount = "switching_account"
        case signedOut = "signed_out"
    }

    /// Lifecycle events.
    package enum Event: String, CaseIterable, Sendable {
        case hydrated
        case http401 = "http_401"
        case tokenExpired = "token_expired"
        case http403 = "http_403"
        case switchAccount = "switch_account"
        case actorLoaded = "actor_loaded"
        case signOut = "sign_out"
        case reauthenticated
        case scopeChanged = "scope_changed"
        case signedIn = "signed_in"
    }

    /// Current state.
    package private(set) var state: State
    /// The destination kept through `session_expired`, reopened after `reauthenticated`.
    package private(set) var preservedDestination: String?

    /// Starts at `state` (default `bootstrapping`, a cold launch).
    package init(state: State = .bootstrapping) { self.state = state }

    /// Applies `event`. On `http_401` / `token_expired`, `route` (the intended destination) is preserved; while
    /// expired, a later `route` replaces it. Use ``takeDestination()`` after `reauthenticated`.
    @discardableResult
    package mutating func apply(_ event: Event, route: String? = nil) -> Transition<State> {
        let from = state
        switch (state, event) {
        case (.bootstrapping, .hydrated): state = .authenticated
        case (.authenticated, .http401), (.authenticated, .tokenExpired):
            state = .sessionExpired
            preservedDestination = route
        case (.authenticated, .http403): state = .forbidden
        case (.authenticated, .switchAccount): state = .switchingAccount
        case (.switchingAccount, .actorLoaded): state = .authenticated
        case (.authenticated, .signOut): state = .signedOut
        case (.sessionExpired, .reauthenticated): state = .authenticated
        case (.forbidden, .scopeChanged): state = .authenticated
        case (.signedOut, .signedIn): state = .bootstrapping
        default: return .refused(state)
        }
        return .accepted(from, state)
    }

    /// Records the route the user tried to open while the session is expired (a deep link during re-auth).
    package mutating func preserve(_ route: String) {
        if state == .sessionExpired { preservedDestination = route }
    }

    /// Returns and clears the preserved destination once authenticated again.
    package mutating func takeDestination() -> String? {
        guard state == .authenticated else { return nil }
        defer { preservedDestination = nil }
        return preservedDestination
    }

    /// True when mutations are allowed by the session.
    package var isAuthenticated: Bool { state == .authenticated }
}
