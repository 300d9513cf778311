import Conformance
import OchreSoul

/// Rule checks of MOD-OBSERVABILITY: the event taxonomy, coarse failure reasons, no forbidden content, child-mode
/// event policy, and the release gates.
enum ObservabilityChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [taxonomy, coarseReasons, forbiddenContent, childMode(c), childModePolicy, phase0Gate, releaseGate]
    }

    /// The §7.7 event table: each event's required properties.
    static let documentedEvents: [String: Set<String>] = [
        "app_opened": ["session_id", "app_version", "child_mode"], "library_viewed": ["section"],
        "artwork_viewed": ["artwork_id", "source"],
        "artwork_download_started": ["artwork_id", "premium"],
        "artwork_download_completed": ["artwork_id", "bytes", "duration_ms"],
        "artwork_opened": ["artwork_id", "open_duration_ms"], "region_filled": ["artwork_id", "colour_id", "correct"],
        "artwork_completed": ["artwork_id", "total_duration_min"], "paywall_viewed": ["trigger"],
        "purchase_started": ["product_id"],
        "purchase_succeeded": ["product_id"], "purchase_failed": ["product_id", "reason"], "sync_failed": ["reason"],
    ]

    /// §7.7 `purchase_failed.reason` values.
    /// §7.7 "Payload keys that identify a person" stripped in child mode.
    static let identifierKeys: Set<String> = ["session_id", "user_id", "distinct_id", "device_id"]

    /// MOD-OBSERVABILITY-MUST-1: every event a full session emits is in the §7.7 taxonomy with exactly its
    /// required properties, and valid against the spec's schema and policies (the child-mode part under child mode).
    static let taxonomy = RuleCheck.observing(
        "MOD-OBSERVABILITY-MUST-1", covers: ["FEAT-OBS-001", "FEAT-OBS-002"],
        title:
            "a full session (every library section, download, canvas, sync failure, purchases) emits only §7.7 events with exactly their required properties, valid against the spec"
    ) { context throws(RuleFailure) in
        guard let session = ObservedSession.run() else { throw RuleFailure("set-up failed") }
        let events = session.env.sink.events
        let adult = events[..<session.childModeStart].map { EventRecorder.observed($0, conditions: []) }
        let child = events[session.childModeStart...].map { EventRecorder.observed($0, conditions: ["child-mode"]) }
        try expect(
            context.problems(in: adult + child).isEmpty,
            "every event of the full session is a §7.7 event valid against its schema and policies (child mode included)",
            proves: ["FEAT-OBS-001", "FEAT-OBS-002"])
        try context.expectConforming(adult + child)
        var mismatched: [String] = []
        for event in events {
            guard let required = documentedEvents[event.name] else {
                mismatched.append("\(event.name) is not in the approved taxonomy")
                continue
            }
            let expected =
                event.name == "app_opened" && event.payload["child_mode"] == .bool(true)
                ? required.subtracting(identifierKeys) : required
            if Set(event.payload.keys) != expected {
                mismatched.append("\(event.name) carries \(event.payload.keys.sorted()), not \(expected.sorted())")
            }
        }
        try expect(
            !events.isEmpty && mismatched.isEmpty,
            "every emitted event is in the approved taxonomy and carries exactly its required properties",
            proves: ["FEAT-OBS-001", "FEAT-OBS-002"])
        let seen = Set(events.map(\.name))
        try expect(seen.count >= 12, "the session emitted only \(seen.sorted()); the taxonomy was not exercised")
        try expect(
            seen.isSuperset(of: ["paywall_viewed", "purchase_started", "purchase_succeeded", "purchase_failed"]),
            "the session emitted each of the four purchase events", proves: "FEAT-OBS-002")
        try expect(
            seen.isSuperset(of: [
                "app_opened", "library_viewed", "artwork_download_started", "artwork_download_completed",
                "artwork_opened", "region_filled", "artwork_completed", "sync_failed",
            ]),
            "the session emitted the launch, library, download, canvas, completion and sync_failed events",
            proves: "FEAT-OBS-001")
    }

    /// RULE-COARSE-FAILURE-REASONS / MOD-OBSERVABILITY-MUST-3: purchase failures carry one of the five coarse reasons
    /// matching the failure; sync failures carry a coarse code, never the backend's detail.
    static let coarseReasons = RuleCheck.observing(
        "RULE-COARSE-FAILURE-REASONS", covers: ["MOD-OBSERVABILITY-MUST-3"],
        title:
            "purchase_failed reasons are cancelled, store_unavailable, invalid_receipt, network, unknown as the failure was; sync_failed reasons are coarse"
    ) { context throws(RuleFailure) in
        let purchaseFailedReasons = Set(try context.purchaseFailedReasons())
        guard let session = ObservedSession.run() else { throw RuleFailure("set-up failed") }
        let purchase = session.env.sink.events.filter { $0.name == "purchase_failed" }.compactMap {
            EmittedEvents.string($0, "reason")
        }
        try expectEqual(
            purchase, ["cancelled", "store_unavailable", "invalid_receipt", "network", "unknown"],
            "the purchase_failed reasons of a cancel, an unreachable store, a bad receipt, a network loss and a backend error",
            proves: "MOD-OBSERVABILITY-MUST-3")
        try expect(
            Set(purchase).isSubset(of: purchaseFailedReasons),
            "a purchase_failed reason is not one of the spec's \(purchaseFailedReasons.sorted())")
        let sync = session.env.sink.events.filter { $0.name == "sync_failed" }.compactMap {
            EmittedEvents.string($0, "reason")
        }
        try expectEqual(
            sync, ["network", "validation"], "the sync_failed reasons of a network loss and a rejected payload",
            proves: "MOD-OBSERVABILITY-MUST-3")
        let coarse = sync.allSatisfy { reason in
            !reason.isEmpty && reason.count <= 24 && reason.allSatisfy { $0.isLowercase || $0 == "_" }
        }
        try expect(
            coarse && !sync.contains { $0.contains(ObservedSession.backendDetail) },
            "every sync_failed reason is a coarse code, never the backend's detail", proves: "MOD-OBSERVABILITY-MUST-3")
    }

    /// RULE-EVENT-FORBIDDEN-CONTENT / MOD-OBSERVABILITY-MUSTNOT-1 / MOD-OBSERVABILITY-MUSTNOT-2: no payload carries a
    /// receipt, a signed URL, a cultural note, a title, the user's typed credential or an identifier of a child.
    static let forbiddenContent = RuleCheck.observing(
        "RULE-EVENT-FORBIDDEN-CONTENT", covers: ["MOD-OBSERVABILITY-MUSTNOT-1", "MOD-OBSERVABILITY-MUSTNOT-2"],
        title: "no event payload holds receipt data, URLs, cultural notes, titles, free text or child identifiers"
    ) { context throws(RuleFailure) in
        // The categories the spec forbids, each held below. Dropping one only permits it, which an implementation may
        // still never send.
        let forbidden = Set(try context.list("RULE-EVENT-FORBIDDEN-CONTENT", "forbidden"))
        let known: Set = ["cultural-note", "receipt", "child-identifier", "signed-url", "free-text"]
        guard forbidden.isSubset(of: known) else {
            throw RuleFailure(
                "RULE-EVENT-FORBIDDEN-CONTENT forbids \(forbidden.subtracting(known).sorted()), which this check cannot recognise"
            )
        }
        func when(_ category: String, _ values: [String]) -> [String] { forbidden.contains(category) ? values : [] }
        guard let session = ObservedSession.run() else { throw RuleFailure("set-up failed") }
        try expect(
            session.env.appStore.purchaseSheets.count >= 4 && !session.signedURLs.isEmpty,
            "set-up: no receipts or signed URLs were handled")
        let strings = EmittedEvents.payloadStrings(session.env)
        func leaks(_ forbidden: [String]) -> Bool {
            strings.contains { text in forbidden.contains { text.contains($0) } }
        }
        try expect(
            !strings.isEmpty && !session.receipts.isEmpty && !leaks(when("receipt", session.receipts)),
            "no event payload holds receipt data, though \(session.receipts.count) receipts were handled",
            proves: "MOD-OBSERVABILITY-MUSTNOT-1")
        try expect(
            !session.culturalNotes.isEmpty
                && !leaks(
                    when("cultural-note", session.culturalNotes) + when("child-identifier", [session.childSessionID])),
            "no event payload holds a cultural note or the child's session identifier",
            proves: "MOD-OBSERVABILITY-MUSTNOT-2")
        try expect(
            !leaks(
                session.titles + [session.userID] + when("free-text", [session.credential, "@"])
                    + when("signed-url", ["http", "token="])),
            "no event payload holds a title, the typed credential, the user's ID, a URL or a signed-URL token")
        let child = session.env.sink.events.filter {
            $0.name == "app_opened" && $0.payload["child_mode"] == .bool(true)
        }
        try expect(!child.isEmpty, "set-up: no child-mode app_opened was recorded")
        try expect(
            !forbidden.contains("child-identifier")
                || child.allSatisfy { Set($0.payload.keys).isDisjoint(with: identifierKeys) },
            "child-mode app_opened carries no identifier key", proves: "MOD-OBSERVABILITY-MUSTNOT-2")
        try expect(session.childModeBehavioural == 0, "behavioural events were emitted in child mode")
    }

    /// In child mode only app_opened leaves the device, without identifiers; every other event is suppressed.
    static func childMode(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-CHILD-MODE-EVENTS",
            covers: [
                "FEAT-SET-003", "FEAT-OBS-003", "EC-10", "MOD-SETTINGS-MUST-2", "MOD-OBSERVABILITY-MUST-2",
                "MOD-SETTINGS-MUSTNOT-2", "RULE-REGION-FILLED-SAMPLING", "JRN-F10",
            ],
            title:
                "child mode suppresses every event but app_opened (identifiers stripped), from the moment it is switched on"
        ) { context throws(RuleFailure) in
            let allowed = try context.childModeAllowedEvents()
            let crashSignals = try context.list("RULE-CHILD-MODE-EVENTS", "allowedEvents").contains("crash signals")
            let strip = try context.bool("RULE-CHILD-MODE-EVENTS", "stripIdentifiers")
            let immediately = try context.bool("RULE-CHILD-MODE-EVENTS", "appliesImmediately")
            try expect(
                allowed == ["app_opened"],
                "the check drives app_opened as the one event child mode allows; the spec now allows \(allowed.sorted())"
            )
            let env = EnvironmentFixtures.launched()
            let sample = SampleArtwork.make(id: "art-child", slug: "child-art", columns: 3, rows: 2)
            try expect(EnvironmentFixtures.cached(sample, in: env), "set-up download failed")
            env.settings.setChildMode(true)
            let mark = env.sink.events.count
            try expect(
                (env.analytics.analyticsIdentifier == nil) == immediately,
                "the moment Settings turns child mode on, no analytics identifier stays active",
                proves: ["MOD-SETTINGS-MUSTNOT-2", "MOD-SETTINGS-MUST-2", "MOD-OBSERVABILITY-MUST-2", "FEAT-OBS-003"])
            guard let canvas = EnvironmentFixtures.canvas(sample, in: env, analytics: c.canvasAnalytics(env)) else {
                throw RuleFailure("canvas did not open")
            }
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
                .artworkViewed(artworkID: "a", source: .library),
                .artworkDownloadStarted(artworkID: "a", premium: false),
                .artworkDownloadCompleted(artworkID: "a", bytes: 1, durationMs: 1),
                .artworkOpened(artworkID: "a", openDurationMs: 1),
                .regionFilled(artworkID: "a", colourID: 1, correct: true),
                .artworkCompleted(artworkID: "a", totalDurationMin: 1),
                .paywallViewed(trigger: .lockedArtwork), .purchaseStarted(productID: "p"),
                .purchaseSucceeded(productID: "p"),
                .purchaseFailed(productID: "p", reason: .cancelled), .syncFailed(reason: .network),
            ]
            for event in every { env.analytics.emit(event) }
            // §7.7: "All events are suppressed in child mode except app_opened and crash signals."
            try expect(
                !env.sink.events[mark...].contains { $0.name == "region_filled" },
                "colouring in child mode (correct and wrong taps) emits no region_filled",
                proves: "RULE-REGION-FILLED-SAMPLING")
            let leaked = env.sink.events[mark...].filter { !allowed.contains($0.name) }.map(\.name)
            try expect(
                leaked.isEmpty, "in child mode every one of the 13 events but app_opened is suppressed",
                proves: ["MOD-OBSERVABILITY-MUST-2", "MOD-SETTINGS-MUST-2", "FEAT-OBS-003", "FEAT-SET-003"])
            let opened = env.sink.events[mark...].filter { $0.name == "app_opened" }
            try expect(
                opened.count == 1 && opened.allSatisfy { ($0.payload["session_id"] == nil) == strip },
                "app_opened still leaves the device in child mode, once, without its session identifier",
                proves: ["MOD-OBSERVABILITY-MUST-2", "MOD-SETTINGS-MUSTNOT-2", "FEAT-OBS-003"])
            // Crash signals still leave the device in child mode, without the user's identifier: a download whose
            // checksum keeps failing records them.
            let signalMark = ObservedFlow.mark(env)
            let broken = SampleArtwork.make(id: "art-child-broken", slug: "child-broken")
            env.backend.addArtwork(broken.row, files: broken.files)
            env.cdn.corruptNext("regions.bin.br", times: 10)
            _ = env.downloadJob(for: broken.row).run()
            let signals = ObservedFlow.signals(env, since: signalMark)
            try expect(
                !signals.isEmpty == crashSignals && signals.allSatisfy { ($0.userID == nil) == strip },
                "in child mode crash signals are still recorded, without the user's identifier",
                proves: ["MOD-OBSERVABILITY-MUST-2", "FEAT-OBS-003"])
            try expect(
                env.settings.restriction(for: .purchase) != nil && env.settings.restriction(for: .externalLink) != nil,
                "in child mode a restricted purchase or external link gets a safe explanation",
                proves: ["EC-10", "JRN-F10", "FEAT-SET-003"])
            env.settings.setChildMode(false)
            env.analytics.emit(.libraryViewed(section: .featured))
            try expect(
                env.sink.names.last == "library_viewed" && env.analytics.analyticsIdentifier != nil,
                "leaving child mode restores analytics at once", proves: ["FEAT-OBS-003", "MOD-SETTINGS-MUST-2"])
        }
    }

    /// JRN-F10 / EC-10 / EDGE-002: in child mode a purchase meets the parental gate while behavioural analytics are
    /// suppressed and identifiers stripped; switching child mode off restores analytics at once.
    static let childModePolicy = RuleCheck.expecting(
        "FEAT-OBS-003", covers: ["FEAT-OBS-003"], proves: [.success, .recovery, .observability],
        title:
            "child mode: a restricted purchase meets the parental gate with no behavioural event; app_opened loses its identifiers; leaving child mode restores analytics"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.signedIn()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [])
        env.backend.packs = [pack]
        env.settings.load(Profile(id: user, isAnonymous: false, audience: .both, culturalThemes: ["coastal"]))
        env.settings.setChildMode(true)
        try expect(
            env.backend.profiles[user]?.childMode == true, "enabling child mode updates the profile",
            proves: "FEAT-OBS-003")
        let mark = env.sink.events.count
        try expect(
            env.purchases.purchase(pack) == .parentalGate && env.appStore.purchaseSheets.isEmpty,
            "a child-mode purchase meets the parental gate and never reaches the store", proves: "FEAT-OBS-003")
        try expect(
            env.settings.restriction(for: .purchase) != nil, "the restricted purchase gets a safe explanation",
            proves: "FEAT-OBS-003")
        env.analytics.emit(.paywallViewed(trigger: .lockedArtwork))
        env.analytics.emit(.appOpened(sessionID: "s-1", appVersion: "1.0.0", childMode: true))
        let sent = env.sink.events[mark...]
        try expectEqual(
            sent.map(\.name), ["app_opened"], "what leaves the device in child mode (a paywall view, then a launch)",
            proves: "FEAT-OBS-003")
        try expect(
            sent.allSatisfy { $0.payload["session_id"] == nil } && env.analytics.analyticsIdentifier == nil,
            "identifiers are stripped in child mode", proves: "FEAT-OBS-003")
        env.settings.setChildMode(false)
        env.analytics.emit(.paywallViewed(trigger: .lockedArtwork))
        try expect(
            env.sink.names.last == "paywall_viewed" && env.analytics.analyticsIdentifier != nil
                && env.backend.profiles[user]?.childMode == false,
            "leaving child mode restores analytics immediately and updates the profile at once",
            proves: "FEAT-OBS-003")
    }

    /// RULE-PHASE-0-RELEASE-GATE: Phase 0 rows are recorded one per metric; no release without complete evidence.
    static let phase0Gate = RuleCheck.observing(
        "RULE-PHASE-0-RELEASE-GATE", covers: [],
        title: "the release gate records Phase 0 row by row and refuses a release without complete, passing evidence"
    ) { context throws(RuleFailure) in
        let evidenceRequired = try context.bool("RULE-PHASE-0-RELEASE-GATE", "evidenceRequired")
        let gate = ReleaseGate()
        try expect(gate.required.isEmpty == !evidenceRequired, "the gate requires no Phase 0 evidence")
        try expect(
            (gate.record([]).decision != .allowed) == evidenceRequired, "a release without Phase 0 evidence was allowed"
        )
        let rows = gate.required.enumerated().map {
            Phase0MetricRow(metric: $0.element, measured: Double($0.offset), threshold: 100)
        }
        for metric in gate.required {
            try expect(
                gate.record(rows.filter { $0.metric != metric }).decision != .allowed,
                "a release missing the \(metric) row was allowed")
        }
        let record = gate.record(rows.reversed())
        try expect(record.decision == .allowed, "complete passing evidence was refused")
        try expect(
            record.rows.count == gate.required.count && Set(record.rows.map(\.metric)) == Set(gate.required),
            "the record does not hold one row per metric")
        try expect(record.rows.allSatisfy { row in rows.contains(row) }, "a recorded row differs from its measurement")
    }

    /// FEAT-REL-001: no release without complete, passing Phase 0 evidence; the gate records rows one by one.
    static let releaseGate = RuleCheck.expecting(
        "FEAT-REL-001", covers: ["FEAT-REL-001", "MOD-OBSERVABILITY-MUST-4", "MOD-OBSERVABILITY-MUSTNOT-3"],
        proves: [.success, .recovery, .observability],
        title:
            "the release gate refuses missing or failing Phase 0 rows, records each row, and allows the release once evidence is complete"
    ) { () throws(RuleFailure) in
        let gate = ReleaseGate()
        try expect(
            gate.record([]).decision
                == .refused(
                    ["no phase 0 evidence recorded"]
                        + gate.required.sorted().map { "missing phase 0 evidence for \($0)" }),
            "a release with no Phase 0 evidence is refused, each missing metric named",
            proves: ["MOD-OBSERVABILITY-MUSTNOT-3", "FEAT-REL-001"])
        var rows = gate.required.dropLast().map { Phase0MetricRow(metric: $0, measured: 1, threshold: 10) }
        guard let last = gate.required.last else { throw RuleFailure("the gate requires no metric") }
        try expect(
            gate.record(rows).decision == .refused(["missing phase 0 evidence for \(last)"]),
            "a release missing one Phase 0 row is refused, naming it",
            proves: ["MOD-OBSERVABILITY-MUSTNOT-3", "FEAT-REL-001"])
        rows.append(Phase0MetricRow(metric: last, measured: 20, threshold: 10))
        try expect(
            gate.record(rows).decision == .refused(["phase 0 metric \(last) misses its threshold"]),
            "a release with a Phase 0 row missing its threshold is refused",
            proves: ["MOD-OBSERVABILITY-MUSTNOT-3", "FEAT-REL-001"])
        rows[rows.count - 1] = Phase0MetricRow(metric: last, measured: 5, threshold: 10)
        let record = gate.record(rows.reversed())
        try expect(
            record.decision == .allowed, "complete, passing Phase 0 evidence allows the release", proves: "FEAT-REL-001"
        )
        try expect(
            record.rows.map(\.metric) == gate.required.sorted() && record.rows.count == rows.count,
            "the release record holds the Phase 0 metrics row by row, one per metric",
            proves: ["MOD-OBSERVABILITY-MUST-4", "FEAT-REL-001"])
    }
}
