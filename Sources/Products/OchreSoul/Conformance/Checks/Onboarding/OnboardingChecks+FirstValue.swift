import Conformance
import OchreSoul

/// The way to first value: library reveal, starter guidance, no feature tour and no paywall before it.
extension OnboardingChecks {
    /// JRN-P01 step 5 "Lands in the personalised library → 'Chosen for you' row and featured free starter artwork";
    /// §7.3.1 "PreferencesCaptured → LibraryRevealed: starter path available"; §7.2 Library "handle offline refresh
    /// failure gracefully"; §7.7 library_viewed.
    static func revealAfterOfflineCatalogue(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-ONBOARDING-MUST-2", covers: ["FEAT-ONB-005"], proves: [.success, .recovery, .observability],
            title:
                "a failed catalogue refresh keeps the user on the captured preferences; once the starter path is available the personalised library with the featured starter is revealed (library_viewed featured)"
        ) { () throws(RuleFailure) in
            let flow = OnboardingFlow()
            let env = flow.env
            // Another free artwork, of a theme the user does not choose, whose slug sorts before the starter's.
            let elsewhere = SampleArtwork.make(id: "art-elsewhere", slug: "aaa-desert", themes: ["desert"])
            env.backend.addArtwork(elsewhere.row, files: elsewhere.files)
            try expect(EnvironmentFixtures.onboard(flow) == .preferencesCaptured, "preferences were not captured")
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            try expect(
                env.backend.profiles[userID]?.culturalThemes == ["coastal"]
                    && env.backend.profiles[userID]?.audience == .self,
                "the selected themes and audience were not persisted")
            let mark = env.sink.events.count
            env.network.isOnline = false
            try expect(
                flow.revealLibrary() == .preferencesCaptured,
                "while the catalogue cannot refresh, the user stays on the captured preferences (no starter path, no reveal)",
                proves: "FEAT-ONB-005")
            try expect(
                EmittedEvents.named("library_viewed", in: env, since: mark).isEmpty,
                "no library_viewed is emitted for the library that could not be shown", proves: "FEAT-ONB-005")
            env.network.isOnline = true
            try expect(
                flow.revealLibrary() == .libraryRevealed,
                "the personalised library is revealed once the starter path is available", proves: "FEAT-ONB-005")
            let home = env.library.home(profile: env.settings.profile)
            try expect(
                home.chosenForYou.contains { $0.slug == flow.starter.row.slug && $0.isStarter && !$0.premium },
                "the revealed library features the free starter artwork", proves: "FEAT-ONB-005")
            try expect(
                home.chosenForYou.first.map { !Set($0.themes).isDisjoint(with: ["coastal"]) } == true
                    && home.chosenForYou.last?.slug == elsewhere.row.slug,
                "'Chosen for you' is led by the selected theme, ahead of an artwork of another theme",
                proves: "FEAT-ONB-005")
            try expect(
                env.presentations.screen?.surface == ProductSurface.libraryHome.rawValue
                    && env.presentations.screen?.elements.contains("row:chosen_for_you:\(flow.starter.row.slug)")
                        == true,
                "library home is presented with the starter in the 'Chosen for you' row", proves: "FEAT-ONB-005")
            let viewed = EmittedEvents.named("library_viewed", in: env, since: mark)
            try expect(
                viewed.count == 1 && EmittedEvents.string(viewed[0], "section") == "featured",
                "library_viewed (section featured) is emitted once, on the reveal", proves: "FEAT-ONB-005")
        }
    }

    /// JRN-P01 step 6 "Starts the featured artwork → Canvas opens with first-tap guidance"; flowchart "Guided first
    /// taps" → "First satisfying fill"; §7.3.1 "error surfaces inline, no progress lost"; §7.7 artwork_opened and
    /// region_filled.
    static func starterGuidance(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-ONB-006", covers: ["FEAT-ONB-006"], proves: [.success, .recovery, .observability],
            title:
                "the starter opens (artwork_opened) with first-tap guidance that stays through a missed tap, a wrong colour and a failed write, and ends with the first persisted fill (region_filled)"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let starter = SampleArtwork.make(id: "art-guide", slug: "guide-art", columns: 4, rows: 3, isStarter: true)
            let other = SampleArtwork.make(id: "art-plain", slug: "plain-art", columns: 4, rows: 3)
            let mark = env.sink.events.count
            guard EnvironmentFixtures.cached(starter, in: env), EnvironmentFixtures.cached(other, in: env),
                let canvas = EnvironmentFixtures.canvas(starter, in: env, analytics: c.canvasAnalytics(env)),
                let plain = EnvironmentFixtures.canvas(other, in: env, analytics: c.canvasAnalytics(env))
            else { throw RuleFailure("set-up failed") }
            try expect(
                plain.firstTapGuidance == nil, "an artwork other than the starter opens without first-tap guidance",
                proves: "FEAT-ONB-006")
            let opened = EmittedEvents.named("artwork_opened", in: env, since: mark)
            try expect(
                opened.contains { EmittedEvents.string($0, "artwork_id") == starter.row.id },
                "artwork_opened is emitted when the starter opens", proves: "FEAT-ONB-006")
            let guide = canvas.firstTapGuidance
            let region = starter.geometry.regions.first { $0.index == guide?.regionIndex }
            try expect(
                guide != nil && region?.colourID == guide?.colourID,
                "the starter opens with first-tap guidance to a real region and its colour", proves: "FEAT-ONB-006")
            guard let guide, let point = canvas.screenCentre(ofRegion: guide.regionIndex),
                let wrong = starter.geometry.palette.first(where: { $0.id != guide.colourID })
            else { throw RuleFailure("the guided region has no point to tap") }

            // Failures: a missed tap, a wrong colour, a failed local write. The guidance stays, nothing is filled.
            canvas.select(colourID: guide.colourID)
            try expect(
                c.tapSeam.tap(canvas, at: Point(-10_000, -10_000), tracker: env.tracker) == .noHit
                    && canvas.firstTapGuidance != nil, "the guidance stays through a missed tap", proves: "FEAT-ONB-006"
            )
            canvas.select(colourID: wrong.id)
            var wrongColour = false
            if case .wrongColour = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) { wrongColour = true }
            try expect(
                wrongColour && canvas.firstTapGuidance != nil,
                "a wrong colour on the guided region gets wrong-colour feedback and the guidance stays",
                proves: "FEAT-ONB-006")
            canvas.select(colourID: guide.colourID)
            try expect(
                canvas.firstTapGuidance?.regionIndex == guide.regionIndex,
                "the guidance stays on its region after the wrong colour", proves: "FEAT-ONB-006")
            env.fileSystem.failingWritePrefixes.insert("db/progress")
            try expect(
                c.tapSeam.tap(canvas, at: point, tracker: env.tracker) == .storageError
                    && canvas.firstTapGuidance != nil,
                "a failed local write surfaces a storage error and the guidance stays", proves: "FEAT-ONB-006")

            // Recovery: storage works again; the guided tap fills and ends the guidance.
            env.fileSystem.failingWritePrefixes.remove("db/progress")
            env.progressStore.clearStorageError()
            var filledIndex: Int?
            if case .correctFill(let index, _, _) = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) {
                filledIndex = index
            }
            try expect(
                filledIndex == guide.regionIndex && canvas.firstTapGuidance == nil,
                "once storage works again the guided tap fills its region and ends the guidance",
                proves: "FEAT-ONB-006")
            let filled = EmittedEvents.named("region_filled", in: env, since: mark).filter {
                EmittedEvents.string($0, "artwork_id") == starter.row.id
            }
            try expect(
                filled.map { EmittedEvents.bool($0, "correct") } == [false, true],
                "region_filled records the wrong colour (correct false) and the guided fill (correct true)",
                proves: "FEAT-ONB-006")
        }
    }

    /// MOD-ONBOARDING-MUSTNOT-1: onboarding runs welcome, themes, audience, accessibility and ends; no tour step.
    static let noFeatureTour = RuleCheck.expecting(
        "MOD-ONBOARDING-MUSTNOT-1", covers: [],
        title: "onboarding's steps are welcome, themes, audience, accessibility, then done: no feature tour"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.launched()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let onboarding = env.onboarding
        var steps = [onboarding.step]
        onboarding.start()
        steps.append(onboarding.step)
        onboarding.toggleTheme("desert")
        onboarding.continueTapped()
        steps.append(onboarding.step)
        onboarding.chooseAudience(.both)
        onboarding.continueTapped()
        steps.append(onboarding.step)
        _ = onboarding.savePreferences(userID: user)
        steps.append(onboarding.step)
        try expect(
            steps == [.welcome, .themes, .audience, .accessibility, .done],
            "onboarding went through \(steps.map(\.rawValue))")
        try expect(
            Set(OnboardingStep.allCases) == Set(steps),
            "onboarding has steps beyond the v1 ones: \(OnboardingStep.allCases.map(\.rawValue))")
    }

    /// From first launch to the aha moment: no paywall, no purchase sheet, no forced account.
    static let noPaywallBeforeFirstValue = RuleCheck.observing(
        "MOD-ONBOARDING-MUSTNOT-3",
        covers: ["JRN-P01", "MOD-ONBOARDING-MUSTNOT-2", "MOD-TRUST-MUSTNOT-2"],
        title:
            "no paywall and no forced account before first value (the spec's aha threshold); the soft account prompt after the founder's note is dismissed and the user colours on anonymously"
    ) { context throws(RuleFailure) in
        let threshold = try context.ahaThreshold()
        let flow = OnboardingFlow()
        EnvironmentFixtures.onboard(flow)
        flow.revealLibrary()
        flow.openStarter()
        flow.fill(threshold - 1)
        try expect(
            flow.phase == .firstPlayStarted,
            "the walk left first play after \(threshold - 1) fills (\(flow.phase)); the spec's aha threshold is \(threshold)"
        )
        flow.fill(1)
        try expect(
            flow.phase == .ahaMomentReached,
            "the first-time anonymous user reaches the aha moment on fill \(threshold)",
            proves: "JRN-P01")
        let sales = flow.events.map(\.name).filter { ["paywall_viewed", "purchase_started"].contains($0) }
        let paywalls = flow.env.presentations.history.filter {
            [ProductSurface.paywall.rawValue, ProductSurface.accountRequired.rawValue].contains($0.surface)
        }
        try expect(
            sales.isEmpty && flow.env.appStore.purchaseSheets.isEmpty && paywalls.isEmpty,
            "monetisation before first value: \(sales), \(paywalls.count) paywall or account sheet(s)")
        try expect(
            flow.env.session.isAnonymous && !flow.env.presentations.isOpen(.accountPrompt),
            "the user reaches first value anonymously, without an account prompt", proves: "MOD-ONBOARDING-MUSTNOT-2")
        // After the founder's note the soft prompt is offered, and declining it never forces an account.
        flow.env.trust.noteCopy = ReviewedCopy(text: ReviewedCopyFixtures.approvedNote, approved: true)
        flow.fill(flow.starter.row.regionCount)
        try expect(flow.phase == .founderNoteEligible, "the walk did not reach the founder's note (\(flow.phase))")
        let prompted = flow.finishFounderNote() == .accountPromptEligible
        try expect(
            prompted && flow.dismissAccountPrompt() == .anonymousContinuing && flow.env.session.isAnonymous
                && !flow.env.presentations.isOpen(.accountPrompt),
            "the soft account prompt after the founder's note is dismissable: the user continues anonymously",
            proves: ["MOD-TRUST-MUSTNOT-2", "MOD-ONBOARDING-MUSTNOT-2"])
        flow.startNewSession()
        try expect(
            flow.env.session.isAnonymous && !flow.env.presentations.isOpen(.accountPrompt),
            "a dismissed account prompt is not forced again in the next session",
            proves: ["MOD-TRUST-MUSTNOT-2", "MOD-ONBOARDING-MUSTNOT-2"])
    }
}
