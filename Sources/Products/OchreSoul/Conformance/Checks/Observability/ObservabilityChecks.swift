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
        try context.expectConforming(adult + child)
        for event in events {
            guard let required = documentedEvents[event.name] else {
                throw RuleFailure("\(event.name) is not in the approved taxonomy")
            }
            let expected =
                event.name == "app_opened" && event.payload["child_mode"] == .bool(true)
                ? required.subtracting(identifierKeys) : required
            try expect(
                Set(event.payload.keys) == expected,
                "\(event.name) carries \(event.payload.keys.sorted()), not \(expected.sorted())")
        }
        let seen = Set(events.map(\.name))
        try expect(seen.count >= 12, "the session emitted only \(seen.sorted()); the taxonomy was not exercised")
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
        try expect(
            purchase == ["cancelled", "store_unavailable", "invalid_receipt", "network", "unknown"],
            "purchase_failed reasons do not match the failures: \(purchase)")
        try expect(
            Set(purchase).isSubset(of: purchaseFailedReasons),
            "a purchase_failed reason is not one of the spec's \(purchaseFailedReasons.sorted())")
        let sync = session.env.sink.events.filter { $0.name == "sync_failed" }.compactMap {
            EmittedEvents.string($0, "reason")
        }
        try expect(sync == ["network", "validation"], "sync_failed reasons do not map the failures coarsely: \(sync)")
        let coarse = sync.allSatisfy { reason in
            !reason.isEmpty && reason.count <= 24 && reason.allSatisfy { $0.isLowercase || $0 == "_" }
        }
        try expect(
            coarse && !sync.contains { $0.contains(ObservedSession.backendDetail) },
            "a sync_failed reason is not a coarse code")
    }

    /// RULE-EVENT-FORBIDDEN-CONTENT / MOD-OBSERVABILITY-MUSTNOT-1 / MOD-OBSERVABILITY-MUSTNOT-2: no payload carries a
    /// receipt, a signed URL, a cultural note, a title, the user's typed credential or an identifier of a child.
    static let forbiddenContent = RuleCheck.expecting(
        "RULE-EVENT-FORBIDDEN-CONTENT", covers: ["MOD-OBSERVABILITY-MUSTNOT-1", "MOD-OBSERVABILITY-MUSTNOT-2"],
        title: "no event payload holds receipt data, URLs, cultural notes, titles, free text or child identifiers"
    ) { () throws(RuleFailure) in
        guard let session = ObservedSession.run() else { throw RuleFailure("set-up failed") }
        try expect(
            session.env.appStore.purchaseSheets.count >= 4 && !session.signedURLs.isEmpty,
            "set-up: no receipts or signed URLs were handled")
        let strings = EmittedEvents.payloadStrings(session.env)
        let forbidden =
            session.receipts + session.culturalNotes + session.titles + [
                session.credential, session.userID, session.childSessionID, "http", "token=", "@",
            ]
        for text in strings {
            if let leak = forbidden.first(where: { text.contains($0) }) {
                throw RuleFailure("a payload carries forbidden content \"\(leak)\"")
            }
        }
        let child = session.env.sink.events.filter {
            $0.name == "app_opened" && $0.payload["child_mode"] == .bool(true)
        }
        try expect(!child.isEmpty, "set-up: no child-mode app_opened was recorded")
        try expect(
            child.allSatisfy { Set($0.payload.keys).isDisjoint(with: identifierKeys) },
            "a child-mode event carries an identifier")
        try expect(session.childModeBehavioural == 0, "behavioural events were emitted in child mode")
    }

    /// In child mode only app_opened leaves the device, without identifiers; every other event is suppressed.
    static func childMode(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-CHILD-MODE-EVENTS",
            covers: [
                "FEAT-SET-003", "FEAT-OBS-003", "EC-10", "EDGE-002", "MOD-SETTINGS-MUST-2", "MOD-OBSERVABILITY-MUST-2",
                "MOD-SETTINGS-MUSTNOT-2", "RULE-REGION-FILLED-SAMPLING", "JRN-F10",
            ],
            title:
                "child mode suppresses every event but app_opened (identifiers stripped), from the moment it is switched on"
        ) { context throws(RuleFailure) in
            let allowed = try context.childModeAllowedEvents()
            try expect(
                allowed == ["app_opened"],
                "the check drives app_opened as the one event child mode allows; the spec now allows \(allowed.sorted())"
            )
            let env = EnvironmentFixtures.launched()
            let sample = SampleArtwork.make(id: "art-child", slug: "child-art", columns: 3, rows: 2)
            try expect(EnvironmentFixtures.cached(sample, in: env), "set-up download failed")
            env.settings.setChildMode(true)
            let mark = env.sink.events.count
            try expect(env.analytics.analyticsIdentifier == nil, "the analytics identifier stayed active in child mode")
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
            let leaked = env.sink.events[mark...].filter { !allowed.contains($0.name) }.map(\.name)
            try expect(leaked.isEmpty, "events emitted in child mode: \(leaked)")
            let opened = env.sink.events[mark...].filter { $0.name == "app_opened" }
            try expect(
                opened.count == 1 && opened.allSatisfy { $0.payload["session_id"] == nil },
                "app_opened in child mode kept its session identifier or was dropped")
            try expect(
                env.settings.restriction(for: .purchase) != nil, "a restricted purchase is not explained in child mode")
            env.settings.setChildMode(false)
            env.analytics.emit(.libraryViewed(section: .featured))
            try expect(
                env.sink.names.last == "library_viewed" && env.analytics.analyticsIdentifier != nil,
                "leaving child mode did not restore analytics at once")
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
        try expect(env.backend.profiles[user]?.childMode == true, "enabling child mode did not update the profile")
        let mark = env.sink.events.count
        try expect(
            env.purchases.purchase(pack) == .parentalGate && env.appStore.purchaseSheets.isEmpty,
            "a child-mode purchase reached the store")
        try expect(env.settings.restriction(for: .purchase) != nil, "no safe explanation for the restricted purchase")
        env.analytics.emit(.paywallViewed(trigger: .lockedArtwork))
        env.analytics.emit(.appOpened(sessionID: "s-1", appVersion: "1.0.0", childMode: true))
        let sent = env.sink.events[mark...]
        try expect(sent.map(\.name) == ["app_opened"], "child mode let behavioural events through: \(sent.map(\.name))")
        try expect(
            sent.allSatisfy { $0.payload["session_id"] == nil } && env.analytics.analyticsIdentifier == nil,
            "identifiers were not stripped in child mode")
        env.settings.setChildMode(false)
        env.analytics.emit(.paywallViewed(trigger: .lockedArtwork))
        try expect(
            env.sink.names.last == "paywall_viewed" && env.analytics.analyticsIdentifier != nil,
            "leaving child mode did not restore analytics immediately")
        try expect(
            env.backend.profiles[user]?.childMode == false, "disabling child mode did not update the profile at once")
    }

    /// RULE-PHASE-0-RELEASE-GATE: Phase 0 rows are recorded one per metric; no release without complete evidence.
    static let phase0Gate = RuleCheck.expecting(
        "RULE-PHASE-0-RELEASE-GATE", covers: [],
        title: "the release gate records Phase 0 row by row and refuses a release without complete, passing evidence"
    ) { () throws(RuleFailure) in
        let gate = ReleaseGate()
        try expect(!gate.required.isEmpty, "the gate requires no Phase 0 evidence")
        try expect(gate.record([]).decision != .allowed, "a release without Phase 0 evidence was allowed")
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
            "a release without evidence was not refused")
        var rows = gate.required.dropLast().map { Phase0MetricRow(metric: $0, measured: 1, threshold: 10) }
        guard let last = gate.required.last else { throw RuleFailure("the gate requires no metric") }
        guard case .refused(let missing) = gate.record(rows).decision,
            missing == ["missing phase 0 evidence for \(last)"]
        else {
            throw RuleFailure("a missing Phase 0 row was not named")
        }
        rows.append(Phase0MetricRow(metric: last, measured: 20, threshold: 10))
        try expect(
            gate.record(rows).decision == .refused(["phase 0 metric \(last) misses its threshold"]),
            "a failing Phase 0 row was not refused")
        rows[rows.count - 1] = Phase0MetricRow(metric: last, measured: 5, threshold: 10)
        let record = gate.record(rows.reversed())
        try expect(record.decision == .allowed, "complete passing evidence was refused")
        try expect(
            record.rows.map(\.metric) == gate.required.sorted() && record.rows.count == rows.count,
            "the record does not hold one row per metric")
    }
}
