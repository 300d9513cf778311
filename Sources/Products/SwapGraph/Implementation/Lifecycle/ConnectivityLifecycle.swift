import Foundation

/// LC-10: `online` ⇄ `offline`.
package struct ConnectivityLifecycle: Equatable, Sendable {
    /// Connectivity states.
    package enum State: String, CaseIterable, Codable, Sendable {
        case online, offline
    }

    /// Lifecycle events.
    package enum Event: String, CaseIterable, Sendable {
        case lost, restored
    }

    /// Current state.
    package private(set) var state: State

    /// Starts at `state` (default `online`).
    package init(state: State = .online) { self.state = state }

    /// Applies `event`: `lost` only when online, `restored` only when offline.
    @discardableResult
    package mutating func apply(_ event: Event) -> Transition<State> {
        switch (state, event) {
        case (.online, .lost):
            state = .offline
            return .accepted(.online, .offline)
        case (.offline, .restored):
            state = .online
            return .accepted(.offline, .online)
        default:
            return .refused(state)
        }
    }

    /// True when online.
    package var isOnline: Bool { state == .online }
}
