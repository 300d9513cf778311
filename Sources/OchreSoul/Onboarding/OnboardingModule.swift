import Foundation

/// Onboarding steps (welcome, themes, audience, accessibility quick-set). No feature tour, no forced account.
public enum OnboardingStep: String, CaseIterable, Sendable {
    case welcome, themes, audience, accessibility, done
}

/// The Onboarding and retention module.
public final class OnboardingModule {
    /// Assumption: the v1 theme list (the documents name "cultural themes" without listing them).
    public static let availableThemes = ["aboriginal_dreaming", "coastal", "desert", "flora", "fauna", "patterns"]
    /// Sessions on which the retention checklist shows on library home (FEAT-RET-001).
    public static let checklistSessions = 3
    static let sessionsPath = "prefs/session_count"
    static let checklistDismissedPath = "prefs/checklist_dismissed"

    private let api: AuthAPI
    private let os: FakeOS
    private let fileSystem: FakeFileSystem
    /// Current step.
    public private(set) var step: OnboardingStep = .welcome
    /// Selected themes (kept across failed saves).
    public private(set) var selectedThemes: Set<String> = []
    /// Selected audience.
    public private(set) var audience: Audience?
    /// Accessibility defaults: numbers on, reduce motion inherited from the OS.
    public var accessibility: AccessibilityPreferences
    /// Field-level error on the current step.
    public private(set) var error: String?

    /// Creates the module (reads the OS reduce-motion state now).
    public init(api: AuthAPI, os: FakeOS, fileSystem: FakeFileSystem) {
        self.api = api
        self.os = os
        self.fileSystem = fileSystem
        accessibility = AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: os.reduceMotion, patternFills: false)
    }

    /// Leaves the welcome screen.
    public func start() {
        if step == .welcome { step = .themes }
        accessibility.reduceMotion = os.reduceMotion || accessibility.reduceMotion
    }

    /// Toggles a theme; unknown themes are ignored.
    public func toggleTheme(_ theme: String) {
        guard OnboardingModule.availableThemes.contains(theme) else { return }
        if selectedThemes.contains(theme) { selectedThemes.remove(theme) } else { selectedThemes.insert(theme) }
    }

    /// Whether "continue" is enabled on the current step.
    public var canContinue: Bool {
        switch step {
        case .themes: return !selectedThemes.isEmpty
        case .audience: return audience != nil
        default: return true
        }
    }

    /// Chooses the audience.
    public func chooseAudience(_ audience: Audience) { self.audience = audience }

    /// Advances a step when allowed; returns whether it moved.
    @discardableResult
    public func continueTapped() -> Bool {
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
    public func savePreferences(userID: String) -> Profile? {
        guard step == .accessibility, !selectedThemes.isEmpty, let audience else {
            error = "complete the earlier steps first"
            return nil
        }
        let profile = Profile(id: userID, isAnonymous: true, childMode: audience == .child, audience: audience, culturalThemes: selectedThemes.sorted(), accessibility: accessibility)
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

    /// Counts an app session (persisted).
    public func recordSession() {
        let count = sessionCount + 1
        try? fileSystem.write(OnboardingModule.sessionsPath, Array(String(count).utf8))
    }

    /// Sessions so far.
    public var sessionCount: Int { fileSystem.read(OnboardingModule.sessionsPath).flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0 }

    /// Dismisses the checklist (persisted).
    public func dismissChecklist() { try? fileSystem.write(OnboardingModule.checklistDismissedPath, [1]) }

    /// Whether library home shows the first-steps checklist.
    public var checklistVisible: Bool {
        sessionCount >= 1 && sessionCount <= OnboardingModule.checklistSessions && !fileSystem.exists(OnboardingModule.checklistDismissedPath)
    }

    /// Onboarding never presents a paywall; unsolicited paywalls wait for first value (the aha moment).
    public static func mayPresentUnsolicitedPaywall(firstValueReached: Bool) -> Bool { firstValueReached }
}
