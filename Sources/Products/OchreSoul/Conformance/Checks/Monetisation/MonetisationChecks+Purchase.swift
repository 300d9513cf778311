import Conformance
import OchreSoul

/// Purchases: account first, entitlement after validation, receipt retry, restore.
extension MonetisationChecks {
    /// Anonymous users can neither complete a purchase nor restore, on the client or on the server.
    static func accountBeforePurchase(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-ACCOUNT-BEFORE-PURCHASE",
            covers: [
                "FEAT-ID-002", "FEAT-IAP-003", "FEAT-IAP-004", "MOD-MONETISATION-MUST-2", "MOD-IDENTITY-MUSTNOT-3",
                "EC-01", "JRN-F01",
            ],
            title: "an account is required before purchase or restore; anonymous purchase completion is refused"
        ) { context throws(RuleFailure) in
            let anonymousPurchase = try context.bool("RULE-ACCOUNT-BEFORE-PURCHASE", "anonymousPurchase")
            let anonymousRestore = try context.bool("RULE-ACCOUNT-BEFORE-PURCHASE", "anonymousRestore")
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
            try expect(
                (service.purchase(pack) == .accountRequired && env.appStore.purchaseSheets.isEmpty)
                    == !anonymousPurchase,
                "an anonymous user's purchase asks for an account first and opens no store sheet",
                proves: ["MOD-MONETISATION-MUST-2", "MOD-IDENTITY-MUSTNOT-3", "FEAT-ID-002", "FEAT-IAP-003"])
            try expect(
                (service.restore() == .accountRequired) == !anonymousRestore,
                "an anonymous user's restore asks for an account first",
                proves: ["MOD-MONETISATION-MUST-2", "MOD-IDENTITY-MUSTNOT-3", "FEAT-ID-002", "FEAT-IAP-004"])
            guard let anonymousID = env.session.userID else { throw RuleFailure("no anonymous session") }
            try expectError(
                RemoteError.signInRequired, "validate-purchase refuses an anonymous user as sign-in required",
                proves: "MOD-IDENTITY-MUSTNOT-3"
            ) { () throws(RemoteError) in
                _ = try api.validatePurchase(
                    userID: anonymousID, platform: "ios", productID: pack.productID, receipt: "receipt-ok")
            }
            try expectError(
                RemoteError.signInRequired, "restore-purchases refuses an anonymous user as sign-in required",
                proves: "MOD-IDENTITY-MUSTNOT-3"
            ) { () throws(RemoteError) in
                _ = try api.restorePurchases(userID: anonymousID, platform: "ios", receipts: ["receipt-ok"])
            }
            try expect(env.backend.entitlements[anonymousID] == nil, "an anonymous user was granted an entitlement")

            // In the app: an anonymous user taps buy on a locked premium artwork.
            let flow = ArtworkAccessFlow()
            flow.openArtwork(flow.premium.row.slug)
            flow.tapDownload()
            let urlRequests = flow.env.backend.calls[.downloadURL] ?? 0
            try expect(
                flow.phase == .paywallRequired && flow.tapPurchase() == .accountRequired
                    && flow.env.presentations.isOpen(.accountRequired) && flow.env.appStore.purchaseSheets.isEmpty
                    && (flow.env.backend.calls[.downloadURL] ?? 0) == urlRequests,
                "an anonymous user's buy on a locked premium artwork shows the sign-in-required sheet, with no store sheet and no signed URL requested",
                proves: ["EC-01", "JRN-F01", "FEAT-ID-002", "MOD-MONETISATION-MUST-2"])
            try expect(
                flow.signIn() == .paywallRequired && !flow.env.session.isAnonymous
                    && flow.env.presentations.isOpen(.paywall),
                "after the account upgrade the user is back on the paywall",
                proves: ["EC-01", "JRN-F01", "FEAT-ID-002"])
        }
    }

    /// Entitlements come only from server validation (purchase, restore, family sharing).
    static func entitlementAfterValidation(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-ENTITLEMENT-AFTER-VALIDATION",
            covers: [
                "FEAT-IAP-003", "MOD-MONETISATION-MUST-3", "MOD-MONETISATION-MUST-4", "MOD-MONETISATION-MUSTNOT-1",
                "RULE-V1-NON-GOALS", "EDGE-007", "JRN-F03", "EC-03",
            ],
            title:
                "an entitlement is reflected only after the backend validates the receipt; never granted on the client"
        ) { context throws(RuleFailure) in
            let clientGranted = try context.bool("RULE-ENTITLEMENT-AFTER-VALIDATION", "clientGrantedEntitlements")
            let nonGoals = "RULE-V1-NON-GOALS"
            let v1ClientGranted = try context.bool(nonGoals, "clientGrantedEntitlements")
            let subscriptions = try context.bool(nonGoals, "subscriptions")
            let inAppCurrency = try context.bool(nonGoals, "inAppCurrency")
            let adverts = try context.bool(nonGoals, "adverts")
            let env = EnvironmentFixtures.signedIn()
            let pack = ContentPack(
                id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-premium"])
            env.backend.packs = [pack]
            let entitlements = EntitlementStore()
            let service = PurchaseService(
                session: env.session, api: c.purchaseServer(env.backend), store: env.appStore,
                entitlements: entitlements, analytics: env.analytics)
            env.appStore.nextPurchase = .purchased(receipt: "receipt-forged")
            let validations = env.backend.calls[.validatePurchase] ?? 0
            let outcome = service.purchase(pack)
            try expect(
                (env.backend.calls[.validatePurchase] ?? 0) == validations + 1,
                "the store sheet's receipt is sent to the backend for validation", proves: "MOD-MONETISATION-MUST-3")
            try expect(
                outcome == .failed(.invalidReceipt) && entitlements.owns(packID: pack.id) == clientGranted
                    && entitlements.owns(packID: pack.id) == v1ClientGranted,
                "a receipt the backend rejects leaves the pack locked: no client-granted entitlement",
                proves: ["MOD-MONETISATION-MUST-4", "MOD-MONETISATION-MUSTNOT-1", "FEAT-IAP-003", "EC-03", "JRN-F03"])
            try expect(
                !env.sink.names.contains("purchase_succeeded"),
                "no purchase_succeeded without server validation, whatever the store sheet said",
                proves: ["MOD-MONETISATION-MUST-4", "FEAT-IAP-003"])
            try expect(
                env.sink.events.last?.name == "purchase_failed"
                    && env.sink.events.last?.payload["reason"] == .string("invalid_receipt"),
                "the rejection is logged as purchase_failed with the coarse reason invalid_receipt",
                proves: ["EC-03", "JRN-F03"])
            env.backend.familySharedReceipts["receipt-family"] = pack.productID
            env.appStore.nextPurchase = .purchased(receipt: "receipt-family")
            try expect(
                service.purchase(pack) == .entitled && entitlements.owns(packID: pack.id),
                "a family-shared entitlement returned by server validation is honoured", proves: "EDGE-007")
            try expect(
                env.sink.names.last == "purchase_succeeded", "purchase_succeeded follows the server's validation",
                proves: "FEAT-IAP-003")
            // Non-goals are prohibitions: while the spec rules a kind out, it is never offered.
            let sub = ContentPack(
                id: "sub", productID: "com.ochre.sub", title: "Sub", kind: .subscription, artworkIDs: [])
            let coins = ContentPack(
                id: "coins", productID: "com.ochre.coins", title: "Coins", kind: .consumable, artworkIDs: [])
            let offered = service.offers([pack, sub, coins])
            try expect(
                offered.contains(pack) && (subscriptions || !offered.contains(sub))
                    && (inAppCurrency || !offered.contains(coins)),
                "only content packs are offered: no subscription, no in-app currency",
                proves: ["RULE-V1-NON-GOALS", "MOD-MONETISATION-MUSTNOT-1"])
            if !adverts {
                try PresentationScript.expectNoAdSDKs(env, "through a purchase", proves: ["RULE-V1-NON-GOALS"])
            }
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
                "a store purchase the backend cannot validate fails as store_unavailable",
                proves: ["FEAT-IAP-003", "EC-03", "JRN-F03"])
            try expect(
                !entitlements.owns(packID: pack.id) && service.pendingReceipts[pack.productID] == "receipt-ok",
                "the pack stays locked and the receipt is kept for a retry",
                proves: ["FEAT-IAP-003", "EC-03", "JRN-F03"])
            let failed = env.sink.events[mark...].filter { $0.name == "purchase_failed" }
            try expect(
                failed.count == 1 && failed[failed.startIndex].payload["reason"] == .string("store_unavailable"),
                "purchase_failed is logged once with the coarse reason store_unavailable",
                proves: ["FEAT-OBS-002", "JRN-F03", "FEAT-IAP-003"])
            try expect(
                failed.allSatisfy { Set($0.payload.keys) == ["product_id", "reason"] },
                "purchase_failed carries only product_id and reason, no receipt data", proves: "FEAT-OBS-002")
            env.backend.platformStoreAvailable = true
            let sheets = env.appStore.purchaseSheets.count
            try expect(
                service.retryValidation(pack) == .entitled && entitlements.owns(packID: pack.id)
                    && env.appStore.purchaseSheets.count == sheets,
                "retrying validation unlocks the pack without a second purchase sheet",
                proves: ["FEAT-IAP-003", "EC-03", "JRN-F03"])
            try expect(
                env.sink.names.last == "purchase_succeeded"
                    && env.sink.events.last?.payload["product_id"] == .string(pack.productID),
                "purchase_succeeded (with the product ID) is logged after the server validated",
                proves: ["FEAT-OBS-002", "FEAT-IAP-003"])
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
                "a restore with the store unreachable fails as store_unavailable and unlocks nothing",
                proves: "FEAT-IAP-004")
            env.appStore.isAvailable = true
            env.backend.platformStoreAvailable = false
            try expect(
                service.restore() == .failed(.storeUnavailable) && !entitlements.owns(packID: pack.id),
                "a restore the backend cannot check with the store fails as store_unavailable and unlocks nothing",
                proves: "FEAT-IAP-004")
            env.backend.platformStoreAvailable = true
            var restored = false
            if case .restored = service.restore() { restored = true }
            try expect(
                restored && entitlements.owns(packID: pack.id),
                "retrying the restore restores the existing entitlement",
                proves: ["FEAT-IAP-004", "JRN-A05"])
            // Nothing to restore: the no-purchases message.
            guard let (other, _, otherService, otherEntitlements) = PurchaseFixtures.shop(c) else {
                throw RuleFailure("set-up failed")
            }
            other.appStore.restorableReceipts = []
            try expect(
                otherService.restore() == .noPurchases && otherEntitlements.entitlements.isEmpty,
                "a restore with nothing bought answers no purchases and unlocks nothing",
                proves: ["FEAT-IAP-004", "JRN-A05"])
        }
    }

    /// FEAT-API-004 / FEAT-DATA-005: endpoints and rows of purchase and entitlement, through a retryable failure.
    static func purchaseInfrastructure(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "FEAT-API-004", covers: ["FEAT-API-004", "FEAT-DATA-005"], proves: [.success, .recovery, .observability],
            title:
                "purchase endpoints and rows: a retryable validation error keeps the receipt cached and is logged (purchase_failed); the retry writes the entitlement and receipt rows"
        ) { () throws(RuleFailure) in
            guard let (env, pack, service, entitlements) = PurchaseFixtures.shop(c), let user = env.session.userID
            else { throw RuleFailure("set-up failed") }
            env.appStore.nextPurchase = .purchased(receipt: "receipt-ok")
            env.backend.inject(.server, on: .validatePurchase)
            try expect(
                service.purchase(pack) == .failed(.unknown),
                "a retryable validate-purchase error fails the purchase", proves: "FEAT-API-004")
            try expect(
                service.pendingReceipts[pack.productID] == "receipt-ok",
                "the secure receipt cache keeps the unvalidated receipt", proves: "FEAT-DATA-005")
            try expect(
                env.sink.names.last == "purchase_failed" && env.backend.entitlements[user, default: []].isEmpty,
                "the failure is logged as purchase_failed and no entitlement row is written",
                proves: ["FEAT-API-004", "FEAT-DATA-005"])
            try expect(service.retryValidation(pack) == .entitled, "the retry validates", proves: "FEAT-API-004")
            try expect(
                env.backend.entitlements[user] == [Entitlement(packID: pack.id, source: .purchase)],
                "the validation writes the entitlements row (source purchase)", proves: "FEAT-DATA-005")
            try expect(
                env.backend.purchaseReceipts.map { "\($0.userID) \($0.platform) \($0.productID) \($0.source)" } == [
                    "\(user) ios \(pack.productID) purchase"
                ], "the validation writes one purchase_receipts row (user, platform, product, source)",
                proves: "FEAT-DATA-005")
            try expect(
                service.pendingReceipts.isEmpty && env.sink.names.last == "purchase_succeeded",
                "the receipt cache is cleared and purchase_succeeded logged", proves: ["FEAT-DATA-005", "FEAT-API-004"])
            try expect(
                service.refreshEntitlements() && entitlements.owns(packID: pack.id),
                "GET /entitlements reflects the new row", proves: "FEAT-API-004")
            let receipts = env.sink.events.flatMap { $0.payload.values }.filter {
                if case .string(let s) = $0 { return s.contains("receipt-") } else { return false }
            }
            try expect(receipts.isEmpty, "no receipt data reaches analytics", proves: "FEAT-API-004")
        }
    }
}
