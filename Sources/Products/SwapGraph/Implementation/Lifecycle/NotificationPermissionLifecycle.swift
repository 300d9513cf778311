import Foundation

/// LC-09: `pre_prompt` → `system_prompt` → `enabled` | `denied`; `unsupported` on platforms without push.
package struct NotificationPermissionLifecycle: Equatable, Sendable {
    /// Permission states.
    package enum State: String, CaseIterable, Codable, Sendable {
        case prePrompt = "pre_prompt"
        case systemPrompt = "system_prompt"
        case enabled, denied, unsupported
    }

    /// Lifecycle events.
    package enum Event: String, CaseIterable, Sendable {
        case enableTapped = "enable_tapped"
        case granted, denied
    }

    /// Current state.
    package private(set) var state: State
    /// True after `enable_tapped` in `denied`: show the inline OS-settings recovery CTA instead of prompting.
    package private(set) var showsSettingsRecovery = false

    /// Starts in `pre_prompt`, or `unsupported` (terminal) when the platform has no push.
    package init(pushSupported: Bool = true) { state = pushSupported ? .prePrompt : .unsupported }

    /// Starts at an explicit state.
    package init(state: State) { self.state = state }

    /// Applies `event`. In `denied`, `enable_tapped` is refused (no second prompt in the session) and turns on
    /// the recovery CTA.
    @discardableResult
    package mutating func apply(_ event: Event) -> Transition<State> {
        let from = state
        switch (state, event) {
        case (.prePrompt, .enableTapped): state = .systemPrompt
        case (.systemPrompt, .granted): state = .enabled
        case (.systemPrompt, .denied): state = .denied
        case (.denied, .enableTapped):
            showsSettingsRecovery = true
            return .refused(state)
        default: return .refused(state)
        }
        return .accepted(from, state)
    }

    /// Push toggles are hidden when unsupported.
    package var showsPushToggles: Bool { state != .unsupported }
}
