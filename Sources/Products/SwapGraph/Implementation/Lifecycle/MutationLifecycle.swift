import Foundation

/// Per-object mutation state (LC-06, §4.2).
public enum MutationState: String, CaseIterable, Codable, Sendable {
    case idle, mutating, succeeded, failed
}

/// LC-06: `idle` → `mutating` → `succeeded` | `failed`; `failed` → `mutating`.
public struct MutationLifecycle: Equatable, Sendable {
    /// Lifecycle events.
    public enum Event: String, CaseIterable, Sendable {
        case submit, succeed, fail
    }

    /// Current state.
    public private(set) var state: MutationState

    /// Starts at `state` (default `idle`).
    public init(state: MutationState = .idle) { self.state = state }

    /// Applies `event`. `submit` while `mutating` is refused (deduplicated: no second API call); `succeeded` is
    /// terminal.
    @discardableResult
    public mutating func apply(_ event: Event) -> Transition<MutationState> {
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
    public var locksButtons: Bool { state == .mutating || state == .succeeded }
}
