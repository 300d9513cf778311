import Conformance
import Foundation
import OchreSoul

/// Rule checks of MOD-NOTIFICATIONS: the pre-permission screen before the OS prompt, reminders that respect the
/// user's choice, and no advertising SDK behind notifications.
enum NotificationsChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [
            prePermissionBeforeOSPrompt(c), prePermissionAfterDecline(c), prePermission(c), prePermissionCopy(c),
            notifications(c), notificationSDKs(c),
        ]
    }

    /// The OS prompt only follows the in-app opt-in; a decline leaves it untouched.
    static func prePermissionBeforeOSPrompt(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-NOTIFICATION-PRE-PERMISSION",
            covers: [
                "FEAT-ONB-009", "FEAT-NOT-001", "JRN-A04", "MOD-NOTIFICATIONS-MUST-1", "MOD-NOTIFICATIONS-MUSTNOT-1",
                "MOD-NOTIFICATIONS-MUST-3", "FEAT-SET-001",
            ],
            title:
                "the pre-permission screen comes before the OS prompt; declining fires no prompt and settings can enable later"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(env.os.notificationPromptCount == 0, "the OS prompt fired with the pre-permission screen")
            env.notifications.decline()
            try expect(
                !env.notifications.requestOSPermission() && env.os.notificationPromptCount == 0,
                "the OS prompt fired without an in-app opt-in")
            env.settings.setNotifications(true)
            try expect(
                env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled,
                "enabling from settings did not ask the OS once")
        }
    }

    /// §7.2 Notifications: "Show the pre-permission value screen before triggering the OS prompt"; JRN-A04
    /// "Declines the pre-permission screen → No OS prompt; notifications can be enabled later from settings".
    /// No §7.7 event names the pre-permission screen, so no observability is claimed.
    static func prePermissionAfterDecline(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-NOTIFICATIONS-MUST-1", covers: ["FEAT-ONB-009"], proves: [.success, .recovery],
            title:
                "the pre-permission screen precedes the OS prompt; after a decline the OS prompt is refused until the user opts in from Settings"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(
                env.notifications.prePermissionVisible && env.os.notificationPromptCount == 0,
                "the OS prompt fired with the pre-permission screen")
            env.notifications.decline()
            try expect(
                !env.notifications.requestOSPermission() && env.os.notificationPromptCount == 0,
                "the OS prompt fired after a decline")
            env.settings.setNotifications(true)
            try expect(
                env.notifications.optedIn && env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled,
                "opting in later from Settings did not prompt once")
            let fresh = EnvironmentFixtures.launched()
            c.notificationSeam.presentPrePermission(fresh.notifications, os: fresh.os)
            fresh.notifications.optIn()
            try expect(
                fresh.os.notificationPromptCount == 1 && fresh.notifications.isEnabled
                    && !fresh.notifications.prePermissionVisible, "opting in on the screen did not prompt once")
        }
    }

    /// §7.2 Notifications "show the pre-permission value screen before triggering the OS prompt"; JRN-A04 "no OS
    /// prompt; notifications can be enabled later from settings"; §7.4 "notification preference flag in profiles".
    static func prePermission(_ c: OchreSoulComponents, sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-ONB-009", covers: ["FEAT-ONB-009"], proves: [.success, .recovery, .observability],
            title:
                "the pre-permission screen shows the approved copy and no OS prompt; opting in prompts once and saves the preference; after a decline Settings enables it later, and a failed preference save keeps it on, is recorded and retried"
        ) { context throws(RuleFailure) in
            let flow = try EnvironmentFixtures.onboarded(.self)
            let env = flow.env
            env.notifications.prePermissionCopy = ReviewedCopy(
                text: ReviewedCopyFixtures.approvedPrompt, approved: true)
            let mark = ObservedFlow.mark(env)
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(
                env.notifications.prePermissionContent == .approvedCopy(ReviewedCopyFixtures.approvedPrompt)
                    && env.os.notificationPromptCount == 0,
                "the screen did not show the approved copy before any OS prompt")
            env.notifications.decline()
            try expect(
                !env.notifications.requestOSPermission() && env.os.notificationPromptCount == 0
                    && env.push.registeredTokens.isEmpty, "declining still prompted or registered")
            // Later, from Settings, while the backend rejects the preference save.
            env.backend.inject(.server, on: .saveProfile)
            env.settings.setNotifications(true)
            sabotage(env)
            try expect(
                env.settings.notificationsEnabled && env.os.notificationPromptCount == 1
                    && env.push.registeredTokens.count == 1,
                "enabling later from Settings did not prompt once and register")
            try expect(
                env.settings.hasUnsavedChanges && env.backend.profiles[userID]?.notificationsEnabled != true,
                "the failed preference save was not surfaced")
            try expect(
                env.settings.retrySave() && env.backend.profiles[userID]?.notificationsEnabled == true
                    && env.settings.notificationsEnabled, "the retry did not persist the preference")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [(area: "settings", reason: "profile_save_server")])

            // Opting in on the screen itself: one OS prompt, preference saved, nothing recorded.
            let direct = try EnvironmentFixtures.onboarded(.self).env
            direct.notifications.prePermissionCopy = ReviewedCopy(
                text: ReviewedCopyFixtures.approvedPrompt, approved: true)
            let directMark = ObservedFlow.mark(direct)
            c.notificationSeam.presentPrePermission(direct.notifications, os: direct.os)
            try expect(direct.os.notificationPromptCount == 0, "the OS prompt fired with the pre-permission screen")
            direct.settings.setNotifications(true)
            try expect(
                direct.os.notificationPromptCount == 1 && direct.notifications.isEnabled
                    && !direct.notifications.prePermissionVisible, "opting in on the screen did not prompt once")
            try expect(
                direct.backend.profiles[direct.session.userID ?? ""]?.notificationsEnabled == true,
                "the opt-in was not saved to the profile")
            try ObservedFlow.expectConforming(direct, since: directMark, context)
            try ObservedFlow.expectSignals(direct, since: directMark, [])
        }
    }

    /// §7.2 Notifications row "FEAT-OPEN-003 (pre-permission copy / OD-12)"; §7.4 Notifications inputs
    /// "pre-permission copy (OD-12)"; must not "fire the OS prompt without prior in-app opt-in". The recovery of
    /// missing or draft copy is the assumption in the feature's notes.
    static func prePermissionCopy(_ c: OchreSoulComponents, sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-OPEN-003", covers: ["FEAT-OPEN-003"], proves: [.success, .recovery, .observability],
            title:
                "the pre-permission screen shows the supplied approved copy verbatim; with copy missing or a draft it shows only the neutral choice, never the draft and never the OS prompt, and records notifications/pre_permission_copy_missing, _unapproved"
        ) { context throws(RuleFailure) in
            let flow = OnboardingFlow()
            let env = flow.env
            let mark = ObservedFlow.mark(env)
            flow.launch()
            // Failure: OD-12 is undecided.
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            sabotage(env)
            try expect(
                env.notifications.prePermissionVisible
                    && env.notifications.prePermissionContent == .neutralChoice(.missing),
                "without copy the screen was skipped or showed other words")
            try expect(
                env.os.notificationPromptCount == 0 && !env.notifications.requestOSPermission(),
                "without copy the OS prompt fired")
            env.notifications.decline()
            // Only a draft exists.
            env.notifications.prePermissionCopy = ReviewedCopy(text: ReviewedCopyFixtures.draftPrompt, approved: false)
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(
                env.notifications.prePermissionContent == .neutralChoice(.unapproved)
                    && env.os.notificationPromptCount == 0, "the draft copy was shown, or the OS prompt fired")
            env.notifications.decline()
            // Recovery: the approved copy arrives.
            env.notifications.prePermissionCopy = ReviewedCopy(
                text: ReviewedCopyFixtures.approvedPrompt, approved: true)
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(
                env.notifications.prePermissionContent == .approvedCopy(ReviewedCopyFixtures.approvedPrompt)
                    && env.os.notificationPromptCount == 0, "the screen did not show the supplied approved copy")
            env.notifications.optIn()
            try expect(
                env.os.notificationPromptCount == 1 && env.notifications.isEnabled,
                "opting in on the approved screen did not prompt once")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(
                env, since: mark,
                [
                    (area: "notifications", reason: "pre_permission_copy_missing"),
                    (area: "notifications", reason: "pre_permission_copy_unapproved"),
                ])
        }
    }

    /// §7.2 Notifications: "route notifications to the relevant artwork or pack surface; let Settings manage on/off
    /// state"; must not "emit behavioural analytics for notification opens in child mode"; JRN-A04; §7.7
    /// artwork_viewed source notification.
    static func notifications(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "MOD-NOTIFICATIONS-MUST-2", covers: ["FEAT-NOT-001", "MOD-NOTIFICATIONS-MUSTNOT-3", "MOD-SETTINGS-MUST-3"],
            proves: [.success, .recovery, .observability],
            title:
                "a declined opt-in is recovered from Settings; new-artwork notifications route to the artwork or pack (artwork_viewed source notification, valid against the spec), unknown payloads to the library, nothing behavioural in child mode"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let mark = env.sink.events.count
            // A declined opt-in: no OS prompt, nothing registered.
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            env.notifications.decline()
            try expect(
                env.os.notificationPromptCount == 0 && !env.settings.notificationsEnabled
                    && env.push.registeredTokens.isEmpty, "declining still prompted or registered")
            // Recovery: Settings turns notifications on later.
            env.settings.setNotifications(true)
            try expect(
                env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled
                    && env.push.registeredTokens.count == 1, "Settings did not enable notifications")
            try expect(env.settings.restoreAvailable, "Settings does not expose restore")
            // Routing.
            let artwork = env.notifications.open(
                FakePushService.Payload(kind: "artwork", slug: "new-art"), artworkID: "art-new")
            let pack = env.notifications.open(FakePushService.Payload(kind: "pack", slug: "pack-1"), artworkID: nil)
            let unknown = env.notifications.open(FakePushService.Payload(kind: "promo", slug: ""), artworkID: nil)
            try expect(
                artwork == .artworkDetail(slug: "new-art") && pack == .packDetail(slug: "pack-1")
                    && unknown == .library, "notifications routed to \(artwork), \(pack), \(unknown)")
            let viewed = EmittedEvents.named("artwork_viewed", in: env, since: mark)
            try expect(
                viewed.count == 1 && EmittedEvents.string(viewed[0], "artwork_id") == "art-new"
                    && EmittedEvents.string(viewed[0], "source") == "notification",
                "artwork_viewed was not emitted once with source notification")
            try context.expectConforming(
                env.sink.events.dropFirst(mark).map {
                    EventRecorder.observed($0, conditions: EventRecorder.conditions(env))
                })
            // Child mode: opens emit nothing.
            env.settings.setChildMode(true)
            let childMark = env.sink.events.count
            _ = env.notifications.open(FakePushService.Payload(kind: "artwork", slug: "new-art"), artworkID: "art-new")
            try expect(env.sink.events.count == childMark, "a notification open emitted an event in child mode")
            // Settings turns them off again.
            env.settings.setChildMode(false)
            env.settings.setNotifications(false)
            try expect(
                !env.settings.notificationsEnabled && env.push.registeredTokens.isEmpty,
                "Settings did not turn notifications off")
        }
    }

    /// No advertising or attribution SDK is initialised with the notification SDK: at start-up, after the
    /// pre-permission opt-in, and after a notification is opened.
    static func notificationSDKs(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-NOTIFICATIONS-MUSTNOT-2", covers: ["MOD-NOTIFICATIONS-MUSTNOT-2", "MOD-XC-MUSTNOT-5"], proves: [],
            title: "no behavioural ad SDK is initialised alongside the notification SDK"
        ) { () throws(RuleFailure) in
            let (env, _) = PresentationScript.onboarded()
            try PresentationScript.expectNoAdSDKs(env, "at start-up")
            try expect(
                env.sdks.contains(purpose: .pushNotifications),
                "the notification SDK is not registered: the check would prove nothing")
            c.presentationSeam.turnOnNotifications(SettingsFlow(env: env))
            try expect(env.notifications.isEnabled, "notifications did not turn on")
            try PresentationScript.expectNoAdSDKs(env, "after notification opt-in")
            _ = env.notifications.open(
                FakePushService.Payload(kind: "artwork", slug: "starter"), artworkID: "art-starter")
            try PresentationScript.expectNoAdSDKs(env, "after a notification was opened")
        }
    }
}
