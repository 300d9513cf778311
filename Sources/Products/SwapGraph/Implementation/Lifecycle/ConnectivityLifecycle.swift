import Foundation

/// LC-10: `online` ⇄ `offline`.
public struct ConnectivityLifecycle: Equatable, Sendable {
    /// Connectivity states.
    public enum State: String, CaseIterable, Codable, Sendable {
        case online, offline
    }

    /// Lifecycle events.
    public enum Event: String, CaseIterable, Sendable {
        case lost, restored
    }

    /// Current state.
    public private(set) var state: State

    /// Starts at `state` (default `online`).
    public init(state: State = .online) { self.state = state }

    /// Applies `event`: `lost` only when online, `restored` only when offline.
    @discardableResult
    public mutating func apply(_ event: Event) -> Transition<State> {
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
    public var isOnline: Bool { state == .online }
}
