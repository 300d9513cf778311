import Conformance
import OchreSoul

/// Progress sync API, child mode, notifications, retention checklist and settings checks.
enum CoverageAExperienceChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [syncAPI(c), childMode(c), notifications(c), prePermission(c), retentionChecklist, settingsPersist]
    }

    /// §7.6.2 POST /functions/sync-progress ("Merged progress row after bitset union"; "retryable backend error")
    /// and GET /user_artwork_progress ("User-owned progress rows only"); §7.6.1 Progress row and Sync queue item;
    /// §7.5 "Progress sync failure": "Preserve local row, queue retry with exponential backoff, emit sync_failed".
    static func syncAPI(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "LOCAL-SYNC-QUEUE-ITEM", covers: ["FEAT-API-002", "FEAT-DATA-004", "API-GET-PROGRESS"], proves: [.success, .recovery, .observability],
            title: "a rejected sync keeps the local row, emits sync_failed and retries after backoff into the server's bitset union; GET /user_artwork_progress returns only the user's rows"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.signedIn()
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            let sample = SampleArtwork.make(id: "art-api", slug: "api-art", columns: 4, rows: 2)
            env.backend.addArtwork(sample.row, files: sample.files)
            let server = c.progressServer(env.backend)
            let queue = SyncQueue(store: env.progressStore, api: server, session: env.session, network: env.network, clock: env.clock, analytics: env.analytics)
            let tracker = ProgressTracker(store: env.progressStore, syncQueue: queue, clock: env.clock)
            for region in [0, 1] { _ = tracker.recordCorrectFill(sample.row.ref, region: region) }
            tracker.selectColour(sample.row.ref, colourID: 2)
            guard let local = env.progressStore.load(sample.row.id) else { throw RuleFailure("the local row was not written") }
            try expect(
                local.artworkVersion == sample.row.version && local.completedRegions.indices == [0, 1] && local.completedCount == 2
                    && local.completionPercent == 25 && local.lastSelectedColourID == 2,
                "the local progress row does not hold the contract's fields")
            guard let item = queue.items[sample.row.id] else { throw RuleFailure("no sync queue item") }
            try expect(item.type == "progress" && item.retryCount == 0 && !item.payloadHash.isEmpty, "the sync queue item does not hold the contract's fields")
            let mark = env.sink.events.count

            // Failure: the backend rejects the sync with a retryable error.
            env.backend.inject(.server, on: .syncProgress)
            try expect(queue.process() == 0, "a rejected sync counted as synced")
            try expect(env.progressStore.load(sample.row.id) == local, "the rejected sync changed the local row")
            guard let failed = queue.items[sample.row.id] else { throw RuleFailure("the rejected item left the queue") }
            try expect(failed.retryCount == 1 && failed.nextRetryAt == env.clock.nowMillis + SyncQueue.backoff(afterFailures: 1), "no backoff was scheduled")
            let syncFailed = EmittedEvents.named("sync_failed", in: env, since: mark)
            try expect(syncFailed.count == 1 && EmittedEvents.string(syncFailed[0], "reason") == "server", "sync_failed was not emitted with the coarse reason")
            let serverRows = (try? server.fetchProgress(userID: userID)) ?? []
            try expect(!serverRows.contains { $0.artworkID == sample.row.id }, "a rejected sync reached the server")
            try expect(queue.process() == 0, "the retry ran before its backoff elapsed")

            // Another device of the same user syncs meanwhile.
            let otherStore = ProgressStore(fileSystem: FakeFileSystem())
            let otherQueue = SyncQueue(
                store: otherStore, api: server, session: Session(userID: userID, isAnonymous: false), network: env.network, clock: env.clock,
                analytics: env.analytics)
            _ = ProgressTracker(store: otherStore, syncQueue: otherQueue, clock: env.clock).recordCorrectFill(sample.row.ref, region: 5)
            try expect(otherQueue.process() == 1, "the other device did not sync")

            // Recovery: after the backoff the retry merges by union on the server and locally.
            env.clock.advance(millis: SyncQueue.backoff(afterFailures: 1))
            try expect(queue.process() == 1 && !queue.isPending(sample.row.id), "the retry after backoff did not sync")
            try expect(env.progressStore.load(sample.row.id)?.completedRegions.indices == [0, 1, 5], "the local row is not the union")
            let merged = ((try? server.fetchProgress(userID: userID)) ?? []).first { $0.artworkID == sample.row.id }
            try expect(merged?.completedRegions.indices == [0, 1, 5], "GET /user_artwork_progress does not return the merged union")
            let stranger = env.backend.createAccount(credential: "stranger@example.com")
            try expect(((try? server.fetchProgress(userID: stranger)) ?? []).isEmpty, "GET /user_artwork_progress returned another user's rows")
            try expect(EmittedEvents.named("sync_failed", in: env, since: mark).count == 1, "the successful retry emitted sync_failed")
        }
    }

    /// §7.2 Settings: "apply child-mode analytics policy immediately"; must not "leave analytics identifiers active
    /// after child mode is enabled"; §7.5 JRN-F10 "Apply parental gate or safe explanation"; §7.7 child mode.
    static func childMode(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-SETTINGS-MUST-4", covers: ["FEAT-SET-003", "MOD-SETTINGS-MUSTNOT-2"], proves: [.success, .recovery, .observability],
            title: "child mode is persisted and applied at once; a restricted purchase or link gets the parental gate or a safe explanation; only app_opened leaves the device, without identifiers"
        ) { () throws(RuleFailure) in
            let flow = OnboardingFlow()
            let env = flow.env
            try expect(RuleFixtures.onboard(flow, audience: .child) == .preferencesCaptured, "onboarding with the child audience did not save")
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            try expect(env.backend.profiles[userID]?.childMode == true && env.analytics.childMode, "the child audience did not persist and apply child mode")
            try expect(env.analytics.analyticsIdentifier == nil, "the analytics identifier stayed active in child mode")
            let mark = env.sink.events.count

            // Restricted actions (JRN-F10): parental gate and safe explanations, nothing started.
            let pack = ContentPack(id: "pack-child", productID: "com.ochre.child", title: "Pack", artworkIDs: [])
            try expect(env.purchases.startPurchase(pack) == .parentalGate, "a child-mode purchase was not gated")
            try expect(env.settings.restore() == .parentalGate, "a child-mode restore was not gated")
            try expect(env.settings.restriction(for: .purchase) != nil && env.settings.restriction(for: .externalLink) != nil, "a restricted action is not explained")
            try expect(env.appStore.purchaseSheets.isEmpty, "a purchase sheet opened in child mode")

            // Play in child mode: behavioural events are suppressed.
            flow.revealLibrary()
            flow.openStarter()
            flow.fill(3)
            try expect(EmittedEvents.named("app_opened", in: env, since: 0).count == 1, "app_opened was not emitted at launch")

            // The app opens again in child mode: app_opened only, with identifiers stripped.
            let relaunch = OnboardingFlow(env: env)
            relaunch.launch()
            let leaked = env.sink.events[mark...].filter { $0.name != "app_opened" }.map(\.name)
            try expect(leaked.isEmpty, "events emitted in child mode: \(leaked)")
            let opened = EmittedEvents.named("app_opened", in: env, since: mark)
            try expect(opened.count == 1 && opened[0].payload["session_id"] == nil && EmittedEvents.bool(opened[0], "child_mode") == true, "app_opened in child mode was dropped or kept its identifier")

            // Recovery (EDGE-002): child mode off restores analytics immediately and is persisted.
            env.settings.setChildMode(false)
            try expect(env.backend.profiles[userID]?.childMode == false && env.analytics.analyticsIdentifier != nil, "leaving child mode was not applied and persisted")
            try expect(env.settings.restriction(for: .purchase) == nil, "purchases stayed restricted after child mode was turned off")
            env.library.viewed(.featured)
            try expect(env.sink.names.last == "library_viewed", "events stayed suppressed after child mode was turned off")
        }
    }

    /// §7.2 Notifications: "route notifications to the relevant artwork or pack surface; let Settings manage on/off
    /// state"; must not "emit behavioural analytics for notification opens in child mode"; JRN-A04; §7.7
    /// artwork_viewed source notification.
    static func notifications(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-NOTIFICATIONS-MUST-2", covers: ["FEAT-NOT-001", "MOD-NOTIFICATIONS-MUSTNOT-3", "MOD-SETTINGS-MUST-3"], proves: [.success, .recovery, .observability],
            title: "a declined opt-in is recovered from Settings; new-artwork notifications route to the artwork or pack (artwork_viewed source notification), unknown payloads to the library, nothing behavioural in child mode"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let mark = env.sink.events.count
            // A declined opt-in: no OS prompt, nothing registered.
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            env.notifications.decline()
            try expect(env.os.notificationPromptCount == 0 && !env.settings.notificationsEnabled && env.push.registeredTokens.isEmpty, "declining still prompted or registered")
            // Recovery: Settings turns notifications on later.
            env.settings.setNotifications(true)
            try expect(env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled && env.push.registeredTokens.count == 1, "Settings did not enable notifications")
            try expect(env.settings.restoreAvailable, "Settings does not expose restore")
            // Routing.
            let artwork = env.notifications.open(FakePushService.Payload(kind: "artwork", slug: "new-art"), artworkID: "art-new")
            let pack = env.notifications.open(FakePushService.Payload(kind: "pack", slug: "pack-1"), artworkID: nil)
            let unknown = env.notifications.open(FakePushService.Payload(kind: "promo", slug: ""), artworkID: nil)
            try expect(artwork == .artworkDetail(slug: "new-art") && pack == .packDetail(slug: "pack-1") && unknown == .library, "notifications routed to \(artwork), \(pack), \(unknown)")
            let viewed = EmittedEvents.named("artwork_viewed", in: env, since: mark)
            try expect(
                viewed.count == 1 && EmittedEvents.string(viewed[0], "artwork_id") == "art-new" && EmittedEvents.string(viewed[0], "source") == "notification",
                "artwork_viewed was not emitted once with source notification")
            // Child mode: opens emit nothing.
            env.settings.setChildMode(true)
            let childMark = env.sink.events.count
            _ = env.notifications.open(FakePushService.Payload(kind: "artwork", slug: "new-art"), artworkID: "art-new")
            try expect(env.sink.events.count == childMark, "a notification open emitted an event in child mode")
            // Settings turns them off again.
            env.settings.setChildMode(false)
            env.settings.setNotifications(false)
            try expect(!env.settings.notificationsEnabled && env.push.registeredTokens.isEmpty, "Settings did not turn notifications off")
        }
    }

    /// §7.2 Notifications: "Show the pre-permission value screen before triggering the OS prompt"; JRN-A04
    /// "Declines the pre-permission screen → No OS prompt; notifications can be enabled later from settings".
    /// No §7.7 event names the pre-permission screen, so no observability is claimed.
    static func prePermission(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-NOTIFICATIONS-MUST-1", covers: ["FEAT-ONB-009"], proves: [.success, .recovery],
            title: "the pre-permission screen precedes the OS prompt; after a decline the OS prompt is refused until the user opts in from Settings"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(env.notifications.prePermissionVisible && env.os.notificationPromptCount == 0, "the OS prompt fired with the pre-permission screen")
            env.notifications.decline()
            try expect(!env.notifications.requestOSPermission() && env.os.notificationPromptCount == 0, "the OS prompt fired after a decline")
            env.settings.setNotifications(true)
            try expect(env.notifications.optedIn && env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled, "opting in later from Settings did not prompt once")
            let fresh = RuleFixtures.launched()
            c.notificationSeam.presentPrePermission(fresh.notifications, os: fresh.os)
            fresh.notifications.optIn()
            try expect(fresh.os.notificationPromptCount == 1 && fresh.notifications.isEnabled && !fresh.notifications.prePermissionVisible, "opting in on the screen did not prompt once")
        }
    }

    /// §7.2 Onboarding and retention: "surface the retention checklist on library home for the first three sessions
    /// unless dismissed"; §7.4 "local checklist dismissal state". No §7.7 event and no documented failure: success only.
    static let retentionChecklist = RuleCheck.expecting(
        "RULE-RETENTION-CHECKLIST", covers: ["FEAT-RET-001", "MOD-ONBOARDING-MUST-5"], proves: [.success],
        title: "the first-steps checklist shows for the first three sessions, not the fourth, and a dismissal persists across launches"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        try expect(!env.onboarding.checklistVisible, "the checklist showed before the first session")
        for session in 1...3 {
            env.onboarding.recordSession()
            try expect(env.onboarding.checklistVisible, "the checklist is hidden in session \(session)")
        }
        env.onboarding.recordSession()
        try expect(!env.onboarding.checklistVisible && OnboardingModule.checklistSessions == 3, "the checklist still shows in session 4")
        let other = AppEnvironment()
        other.onboarding.recordSession()
        other.onboarding.dismissChecklist()
        try expect(!other.onboarding.checklistVisible, "a dismissed checklist still shows")
        let relaunched = OnboardingModule(api: other.backend, os: other.os, fileSystem: other.fileSystem)
        relaunched.recordSession()
        try expect(!relaunched.checklistVisible, "the dismissal did not persist across launches")
    }

    /// §7.2 Settings: "persist changes"; §7.3.1 "error surfaces inline … do not drop previous selections"; §7.6.1
    /// Profile preferences. No §7.7 event covers a settings change, so no observability is claimed.
    static let settingsPersist = RuleCheck.expecting(
        "MOD-SETTINGS-MUST-1", covers: ["FEAT-SET-001", "FEAT-SET-002", "LOCAL-PROFILE-PREFERENCES"], proves: [.success, .recovery],
        title: "theme and accessibility changes persist to the server profile; a failed save keeps the local change and a retry persists it"
    ) { () throws(RuleFailure) in
        let flow = OnboardingFlow()
        let env = flow.env
        try expect(RuleFixtures.onboard(flow) == .preferencesCaptured, "onboarding did not save")
        guard let userID = env.session.userID else { throw RuleFailure("no session") }
        try expect(env.settings.profile?.accessibility.alwaysShowNumbers == true, "always-show-numbers is not on by default")
        try expect(env.settings.setThemes(["desert"]) && env.backend.profiles[userID]?.culturalThemes == ["desert"] && env.settings.lastSaveSucceeded, "a theme change was not persisted")
        // Failure: the save fails; the local change is kept and the failure is surfaced.
        env.backend.inject(.server, on: .saveProfile)
        let patterns = AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: true, patternFills: true)
        env.settings.setAccessibility(patterns)
        try expect(!env.settings.lastSaveSucceeded, "a failed save was not surfaced")
        try expect(env.settings.profile?.accessibility == patterns && env.backend.profiles[userID]?.accessibility.patternFills == false, "the failed save dropped the local change or reached the server")
        // Recovery: the retry persists it, and the canvas uses it.
        env.settings.setAccessibility(patterns)
        try expect(env.settings.lastSaveSucceeded && env.backend.profiles[userID]?.accessibility == patterns, "the retried save did not persist")
        try expect(env.backend.profiles[userID]?.culturalThemes == ["desert"], "the earlier theme change was lost")
        flow.revealLibrary()
        guard let canvas = env.openCanvas(flow.starter.row) ?? cachedCanvas(flow) else { throw RuleFailure("the starter did not open") }
        try expect(canvas.reduceMotion, "the canvas ignores the reduce-motion setting")
    }

    private static func cachedCanvas(_ flow: OnboardingFlow) -> CanvasEngine? {
        _ = flow.env.downloadJob(for: flow.starter.row).run()
        return flow.env.openCanvas(flow.starter.row)
    }
}
