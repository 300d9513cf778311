import Conformance
import OchreSoul

/// Onboarding, trust-moment, artwork-detail, palette and canvas checks for features without a machine recovery.
enum CoverageAOnboardingChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [welcomeAfterStartupError, revealAfterOfflineCatalogue(c), accessibilityDefaults, founderNoteCopy, artistCredit, paletteAnnouncements, zoomPan]
    }

    /// JRN-P01 step 1 "Opens the app for the first time → Animated outcome-led welcome" (FEAT-ID-001, FEAT-ONB-001);
    /// §7.3.1 first launch: "Retry auth; if still unavailable, show recoverable startup error"; §7.7 app_opened.
    static let welcomeAfterStartupError = RuleCheck.expecting(
        "RULE-AUTH-RETRY", covers: ["FEAT-ONB-001"], proves: [.success, .recovery, .observability],
        title: "after the recoverable startup error the user's retry reaches the first-run welcome, which inherits OS reduce motion; app_opened only once a session exists"
    ) { () throws(RuleFailure) in
        let flow = OnboardingFlow()
        let env = flow.env
        env.os.reduceMotion = true
        flow.failAuth(times: IdentityService.anonymousSignInAttempts)
        try expect(flow.launch() == .firstLaunch && flow.startupError, "auth unavailable after the retry did not show the startup error")
        try expect(flow.startOnboarding() == .firstLaunch && !env.identity.catalogueAllowed, "onboarding or the catalogue started without a session")
        try expect(EmittedEvents.named("app_opened", in: env, since: 0).isEmpty, "app_opened was emitted without a session")
        try expect(flow.launch() == .anonymousSessionCreated && !flow.startupError, "the user's retry did not create the session")
        try expect(env.onboarding.step == .welcome, "the retry did not reach the welcome")
        try expect(flow.startOnboarding() == .onboardingInProgress && env.onboarding.step == .themes, "leaving the welcome did not start the theme step")
        try expect(env.onboarding.accessibility.reduceMotion, "onboarding ignores OS reduce motion")
        let opened = EmittedEvents.named("app_opened", in: env, since: 0)
        try expect(opened.count == 1 && EmittedEvents.string(opened[0], "session_id") == env.session.userID, "app_opened was not emitted once with the new session")
    }

    /// JRN-P01 step 5 "Lands in the personalised library → 'Chosen for you' row and featured free starter artwork";
    /// §7.3.1 "PreferencesCaptured → LibraryRevealed: starter path available"; §7.2 Library "handle offline refresh
    /// failure gracefully"; §7.7 library_viewed.
    static func revealAfterOfflineCatalogue(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-ONBOARDING-MUST-2", covers: ["FEAT-ONB-005"], proves: [.success, .recovery, .observability],
            title: "a failed catalogue refresh keeps the user on the captured preferences; once the starter path is available the personalised library with the featured starter is revealed (library_viewed featured)"
        ) { () throws(RuleFailure) in
            let flow = OnboardingFlow()
            let env = flow.env
            try expect(RuleFixtures.onboard(flow) == .preferencesCaptured, "preferences were not captured")
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            try expect(env.backend.profiles[userID]?.culturalThemes == ["coastal"] && env.backend.profiles[userID]?.audience == .self, "the selected themes and audience were not persisted")
            let mark = env.sink.events.count
            env.network.isOnline = false
            try expect(flow.revealLibrary() == .preferencesCaptured, "the library was revealed without a starter path")
            try expect(EmittedEvents.named("library_viewed", in: env, since: mark).isEmpty, "library_viewed was emitted for a library that was not shown")
            env.network.isOnline = true
            try expect(flow.revealLibrary() == .libraryRevealed, "the library was not revealed once the starter path was available")
            let home = env.library.home(profile: env.settings.profile)
            try expect(home.chosenForYou.contains { $0.slug == flow.starter.row.slug && $0.isStarter && !$0.premium }, "the reveal has no featured free starter")
            try expect(home.chosenForYou.first.map { !Set($0.themes).isDisjoint(with: ["coastal"]) } == true, "'Chosen for you' is not led by the selected theme")
            let viewed = EmittedEvents.named("library_viewed", in: env, since: mark)
            try expect(viewed.count == 1 && EmittedEvents.string(viewed[0], "section") == "featured", "library_viewed featured was not emitted once on reveal")
        }
    }

    /// §7.2 Onboarding "default always-show-numbers on; respect OS reduce-motion"; JRN-P01 step 4; EDGE-003.
    /// No §7.7 event and no documented failure for these defaults: success only.
    static let accessibilityDefaults = RuleCheck.expecting(
        "RULE-ALWAYS-SHOW-NUMBERS", covers: ["FEAT-ACC-001", "MOD-ONBOARDING-MUST-3", "MOD-ONBOARDING-MUST-4"], proves: [.success],
        title: "the accessibility quick-set defaults to always-show-numbers on, inherits OS reduce motion, leaves pattern fills optional, and saves them to the profile"
    ) { () throws(RuleFailure) in
        for osReduceMotion in [false, true] {
            let flow = OnboardingFlow()
            flow.env.os.reduceMotion = osReduceMotion
            flow.launch()
            flow.startOnboarding()
            let defaults = flow.env.onboarding.accessibility
            try expect(defaults.alwaysShowNumbers && defaults.reduceMotion == osReduceMotion && !defaults.patternFills, "quick-set defaults are \(defaults) with OS reduce motion \(osReduceMotion)")
            flow.toggleTheme("flora")
            flow.chooseAudience(.both)
            flow.savePreferences()
            guard let userID = flow.env.session.userID else { throw RuleFailure("no session") }
            try expect(flow.env.backend.profiles[userID]?.accessibility == defaults, "the accessibility defaults were not saved")
        }
    }

    /// §7.2 Trust moment "show the founder's note only after a qualifying milestone … preserve dismissal state";
    /// FEAT-OPEN-001 founder's-note copy pending OD-10. No §7.7 event: success only.
    static let founderNoteCopy = RuleCheck.expecting(
        "MOD-TRUST-MUST-4", covers: ["FEAT-OPEN-001", "MOD-TRUST-MUST-3"], proves: [.success],
        title: "the founder's note shows only with approved copy after the milestone, once; the soft prompt follows it and its dismissal persists"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        let starter = SampleArtwork.make(id: "art-note", slug: "note-art", columns: 5, rows: 4, isStarter: true)
        guard RuleFixtures.cached(starter, in: env), let canvas = RuleFixtures.canvas(starter, in: env, analytics: env.analytics) else { throw RuleFailure("set-up failed") }
        let fileSystem = env.fileSystem
        let trust = TrustMoment(fileSystem: fileSystem)
        trust.noteCopy = ReviewedCopy(text: "A note from the founders (draft)", approved: false)
        for region in starter.geometry.regions.prefix(ProgressTracker.ahaThreshold) {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            canvas.select(colourID: region.colourID)
            if case .correctFill(_, _, let signals) = canvas.tap(screen: point) { trust.observe(signals, onStarter: true) }
        }
        try expect(trust.ahaReached && trust.milestoneReached && trust.noteEligible && !trust.noteShowable, "the note would show with unapproved (OD-10) copy, or the 50% milestone was missed")
        trust.noteCopy = ReviewedCopy(text: "A note from the founders", approved: true)
        try expect(trust.noteShowable && trust.presentNote() == .shown("A note from the founders"), "approved copy did not make the note show after the milestone")
        let session = Session(userID: "u-1", isAnonymous: true)
        try expect(!trust.accountPromptEligible(session: session), "the soft prompt came before the note")
        try expect(trust.finishNote() && !trust.noteEligible && !trust.noteShowable && trust.accountPromptEligible(session: session), "the prompt does not follow the note")
        trust.dismissPrompt()
        let relaunched = TrustMoment(fileSystem: fileSystem)
        try expect(relaunched.noteSeen && relaunched.promptDismissed && !relaunched.accountPromptEligible(session: session), "dismissal state was not preserved")
    }

    /// §7.2 Artwork detail "artist credit"; must not "show unapproved cultural context"; §7.7 artwork_viewed,
    /// whose payload must avoid cultural notes. No documented failure for the credit: no recovery claimed.
    static let artistCredit = RuleCheck.expecting(
        "MOD-ARTWORK-MUSTNOT-1", covers: ["FEAT-ART-002", "MOD-ARTWORK-MUST-1"], proves: [.success, .observability],
        title: "artwork detail credits the artist and shows cultural context only once approved; artwork_viewed carries neither"
    ) { () throws(RuleFailure) in
        let flow = ArtworkAccessFlow()
        var row = flow.free.row
        row.artist = "Aunty June"
        row.culturalContext = "Story of the saltwater country"
        row.culturalContextApproved = false
        let pending = ArtworkDetail.make(row: row, entitlements: flow.env.entitlements, progress: nil, downloaded: false)
        try expect(pending.artistCredit.contains("Aunty June") && pending.culturalContext == nil, "unapproved cultural context was shown or the credit is missing")
        row.culturalContextApproved = true
        let approved = ArtworkDetail.make(row: row, entitlements: flow.env.entitlements, progress: nil, downloaded: false)
        try expect(approved.culturalContext == row.culturalContext && approved.artistCredit.contains("Aunty June"), "approved cultural context was not shown")
        let mark = flow.env.sink.events.count
        flow.openArtwork(flow.free.row.slug)
        let viewed = EmittedEvents.named("artwork_viewed", in: flow.env, since: mark)
        try expect(viewed.count == 1 && Set(viewed[0].payload.keys) == ["artwork_id", "source"], "artwork_viewed was not emitted once with only its coarse properties")
        try expect(flow.detail?.artistCredit.contains(flow.free.row.artist) == true, "the opened detail has no artist credit")
    }

    /// §7.2 Palette "announce number, colour name, and remaining count; clearly mark selected and completed colours;
    /// support highlight remaining regions"; must not "mutate progress from highlight action". No §7.7 event.
    static let paletteAnnouncements = RuleCheck.expecting(
        "MOD-PALETTE-MUST-1", covers: ["FEAT-PAL-002", "FEAT-ACC-002", "MOD-PALETTE-MUST-2", "MOD-PALETTE-MUST-3", "MOD-PALETTE-MUSTNOT-3"], proves: [.success],
        title: "swatches announce number, colour name and remaining count, mark selected and completed colours, and the highlight lists remaining regions without touching progress"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        let sample = SampleArtwork.make(id: "art-pal", slug: "pal-art", columns: 4, rows: 2)
        guard RuleFixtures.cached(sample, in: env), let canvas = RuleFixtures.canvas(sample, in: env, analytics: env.analytics) else { throw RuleFailure("set-up failed") }
        guard let colour = sample.geometry.palette.first else { throw RuleFailure("no palette") }
        let ofColour = sample.geometry.regions.filter { $0.colourID == colour.id }.map(\.index).sorted()
        canvas.select(colourID: colour.id)
        for (step, index) in ofColour.enumerated() {
            let before = canvas.progress
            let highlighted = PaletteModel.highlightRemaining(colourID: colour.id, geometry: sample.geometry, progress: before.completedRegions)
            try expect(highlighted.sorted() == Array(ofColour[step...]), "the highlight lists \(highlighted), not the remaining regions")
            try expect(canvas.progress == before, "the highlight changed progress")
            let palette = PaletteModel(geometry: sample.geometry, progress: before.completedRegions, selectedColourID: canvas.selectedColourID)
            guard let swatch = palette.swatches.first(where: { $0.colourID == colour.id }) else { throw RuleFailure("no swatch") }
            try expect(swatch.isSelected && swatch.remaining == ofColour.count - step && swatch.accessibilityLabel == "\(colour.number), \(colour.name), \(ofColour.count - step) remaining", "the swatch announces \(swatch.accessibilityLabel)")
            guard let point = canvas.screenCentre(ofRegion: index), case .correctFill = canvas.tap(screen: point) else { throw RuleFailure("region \(index) did not fill") }
        }
        let done = PaletteModel(geometry: sample.geometry, progress: canvas.progress.completedRegions, selectedColourID: canvas.selectedColourID)
        guard let swatch = done.swatches.first(where: { $0.colourID == colour.id }) else { throw RuleFailure("no swatch") }
        try expect(swatch.isCompleted && swatch.remaining == 0 && swatch.accessibilityLabel.hasSuffix("completed"), "a finished colour is not marked completed")
        try expect(done.swatches.map(\.number) == done.swatches.map(\.number).sorted(), "swatches are not in number order")
    }

    /// §7.2 Canvas engine owns zoom/pan; §7.3.3 Canvas tap "convert screen position through inverse transform".
    /// No §7.7 event and no documented failure for zoom/pan: success only.
    static let zoomPan = RuleCheck.expecting(
        "FEAT-CAN-002", covers: ["FEAT-CAN-002"], proves: [.success],
        title: "under zoom and pan a tap fills the region under the finger, and changing the view never changes progress"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        let sample = SampleArtwork.make(id: "art-zoom", slug: "zoom-art", columns: 4, rows: 3)
        guard RuleFixtures.cached(sample, in: env), let canvas = RuleFixtures.canvas(sample, in: env, analytics: env.analytics) else { throw RuleFailure("set-up failed") }
        let views = [ViewTransform(scale: 2.5, translateX: -140, translateY: 60), ViewTransform(scale: 0.6, translateX: 30, translateY: -20), ViewTransform()]
        for (step, region) in sample.geometry.regions.enumerated() {
            let view = views[step % views.count]
            let before = canvas.progress
            canvas.transform = view
            try expect(canvas.progress == before, "changing the view changed progress")
            let b = region.bounds
            let centre = Point((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2)
            canvas.select(colourID: region.colourID)
            guard case .correctFill(let index, false, _) = canvas.tap(screen: view.apply(centre)), index == region.index else {
                throw RuleFailure("a tap on region \(region.index) under scale \(view.scale) missed it")
            }
        }
        try expect(canvas.progress.isCompleted, "zoomed taps did not complete the artwork")
    }
}
