import Conformance
import OchreSoul

/// Feature checks that drive a failure and its recovery through the implementation and assert what it records.
/// Each claims in `proves` only what its assertions show.
enum CoverageBFeatureChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [receiptRetry(c), purchaseInfrastructure(c), restoreRecovery(c), childModePolicy, releaseGate, adminFunctions(c)]
    }

    /// JRN-F03: the backend cannot validate; the artwork stays locked, purchase_failed is logged, the receipt is
    /// kept, and a retry validates it without a second purchase (purchase_succeeded).
    static func receiptRetry(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-IAP-003", covers: ["FEAT-IAP-003", "FEAT-OBS-002", "JRN-F03", "EC-03"], proves: [.recovery, .observability],
            title: "a receipt the backend cannot validate keeps the pack locked and logs purchase_failed; retrying validates it and logs purchase_succeeded"
        ) { () throws(RuleFailure) in
            guard let (env, pack, service, entitlements) = CoverageBFixtures.shop(c) else { throw RuleFailure("set-up failed") }
            env.appStore.nextPurchase = .purchased(receipt: "receipt-ok")
            env.backend.platformStoreAvailable = false
            let mark = env.sink.events.count
            try expect(service.purchase(pack) == .failed(.storeUnavailable), "an unvalidated purchase did not fail as store_unavailable")
            try expect(!entitlements.owns(packID: pack.id) && service.pendingReceipts[pack.productID] == "receipt-ok", "the pack unlocked, or the receipt was dropped")
            let failed = env.sink.events[mark...].filter { $0.name == "purchase_failed" }
            try expect(failed.count == 1 && failed[failed.startIndex].payload["reason"] == .string("store_unavailable"), "purchase_failed with a coarse reason was not logged")
            try expect(failed.allSatisfy { Set($0.payload.keys) == ["product_id", "reason"] }, "purchase_failed carries more than product_id and reason")
            env.backend.platformStoreAvailable = true
            let sheets = env.appStore.purchaseSheets.count
            try expect(service.retryValidation(pack) == .entitled && entitlements.owns(packID: pack.id), "retrying validation did not unlock the pack")
            try expect(env.appStore.purchaseSheets.count == sheets, "the retry opened a second purchase sheet")
            try expect(env.sink.names.last == "purchase_succeeded" && env.sink.events.last?.payload["product_id"] == .string(pack.productID), "purchase_succeeded was not logged after validation")
        }
    }

    /// FEAT-API-004 / FEAT-DATA-005: endpoints and rows of purchase and entitlement, through a retryable failure.
    static func purchaseInfrastructure(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-API-004", covers: ["FEAT-API-004", "FEAT-DATA-005"], proves: [.success, .recovery, .observability],
            title: "purchase endpoints and rows: a retryable validation error keeps the receipt cached and is audited; the retry writes the entitlement and receipt rows"
        ) { () throws(RuleFailure) in
            guard let (env, pack, service, entitlements) = CoverageBFixtures.shop(c), let user = env.session.userID else { throw RuleFailure("set-up failed") }
            env.appStore.nextPurchase = .purchased(receipt: "receipt-ok")
            env.backend.inject(.server, on: .validatePurchase)
            try expect(service.purchase(pack) == .failed(.unknown), "a retryable backend error did not fail the purchase")
            try expect(service.pendingReceipts[pack.productID] == "receipt-ok", "the secure receipt cache lost the receipt")
            try expect(env.sink.names.last == "purchase_failed" && env.backend.entitlements[user, default: []].isEmpty, "the failure was not logged, or an entitlement was written")
            try expect(service.retryValidation(pack) == .entitled, "the retry did not validate")
            try expect(env.backend.entitlements[user] == [Entitlement(packID: pack.id, source: .purchase)], "no entitlement row was written")
            try expect(env.backend.purchaseReceipts.map { "\($0.userID) \($0.platform) \($0.productID) \($0.source)" } == ["\(user) ios \(pack.productID) purchase"], "no purchase_receipts row was written")
            try expect(service.pendingReceipts.isEmpty && env.sink.names.last == "purchase_succeeded", "the receipt cache was not cleared or purchase_succeeded not logged")
            try expect(service.refreshEntitlements() && entitlements.owns(packID: pack.id), "GET /entitlements did not reflect the row")
            let receipts = env.sink.events.flatMap { $0.payload.values }.filter { if case .string(let s) = $0 { return s.contains("receipt-") } else { return false } }
            try expect(receipts.isEmpty, "receipt data reached analytics")
        }
    }

    /// JRN-A05 / JRN-F02: restore when the store is unreachable fails without an entitlement; a retry restores it.
    static func restoreRecovery(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-IAP-004", covers: ["FEAT-IAP-004", "JRN-A05"], proves: [.recovery],
            title: "restore with the store unreachable fails and unlocks nothing; retrying restores the existing entitlement"
        ) { () throws(RuleFailure) in
            guard let (env, pack, service, entitlements) = CoverageBFixtures.shop(c) else { throw RuleFailure("set-up failed") }
            env.appStore.restorableReceipts = ["receipt-ok"]
            env.appStore.isAvailable = false
            try expect(service.restore() == .failed(.storeUnavailable) && !entitlements.owns(packID: pack.id), "restore without the store did not fail cleanly")
            env.appStore.isAvailable = true
            env.backend.platformStoreAvailable = false
            try expect(service.restore() == .failed(.storeUnavailable) && !entitlements.owns(packID: pack.id), "restore without the backend's store check did not fail cleanly")
            env.backend.platformStoreAvailable = true
            guard case .restored = service.restore() else { throw RuleFailure("retrying restore did not restore") }
            try expect(entitlements.owns(packID: pack.id), "the restored entitlement is not reflected")
        }
    }

    /// JRN-F10 / EC-10 / EDGE-002: in child mode a purchase meets the parental gate while behavioural analytics are
    /// suppressed and identifiers stripped; switching child mode off restores analytics at once.
    static let childModePolicy = RuleCheck.expecting(
        "FEAT-OBS-003", covers: ["FEAT-OBS-003"], proves: [.success, .recovery, .observability],
        title: "child mode: a restricted purchase meets the parental gate with no behavioural event; app_opened loses its identifiers; leaving child mode restores analytics"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.signedIn()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [])
        env.backend.packs = [pack]
        env.settings.load(Profile(id: user, isAnonymous: false, audience: .both, culturalThemes: ["coastal"]))
        env.settings.setChildMode(true)
        try expect(env.backend.profiles[user]?.childMode == true, "enabling child mode did not update the profile")
        let mark = env.sink.events.count
        try expect(env.purchases.purchase(pack) == .parentalGate && env.appStore.purchaseSheets.isEmpty, "a child-mode purchase reached the store")
        try expect(env.settings.restriction(for: .purchase) != nil, "no safe explanation for the restricted purchase")
        env.analytics.emit(.paywallViewed(trigger: .lockedArtwork))
        env.analytics.emit(.appOpened(sessionID: "s-1", appVersion: "1.0.0", childMode: true))
        let sent = env.sink.events[mark...]
        try expect(sent.map(\.name) == ["app_opened"], "child mode let behavioural events through: \(sent.map(\.name))")
        try expect(sent.allSatisfy { $0.payload["session_id"] == nil } && env.analytics.analyticsIdentifier == nil, "identifiers were not stripped in child mode")
        env.settings.setChildMode(false)
        env.analytics.emit(.paywallViewed(trigger: .lockedArtwork))
        try expect(env.sink.names.last == "paywall_viewed" && env.analytics.analyticsIdentifier != nil, "leaving child mode did not restore analytics immediately")
        try expect(env.backend.profiles[user]?.childMode == false, "disabling child mode did not update the profile at once")
    }

    /// FEAT-REL-001: no release without complete, passing Phase 0 evidence; the gate records rows one by one.
    static let releaseGate = RuleCheck.expecting(
        "FEAT-REL-001", covers: ["FEAT-REL-001", "MOD-OBSERVABILITY-MUST-4", "MOD-OBSERVABILITY-MUSTNOT-3"], proves: [.success, .recovery, .observability],
        title: "the release gate refuses missing or failing Phase 0 rows, records each row, and allows the release once evidence is complete"
    ) { () throws(RuleFailure) in
        let gate = ReleaseGate()
        try expect(gate.record([]).decision == .refused(["no phase 0 evidence recorded"] + gate.required.sorted().map { "missing phase 0 evidence for \($0)" }), "a release without evidence was not refused")
        var rows = gate.required.dropLast().map { Phase0MetricRow(metric: $0, measured: 1, threshold: 10) }
        guard let last = gate.required.last else { throw RuleFailure("the gate requires no metric") }
        guard case .refused(let missing) = gate.record(rows).decision, missing == ["missing phase 0 evidence for \(last)"] else {
            throw RuleFailure("a missing Phase 0 row was not named")
        }
        rows.append(Phase0MetricRow(metric: last, measured: 20, threshold: 10))
        try expect(gate.record(rows).decision == .refused(["phase 0 metric \(last) misses its threshold"]), "a failing Phase 0 row was not refused")
        rows[rows.count - 1] = Phase0MetricRow(metric: last, measured: 5, threshold: 10)
        let record = gate.record(rows.reversed())
        try expect(record.decision == .allowed, "complete passing evidence was refused")
        try expect(record.rows.map(\.metric) == gate.required.sorted() && record.rows.count == rows.count, "the record does not hold one row per metric")
    }

    /// FEAT-ADMIN-001 / FEAT-API-005 / FEAT-DATA-006 / FEAT-CONT-002: admin functions refuse role failures, unapproved
    /// reviews and missing bundles without writing, log each call's coarse outcome, and succeed once corrected.
    static func adminFunctions(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-API-005", covers: ["FEAT-API-005", "FEAT-ADMIN-001", "FEAT-DATA-006", "FEAT-CONT-002", "API-ADMIN"], proves: [.success, .recovery, .observability],
            title: "admin functions: refused calls write nothing and are logged coarsely; corrected calls store the bundle and publish the catalogue row"
        ) { () throws(RuleFailure) in
            let env = AppEnvironment()
            let admin = c.adminServer(env.backend)
            let sample = SampleArtwork.make(id: "art-admin", slug: "admin-art", published: false)
            env.backend.catalogue.append(sample.row)
            func call(_ body: () throws(RemoteError) -> Void) -> RemoteError? { RuleCheckSupport.error(body) }
            try expect(call { () throws(RemoteError) in _ = try admin.upload(slug: "admin-art", version: 1, files: sample.files, adminToken: "service-role") } == .unauthorised, "upload accepted a non-admin token")
            try expect(env.backend.bundles["admin-art@1"] == nil, "a refused upload stored objects")
            try expect(call { () throws(RemoteError) in try admin.publish(slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum, adminToken: "admin-session") } == .rejected("review_not_approved"), "publish without an approved review was not refused")
            env.backend.approvedReviews["review-9"] = "admin-art"
            try expect(call { () throws(RemoteError) in try admin.publish(slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum, adminToken: "admin-session") } == .rejected("missing_bundle"), "publish without an uploaded bundle was not refused")
            try expect(env.backend.catalogue.first { $0.slug == "admin-art" }?.isPublished == false, "a refused publish made the artwork visible")
            let paths = (try? admin.upload(slug: "admin-art", version: 1, files: sample.files, adminToken: "admin-session")) ?? []
            try expect(paths.contains("artwork-bundles/admin-art/v1/regions.bin.br"), "the retried upload returned no storage paths")
            try expect(call { () throws(RemoteError) in try admin.publish(slug: "admin-art", reviewID: "review-9", version: 1, checksum: sample.row.checksum, adminToken: "admin-session") } == nil, "the corrected publish failed")
            try expect(env.backend.catalogue.first { $0.slug == "admin-art" }?.isPublished == true, "the published row is not visible")
            let log = env.backend.functionLog.map { "\($0.function):\($0.outcome)" }
            let expected = ["admin-upload:role_failure", "admin-publish:review_not_approved", "admin-publish:missing_bundle", "admin-upload:ok", "admin-publish:ok"]
            try expect(log == expected, "function log \(log) is not the coarse outcome of each call")
            try expect(!log.contains { $0.contains("admin-session") || $0.contains("service-role") }, "a token reached the function log")
        }
    }
}
