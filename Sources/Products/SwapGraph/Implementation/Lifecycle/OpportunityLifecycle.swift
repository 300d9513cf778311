import Foundation

/// LC-01: `pending` → `accepted` | `declined` | `expired`.
package struct OpportunityLifecycle: Equatable, Sendable {
    /// Lifecycle events.
    package enum Event: String, CaseIterable, Sendable {
        case accept, decline, expire
    }

    /// Current state.
    package private(set) var state: OpportunityStatus
    /// When the proposal lapses.
    package let expiresAt: Date

    /// Starts at `state` (default `pending`).
    package init(state: OpportunityStatus = .pending, expiresAt: Date) {
        self.state = state
        self.expiresAt = expiresAt
    }

    /// Applies `event` at `now`. accept/decline of a pending proposal past `expiresAt` is refused and the proposal
    /// becomes `expired`; `expire` is accepted only once `now` reaches `expiresAt`.
    @discardableResult
    package mutating func apply(_ event: Event, now: Date) -> Transition<OpportunityStatus> {
        guard state == .pending else { return .refused(state) }
        let lapsed = Urgency.of(expiresAt: expiresAt, now: now) == .expired
        switch event {
        case .accept, .decline:
            if lapsed {
                state = .expired
                return Transition(accepted: false, from: .pending, to: .expired)
            }
            state = event == .accept ? .accepted : .declined
        case .expire:
            guard lapsed else { return .refused(state) }
            state = .expired
        }
        return .accepted(.pending, state)
    }
}
