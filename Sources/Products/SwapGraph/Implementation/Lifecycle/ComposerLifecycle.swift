import Foundation

/// LC-07: the intent composer sheet (§6.2, §6.3).
public struct ComposerLifecycle: Equatable, Sendable {
    /// Composer states.
    public enum State: String, CaseIterable, Codable, Sendable {
        case idle, validating, submitting, success, error
    }

    /// Create a new intent or edit an existing one.
    public enum Mode: String, CaseIterable, Codable, Sendable {
        case create, edit

        /// "Start watching" / "Save changes".
        public var submitLabel: String { self == .create ? "Start watching" : "Save changes" }
        /// "Posting..." / "Saving...".
        public var pendingLabel: String { self == .create ? "Posting..." : "Saving..." }
    }

    /// Lifecycle events; `edit` carries the new draft.
    public enum Event: Equatable, Sendable {
        case submit, succeed, fail
        case edit(ComposerDraft)

        /// The spec's event name.
        public var name: String {
            switch self {
            case .submit: "submit"
            case .succeed: "succeed"
            case .fail: "fail"
            case .edit: "edit"
            }
        }
    }

    /// Current state.
    public private(set) var state: State
    /// create or edit.
    public let mode: Mode
    /// The draft being edited.
    public private(set) var draft: ComposerDraft
    /// Inline errors (recomputed on submit and edit).
    public private(set) var errors: [ComposerFieldError] = []

    /// Opens the composer in `idle`.
    public init(mode: Mode = .create, draft: ComposerDraft = ComposerDraft(), state: State = .idle) {
        self.mode = mode
        self.draft = draft
        self.state = state
    }

    /// Applies `event`. submit goes to `submitting` when the draft is valid and to `validating` otherwise (from
    /// idle, validating or error); edit is accepted in `validating` and recomputes the errors.
    @discardableResult
    public mutating func apply(_ event: Event) -> Transition<State> {
        let from = state
        switch (state, event) {
        case (.idle, .submit), (.validating, .submit), (.error, .submit):
            errors = draft.validate()
            if errors.isEmpty {
                state = .submitting
            } else if state == .validating {
                return .refused(state)
            } else {
                state = .validating
            }
        case (.validating, .edit(let newDraft)):
            draft = newDraft
            errors = newDraft.validate()
        case (.submitting, .succeed): state = .success
        case (.submitting, .fail): state = .error
        default: return .refused(state)
        }
        return .accepted(from, state)
    }

    /// Changes a field outside `validating` (typing in `idle` or `error`); ignored while submitting or done.
    public mutating func updateDraft(_ newDraft: ComposerDraft) {
        guard fieldsEnabled, state != .success else { return }
        if state == .validating {
            apply(.edit(newDraft))
        } else {
            draft = newDraft
        }
    }

    /// Fields are disabled only in `submitting`.
    public var fieldsEnabled: Bool { state != .submitting }
    /// The submit button's current label.
    public var submitButtonLabel: String { state == .submitting ? mode.pendingLabel : mode.submitLabel }
}
