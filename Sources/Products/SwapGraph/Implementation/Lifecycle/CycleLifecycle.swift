import Foundation

/// LC-03: `proposed` → `accepted` → `escrow.pending` → `escrow.ready` → `executing` → `completed`, with
/// `escrow.pending` → `failed` (deposit timeout) and `executing` → `failed`.
package struct CycleLifecycle: Equatable, Sendable {
    /// Lifecycle events.
    package enum Event: String, CaseIterable, Sendable {
        case accept
        case openEscrow = "open_escrow"
        case confirmDeposit = "confirm_deposit"
        case execute, complete
        case depositTimeout = "deposit_timeout"
        case executionFailed = "execution_failed"
    }

    /// Current state.
    package private(set) var state: CycleState
    /// Legs; `confirm_deposit` marks one deposited.
    package private(set) var legs: [Leg]

    /// Starts at `state` with `legs`.
    package init(state: CycleState = .proposed, legs: [Leg] = []) {
        self.state = state
        self.legs = legs
    }

    /// The lifecycle of an existing cycle.
    package init(_ cycle: Cycle) { self.init(state: cycle.state, legs: cycle.legs) }

    /// Number of legs still pending.
    package var pendingLegCount: Int { legs.filter { $0.status == .pending }.count }

    /// Applies `event`. For `confirm_deposit`, `actor` names the depositing leg's `fromActor` (nil: the first
    /// pending leg); the event is refused when that leg is not pending. It stays in `escrow.pending` while some leg
    /// is still pending and moves to `escrow.ready` when it was the last pending leg.
    @discardableResult
    package mutating func apply(_ event: Event, actor: String? = nil) -> Transition<CycleState> {
        let from = state
        switch (state, event) {
        case (.proposed, .accept): state = .accepted
        case (.accepted, .openEscrow): state = .escrowPending
        case (.escrowPending, .confirmDeposit):
            guard
                let index = legs.firstIndex(where: { $0.status == .pending && (actor == nil || $0.fromActor == actor) })
            else { return .refused(state) }
            legs[index].status = .deposited
            state = pendingLegCount == 0 ? .escrowReady : .escrowPending
        case (.escrowReady, .execute): state = .executing
        case (.executing, .complete): state = .completed
        case (.escrowPending, .depositTimeout): state = .failed
        case (.executing, .executionFailed): state = .failed
        default: return .refused(state)
        }
        return .accepted(from, state)
    }
}
