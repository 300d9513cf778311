import Foundation

/// LC-07: the intent composer sheet (§6.2, §6.3).
package struct ComposerLifecycle: Equatable, Sendable {
    /// Composer states.
    package enum State: String, CaseIterable, Codable, Sendable {
        case idle, validating, submitting, success, error
    }

    /// Create a new intent or edit an existing one.
    package enum Mode: String, CaseIterable, Codable, Sendable {
        case create, edit

        /// "Start watching" / "Save changes".
        package var submitLabel: String { self == .create ? "Start watching" : "Save changes" }
        /// "Posting..." / "Saving...".
        package var pendingLabel: String { self == .create ? "Posting..." : "Saving..." }
    }

    /// Lifecycle events; `edit` carries the new draft.
    package enum Event: Equatable, Sendable {
        case submit, succeed, fail
        case edit(ComposerDraft)

        /// The spec's event name.
        package var name: String {
            switch self {
            case .submit: "submit"
            case .succeed: "succeed"
            case .fail: "fail"
            case .edit: "edit"
            }
        }
    }

    /// Current state.
    package private(set) var state: State
    /// create or edit.
    package let mode: Mode
    /// The draft being edited.
    package private(set) var draft: ComposerDraft
    /// Inline errors (recomputed on submit and edit).
    package private(set) var errors: [ComposerFieldError] = []

    /// Opens the composer in `idle`.
    package init(mode: Mode = .create, draft: ComposerDraft = ComposerDraft(), state: State = .idle) {
        self.mode = mode
        self.draft = draft
        self.state = state
    }

    /// Applies `event`. submit goes to `submitting` when the draft is valid and to `validating` otherwise (from
    /// idle, validating or error); edit is accepted in `validating` and recomputes the errors.
    @discardableResult
    package mutating func apply(_ event: Event) -> Transition<State> {
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
    package mutating func updateDraft(_ newDraft: ComposerDraft) {
        guard fieldsEnabled, state != .success else { return }
        if state == .validating {
            apply(.edit(newDraft))
        } else {
            draft = newDraft
        }
    }

    /// Fields are disabled only in `submitting`.
    package var fieldsEnabled: Bool { state != .submitting }
    /// The submit button's current label.
    package var submitButtonLabel: String { state == .submitting ? mode.pendingLabel : mode.submitLabel }
}
