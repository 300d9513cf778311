import Conformance
import OchreSoul

/// Rule checks of MOD-TRUST: the founder's note after a qualifying milestone, with approved copy and approved
/// citations only.
enum TrustChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [founderNoteAfterMilestone(c), founderNoteOnceWithApprovedCopy, approvedCitations, founderNoteCopy()]
    }

    /// The aha trigger fires on exactly the spec's fill (RULE-AHA-THRESHOLD `threshold`, starter only) and the
    /// founder's note is eligible exactly once both the aha moment and the spec's milestone
    /// (RULE-FOUNDER-NOTE-MILESTONE `largeArtworkMilestonePercent`) are reached.
    static func founderNoteAfterMilestone(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-FOUNDER-NOTE-MILESTONE",
            covers: [
                "FEAT-ONB-007", "FEAT-PROG-003", "FEAT-PROG-004", "MOD-TRUST-MUST-1",
                "MOD-TRUST-MUST-2", "MOD-TRUST-MUSTNOT-1", "RULE-AHA-THRESHOLD", "MOD-PROGRESS-MUST-4",
            ],
            title:
                "the aha trigger fires on the spec's threshold fill of the starter only; the founder's note is eligible only after the aha moment and the spec's milestone"
        ) { context throws(RuleFailure) in
            let threshold = try context.ahaThreshold()
            let milestone = try context.founderNoteMilestonePercent()
            let afterAha = try context.bool("RULE-FOUNDER-NOTE-MILESTONE", "afterAhaMoment")
            let starterOnly = try context.bool("RULE-AHA-THRESHOLD", "starterOnly")
            // 100 regions: a milestone one percent either side of the spec's falls on another fill.
            for (columns, rows) in [(5, 4), (8, 3), (10, 10)] {
                let env = EnvironmentFixtures.launched()
                let starter = SampleArtwork.make(
                    id: "art-starter", slug: "starter", columns: columns, rows: rows, isStarter: true)
                guard starter.row.regionCount > threshold, EnvironmentFixtures.cached(starter, in: env),
                    let canvas = EnvironmentFixtures.canvas(starter, in: env, analytics: env.analytics)
                else { throw RuleFailure("set-up failed") }
                let trust = TrustMoment(fileSystem: env.fileSystem)
                var fills = 0
                for region in starter.geometry.regions {
                    guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
                    canvas.select(colourID: region.colourID)
                    guard case .correctFill(_, _, let signals) = c.tapSeam.tap(canvas, at: point, tracker: env.tracker)
                    else { continue }
                    fills += 1
                    try expect(
                        signals.ahaReached == (fills == threshold),
                        "progress fires the aha trigger on the starter's fill \(threshold) (the spec's threshold) and on no other fill",
                        proves: ["RULE-AHA-THRESHOLD", "MOD-TRUST-MUST-1", "MOD-PROGRESS-MUST-4", "FEAT-PROG-004"])
                    try expect(
                        signals.completed == (fills == starter.row.regionCount),
                        "progress signals completion on the fill that completes the artwork, and only then",
                        proves: ["FEAT-PROG-003", "MOD-PROGRESS-MUST-4", "MOD-TRUST-MUST-1"])
                    c.founderNoteSeam.observe(signals, onStarter: true, trust: trust)
                    let due =
                        (!afterAha || fills >= threshold)
                        && (fills * 100 >= milestone * starter.row.regionCount || fills == starter.row.regionCount)
                    try expect(
                        c.founderNoteSeam.noteEligible(trust) == due,
                        "the founder's note is eligible exactly from the fill that reaches both the aha moment and the spec's \(milestone) % milestone (or completion)",
                        proves: ["MOD-TRUST-MUST-2", "MOD-TRUST-MUSTNOT-1", "FEAT-ONB-007", "FEAT-PROG-003"])
                }
                try expect(
                    fills == starter.row.regionCount && c.founderNoteSeam.noteEligible(trust),
                    "every region filled, the note is eligible after completion")
            }
            // Starter only: the same fills on another artwork never fire the aha trigger.
            let env = EnvironmentFixtures.launched()
            let plain = SampleArtwork.make(id: "art-plain", slug: "plain", columns: 5, rows: 4)
            guard EnvironmentFixtures.cached(plain, in: env),
                let canvas = EnvironmentFixtures.canvas(plain, in: env, analytics: env.analytics)
            else { throw RuleFailure("set-up failed") }
            var plainFills = 0
            var firedOnPlain = false
            for region in plain.geometry.regions {
                guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
                canvas.select(colourID: region.colourID)
                if case .correctFill(_, _, let signals) = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) {
                    plainFills += 1
                    firedOnPlain = firedOnPlain || signals.ahaReached
                }
            }
            try expect(
                plainFills == plain.row.regionCount && firedOnPlain == !starterOnly,
                "the aha trigger never fires on an artwork other than the starter, through all \(plain.row.regionCount) fills",
                proves: "RULE-AHA-THRESHOLD")
        }
    }

    /// §7.2 Trust moment "show the founder's note only after a qualifying milestone … preserve dismissal state";
    /// FEAT-OPEN-001 founder's-note copy pending OD-10. No §7.7 event: success only.
    static let founderNoteOnceWithApprovedCopy = RuleCheck.observing(
        "MOD-TRUST-MUST-4", covers: ["FEAT-OPEN-001", "FEAT-ONB-007", "FEAT-ONB-008", "MOD-TRUST-MUST-3"],
        proves: [.success],
        title:
            "the founder's note shows only with approved copy after the milestone, once; the soft prompt follows it and its dismissal persists"
    ) { context throws(RuleFailure) in
        let threshold = try context.ahaThreshold()
        let env = EnvironmentFixtures.launched()
        let starter = SampleArtwork.make(id: "art-note", slug: "note-art", columns: 5, rows: 4, isStarter: true)
        guard EnvironmentFixtures.cached(starter, in: env),
            let canvas = EnvironmentFixtures.canvas(starter, in: env, analytics: env.analytics)
        else { throw RuleFailure("set-up failed") }
        let fileSystem = env.fileSystem
        let trust = TrustMoment(fileSystem: fileSystem)
        trust.noteCopy = ReviewedCopy(text: "A note from the founders (draft)", approved: false)
        for region in starter.geometry.regions.prefix(threshold) {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            canvas.select(colourID: region.colourID)
            if case .correctFill(_, _, let signals) = canvas.tap(screen: point) {
                trust.observe(signals, onStarter: true)
            }
        }
        try expect(
            trust.ahaReached && trust.milestoneReached && trust.noteEligible && !trust.noteShowable,
            "after the milestone the due note is not showable with unapproved (OD-10) copy", proves: "FEAT-OPEN-001")
        trust.noteCopy = ReviewedCopy(text: "A note from the founders", approved: true)
        try expect(
            trust.noteShowable && trust.presentNote() == .shown("A note from the founders"),
            "with approved copy the founder's note shows after the milestone",
            proves: ["FEAT-OPEN-001", "FEAT-ONB-007"])
        let session = Session(userID: "u-1", isAnonymous: true)
        let promptAfterNote = try context.bool("RULE-FOUNDER-NOTE-MILESTONE", "promptAfterNote")
        try expect(
            trust.accountPromptEligible(session: session) == !promptAfterNote,
            "the soft account prompt does not come before the note",
            proves: ["MOD-TRUST-MUST-3", "FEAT-ONB-008"])
        try expect(
            trust.finishNote() && !trust.noteEligible && !trust.noteShowable
                && trust.accountPromptEligible(session: session),
            "once the note is finished it shows no more and the soft account prompt is offered",
            proves: ["MOD-TRUST-MUST-3", "FEAT-ONB-007", "FEAT-ONB-008"])
        trust.dismissPrompt()
        let relaunched = TrustMoment(fileSystem: fileSystem)
        try expect(
            relaunched.noteSeen && relaunched.promptDismissed && !relaunched.accountPromptEligible(session: session),
            "after a relaunch the note stays seen and the dismissed prompt stays dismissed", proves: "FEAT-ONB-008")
    }

    /// MOD-TRUST-MUSTNOT-3: the founder's note cites an artwork's cultural note only once review approved it.
    static let approvedCitations = RuleCheck.expecting(
        "MOD-TRUST-MUSTNOT-3",
        title: "the founder's note never cites an unapproved cultural note"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        var row = SampleArtwork.make(id: "art-note", slug: "note-art", isStarter: true).row
        row.culturalContext = "Story shared by the Yolŋu artist"
        row.culturalContextApproved = false
        try expect(env.trust.citableCulturalNote(for: row) == nil, "an unapproved cultural note was cited")
        row.culturalContextApproved = true
        try expect(
            env.trust.citableCulturalNote(for: row) == "Story shared by the Yolŋu artist",
            "an approved cultural note could not be cited")
    }

    /// §7.2 Trust moment row "FEAT-OPEN-001 (founder's-note copy / OD-10)"; §7.4 Trust moment inputs "founder's-note
    /// copy (OD-10)". The copy is an input pending a decision: the recovery of missing or draft copy is the
    /// assumption in the feature's notes.
    static func founderNoteCopy(sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-OPEN-001", covers: ["FEAT-OPEN-001"], proves: [.success, .recovery, .observability],
            title:
                "after the milestone the founder's note shows the supplied approved copy verbatim, once; with copy missing or a draft it is withheld, stays due and is recorded (trust/founder_note_copy_missing, _unapproved)"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let mark = ObservedFlow.mark(env)
            let starter = SampleArtwork.make(
                id: "art-open-note", slug: "open-note-art", columns: 5, rows: 4, isStarter: true)
            guard EnvironmentFixtures.cached(starter, in: env),
                let canvas = EnvironmentFixtures.canvas(starter, in: env, analytics: env.analytics)
            else { throw RuleFailure("set-up failed") }
            try expect(env.trust.presentNote() == .notDue, "the note is not due before the milestone")
            for region in starter.geometry.regions.prefix(try context.ahaThreshold()) {
                guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
                canvas.select(colourID: region.colourID)
                if case .correctFill(_, _, let signals) = canvas.tap(screen: point) {
                    env.trust.observe(signals, onStarter: true)
                }
            }
            try expect(env.trust.noteEligible, "the qualifying milestone did not make the note due")
            // Failure: OD-10 is undecided, then only a draft exists.
            try expect(
                env.trust.presentNote() == .withheld(.missing) && env.trust.presentNote() == .withheld(.missing),
                "with no copy supplied (OD-10 open) the due note is withheld", proves: "FEAT-OPEN-001")
            env.trust.noteCopy = ReviewedCopy(text: ReviewedCopyFixtures.draftNote, approved: false)
            try expect(
                env.trust.presentNote() == .withheld(.unapproved), "with only draft copy the due note is withheld",
                proves: "FEAT-OPEN-001")
            sabotage(env)
            let session = env.session
            try expect(
                env.trust.noteEligible && !env.trust.noteSeen && !env.trust.accountPromptEligible(session: session),
                "a withheld note stays due and unseen, and the soft prompt waits for it", proves: ["FEAT-OPEN-001"],
                detail: "the withheld note was consumed, or the prompt skipped it")
            // Recovery: the approved copy arrives; the note shows it, once, and the soft prompt follows.
            env.trust.noteCopy = ReviewedCopy(text: ReviewedCopyFixtures.approvedNote, approved: true)
            try expect(
                env.trust.presentNote() == .shown(ReviewedCopyFixtures.approvedNote),
                "once approved copy is supplied the note shows it verbatim", proves: "FEAT-OPEN-001")
            try expect(
                env.trust.finishNote() && env.trust.accountPromptEligible(session: session)
                    && env.trust.presentNote() == .notDue,
                "the finished note leads to the soft prompt and is not due again",
                proves: "FEAT-OPEN-001")
            try expect(
                TrustMoment(fileSystem: env.fileSystem, crashes: env.crashes).presentNote() == .notDue,
                "the note does not show again after a relaunch", proves: "FEAT-OPEN-001")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-OPEN-001"])
            try ObservedFlow.expectSignals(
                env, since: mark,
                [
                    (area: "trust", reason: "founder_note_copy_missing"),
                    (area: "trust", reason: "founder_note_copy_unapproved"),
                ], proves: ["FEAT-OPEN-001"])
        }
    }
}
