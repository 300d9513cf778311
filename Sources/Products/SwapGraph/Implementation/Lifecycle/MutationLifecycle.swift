import Foundation

/// Per-object mutation state (LC-06, §4.2).
package enum MutationState: String, CaseIterable, Codable, Sendable {
    case idle, mutating, succeeded, failed
}

/// LC-06: `idle` → `mutating` → `succeeded` | `failed`; `failed` → `mutating`.
package struct MutationLifecycle: Equatable, Sendable {
    /// Lifecycle events.
    package enum Event: String, CaseIterable, Sendable {
        case submit, succeed, fail
    }

    /// Current state.
    package private(set) var state: MutationState

    /// Starts at `state` (default `idle`).
    package init(state: MutationState = .idle) { self.state = state }

    /// Applies `event`. `submit` while `mutating` is refused (deduplicated: no second API call); `succeeded` is
    /// terminal.
    @discardableResult
    package mutating func apply(_ event: Event) -> Transition<MutationState> {
        let next: MutationState?
        switch (state, event) {
        case (.idle, .submit), (.failed, .submit): next = .mutating
        case (.mutating, .succeed): next = .succeeded
        case (.mutating, .fail): next = .failed
        default: next = nil
        }
        guard let next else { return .refused(state) }
        let from = state
        state = next
        return .accepted(from, next)
    }

    /// True when buttons are disabled by this state alone.
    package var locksButtons: Bool { state == .mutating || state == .succeeded }
}
