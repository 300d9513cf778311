import Conformance
import OchreSoul

/// Rule checks of the Observability and release module (§7.2, §7.7).
enum CoverageCObservabilityChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] { [taxonomy, coarseReasons, forbiddenContent, phase0Gate] }

    /// The §7.7 event table: each event's required properties.
    static let documentedEvents: [String: Set<String>] = [
        "app_opened": ["session_id", "app_version", "child_mode"], "library_viewed": ["section"], "artwork_viewed": ["artwork_id", "source"],
        "artwork_download_started": ["artwork_id", "premium"], "artwork_download_completed": ["artwork_id", "bytes", "duration_ms"],
        "artwork_opened": ["artwork_id", "open_duration_ms"], "region_filled": ["artwork_id", "colour_id", "correct"],
        "artwork_completed": ["artwork_id", "total_duration_min"], "paywall_viewed": ["trigger"], "purchase_started": ["product_id"],
        "purchase_succeeded": ["product_id"], "purchase_failed": ["product_id", "reason"], "sync_failed": ["reason"],
    ]

    /// §7.7 `purchase_failed.reason` values.
    static let purchaseFailedReasons: Set<String> = ["cancelled", "invalid_receipt", "store_unavailable", "network", "unknown"]

    /// §7.7 "Payload keys that identify a person" stripped in child mode.
    static let identifierKeys: Set<String> = ["session_id", "user_id", "distinct_id", "device_id"]

    /// MOD-OBSERVABILITY-MUST-1: every event a full session emits is in the §7.7 taxonomy with exactly its
    /// required properties.
    static let taxonomy = RuleCheck.expecting(
        "MOD-OBSERVABILITY-MUST-1", covers: ["FEAT-OBS-001", "FEAT-OBS-002"],
        title: "a full session (library, download, canvas, sync failure, purchases) emits only §7.7 events with exactly their required properties"
    ) { () throws(RuleFailure) in
        guard let session = ObservedSession.run() else { throw RuleFailure("set-up failed") }
        let events = session.env.sink.events
        for event in events {
            guard let required = documentedEvents[event.name] else { throw RuleFailure("\(event.name) is not in the approved taxonomy") }
            let expected = event.name == "app_opened" && event.payload["child_mode"] == .bool(true) ? required.subtracting(identifierKeys) : required
            try expect(Set(event.payload.keys) == expected, "\(event.name) carries \(event.payload.keys.sorted()), not \(expected.sorted())")
        }
        let seen = Set(events.map(\.name))
        try expect(seen.count >= 12, "the session emitted only \(seen.sorted()); the taxonomy was not exercised")
    }

    /// RULE-COARSE-FAILURE-REASONS / MOD-OBSERVABILITY-MUST-3: purchase failures carry one of the five coarse reasons
    /// matching the failure; sync failures carry a coarse code, never the backend's detail.
    static let coarseReasons = RuleCheck.expecting(
        "RULE-COARSE-FAILURE-REASONS", covers: ["MOD-OBSERVABILITY-MUST-3"],
        title: "purchase_failed reasons are cancelled, store_unavailable, invalid_receipt, network, unknown as the failure was; sync_failed reasons are coarse"
    ) { () throws(RuleFailure) in
        guard let session = ObservedSession.run() else { throw RuleFailure("set-up failed") }
        let purchase = session.env.sink.events.filter { $0.name == "purchase_failed" }.compactMap { EmittedEvents.string($0, "reason") }
        try expect(purchase == ["cancelled", "store_unavailable", "invalid_receipt", "network", "unknown"], "purchase_failed reasons do not match the failures: \(purchase)")
        try expect(Set(purchase).isSubset(of: purchaseFailedReasons), "a purchase_failed reason is not coarse")
        let sync = session.env.sink.events.filter { $0.name == "sync_failed" }.compactMap { EmittedEvents.string($0, "reason") }
        try expect(sync == ["network", "validation"], "sync_failed reasons do not map the failures coarsely: \(sync)")
        let coarse = sync.allSatisfy { reason in !reason.isEmpty && reason.count <= 24 && reason.allSatisfy { $0.isLowercase || $0 == "_" } }
        try expect(coarse && !sync.contains { $0.contains(ObservedSession.backendDetail) }, "a sync_failed reason is not a coarse code")
    }

    /// RULE-EVENT-FORBIDDEN-CONTENT / MOD-OBSERVABILITY-MUSTNOT-1 / MOD-OBSERVABILITY-MUSTNOT-2: no payload carries a
    /// receipt, a signed URL, a cultural note, a title, the user's typed credential or an identifier of a child.
    static let forbiddenContent = RuleCheck.expecting(
        "RULE-EVENT-FORBIDDEN-CONTENT", covers: ["MOD-OBSERVABILITY-MUSTNOT-1", "MOD-OBSERVABILITY-MUSTNOT-2"],
        title: "no event payload holds receipt data, URLs, cultural notes, titles, free text or child identifiers"
    ) { () throws(RuleFailure) in
        guard let session = ObservedSession.run() else { throw RuleFailure("set-up failed") }
        try expect(session.env.appStore.purchaseSheets.count >= 4 && !session.signedURLs.isEmpty, "set-up: no receipts or signed URLs were handled")
        let strings = CoverageCFixtures.payloadStrings(session.env)
        let forbidden = session.receipts + session.culturalNotes + session.titles + [session.credential, session.userID, session.childSessionID, "http", "token=", "@"]
        for text in strings {
            if let leak = forbidden.first(where: { text.contains($0) }) { throw RuleFailure("a payload carries forbidden content \"\(leak)\"") }
        }
        let child = session.env.sink.events.filter { $0.name == "app_opened" && $0.payload["child_mode"] == .bool(true) }
        try expect(!child.isEmpty, "set-up: no child-mode app_opened was recorded")
        try expect(child.allSatisfy { Set($0.payload.keys).isDisjoint(with: identifierKeys) }, "a child-mode event carries an identifier")
        try expect(session.childModeBehavioural == 0, "behavioural events were emitted in child mode")
    }

    /// RULE-PHASE-0-RELEASE-GATE: Phase 0 rows are recorded one per metric; no release without complete evidence.
    static let phase0Gate = RuleCheck.expecting(
        "RULE-PHASE-0-RELEASE-GATE", covers: [],
        title: "the release gate records Phase 0 row by row and refuses a release without complete, passing evidence"
    ) { () throws(RuleFailure) in
        let gate = ReleaseGate()
        try expect(!gate.required.isEmpty, "the gate requires no Phase 0 evidence")
        try expect(gate.record([]).decision != .allowed, "a release without Phase 0 evidence was allowed")
        let rows = gate.required.enumerated().map { Phase0MetricRow(metric: $0.element, measured: Double($0.offset), threshold: 100) }
        for metric in gate.required {
            try expect(gate.record(rows.filter { $0.metric != metric }).decision != .allowed, "a release missing the \(metric) row was allowed")
        }
        let record = gate.record(rows.reversed())
        try expect(record.decision == .allowed, "complete passing evidence was refused")
        try expect(record.rows.count == gate.required.count && Set(record.rows.map(\.metric)) == Set(gate.required), "the record does not hold one row per metric")
        try expect(record.rows.allSatisfy { row in rows.contains(row) }, "a recorded row differs from its measurement")
    }
}

/// A full session driven through the modules, remembering the sensitive material it handled.
struct ObservedSession {
    /// A detailed backend message that must never reach a payload.
    static let backendDetail = "row 42 rejected for parent.buyer"

    let env: AppEnvironment
    let userID: String
    let credential: String
    let receipts: [String]
    let culturalNotes: [String]
    let titles: [String]
    let childSessionID: String
    let signedURLs: [String]
    let childModeBehavioural: Int

    static func run() -> ObservedSession? {
        let env = AppEnvironment()
        _ = env.identity.launch()
        let credential = "parent.buyer@example.com"
        guard env.identity.upgrade(credential: credential) == .promoted, let user = env.session.userID else { return nil }
        let free = SampleArtwork.make(id: "art-obs", slug: "obs-art")
        let freeRow = withNote(free.row, "Sacred story told by elder Ngarra", approved: true)
        let premium = SampleArtwork.make(id: "art-obs-p", slug: "obs-premium", premium: true, packID: "pack-1")
        let premiumRow = withNote(premium.row, "Restricted ceremony detail", approved: false)
        env.backend.addArtwork(freeRow, files: free.files)
        env.backend.addArtwork(premiumRow, files: premium.files)
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Coastal Dreaming pack", artworkIDs: [premiumRow.id])
        let other = ContentPack(id: "pack-2", productID: "com.ochre.pack2", title: "Desert pack", artworkIDs: [])
        env.backend.packs = [pack, other]

        _ = env.library.refresh()
        env.library.viewed(.featured)
        guard env.downloadJob(for: freeRow).run() == .cached, let canvas = env.openCanvas(freeRow) else { return nil }
        for region in free.geometry.regions {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
            if let wrong = free.geometry.palette.first(where: { $0.id != region.colourID }), region.index == 0 {
                canvas.select(colourID: wrong.id)
                _ = canvas.tap(screen: point)
            }
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: point)
        }
        canvas.recordCompletion()
        env.backend.inject(.network, on: .syncProgress)
        env.syncQueue.process()
        env.clock.advance(seconds: 3_600)
        env.backend.inject(.rejected(backendDetail), on: .syncProgress)
        env.syncQueue.process()

        // Purchases: cancelled, store unavailable, invalid receipt, network (then retried), unknown.
        let receipts = ["RAW-RECEIPT-BAD-91", "RAW-RECEIPT-OK-77", "RAW-RECEIPT-OTHER-12"]
        env.purchases.paywallViewed(trigger: .lockedArtwork)
        env.appStore.nextPurchase = .cancelled
        _ = env.purchases.purchase(pack)
        env.appStore.isAvailable = false
        _ = env.purchases.purchase(pack)
        env.appStore.isAvailable = true
        env.appStore.nextPurchase = .purchased(receipt: receipts[0])
        _ = env.purchases.purchase(pack)
        env.backend.validReceipts[receipts[1]] = pack.productID
        env.appStore.nextPurchase = .purchased(receipt: receipts[1])
        env.backend.inject(.network, on: .validatePurchase)
        _ = env.purchases.purchase(pack)
        guard env.purchases.retryValidation(pack) == .entitled else { return nil }
        env.backend.validReceipts[receipts[2]] = other.productID
        env.appStore.nextPurchase = .purchased(receipt: receipts[2])
        env.backend.inject(.server, on: .validatePurchase)
        _ = env.purchases.purchase(other)

        let signedMark = env.cdn.rangeRequests.count
        guard env.downloadJob(for: premiumRow).run() == .cached else { return nil }
        let signed = CoverageCFixtures.servedURLs(env, since: signedMark).filter { $0.contains("token=") }

        // Child mode: the app opens for a child; behavioural events are attempted and must not leave the device.
        env.settings.load(Profile(id: user, isAnonymous: false, audience: .child, culturalThemes: ["coastal"]))
        env.settings.setChildMode(true)
        let childSession = "sess-child-1"
        let before = env.sink.events.count
        env.analytics.emit(.appOpened(sessionID: childSession, appVersion: "1.0.0", childMode: true))
        env.library.viewed(.downloaded)
        _ = env.openCanvas(freeRow)
        let behavioural = env.sink.events[before...].filter { $0.name != "app_opened" }.count

        return ObservedSession(
            env: env, userID: user, credential: credential, receipts: receipts,
            culturalNotes: ["Sacred story told by elder Ngarra", "Restricted ceremony detail"],
            titles: [free.row.title, premium.row.title, pack.title, other.title], childSessionID: childSession, signedURLs: signed,
            childModeBehavioural: behavioural)
    }

    private static func withNote(_ row: CatalogueRow, _ note: String, approved: Bool) -> CatalogueRow {
        var copy = row
        copy.culturalContext = note
        copy.culturalContextApproved = approved
        return copy
    }
}
