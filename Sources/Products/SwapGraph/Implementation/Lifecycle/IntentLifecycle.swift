import Foundation

/// LC-02: `draft` → `watching` ⇄ edit, → `matched`, → `cancelled`.
package struct IntentLifecycle: Equatable, Sendable {
    /// Lifecycle events.
    package enum Event: String, CaseIterable, Sendable {
        case post, edit, match, cancel
    }

    /// Current state.
    package private(set) var state: IntentState

    /// Starts at `state` (default `draft`).
    package init(state: IntentState = .draft) { self.state = state }

    /// Applies `event`. A draft is not persisted, so it cannot be edited or cancelled; cancelled is terminal.
    @discardableResult
    package mutating func apply(_ event: Event) -> Transition<IntentState> {
        let next: IntentState?
        switch (state, event) {
        case (.draft, .post): next = .watching
        case (.watching, .edit): next = .watching
        case (.watching, .match): next = .matched
        case (.matched, .edit): next = .matched
        case (.watching, .cancel), (.matched, .cancel): next = .cancelled
        default: next = nil
        }
        guard let next else { return .refused(state) }
        let from = state
        state = next
        return .accepted(from, next)
    }
}
