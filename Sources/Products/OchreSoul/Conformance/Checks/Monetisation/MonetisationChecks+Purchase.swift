import Conformance
import OchreSoul

/// Purchases: account first, entitlement after validation, receipt retry, restore.
extension MonetisationChecks {
    /// Anonymous users can neither complete a purchase nor restore, on the client or on the server.
    static func accountBeforePurchase(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-ACCOUNT-BEFORE-PURCHASE",
            covers: [
                "FEAT-ID-002", "FEAT-IAP-003", "FEAT-IAP-004", "MOD-MONETISATION-MUST-2", "MOD-IDENTITY-MUSTNOT-3",
                "EC-01", "JRN-F01",
            ],
            title: "an account is required before purchase or restore; anonymous purchase completion is refused"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let pack = ContentPack(
                id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-premium"])
            env.backend.packs = [pack]
            env.backend.validReceipts["receipt-ok"] = pack.productID
            let api = c.purchaseServer(env.backend)
            let service = PurchaseService(
                session: env.session, api: api, store: env.appStore, entitlements: EntitlementStore(),
                analytics: env.analytics)
            env.appStore.nextPurchase = .purchased(receipt: "receipt-ok")
            try expect(service.purchase(pack) == .accountRequired, "an anonymous user reached the purchase")
            try expect(env.appStore.purchaseSheets.isEmpty, "the native sheet opened for an anonymous user")
            try expect(service.restore() == .accountRequired, "an anonymous user could restore")
            guard let anonymousID = env.session.userID else { throw RuleFailure("no anonymous session") }
            let granted = try? api.validatePurchase(
                userID: anonymousID, platform: "ios", productID: pack.productID, receipt: "receipt-ok")
            try expect(granted == nil, "validate-purchase completed a purchase for an anonymous user")
            try expect(
                (try? api.restorePurchases(userID: anonymousID, platform: "ios", receipts: ["receipt-ok"])) == nil,
                "restore-purchases accepted an anonymous user")
        }
    }

    /// Entitlements come only from server validation (purchase, restore, family sharing).
    static func entitlementAfterValidation(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-ENTITLEMENT-AFTER-VALIDATION",
            covers: [
                "FEAT-IAP-003", "MOD-MONETISATION-MUST-3", "MOD-MONETISATION-MUST-4", "MOD-MONETISATION-MUSTNOT-1",
                "RULE-V1-NON-GOALS", "EDGE-007", "JRN-F03", "EC-03",
            ],
            title:
                "an entitlement is reflected only after the backend validates the receipt; never granted on the client"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.signedIn()
            let pack = ContentPack(
                id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-premium"])
            env.backend.packs = [pack]
            let entitlements = EntitlementStore()
            let service = PurchaseService(
                session: env.session, api: c.purchaseServer(env.backend), store: env.appStore,
                entitlements: entitlements, analytics: env.analytics)
            env.appStore.nextPurchase = .purchased(receipt: "receipt-forged")
            let outcome = service.purchase(pack)
            try expect(
                !entitlements.owns(packID: pack.id), "an unvalidated receipt unlocked the pack (outcome \(outcome))")
            try expect(
                !env.sink.names.contains("purchase_succeeded"),
                "purchase_succeeded was emitted without server validation")
            try expect(
                env.sink.events.last?.payload["reason"] == .string("invalid_receipt"),
                "the failure was not reported as a coarse invalid_receipt")
            env.backend.familySharedReceipts["receipt-family"] = pack.productID
            env.appStore.nextPurchase = .purchased(receipt: "receipt-family")
            try expect(
                service.purchase(pack) == .entitled && entitlements.owns(packID: pack.id),
                "a family-shared entitlement returned by validation was not honoured")
            try expect(env.sink.names.last == "purchase_succeeded", "purchase_succeeded missing after validation")
            try expect(
                service.offers([
                    pack,
                    ContentPack(
                        id: "sub", productID: "com.ochre.sub", title: "Sub", kind: .subscription, artworkIDs: []),
                ]) == [pack], "a non-pack product was offered")
        }
    }

    /// JRN-F03: the backend cannot validate; the artwork stays locked, purchase_failed is logged, the receipt is
    /// kept, and a retry validates it without a second purchase (purchase_succeeded).
    static func receiptRetry(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-IAP-003", covers: ["FEAT-IAP-003", "FEAT-OBS-002", "JRN-F03", "EC-03"],
            proves: [.recovery, .observability],
            title:
                "a receipt the backend cannot validate keeps the pack locked and logs purchase_failed; retrying validates it and logs purchase_succeeded"
        ) { () throws(RuleFailure) in
            guard let (env, pack, service, entitlements) = PurchaseFixtures.shop(c) else {
                throw RuleFailure("set-up failed")
            }
            env.appStore.nextPurchase = .purchased(receipt: "receipt-ok")
            env.backend.platformStoreAvailable = false
            let mark = env.sink.events.count
            try expect(
                service.purchase(pack) == .failed(.storeUnavailable),
                "an unvalidated purchase did not fail as store_unavailable")
            try expect(
                !entitlements.owns(packID: pack.id) && service.pendingReceipts[pack.productID] == "receipt-ok",
                "the pack unlocked, or the receipt was dropped")
            let failed = env.sink.events[mark...].filter { $0.name == "purchase_failed" }
            try expect(
                failed.count == 1 && failed[failed.startIndex].payload["reason"] == .string("store_unavailable"),
                "purchase_failed with a coarse reason was not logged")
            try expect(
                failed.allSatisfy { Set($0.payload.keys) == ["product_id", "reason"] },
                "purchase_failed carries more than product_id and reason")
            env.backend.platformStoreAvailable = true
            let sheets = env.appStore.purchaseSheets.count
            try expect(
                service.retryValidation(pack) == .entitled && entitlements.owns(packID: pack.id),
                "retrying validation did not unlock the pack")
            try expect(env.appStore.purchaseSheets.count == sheets, "the retry opened a second purchase sheet")
            try expect(
                env.sink.names.last == "purchase_succeeded"
                    && env.sink.events.last?.payload["product_id"] == .string(pack.productID),
                "purchase_succeeded was not logged after validation")
        }
    }

    /// JRN-A05 / JRN-F02: restore when the store is unreachable fails without an entitlement; a retry restores it.
    static func restoreRecovery(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-IAP-004", covers: ["FEAT-IAP-004", "JRN-A05"], proves: [.recovery],
            title:
                "restore with the store unreachable fails and unlocks nothing; retrying restores the existing entitlement"
        ) { () throws(RuleFailure) in
            guard let (env, pack, service, entitlements) = PurchaseFixtures.shop(c) else {
                throw RuleFailure("set-up failed")
            }
            env.appStore.restorableReceipts = ["receipt-ok"]
            env.appStore.isAvailable = false
            try expect(
                service.restore() == .failed(.storeUnavailable) && !entitlements.owns(packID: pack.id),
                "restore without the store did not fail cleanly")
            env.appStore.isAvailable = true
            env.backend.platformStoreAvailable = false
            try expect(
                service.restore() == .failed(.storeUnavailable) && !entitlements.owns(packID: pack.id),
                "restore without the backend's store check did not fail cleanly")
            env.backend.platformStoreAvailable = true
            guard case .restored = service.restore() else { throw RuleFailure("retrying restore did not restore") }
            try expect(entitlements.owns(packID: pack.id), "the restored entitlement is not reflected")
        }
    }

    /// FEAT-API-004 / FEAT-DATA-005: endpoints and rows of purchase and entitlement, through a retryable failure.
    static func purchaseInfrastructure(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-API-004", covers: ["FEAT-API-004", "FEAT-DATA-005"], proves: [.success, .recovery, .observability],
            title:
                "purchase endpoints and rows: a retryable validation error keeps the receipt cached and is audited; the retry writes the entitlement and receipt rows"
        ) { () throws(RuleFailure) in
            guard let (env, pack, service, entitlements) = PurchaseFixtures.shop(c), let user = env.session.userID
            else { throw RuleFailure("set-up failed") }
            env.appStore.nextPurchase = .purchased(receipt: "receipt-ok")
            env.backend.inject(.server, on: .validatePurchase)
            try expect(
                service.purchase(pack) == .failed(.unknown), "a retryable backend error did not fail the purchase")
            try expect(
                service.pendingReceipts[pack.productID] == "receipt-ok", "the secure receipt cache lost the receipt")
            try expect(
                env.sink.names.last == "purchase_failed" && env.backend.entitlements[user, default: []].isEmpty,
                "the failure was not logged, or an entitlement was written")
            try expect(service.retryValidation(pack) == .entitled, "the retry did not validate")
            try expect(
                env.backend.entitlements[user] == [Entitlement(packID: pack.id, source: .purchase)],
                "no entitlement row was written")
            try expect(
                env.backend.purchaseReceipts.map { "\($0.userID) \($0.platform) \($0.productID) \($0.source)" } == [
                    "\(user) ios \(pack.productID) purchase"
                ], "no purchase_receipts row was written")
            try expect(
                service.pendingReceipts.isEmpty && env.sink.names.last == "purchase_succeeded",
                "the receipt cache was not cleared or purchase_succeeded not logged")
            try expect(
                service.refreshEntitlements() && entitlements.owns(packID: pack.id),
                "GET /entitlements did not reflect the row")
            let receipts = env.sink.events.flatMap { $0.payload.values }.filter {
                if case .string(let s) = $0 { return s.contains("receipt-") } else { return false }
            }
            try expect(receipts.isEmpty, "receipt data reached analytics")
        }
    }
}
