import Conformance
import Foundation
import OchreSoul

/// Rule checks of MOD-SETTINGS: preferences that persist, child mode, accessibility settings, a settings screen
/// without banned conventions or advertising SDKs.
enum SettingsChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [
            settingsPersist, settingsPreferences(), accessibilitySettings(c), childMode(c), childRestrictedAction,
            settingsPresentation(c), settingsSDKs(c),
        ]
    }

    /// §7.2 Settings: "persist changes"; §7.3.1 "error surfaces inline … do not drop previous selections"; §7.6.1
    /// Profile preferences. No §7.7 event covers a settings change, so no observability is claimed.
    static let settingsPersist = RuleCheck.expecting(
        "MOD-SETTINGS-MUST-1", covers: ["FEAT-SET-001", "FEAT-SET-002", "LOCAL-PROFILE-PREFERENCES"],
        proves: [.success, .recovery],
        title:
            "theme and accessibility changes persist to the server profile; a failed save keeps the local change and a retry persists it"
    ) { () throws(RuleFailure) in
        let flow = OnboardingFlow()
        let env = flow.env
        try expect(EnvironmentFixtures.onboard(flow) == .preferencesCaptured, "onboarding did not save")
        guard let userID = env.session.userID else { throw RuleFailure("no session") }
        try expect(
            env.settings.profile?.accessibility.alwaysShowNumbers == true, "always-show-numbers is not on by default")
        try expect(
            env.settings.setThemes(["desert"]) && env.backend.profiles[userID]?.culturalThemes == ["desert"]
                && env.settings.lastSaveSucceeded, "a theme change in Settings persists to the server profile",
            proves: ["FEAT-SET-001", "LOCAL-PROFILE-PREFERENCES"])
        // Failure: the save fails; the local change is kept and the failure is surfaced.
        env.backend.inject(.server, on: .saveProfile)
        let patterns = AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: true, patternFills: true)
        env.settings.setAccessibility(patterns)
        try expect(
            !env.settings.lastSaveSucceeded, "a failed save of an accessibility change is surfaced",
            proves: "FEAT-SET-002")
        try expect(
            env.settings.profile?.accessibility == patterns
                && env.backend.profiles[userID]?.accessibility.patternFills == false,
            "the failed save keeps the local change, and the server's profile is untouched", proves: "FEAT-SET-002")
        // Recovery: the retry persists it, and the canvas uses it.
        env.settings.setAccessibility(patterns)
        let saved = env.backend.profiles[userID]
        try expect(
            env.settings.lastSaveSucceeded && saved?.accessibility == patterns && saved?.culturalThemes == ["desert"]
                && saved?.id == userID && saved?.isAnonymous == true && saved?.audience == .self
                && saved?.childMode == false,
            "the retried save persists the accessibility change to the server profile (id, is_anonymous, child_mode, audience, cultural_themes, accessibility), keeping the earlier theme",
            proves: ["FEAT-SET-002", "FEAT-SET-001", "LOCAL-PROFILE-PREFERENCES"])
        flow.revealLibrary()
        guard let canvas = env.openCanvas(flow.starter.row) ?? cachedCanvas(flow) else {
            throw RuleFailure("the starter did not open")
        }
        try expect(canvas.reduceMotion, "the canvas applies the saved reduce-motion setting", proves: "FEAT-SET-002")
    }

    /// JRN-A02 (themes later → library rows update), JRN-A04 (notifications from Settings), JRN-A05 (restore from
    /// Settings); §7.2 Settings "persist changes"; §7.3.1 "do not drop previous selections"; MOD-OBSERVABILITY-MUST-3.
    static func settingsPreferences(sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-SET-001", covers: ["FEAT-SET-001"], proves: [.success, .recovery, .observability],
            title:
                "Settings persists themes (library rows follow), notifications on/off and exposes restore; a failed save keeps the change applied with an inline error, is recorded as settings/profile_save_server, and the retry persists it"
        ) { context throws(RuleFailure) in
            let desert = SampleArtwork.make(id: "art-desert", slug: "desert-art", themes: ["desert"])
            let flora = SampleArtwork.make(id: "art-flora", slug: "flora-art", themes: ["flora"])
            let flow = try EnvironmentFixtures.onboarded(.self, extra: [desert, flora])
            let env = flow.env
            env.notifications.prePermissionCopy = ReviewedCopy(
                text: ReviewedCopyFixtures.approvedPrompt, approved: true)
            let mark = ObservedFlow.mark(env)
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            try expect(
                env.settings.setThemes(["desert"]) && env.backend.profiles[userID]?.culturalThemes == ["desert"],
                "a theme change persists to the profile", proves: "FEAT-SET-001")
            try expect(
                env.library.home(profile: env.settings.profile).chosenForYou.first?.slug == desert.row.slug,
                "library rows follow the new theme", proves: "FEAT-SET-001")
            env.settings.setNotifications(true)
            try expect(
                env.settings.notificationsEnabled && env.os.notificationPromptCount == 1
                    && env.backend.profiles[userID]?.notificationsEnabled == true,
                "Settings turns notifications on, and the preference is saved", proves: "FEAT-SET-001")
            env.settings.setNotifications(false)
            try expect(
                !env.settings.notificationsEnabled && env.backend.profiles[userID]?.notificationsEnabled == false
                    && env.push.registeredTokens.isEmpty,
                "Settings turns notifications off, and the preference is saved",
                proves: "FEAT-SET-001")
            try expect(
                env.settings.restoreAvailable && env.settings.restore() == .accountRequired,
                "Settings exposes restore, which asks an anonymous user for an account first", proves: "FEAT-SET-001")
            // Failure: the backend rejects the save of the next change.
            env.backend.inject(.server, on: .saveProfile)
            try expect(env.settings.setThemes(["flora"]), "a valid theme change was refused")
            sabotage(env)
            try expect(
                env.settings.hasUnsavedChanges && env.settings.saveError != nil && !env.settings.lastSaveSucceeded,
                "a failed save is surfaced inline", proves: "FEAT-SET-001")
            try expect(
                env.settings.profile?.culturalThemes == ["flora"]
                    && env.backend.profiles[userID]?.culturalThemes == ["desert"],
                "the failed save keeps the change applied locally; the server keeps the previous one",
                proves: ["FEAT-SET-001"], detail: "the failed save dropped the local change or reached the server")
            try expect(
                env.library.home(profile: env.settings.profile).chosenForYou.first?.slug == flora.row.slug,
                "library rows follow the kept change", proves: "FEAT-SET-001")
            // Recovery: the retry persists the kept change.
            try expect(
                env.settings.retrySave() && env.backend.profiles[userID]?.culturalThemes == ["flora"]
                    && !env.settings.hasUnsavedChanges && env.settings.saveError == nil,
                "the retry persists the kept change and clears the inline error", proves: "FEAT-SET-001")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-SET-001"])
            try ObservedFlow.expectSignals(
                env, since: mark, [(area: "settings", reason: "profile_save_server")], proves: ["FEAT-SET-001"])
        }
    }

    /// JRN-A03 (pattern fills in Settings); §7.2 Settings "persist changes", Canvas "accessibility settings" input;
    /// child mode (§7.7): the failure signal carries no identifier.
    static func accessibilitySettings(_ c: OchreSoulComponents, sabotage: @escaping Sabotage = noSabotage) -> RuleCheck
    {
        RuleCheck.observing(
            "FEAT-SET-002", covers: ["FEAT-SET-002"], proves: [.success, .recovery, .observability],
            title:
                "accessibility settings (pattern fills, reduce motion) persist; saved offline they stay applied on this device and on the canvas, are recorded as settings/profile_save_offline without identifiers in child mode, and the retry persists them"
        ) { context throws(RuleFailure) in
            let flow = try EnvironmentFixtures.onboarded(.child)
            let env = flow.env
            let mark = ObservedFlow.mark(env)
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            try expect(env.analytics.childMode && env.crashes.childMode, "the child audience did not apply child mode")
            try expect(
                c.downloadSeam.run(env.downloadJob(for: flow.starter.row), cache: env.cacheIndex) == .cached,
                "the starter did not download")
            let patterns = AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: false, patternFills: true)
            env.settings.setAccessibility(patterns)
            try expect(
                env.backend.profiles[userID]?.accessibility == patterns && !env.settings.hasUnsavedChanges,
                "turning pattern fills on persists to the profile", proves: "FEAT-SET-002")
            // Failure: the device is offline when the next change is saved.
            env.network.isOnline = false
            let calmer = AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: true, patternFills: true)
            env.settings.setAccessibility(calmer)
            sabotage(env)
            try expect(
                env.settings.profile?.accessibility == calmer && env.settings.hasUnsavedChanges
                    && env.settings.saveError != nil && env.backend.profiles[userID]?.accessibility == patterns,
                "a change saved offline stays applied on the device with an inline error, and the server keeps the last saved",
                proves: ["FEAT-SET-002"], detail: "the offline change was dropped, not surfaced or reached the server")
            let canvas = c.openSeam.open(flow.starter.row, env: env, temporaryPath: "")
            try expect(
                canvas?.reduceMotion == true, "the canvas opened offline applies the kept accessibility change",
                proves: "FEAT-SET-002")
            // Recovery: back online, the retry persists it.
            env.network.isOnline = true
            try expect(
                env.settings.retrySave() && env.backend.profiles[userID]?.accessibility == calmer,
                "back online, the retry persists the kept change", proves: "FEAT-SET-002")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-SET-002"])
            try ObservedFlow.expectSignals(
                env, since: mark, [(area: "settings", reason: "profile_save_offline")], proves: ["FEAT-SET-002"])
        }
    }

    /// §7.2 Settings: "apply child-mode analytics policy immediately"; must not "leave analytics identifiers active
    /// after child mode is enabled"; §7.5 JRN-F10 "Apply parental gate or safe explanation"; §7.7 child mode.
    static func childMode(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-SETTINGS-MUST-4",
            covers: ["FEAT-SET-003", "MOD-SETTINGS-MUSTNOT-2", "MOD-SETTINGS-MUST-2", "EDGE-002"],
            proves: [.success, .recovery, .observability],
            title:
                "child mode is persisted and applied at once; a restricted purchase or link gets the parental gate or a safe explanation; only app_opened leaves the device, without identifiers"
        ) { () throws(RuleFailure) in
            let flow = OnboardingFlow()
            let env = flow.env
            try expect(
                EnvironmentFixtures.onboard(flow, audience: .child) == .preferencesCaptured,
                "onboarding with the child audience did not save")
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            try expect(
                env.backend.profiles[userID]?.childMode == true && env.analytics.childMode,
                "the child audience persists child mode and applies its analytics policy at once",
                proves: ["FEAT-SET-003", "MOD-SETTINGS-MUST-2"])
            try expect(
                env.analytics.analyticsIdentifier == nil, "no analytics identifier stays active in child mode",
                proves: ["MOD-SETTINGS-MUSTNOT-2", "FEAT-SET-003"])
            let mark = env.sink.events.count

            // Restricted actions (JRN-F10): parental gate and safe explanations, nothing started.
            let pack = ContentPack(id: "pack-child", productID: "com.ochre.child", title: "Pack", artworkIDs: [])
            try expect(
                env.purchases.startPurchase(pack) == .parentalGate && env.settings.restore() == .parentalGate
                    && env.appStore.purchaseSheets.isEmpty,
                "in child mode purchase and restore meet the parental gate, and no store sheet opens",
                proves: "FEAT-SET-003")
            try expect(
                env.settings.restriction(for: .purchase) != nil && env.settings.restriction(for: .externalLink) != nil,
                "restricted purchases and external links are explained", proves: "FEAT-SET-003")

            // Play in child mode: behavioural events are suppressed.
            flow.revealLibrary()
            flow.openStarter()
            flow.fill(3)
            try expect(
                EmittedEvents.named("app_opened", in: env, since: 0).count == 1, "app_opened was not emitted at launch")

            // The app opens again in child mode: app_opened only, with identifiers stripped.
            let relaunch = OnboardingFlow(env: env)
            relaunch.launch()
            let leaked = env.sink.events[mark...].filter { $0.name != "app_opened" }.map(\.name)
            try expect(
                leaked.isEmpty, "playing in child mode emits nothing but app_opened",
                proves: ["FEAT-SET-003", "MOD-SETTINGS-MUST-2"])
            let opened = EmittedEvents.named("app_opened", in: env, since: mark)
            try expect(
                opened.count == 1 && opened[0].payload["session_id"] == nil
                    && EmittedEvents.bool(opened[0], "child_mode") == true,
                "a launch in child mode emits app_opened once, child_mode true, without its session identifier",
                proves: ["FEAT-SET-003", "MOD-SETTINGS-MUSTNOT-2"])

            // Recovery (EDGE-002): child mode off restores analytics immediately and is persisted.
            env.settings.setChildMode(false)
            try expect(
                env.backend.profiles[userID]?.childMode == false && env.analytics.analyticsIdentifier != nil
                    && env.settings.restriction(for: .purchase) == nil,
                "a user who chose the child audience turns child mode off: the profile and the analytics policy update at once (a fresh identifier, purchases unrestricted)",
                proves: ["FEAT-SET-003", "EDGE-002"])
            env.library.viewed(.featured)
            try expect(
                env.sink.names.last == "library_viewed", "after child mode is off, events are emitted again",
                proves: "FEAT-SET-003")
        }
    }

    /// EC-10 (§7.5): a child-mode purchase or external link meets the parental gate or a safe explanation, and the
    /// restricted action emits no behavioural analytics and carries no identifier.
    static let childRestrictedAction = RuleCheck.expecting(
        "EC-10", covers: ["EC-10"], proves: [.failure],
        title:
            "child mode: purchase and restore meet the parental gate, links get a safe explanation, nothing behavioural is emitted"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.signedIn()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [])
        env.backend.packs = [pack]
        env.settings.load(Profile(id: user, isAnonymous: false, audience: .child, culturalThemes: ["coastal"]))
        env.settings.setChildMode(true)
        let mark = env.sink.events.count
        try expect(
            env.purchases.purchase(pack) == .parentalGate && env.purchases.restore() == .parentalGate,
            "a child-mode purchase or restore meets the parental gate", proves: "EC-10")
        try expect(
            env.appStore.purchaseSheets.isEmpty && (env.backend.calls[.validatePurchase] ?? 0) == 0,
            "the gated purchase reaches neither the store nor the backend", proves: "EC-10")
        try expect(
            env.settings.restriction(for: .purchase) != nil && env.settings.restriction(for: .externalLink) != nil,
            "purchases and external links get a safe explanation", proves: "EC-10")
        env.purchases.paywallViewed(trigger: .lockedArtwork)
        try expect(
            env.sink.events.count == mark && env.analytics.analyticsIdentifier == nil,
            "the restricted action emits no behavioural analytics and no identifier is active", proves: "EC-10")
        env.settings.setChildMode(false)
        try expect(
            env.settings.restriction(for: .purchase) == nil && env.purchases.startPurchase(pack) == .sheetPresented,
            "leaving child mode did not lift the restriction")
    }

    /// Settings and the notification pre-permission screen: the same whenever shown, no banned terms, and the
    /// pre-permission screen is the only modal they present (before any OS prompt).
    static func settingsPresentation(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-SETTINGS-MUSTNOT-3",
            covers: ["MOD-SETTINGS-MUSTNOT-3", "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-3", "MOD-XC-MUSTNOT-4"], proves: [],
            title: "settings present the same whenever shown and only the pre-permission screen as a modal"
        ) { () throws(RuleFailure) in
            let (env, _) = PresentationScript.onboarded()
            let flow = SettingsFlow(env: env)
            let mark = env.presentations.history.count
            flow.open()
            let first = env.presentations.screen
            for gap in PresentationScript.gaps {
                env.clock.advance(millis: gap)
                flow.resume()
                try expect(
                    env.presentations.screen == first,
                    "the settings screen is the same after minutes, hours, days and a week: no countdown or daily reward",
                    proves: ["MOD-SETTINGS-MUSTNOT-3", "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-4"],
                    detail: "settings changed with time: \(env.presentations.screen?.elements ?? [])")
            }
            c.presentationSeam.turnOnNotifications(flow)
            let presented = env.presentations.since(mark)
            let modals = presented.filter { $0.kind != .screen }.map(\.surface)
            try expect(
                modals == [ProductSurface.notificationPrePermission.rawValue],
                "the only modal Settings presents is the notification pre-permission screen: no daily-reward dialog",
                proves: ["MOD-SETTINGS-MUSTNOT-3", "MOD-XC-MUSTNOT-4"], detail: "settings presented modals \(modals)")
            try expect(
                env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled,
                "turning notifications on did not reach the OS prompt after the value screen")
            try PresentationScript.expectNoBannedTerms(
                presented, "settings screens and modals",
                proves: ["MOD-SETTINGS-MUSTNOT-3", "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-3", "MOD-XC-MUSTNOT-4"])
        }
    }

    /// No behavioural ad SDK is loaded through Settings: after child mode on and off, theme and accessibility
    /// changes, notifications on and off.
    static func settingsSDKs(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-SETTINGS-MUSTNOT-1", covers: ["MOD-SETTINGS-MUSTNOT-1"], proves: [],
            title: "no behavioural ad SDK is initialised by any settings change"
        ) { () throws(RuleFailure) in
            let (env, _) = PresentationScript.onboarded()
            let flow = SettingsFlow(env: env)
            flow.open()
            flow.setChildMode(true)
            try PresentationScript.expectNoAdSDKs(env, "after child mode on")
            flow.setChildMode(false)
            try PresentationScript.expectNoAdSDKs(env, "after child mode off")
            try expect(flow.setThemes(["coastal", "flora"]), "the theme change was refused")
            flow.setAccessibility(
                AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: true, patternFills: true))
            try PresentationScript.expectNoAdSDKs(env, "after preference changes")
            c.presentationSeam.turnOnNotifications(flow)
            flow.setNotifications(false)
            try PresentationScript.expectNoAdSDKs(
                env, "after child mode, theme, accessibility and notification changes",
                proves: ["MOD-SETTINGS-MUSTNOT-1"])
        }
    }

    private static func cachedCanvas(_ flow: OnboardingFlow) -> CanvasEngine? {
        _ = flow.env.downloadJob(for: flow.starter.row).run()
        return flow.env.openCanvas(flow.starter.row)
    }
}
