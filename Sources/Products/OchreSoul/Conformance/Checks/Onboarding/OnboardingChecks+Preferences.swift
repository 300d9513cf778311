import Conformance
import OchreSoul

/// Onboarding preferences: the v1 preferences, at least one theme, the accessibility defaults.
extension OnboardingChecks {
    /// MOD-ONBOARDING-MUST-1: onboarding captures exactly the v1 preferences (themes, audience, accessibility).
    static let v1Preferences = RuleCheck.expecting(
        "MOD-ONBOARDING-MUST-1",
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

    /// Zero cultural themes are never persisted, in onboarding or settings; one theme is enough (EDGE-001), and
    /// themes changed later in settings re-rank the library (JRN-A02).
    static let minOneTheme = RuleCheck.observing(
        "RULE-MIN-ONE-THEME",
        covers: [
            "FEAT-ONB-002", "MOD-ONBOARDING-MUSTNOT-5", "EDGE-001", "JRN-A02", "FEAT-SET-001", "FEAT-LIB-002",
            "MOD-ONBOARDING-MUST-2",
        ],
        title:
            "at least the spec's minimum of cultural themes is required; the minimum still personalises the library, and themes changed in settings re-rank it"
    ) { context throws(RuleFailure) in
        let minimum = try context.minThemes()
        let themes = ["coastal", "desert", "flora", "fauna", "patterns"]
        try expect(
            minimum >= 1 && minimum * 2 <= themes.count,
            "the check has \(themes.count) themes to choose; the spec's minimum is \(minimum)")
        let chosen = Array(themes.prefix(minimum))
        let flow = OnboardingFlow()
        // One published artwork per theme, so a ranking by the chosen themes is visible in the row order.
        for (offset, theme) in themes.enumerated() {
            let sample = SampleArtwork.make(id: "art-theme-\(offset)", slug: "theme-\(offset)", themes: [theme])
            flow.env.backend.addArtwork(sample.row, files: sample.files)
        }
        flow.launch()
        flow.startOnboarding()
        guard let id = flow.env.session.userID else { throw RuleFailure("no session") }
        flow.chooseAudience(.self)
        try expect(
            flow.savePreferences() == .onboardingInProgress && !flow.env.onboarding.canContinue
                && flow.env.backend.calls[.saveProfile] == nil,
            "with zero themes selected, continue is blocked and no preferences are saved",
            proves: ["MOD-ONBOARDING-MUSTNOT-5", "FEAT-ONB-002"])
        for theme in chosen.dropLast() { flow.toggleTheme(theme) }
        try expect(
            flow.savePreferences() == .onboardingInProgress && flow.env.backend.calls[.saveProfile] == nil,
            "preferences with \(minimum - 1) theme(s), below the spec's minimum of \(minimum), are not saved")
        flow.toggleTheme(chosen[minimum - 1])
        try expect(
            flow.savePreferences() == .preferencesCaptured,
            "\(minimum) theme(s), the spec's minimum, are accepted in onboarding", proves: "FEAT-ONB-002")
        try expect(
            flow.env.backend.profiles[id]?.culturalThemes == chosen.sorted()
                && flow.env.backend.profiles[id]?.audience == .self,
            "the selected themes and audience are persisted to the profile",
            proves: ["MOD-ONBOARDING-MUST-2", "FEAT-ONB-002"])
        flow.revealLibrary()
        func personalised(by selected: [String]) -> Bool {
            let home = flow.env.library.home(profile: flow.env.settings.profile)
            let matching = home.chosenForYou.filter { !Set($0.themes).isDisjoint(with: selected) }
            return !matching.isEmpty && home.chosenForYou.count > matching.count
                && home.chosenForYou.prefix(matching.count).allSatisfy { !Set($0.themes).isDisjoint(with: selected) }
        }
        try expect(
            personalised(by: chosen),
            "with the minimum of \(minimum) theme(s), the chosen-for-you row ranks that theme's artwork first",
            proves: ["EDGE-001", "FEAT-LIB-002"])
        let settings = SettingsFlow(env: flow.env)
        settings.open()
        try expect(
            !settings.setThemes(Array(chosen.dropLast()))
                && flow.env.backend.profiles[id]?.culturalThemes == chosen.sorted(),
            "settings refuses fewer themes than the spec's minimum and keeps the saved ones",
            proves: "MOD-ONBOARDING-MUSTNOT-5")
        let later = Array(themes.dropFirst(minimum).prefix(minimum))
        try expect(
            settings.setThemes(later) && flow.env.backend.profiles[id]?.culturalThemes == later.sorted(),
            "themes changed later in settings are persisted to the profile", proves: ["JRN-A02", "FEAT-SET-001"])
        try expect(
            personalised(by: later), "after the change in settings, the chosen-for-you row ranks the new themes first",
            proves: ["JRN-A02", "FEAT-LIB-002"])
    }

    /// §7.2 Onboarding "default always-show-numbers on; respect OS reduce-motion"; JRN-P01 step 4; EDGE-003.
    /// No §7.7 event and no documented failure for these defaults: success only.
    static let accessibilityDefaults = RuleCheck.observing(
        "RULE-ALWAYS-SHOW-NUMBERS", covers: ["FEAT-ACC-001", "MOD-ONBOARDING-MUST-3", "MOD-ONBOARDING-MUST-4"],
        proves: [.success],
        title:
            "the accessibility quick-set defaults to always-show-numbers on, inherits OS reduce motion, leaves pattern fills optional, and saves them to the profile"
    ) { context throws(RuleFailure) in
        let rule = "RULE-ALWAYS-SHOW-NUMBERS"
        let numbersDefault = try context.bool(rule, "alwaysShowNumbersDefault")
        let patternFillsDefault = try context.bool(rule, "patternFillsDefault")
        let reduceMotion = try context.string(rule, "reduceMotion")
        guard reduceMotion == "inherit from OS" else {
            throw RuleFailure("\(rule) reduceMotion \"\(reduceMotion)\" is not one this check knows (inherit from OS)")
        }
        for osReduceMotion in [false, true] {
            let flow = OnboardingFlow()
            flow.env.os.reduceMotion = osReduceMotion
            flow.launch()
            flow.startOnboarding()
            let defaults = flow.env.onboarding.accessibility
            try expect(
                defaults.alwaysShowNumbers == numbersDefault,
                "the accessibility quick-set defaults always-show-numbers to on",
                proves: ["MOD-ONBOARDING-MUST-3", "FEAT-ACC-001"])
            try expectEqual(
                defaults.reduceMotion, osReduceMotion,
                "the quick-set's reduce motion with OS reduce motion \(osReduceMotion)", proves: "MOD-ONBOARDING-MUST-4"
            )
            try expect(
                defaults.patternFills == patternFillsDefault,
                "pattern fills default to off (optional) with OS reduce motion \(osReduceMotion)")
            flow.toggleTheme("flora")
            flow.chooseAudience(.both)
            flow.savePreferences()
            guard let userID = flow.env.session.userID else { throw RuleFailure("no session") }
            try expect(
                flow.env.backend.profiles[userID]?.accessibility == defaults,
                "the quick-set's defaults (numbers on, OS reduce motion \(osReduceMotion)) are saved to the profile",
                proves: ["MOD-ONBOARDING-MUST-3", "MOD-ONBOARDING-MUST-4"])
        }
    }
}
