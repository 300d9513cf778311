import Foundation

/// Onboarding steps (welcome, themes, audience, accessibility quick-set). No feature tour, no forced account.
package enum OnboardingStep: String, CaseIterable, Sendable {
    case welcome, themes, audience, accessibility, done
}

/// The Onboarding and retention module.
package final class OnboardingModule {
    /// Assumption: the v1 theme list (the documents name "cultural themes" without listing them).
    package static let availableThemes = ["aboriginal_dreaming", "coastal", "desert", "flora", "fauna", "patterns"]
    /// Sessions on which the retention checklist shows on library home (FEAT-RET-001).
    package static let checklistSessions = 3
    /// Where the session count is stored (local checklist state, §7.4).
    package static let sessionsPath = "prefs/session_count"
    /// Where the checklist dismissal is stored (local checklist state, §7.4).
    package static let checklistDismissedPath = "prefs/checklist_dismissed"

    private let api: AuthAPI
    private let os: FakeOS
    private let fileSystem: FakeFileSystem
    private let crashes: CrashReporter?
    /// A dismissal whose write failed: it holds for the running app and is written again at the next session.
    private var unsavedDismissal = false
    private var reportedChecklistProblems: Set<String> = []
    /// Current step.
    package private(set) var step: OnboardingStep = .welcome
    /// Selected themes (kept across failed saves).
    package private(set) var selectedThemes: Set<String> = []
    /// Selected audience.
    package private(set) var audience: Audience?
    /// Accessibility defaults: numbers on, reduce motion inherited from the OS.
    package var accessibility: AccessibilityPreferences
    /// Field-level error on the current step.
    package private(set) var error: String?

    /// Creates the module (reads the OS reduce-motion state now); `crashes` records checklist state problems.
    package init(api: AuthAPI, os: FakeOS, fileSystem: FakeFileSystem, crashes: CrashReporter? = nil) {
        self.api = api
        self.os = os
        self.fileSystem = fileSystem
        self.crashes = crashes
        accessibility = AccessibilityPreferences(
            alwaysShowNumbers: true, reduceMotion: os.reduceMotion, patternFills: false)
    }

    /// Leaves the welcome screen.
    package func start() {
        if step == .welcome { step = .themes }
        accessibility.reduceMotion = os.reduceMotion || accessibility.reduceMotion
    }

    /// Toggles a theme; unknown themes are ignored.
    package func toggleTheme(_ theme: String) {
        guard OnboardingModule.availableThemes.contains(theme) else { return }
        if selectedThemes.contains(theme) { selectedThemes.remove(theme) } else { selectedThemes.insert(theme) }
    }

    /// Whether "continue" is enabled on the current step.
    package var canContinue: Bool {
        switch step {
        case .themes: return !selectedThemes.isEmpty
        case .audience: return audience != nil
        default: return true
        }
    }

    /// Chooses the audience.
    package func chooseAudience(_ audience: Audience) { self.audience = audience }

    /// Advances a step when allowed; returns whether it moved.
    @discardableResult
    package func continueTapped() -> Bool {
        guard canContinue else {
            error = step == .themes ? "choose at least one cultural theme" : "choose who the app is for"
            return false
        }
        error = nil
        switch step {
        case .welcome: step = .themes
        case .themes: step = .audience
        case .audience: step = .accessibility
        case .accessibility, .done: break
        }
        return true
    }

    /// Saves themes + audience + accessibility to the profile. On failure the user stays on the step with
    /// every selection intact.
    package func savePreferences(userID: String) -> Profile? {
        guard step == .accessibility, !selectedThemes.isEmpty, let audience else {
            error = "complete the earlier steps first"
            return nil
        }
        let profile = Profile(
            id: userID, isAnonymous: true, childMode: audience == .child, audience: audience,
            culturalThemes: selectedThemes.sorted(), accessibility: accessibility)
        do {
            try api.saveProfile(profile)
        } catch {
            self.error = "your choices could not be saved; try again"
            return nil
        }
        error = nil
        step = .done
        return profile
    }

    // MARK: retention checklist

    /// Counts an app session (persisted). Unreadable checklist state is recorded and repaired as dismissed
    /// (`checklistVisible` already treats it so); a dismissal whose write failed is written again.
    package func recordSession() {
        guard let state = checklistState else {
            report("checklist_state_corrupt")
            if (try? fileSystem.write(OnboardingModule.checklistDismissedPath, OnboardingModule.dismissedMarker)) != nil
            {
                try? fileSystem.write(
                    OnboardingModule.sessionsPath, Array(String(OnboardingModule.checklistSessions + 1).utf8))
            }
            return
        }
        try? fileSystem.write(OnboardingModule.sessionsPath, Array(String(state.sessions + 1).utf8))
        if unsavedDismissal { dismissChecklist() }
    }

    /// Sessions so far (0 when the stored count is unreadable).
    package var sessionCount: Int { checklistState?.sessions ?? 0 }

    /// Dismisses the checklist: hidden at once and persisted. When the write fails the dismissal still holds for
    /// the running app, is written again at the next session, and the failure is recorded once.
    package func dismissChecklist() {
        do {
            try fileSystem.write(OnboardingModule.checklistDismissedPath, OnboardingModule.dismissedMarker)
            unsavedDismissal = false
        } catch {
            unsavedDismissal = true
            report("checklist_state_write_failed")
        }
    }

    /// Whether library home shows the first-steps checklist: sessions 1 to 3, unless dismissed. Unreadable state
    /// (a corrupted count or dismissal flag) hides it: the checklist is optional, and showing it again to a user
    /// who dismissed it or is long past the first sessions is the worse failure.
    package var checklistVisible: Bool {
        guard !unsavedDismissal, let state = checklistState, !state.dismissed else { return false }
        return state.sessions >= 1 && state.sessions <= OnboardingModule.checklistSessions
    }

    static let dismissedMarker: [UInt8] = [1]

    /// The stored session count and dismissal, `nil` when either file holds something this module never writes.
    var checklistState: (sessions: Int, dismissed: Bool)? {
        var sessions = 0
        if let bytes = fileSystem.read(OnboardingModule.sessionsPath) {
            guard let count = Int(String(decoding: bytes, as: UTF8.self)), count >= 0 else { return nil }
            sessions = count
        }
        let flag = fileSystem.read(OnboardingModule.checklistDismissedPath)
        guard flag == nil || flag == OnboardingModule.dismissedMarker else { return nil }
        return (sessions, flag != nil)
    }

    private func report(_ reason: String) {
        if reportedChecklistProblems.insert(reason).inserted { crashes?.record(area: "onboarding", reason: reason) }
    }

    /// Onboarding never presents a paywall; unsolicited paywalls wait for first value (the aha moment).
    package static func mayPresentUnsolicitedPaywall(firstValueReached: Bool) -> Bool { firstValueReached }
}
