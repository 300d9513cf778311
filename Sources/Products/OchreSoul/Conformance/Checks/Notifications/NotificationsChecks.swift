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
        RuleCheck.observing(
            "RULE-NOTIFICATION-PRE-PERMISSION",
            covers: [
                "FEAT-ONB-009", "FEAT-NOT-001", "JRN-A04", "MOD-NOTIFICATIONS-MUST-1", "MOD-NOTIFICATIONS-MUSTNOT-1",
                "MOD-NOTIFICATIONS-MUST-3", "FEAT-SET-001",
            ],
            title:
                "the pre-permission screen comes before the OS prompt; declining fires no prompt and settings can enable later, through the screen again"
        ) { context throws(RuleFailure) in
            let promptWithoutOptIn = try context.bool("RULE-NOTIFICATION-PRE-PERMISSION", "osPromptWithoutOptIn")
            let env = try EnvironmentFixtures.onboarded(.self).env
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(
                env.notifications.prePermissionVisible && env.os.notificationPromptCount == 0,
                "the pre-permission value screen shows, with no OS prompt yet",
                proves: ["MOD-NOTIFICATIONS-MUST-1", "FEAT-ONB-009"])
            env.notifications.decline()
            try expect(
                (env.notifications.requestOSPermission() || env.os.notificationPromptCount > 0) == promptWithoutOptIn
                    && env.push.registeredTokens.isEmpty,
                "after a decline there is no OS prompt, and a direct request without in-app opt-in is refused",
                proves: ["MOD-NOTIFICATIONS-MUSTNOT-1", "JRN-A04"])
            let settings = SettingsFlow(env: env)
            settings.open()
            settings.setNotifications(true)
            try expect(
                env.presentations.isOpen(.notificationPrePermission) && env.os.notificationPromptCount == 0,
                "turning notifications on in Settings shows the pre-permission screen first, with no OS prompt",
                proves: ["MOD-NOTIFICATIONS-MUST-1", "MOD-NOTIFICATIONS-MUSTNOT-1"])
            settings.acceptPrePermission()
            try expect(
                env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled
                    && env.presentations.screen?.elements.contains("notifications:on") == true,
                "after the decline, Settings enables notifications later: one OS prompt, and Settings shows them on",
                proves: ["JRN-A04", "MOD-NOTIFICATIONS-MUST-3", "FEAT-SET-001"])
            try expect(
                env.push.registeredTokens.count == 1,
                "once enabled, the device is registered for new-artwork pushes", proves: "FEAT-NOT-001")
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
                "the pre-permission screen shows before any OS prompt", proves: "FEAT-ONB-009")
            env.notifications.decline()
            try expect(
                !env.notifications.requestOSPermission() && env.os.notificationPromptCount == 0,
                "after a decline the OS prompt is refused", proves: "FEAT-ONB-009")
            env.settings.setNotifications(true)
            try expect(
                env.notifications.optedIn && env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled,
                "opting in later from Settings prompts the OS once and turns notifications on", proves: "FEAT-ONB-009")
            let fresh = EnvironmentFixtures.launched()
            c.notificationSeam.presentPrePermission(fresh.notifications, os: fresh.os)
            fresh.notifications.optIn()
            try expect(
                fresh.os.notificationPromptCount == 1 && fresh.notifications.isEnabled
                    && !fresh.notifications.prePermissionVisible,
                "opting in on the screen prompts the OS once and closes the screen", proves: "FEAT-ONB-009")
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
                "the pre-permission screen shows the approved copy before any OS prompt", proves: "FEAT-ONB-009")
            env.notifications.decline()
            try expect(
                !env.notifications.requestOSPermission() && env.os.notificationPromptCount == 0
                    && env.push.registeredTokens.isEmpty, "declining neither prompts nor registers",
                proves: "FEAT-ONB-009")
            // Later, from Settings, while the backend rejects the preference save.
            env.backend.inject(.server, on: .saveProfile)
            env.settings.setNotifications(true)
            sabotage(env)
            try expect(
                env.settings.notificationsEnabled && env.os.notificationPromptCount == 1
                    && env.push.registeredTokens.count == 1,
                "enabling later from Settings prompts the OS once and registers the device", proves: "FEAT-ONB-009")
            try expect(
                env.settings.hasUnsavedChanges && env.backend.profiles[userID]?.notificationsEnabled != true,
                "a failed preference save keeps notifications on locally and surfaces the unsaved change",
                proves: "FEAT-ONB-009")
            try expect(
                env.settings.retrySave() && env.backend.profiles[userID]?.notificationsEnabled == true
                    && env.settings.notificationsEnabled, "the retry persists the notification preference",
                proves: "FEAT-ONB-009")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-ONB-009"])
            try ObservedFlow.expectSignals(
                env, since: mark, [(area: "settings", reason: "profile_save_server")], proves: ["FEAT-ONB-009"])

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
                    && !direct.notifications.prePermissionVisible,
                "opting in on the screen prompts the OS once and closes the screen", proves: "FEAT-ONB-009")
            try expect(
                direct.backend.profiles[direct.session.userID ?? ""]?.notificationsEnabled == true,
                "the opt-in is saved to the profile's notification preference", proves: "FEAT-ONB-009")
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
                "with no copy supplied (OD-12 open) the screen shows only the neutral choice",
                proves: ["FEAT-OPEN-003"],
                detail: "without copy the screen was skipped or showed other words")
            try expect(
                env.os.notificationPromptCount == 0 && !env.notifications.requestOSPermission(),
                "with no copy supplied the OS prompt still waits for the opt-in", proves: ["FEAT-OPEN-003"],
                detail: "without copy the OS prompt fired")
            env.notifications.decline()
            // Only a draft exists.
            env.notifications.prePermissionCopy = ReviewedCopy(text: ReviewedCopyFixtures.draftPrompt, approved: false)
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(
                env.notifications.prePermissionContent == .neutralChoice(.unapproved)
                    && env.os.notificationPromptCount == 0,
                "with only draft copy the screen shows the neutral choice, none of the draft, and no OS prompt",
                proves: "FEAT-OPEN-003")
            env.notifications.decline()
            // Recovery: the approved copy arrives.
            env.notifications.prePermissionCopy = ReviewedCopy(
                text: ReviewedCopyFixtures.approvedPrompt, approved: true)
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(
                env.notifications.prePermissionContent == .approvedCopy(ReviewedCopyFixtures.approvedPrompt)
                    && env.os.notificationPromptCount == 0,
                "once approved copy is supplied the screen shows it verbatim", proves: "FEAT-OPEN-003")
            env.notifications.optIn()
            try expect(
                env.os.notificationPromptCount == 1 && env.notifications.isEnabled,
                "opting in on the approved screen prompts the OS once", proves: "FEAT-OPEN-003")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-OPEN-003"])
            try ObservedFlow.expectSignals(
                env, since: mark,
                [
                    (area: "notifications", reason: "pre_permission_copy_missing"),
                    (area: "notifications", reason: "pre_permission_copy_unapproved"),
                ], proves: ["FEAT-OPEN-003"])
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
            let flow = ArtworkAccessFlow()
            let env = flow.env
            let mark = ObservedFlow.mark(env)
            // A declined opt-in: no OS prompt, nothing registered.
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            env.notifications.decline()
            try expect(
                env.os.notificationPromptCount == 0 && !env.settings.notificationsEnabled
                    && env.push.registeredTokens.isEmpty, "a declined opt-in neither prompts nor registers",
                proves: "FEAT-NOT-001")
            // Recovery: Settings turns notifications on later.
            env.settings.setNotifications(true)
            try expect(
                env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled
                    && env.push.registeredTokens.count == 1,
                "Settings turns new-artwork notifications on later, registering the device",
                proves: ["FEAT-NOT-001", "MOD-SETTINGS-MUST-3"])
            SettingsFlow(env: env).open()
            let shown = env.presentations.screen?.elements ?? []
            try expect(
                env.settings.restoreAvailable && shown.contains("action:restore") && shown.contains("notifications:on"),
                "the Settings screen exposes restore and the notification state (on)", proves: "MOD-SETTINGS-MUST-3")
            // Routing, from the catalogue: an artwork, a pack, an unknown payload, an artwork not in the catalogue.
            let artwork = flow.openNotification(FakePushService.Payload(kind: "artwork", slug: flow.free.row.slug))
            try expect(
                artwork == .artworkDetail(slug: flow.free.row.slug) && flow.phase == .detailViewed
                    && env.presentations.screen?.surface == ProductSurface.artworkDetail.rawValue
                    && env.presentations.screen?.elements.contains("artwork:\(flow.free.row.slug)") == true,
                "opening a new-artwork notification opens that artwork's detail screen",
                proves: ["MOD-NOTIFICATIONS-MUST-2", "FEAT-NOT-001"])
            let viewed = ObservedFlow.events(env, since: mark).filter { $0.name == "artwork_viewed" }
            try expect(
                viewed.count == 1 && EmittedEvents.string(viewed[0], "artwork_id") == flow.free.row.id
                    && EmittedEvents.string(viewed[0], "source") == "notification",
                "the open is recorded once as artwork_viewed with source notification", proves: "FEAT-NOT-001")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-NOT-001"])
            let other = ArtworkAccessFlow()
            let pack = other.openNotification(FakePushService.Payload(kind: "pack", slug: other.pack.id))
            let unknown = other.openNotification(FakePushService.Payload(kind: "promo", slug: ""))
            let missing = other.openNotification(FakePushService.Payload(kind: "artwork", slug: "no-such-art"))
            try expect(
                pack == .packDetail(slug: other.pack.id) && unknown == .library && missing == .library
                    && other.phase == .catalogueVisible
                    && other.env.presentations.screen?.surface == ProductSurface.libraryHome.rawValue,
                "a pack notification routes to its pack; an unknown payload or an artwork not in the catalogue shows library home",
                proves: "MOD-NOTIFICATIONS-MUST-2")
            // Child mode: an open routes the same, and emits nothing.
            let child = ArtworkAccessFlow()
            child.env.settings.setChildMode(true)
            let childMark = ObservedFlow.mark(child.env)
            let childRoute = child.openNotification(
                FakePushService.Payload(kind: "artwork", slug: child.free.row.slug))
            try expect(
                childRoute == .artworkDetail(slug: child.free.row.slug) && child.phase == .detailViewed
                    && ObservedFlow.events(child.env, since: childMark).isEmpty,
                "in child mode a notification open still opens the artwork but emits no analytics event",
                proves: "MOD-NOTIFICATIONS-MUSTNOT-3")
            // Settings turns them off again.
            env.settings.setNotifications(false)
            try expect(
                !env.settings.notificationsEnabled && env.push.registeredTokens.isEmpty,
                "Settings turns notifications off again and unregisters the device", proves: "MOD-SETTINGS-MUST-3")
        }
    }

    /// No advertising or attribution SDK is initialised with the notification SDK: at start-up, after the
    /// pre-permission opt-in, and after a notification is opened.
    static func notificationSDKs(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-NOTIFICATIONS-MUSTNOT-2", covers: ["MOD-NOTIFICATIONS-MUSTNOT-2"], proves: [],
            title: "no behavioural ad SDK is initialised alongside the notification SDK"
        ) { () throws(RuleFailure) in
            let (env, _) = PresentationScript.onboarded()
            try PresentationScript.expectNoAdSDKs(env, "at start-up", proves: ["MOD-NOTIFICATIONS-MUSTNOT-2"])
            try expect(
                env.sdks.contains(purpose: .pushNotifications),
                "the notification SDK is not registered: the check would prove nothing")
            c.presentationSeam.turnOnNotifications(SettingsFlow(env: env))
            try expect(env.notifications.isEnabled, "notifications did not turn on")
            try PresentationScript.expectNoAdSDKs(
                env, "after the notification opt-in", proves: ["MOD-NOTIFICATIONS-MUSTNOT-2"])
            _ = env.notifications.open(
                FakePushService.Payload(kind: "artwork", slug: "starter"), artworkID: "art-starter")
            try PresentationScript.expectNoAdSDKs(
                env, "after a notification is opened", proves: ["MOD-NOTIFICATIONS-MUSTNOT-2"])
        }
    }
}
