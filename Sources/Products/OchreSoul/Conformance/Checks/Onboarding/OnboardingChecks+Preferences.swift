import Conformance
import OchreSoul

/// Onboarding preferences: the v1 preferences, at least one theme, the accessibility defaults.
extension OnboardingChecks {
    /// MOD-ONBOARDING-MUST-1: onboarding captures exactly the v1 preferences (themes, audience, accessibility).
    static let v1Preferences = RuleCheck.expecting(
        "MOD-ONBOARDING-MUST-1", covers: ["FEAT-ONB-001"],
        title:
            "onboarding saves exactly themes, audience and accessibility; unknown themes and other preferences are not captured"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.launched()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let onboarding = env.onboarding
        onboarding.start()
        onboarding.toggleTheme("coastal")
        onboarding.toggleTheme("crypto-trading")
        onboarding.toggleTheme("flora")
        onboarding.continueTapped()
        onboarding.chooseAudience(.both)
        onboarding.continueTapped()
        guard let saved = onboarding.savePreferences(userID: user) else {
            throw RuleFailure("preferences were not saved")
        }
        let expected = Profile(
            id: user, isAnonymous: true, childMode: false, audience: .both, culturalThemes: ["coastal", "flora"],
            accessibility: AccessibilityPreferences(
                alwaysShowNumbers: true, reduceMotion: env.os.reduceMotion, patternFills: false),
            notificationsEnabled: false)
        try expect(
            saved == expected && env.backend.profiles[user] == expected,
            "onboarding captured \(saved), not only the v1 preferences")
    }

    /// Zero cultural themes are never persisted, in onboarding or settings; one theme is enough.
    static let minOneTheme = RuleCheck.observing(
        "RULE-MIN-ONE-THEME",
        covers: [
            "FEAT-ONB-002", "MOD-ONBOARDING-MUSTNOT-5", "EDGE-001", "JRN-A02", "FEAT-SET-001", "FEAT-LIB-002",
            "MOD-ONBOARDING-MUST-2",
        ],
        title: "at least the spec's minimum of cultural themes is required; the minimum still personalises the library"
    ) { context throws(RuleFailure) in
        let minimum = try context.minThemes()
        let themes = ["coastal", "desert", "flora", "fauna", "patterns"]
        try expect(
            minimum >= 1 && minimum <= themes.count,
            "the check has \(themes.count) themes to choose; the spec's minimum is \(minimum)")
        let chosen = Array(themes.prefix(minimum))
        let flow = OnboardingFlow()
        flow.launch()
        flow.startOnboarding()
        flow.chooseAudience(.self)
        for theme in chosen.dropLast() { flow.toggleTheme(theme) }
        try expect(
            flow.savePreferences() == .onboardingInProgress,
            "preferences with \(minimum - 1) theme(s) were accepted; the spec's minimum is \(minimum)")
        flow.toggleTheme(chosen[minimum - 1])
        try expect(
            flow.savePreferences() == .preferencesCaptured, "\(minimum) theme(s), the spec's minimum, were refused")
        guard let id = flow.env.session.userID else { throw RuleFailure("no session") }
        try expect(
            flow.env.backend.profiles[id]?.culturalThemes == chosen.sorted(), "the selected themes were not persisted")
        try expect(
            !flow.env.settings.setThemes(Array(chosen.dropLast()))
                && flow.env.settings.profile?.culturalThemes == chosen.sorted(),
            "settings persisted fewer themes than the spec's minimum")
        let later = Array(themes.dropFirst().prefix(minimum))
        try expect(
            flow.env.settings.setThemes(later) && flow.env.backend.profiles[id]?.culturalThemes == later.sorted(),
            "changing themes later was not persisted")
        flow.revealLibrary()
        let home = flow.env.library.home(profile: flow.env.settings.profile)
        try expect(!home.chosenForYou.isEmpty, "a single theme produced an empty personalised row")
    }

    /// §7.2 Onboarding "default always-show-numbers on; respect OS reduce-motion"; JRN-P01 step 4; EDGE-003.
    /// No §7.7 event and no documented failure for these defaults: success only.
    static let accessibilityDefaults = RuleCheck.expecting(
        "RULE-ALWAYS-SHOW-NUMBERS", covers: ["FEAT-ACC-001", "MOD-ONBOARDING-MUST-3", "MOD-ONBOARDING-MUST-4"],
        proves: [.success],
        title:
            "the accessibility quick-set defaults to always-show-numbers on, inherits OS reduce motion, leaves pattern fills optional, and saves them to the profile"
    ) { () throws(RuleFailure) in
        for osReduceMotion in [false, true] {
            let flow = OnboardingFlow()
            flow.env.os.reduceMotion = osReduceMotion
            flow.launch()
            flow.startOnboarding()
            let defaults = flow.env.onboarding.accessibility
            try expect(
                defaults.alwaysShowNumbers && defaults.reduceMotion == osReduceMotion && !defaults.patternFills,
                "quick-set defaults are \(defaults) with OS reduce motion \(osReduceMotion)")
            flow.toggleTheme("flora")
            flow.chooseAudience(.both)
            flow.savePreferences()
            guard let userID = flow.env.session.userID else { throw RuleFailure("no session") }
            try expect(
                flow.env.backend.profiles[userID]?.accessibility == defaults,
                "the accessibility defaults were not saved")
        }
    }
}
