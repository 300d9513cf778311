import Foundation

/// LC-11: rollout phases with their flags, scopes and rollback actions (§15.7).
package struct RolloutLifecycle: Equatable, Sendable {
    /// Rollout phases.
    package enum State: String, CaseIterable, Codable, Sendable {
        case canary, beta, ramp, ga

        /// Feature flag of the phase.
        package var flag: String {
            switch self {
            case .canary: "v2_surfaces_shell"
            case .beta: "v2_feed_detail_actions"
            case .ramp: "v2_history_inline_detail"
            case .ga: "v2_default_on"
            }
        }

        /// Exposure percentage.
        package var percent: Int {
            switch self {
            case .canary: 5
            case .beta: 20
            case .ramp: 50
            case .ga: 100
            }
        }

        /// What rolling back this phase does.
        package var rollbackAction: String {
            switch self {
            case .canary: "revert to v1 tabs immediately"
            case .beta: "disable v2 action layer, keep v2 read-only cards"
            case .ramp: "disable inline detail expansion only"
            case .ga: "preserve v1 route redirects for 1 release cycle"
            }
        }
    }

    /// Lifecycle events.
    package enum Event: String, CaseIterable, Sendable {
        case promote, rollback
    }

    /// Current phase.
    package private(set) var state: State
    /// The rollback action taken, if the phase was rolled back.
    package private(set) var rolledBack: String?

    /// Starts at `canary`.
    package init(state: State = .canary) { self.state = state }

    /// `promote` moves one phase forward (no skipping; refused at `ga` or after a rollback); `rollback` records
    /// the phase's rollback action and keeps the phase (refused when already rolled back).
    @discardableResult
    package mutating func apply(_ event: Event) -> Transition<State> {
        let from = state
        switch event {
        case .promote:
            guard rolledBack == nil, let index = State.allCases.firstIndex(of: state), index + 1 < State.allCases.count
            else { return .refused(state) }
            state = State.allCases[index + 1]
            return .accepted(from, state)
        case .rollback:
            guard rolledBack == nil else { return .refused(state) }
            rolledBack = state.rollbackAction
            return .accepted(from, state)
        }
    }

    /// Whether v2 mutations are on: off once the beta action layer (or an earlier phase) is rolled back.
    package var mutationsEnabled: Bool { rolledBack == nil || state == .ramp || state == .ga }
}
