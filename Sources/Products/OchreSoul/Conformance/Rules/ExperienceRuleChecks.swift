import Conformance
import OchreSoul

/// Rule checks of canvas, child mode, trust moment, notifications and onboarding.
enum ExperienceRuleChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [hitTesting, wrongColour(c), childMode(c), founderNote(c), prePermission(c), noPaywallBeforeFirstValue, minOneTheme]
    }

    /// Generated geometry under random zoom/pan: exact hits, snapping only to small regions of the selected colour.
    static let hitTesting = RuleCheck.expecting(
        "RULE-SNAP-RADIUS", covers: ["EDGE-005", "EC-12", "FEAT-ACC-003", "FEAT-CAN-003", "MOD-CANVAS-MUST-2", "MOD-CANVAS-MUST-4"],
        title: "hit testing over 200 generated artworks and transforms: exact hits, snap within the radius on matching colour only"
    ) { () throws(RuleFailure) in
        var rng = SeededGenerator(seed: 0x0417_7E57)
        // At least three columns of at least 40 units: SampleArtwork puts its small regions at x = 20 + 30 t, so
        // narrower canvases would place them outside the artwork.
        for trial in 0..<200 {
            let sample = SampleArtwork.make(
                id: "art-\(trial)", slug: "gen-\(trial)", columns: Int.random(in: 3...6, using: &rng), rows: Int.random(in: 1...5, using: &rng),
                cell: Double(Int.random(in: 40...160, using: &rng)), tinyRegions: Int.random(in: 1...3, using: &rng))
            let tester = HitTester(geometry: sample.geometry)
            let transform = ViewTransform(
                scale: Double.random(in: 0.5...4, using: &rng), translateX: Double.random(in: -300...300, using: &rng),
                translateY: Double.random(in: -300...300, using: &rng))
            for region in sample.geometry.regions {
                let b = region.bounds
                let centre = Point((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2)
                let hit = tester.hitTest(screen: transform.apply(centre), transform: transform, snapColourID: nil)
                try expect(
                    hit == .hit(regionIndex: region.index),
                    "trial \(trial): centre \(centre) of region \(region.index) (bounds \(b), canvas \(sample.geometry.width)x\(sample.geometry.height)) hit \(hit) under scale \(transform.scale)")
                guard tester.isSmall(region) else { continue }
                // Beside the small region, inside the snap radius (in screen points), in the gutter.
                let offset = (HitTester.snapRadiusPoints / 2) / transform.scale
                let near = transform.apply(Point(b.minX + (b.maxX - b.minX) / 2, b.maxY + offset))
                let matching = tester.hitTest(screen: near, transform: transform, snapColourID: region.colourID)
                guard case .snapped(let snapped) = matching else {
                    throw RuleFailure("trial \(trial): a tap \(offset) units from small region \(region.index) did not snap (\(matching))")
                }
                try expect(
                    sample.geometry.regions.first { $0.index == snapped }?.colourID == region.colourID,
                    "trial \(trial): snapped to a region of another colour")
                let other = sample.geometry.palette.first { $0.id != region.colourID }?.id
                let wrongColour = tester.hitTest(screen: near, transform: transform, snapColourID: other)
                if case .snapped(let index) = wrongColour, sample.geometry.regions.first(where: { $0.index == index })?.colourID != other {
                    throw RuleFailure("trial \(trial): snapped across colours")
                }
            }
            let far = transform.apply(Point(-HitTester.snapRadiusPoints * 4 / transform.scale - 1, -1))
            try expect(tester.hitTest(screen: far, transform: transform, snapColourID: 1) == .none, "trial \(trial): a tap far outside the canvas hit something")
        }
    }

    /// Wrong-colour taps leave progress untouched and pulse for 80 ms (0 with reduce motion).
    static func wrongColour(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-WRONG-COLOUR-PULSE", covers: ["FEAT-CAN-004", "MOD-CANVAS-MUSTNOT-3", "MOD-PALETTE-MUSTNOT-1"],
            title: "a wrong-colour tap never changes progress and gives calm feedback naming the right colour"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let sample = SampleArtwork.make(id: "art-wrong", slug: "wrong-art", columns: 4, rows: 2)
            guard RuleFixtures.cached(sample, in: env), let canvas = RuleFixtures.canvas(sample, in: env, analytics: env.analytics) else {
                throw RuleFailure("set-up failed")
            }
            for region in sample.geometry.regions {
                guard let wrong = sample.geometry.palette.first(where: { $0.id != region.colourID }), let point = canvas.screenCentre(ofRegion: region.index) else { continue }
                let before = canvas.progress.completedRegions
                canvas.select(colourID: wrong.id)
                let outcome = c.tapSeam.tap(canvas, at: point, tracker: env.tracker)
                guard case .wrongColour(let index, let feedback) = outcome else { throw RuleFailure("region \(region.index): expected wrong-colour feedback, got \(outcome)") }
                try expect(index == region.index && feedback.correctColourID == region.colourID, "feedback does not name the right colour")
                try expect(feedback.pulseMillis == CanvasEngine.wrongColourPulseMillis && CanvasEngine.wrongColourPulseMillis == 80, "the pulse is not 80 ms")
                try expect(canvas.progress.completedRegions == before, "a wrong-colour tap on region \(region.index) changed progress")
            }
            canvas.reduceMotion = true
            if let region = sample.geometry.regions.first, let wrong = sample.geometry.palette.first(where: { $0.id != region.colourID }), let point = canvas.screenCentre(ofRegion: region.index) {
                canvas.select(colourID: wrong.id)
                if case .wrongColour(_, let feedback) = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) {
                    try expect(feedback.pulseMillis == 0, "reduce motion still pulses")
                }
            }
        }
    }

    /// In child mode only app_opened leaves the device, without identifiers; every other event is suppressed.
    static func childMode(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-CHILD-MODE-EVENTS",
            covers: ["FEAT-SET-003", "FEAT-OBS-003", "EC-10", "EDGE-002", "MOD-SETTINGS-MUST-2", "MOD-OBSERVABILITY-MUST-2", "MOD-SETTINGS-MUSTNOT-2", "RULE-REGION-FILLED-SAMPLING", "JRN-F10"],
            title: "child mode suppresses every event but app_opened (identifiers stripped), from the moment it is switched on"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let sample = SampleArtwork.make(id: "art-child", slug: "child-art", columns: 3, rows: 2)
            try expect(RuleFixtures.cached(sample, in: env), "set-up download failed")
            env.settings.setChildMode(true)
            let mark = env.sink.events.count
            try expect(env.analytics.analyticsIdentifier == nil, "the analytics identifier stayed active in child mode")
            guard let canvas = RuleFixtures.canvas(sample, in: env, analytics: c.canvasAnalytics(env)) else { throw RuleFailure("canvas did not open") }
            for region in sample.geometry.regions {
                guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
                if let wrong = sample.geometry.palette.first(where: { $0.id != region.colourID }) {
                    canvas.select(colourID: wrong.id)
                    _ = canvas.tap(screen: point)
                }
                canvas.select(colourID: region.colourID)
                _ = canvas.tap(screen: point)
            }
            let every: [ProductEvent] = [
                .appOpened(sessionID: "s-1", appVersion: "1.0.0", childMode: true), .libraryViewed(section: .featured),
                .artworkViewed(artworkID: "a", source: .library), .artworkDownloadStarted(artworkID: "a", premium: false),
                .artworkDownloadCompleted(artworkID: "a", bytes: 1, durationMs: 1), .artworkOpened(artworkID: "a", openDurationMs: 1),
                .regionFilled(artworkID: "a", colourID: 1, correct: true), .artworkCompleted(artworkID: "a", totalDurationMin: 1),
                .paywallViewed(trigger: .lockedArtwork), .purchaseStarted(productID: "p"), .purchaseSucceeded(productID: "p"),
                .purchaseFailed(productID: "p", reason: .cancelled), .syncFailed(reason: .network),
            ]
            for event in every { env.analytics.emit(event) }
            // §7.7: "All events are suppressed in child mode except app_opened and crash signals."
            let leaked = env.sink.events[mark...].filter { $0.name != "app_opened" }.map(\.name)
            try expect(leaked.isEmpty, "events emitted in child mode: \(leaked)")
            let opened = env.sink.events[mark...].filter { $0.name == "app_opened" }
            try expect(opened.count == 1 && opened.allSatisfy { $0.payload["session_id"] == nil }, "app_opened in child mode kept its session identifier or was dropped")
            try expect(env.settings.restriction(for: .purchase) != nil, "a restricted purchase is not explained in child mode")
            env.settings.setChildMode(false)
            env.analytics.emit(.libraryViewed(section: .featured))
            try expect(env.sink.names.last == "library_viewed" && env.analytics.analyticsIdentifier != nil, "leaving child mode did not restore analytics at once")
        }
    }

    /// The founder's note never shows before the aha moment (tenth correct fill on the starter) and shows by completion.
    static func founderNote(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-FOUNDER-NOTE-MILESTONE",
            covers: ["FEAT-ONB-007", "FEAT-ONB-008", "FEAT-PROG-003", "FEAT-PROG-004", "MOD-TRUST-MUST-1", "MOD-TRUST-MUST-2", "MOD-TRUST-MUSTNOT-1", "RULE-AHA-THRESHOLD", "MOD-PROGRESS-MUST-4"],
            title: "the founder's note is eligible only after the aha moment and a qualifying milestone"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let starter = SampleArtwork.make(id: "art-starter", slug: "starter", columns: 5, rows: 4, isStarter: true)
            guard RuleFixtures.cached(starter, in: env), let canvas = RuleFixtures.canvas(starter, in: env, analytics: env.analytics) else {
                throw RuleFailure("set-up failed")
            }
            let trust = TrustMoment(fileSystem: env.fileSystem)
            var fills = 0
            for region in starter.geometry.regions {
                guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
                canvas.select(colourID: region.colourID)
                guard case .correctFill(_, _, let signals) = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) else { continue }
                fills += 1
                try expect(signals.ahaReached == (fills == ProgressTracker.ahaThreshold) && ProgressTracker.ahaThreshold == 10, "the aha trigger fired at fill \(fills)")
                c.founderNoteSeam.observe(signals, onStarter: true, trust: trust)
                try expect(fills >= 10 || !c.founderNoteSeam.noteEligible(trust), "the founder's note became eligible at fill \(fills), before the aha moment")
            }
            try expect(fills == starter.row.regionCount && c.founderNoteSeam.noteEligible(trust), "the note never became eligible after completion")
        }
    }

    /// The OS prompt only follows the in-app opt-in; a decline leaves it untouched.
    static func prePermission(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-NOTIFICATION-PRE-PERMISSION",
            covers: ["FEAT-ONB-009", "FEAT-NOT-001", "JRN-A04", "MOD-NOTIFICATIONS-MUST-1", "MOD-NOTIFICATIONS-MUSTNOT-1", "MOD-NOTIFICATIONS-MUST-3", "FEAT-SET-001"],
            title: "the pre-permission screen comes before the OS prompt; declining fires no prompt and settings can enable later"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(env.os.notificationPromptCount == 0, "the OS prompt fired with the pre-permission screen")
            env.notifications.decline()
            try expect(!env.notifications.requestOSPermission() && env.os.notificationPromptCount == 0, "the OS prompt fired without an in-app opt-in")
            env.settings.setNotifications(true)
            try expect(env.os.notificationPromptCount == 1 && env.settings.notificationsEnabled, "enabling from settings did not ask the OS once")
        }
    }

    /// From first launch to the aha moment: no paywall, no purchase sheet, no forced account.
    static let noPaywallBeforeFirstValue = RuleCheck.expecting(
        "MOD-ONBOARDING-MUSTNOT-3", covers: ["JRN-P01", "FEAT-ONB-005", "FEAT-ONB-006", "MOD-ONBOARDING-MUSTNOT-2", "MOD-TRUST-MUSTNOT-2"],
        title: "no paywall and no forced account before first value"
    ) { () throws(RuleFailure) in
        let flow = OnboardingFlow()
        RuleFixtures.onboard(flow)
        flow.revealLibrary()
        flow.openStarter()
        flow.fill(ProgressTracker.ahaThreshold)
        try expect(flow.phase == .ahaMomentReached, "the walk did not reach the aha moment (\(flow.phase))")
        let sales = flow.events.map(\.name).filter { ["paywall_viewed", "purchase_started"].contains($0) }
        try expect(sales.isEmpty && flow.env.appStore.purchaseSheets.isEmpty, "monetisation before first value: \(sales)")
        try expect(flow.env.session.isAnonymous, "an account was forced before first value")
    }

    /// Zero cultural themes are never persisted, in onboarding or settings; one theme is enough.
    static let minOneTheme = RuleCheck.expecting(
        "RULE-MIN-ONE-THEME", covers: ["FEAT-ONB-002", "MOD-ONBOARDING-MUSTNOT-5", "EDGE-001", "JRN-A02", "FEAT-SET-001", "FEAT-LIB-002", "MOD-ONBOARDING-MUST-2"],
        title: "at least one cultural theme is required; a single theme still personalises the library"
    ) { () throws(RuleFailure) in
        let flow = OnboardingFlow()
        flow.launch()
        flow.startOnboarding()
        flow.chooseAudience(.self)
        try expect(flow.savePreferences() == .onboardingInProgress, "preferences with zero themes were accepted")
        flow.toggleTheme("coastal")
        try expect(flow.savePreferences() == .preferencesCaptured, "a single theme was refused")
        guard let id = flow.env.session.userID else { throw RuleFailure("no session") }
        try expect(flow.env.backend.profiles[id]?.culturalThemes == ["coastal"], "the selected theme was not persisted")
        try expect(!flow.env.settings.setThemes([]) && flow.env.settings.profile?.culturalThemes == ["coastal"], "settings persisted zero themes")
        try expect(flow.env.settings.setThemes(["desert"]) && flow.env.backend.profiles[id]?.culturalThemes == ["desert"], "changing themes later was not persisted")
        flow.revealLibrary()
        let home = flow.env.library.home(profile: flow.env.settings.profile)
        try expect(!home.chosenForYou.isEmpty, "a single theme produced an empty personalised row")
    }
}
