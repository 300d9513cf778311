import Conformance
import OchreSoul

/// The purchase endpoints and the store webhook of §7.6.2.
extension ContractChecks {
    static func validatePurchase(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "API-VALIDATE-PURCHASE", covers: ["API-VALIDATE-PURCHASE"],
            title:
                "POST /functions/validate-purchase returns the active entitlement with a receipt audit record; invalid receipt, store unavailable, product mismatch and retryable errors grant nothing"
        ) { () throws(RuleFailure) in
            guard let (env, pack, _, _) = PurchaseFixtures.shop(c), let user = env.session.userID else {
                throw RuleFailure("set-up failed")
            }
            let api = c.purchaseServer(env.backend)
            func validate(_ product: String, _ receipt: String) -> RemoteError? {
                RemoteCall.error { () throws(RemoteError) in
                    _ = try api.validatePurchase(userID: user, platform: "ios", productID: product, receipt: receipt)
                }
            }
            try expect(
                validate(pack.productID, "receipt-forged") == .rejected("invalid_receipt"),
                "an invalid receipt was not refused as invalid_receipt")
            try expect(
                validate("com.ochre.other", "receipt-ok") == .rejected("product_mismatch"),
                "a product mismatch was not refused")
            env.backend.platformStoreAvailable = false
            try expect(
                validate(pack.productID, "receipt-ok") == .rejected("store_unavailable"),
                "an unreachable store was not reported as store_unavailable")
            env.backend.platformStoreAvailable = true
            env.backend.inject(.server, on: .validatePurchase)
            try expect(validate(pack.productID, "receipt-ok") == .server, "a retryable backend error was not surfaced")
            try expect(
                env.backend.entitlements[user, default: []].isEmpty && env.backend.purchaseReceipts.isEmpty,
                "a failed validation granted or recorded a purchase")
            try expect(
                env.backend.failedValidationAudit == ["invalid_receipt", "product_mismatch", "store_unavailable"],
                "failed validations were not audited: \(env.backend.failedValidationAudit)")
            let rows =
                (try? api.validatePurchase(
                    userID: user, platform: "ios", productID: pack.productID, receipt: "receipt-ok")) ?? []
            try expect(
                rows == [Entitlement(packID: pack.id, source: .purchase)],
                "validation did not return the active entitlement: \(rows)")
            try expect(
                env.backend.purchaseReceipts.map(\.productID) == [pack.productID], "no receipt audit record was written"
            )
        }
    }

    static func restorePurchases(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "API-RESTORE-PURCHASES", covers: ["API-RESTORE-PURCHASES"],
            title:
                "POST /functions/restore-purchases reconciles entitlements; anonymous user, no purchases and store unavailable are reported"
        ) { () throws(RuleFailure) in
            guard let (env, pack, service, entitlements) = PurchaseFixtures.shop(c), let user = env.session.userID
            else { throw RuleFailure("set-up failed") }
            let api = c.purchaseServer(env.backend)
            try expect(
                (try? api.restorePurchases(userID: user, platform: "ios", receipts: [])) == [],
                "a user without purchases got entitlements")
            env.appStore.restorableReceipts = []
            try expect(service.restore() == .noPurchases, "no purchases was not reported as such")
            env.backend.platformStoreAvailable = false
            try expect(
                RemoteCall.error { () throws(RemoteError) in
                    _ = try api.restorePurchases(userID: user, platform: "ios", receipts: ["receipt-ok"])
                } == .rejected("store_unavailable"), "an unreachable store was not reported")
            env.backend.platformStoreAvailable = true
            let anonymous = EnvironmentFixtures.launched()
            guard let anonymousID = anonymous.session.userID else { throw RuleFailure("no anonymous session") }
            try expect(
                RemoteCall.error { () throws(RemoteError) in
                    _ = try anonymous.backend.restorePurchases(userID: anonymousID, platform: "ios", receipts: [])
                } == .signInRequired, "an anonymous user could restore")
            let rows =
                (try? api.restorePurchases(userID: user, platform: "ios", receipts: ["receipt-ok", "receipt-unknown"]))
                ?? []
            try expect(
                rows == [Entitlement(packID: pack.id, source: .restore)],
                "restore did not reconcile the entitlement: \(rows)")
            env.appStore.restorableReceipts = ["receipt-ok"]
            try expect(
                service.restore() == .restored(rows) && entitlements.owns(packID: pack.id),
                "the client did not reflect the reconciled entitlements")
        }
    }

    static let storeNotification = RuleCheck.expecting(
        "API-STORE-NOTIFICATION", covers: ["API-STORE-NOTIFICATION"],
        title:
            "POST /functions/store-notification applies a signed store notification; a bad signature or payload is rejected and changes nothing"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let secret = env.backend.storeNotificationSecret
        func note(_ kind: StoreNotification.Kind, product: String = "com.ochre.pack1", signedWith key: String)
            -> StoreNotification
        {
            StoreNotification(
                platform: "ios", kind: kind, userID: user, productID: product,
                signature: StoreNotification.sign(
                    platform: "ios", kind: kind, userID: user, productID: product, secret: key))
        }
        try expect(
            RemoteCall.error { () throws(RemoteError) in
                try env.backend.storeNotification(note(.purchased, signedWith: "forged"))
            } == .rejected("validation_failed"), "a forged signature was accepted")
        try expect(env.backend.entitlements[user, default: []].isEmpty, "a rejected notification changed entitlements")
        try expect(
            RemoteCall.error { () throws(RemoteError) in
                try env.backend.storeNotification(note(.purchased, product: "com.unknown", signedWith: secret))
            } == .rejected("validation_failed"), "an unknown product was accepted")
        try expect(
            RemoteCall.error { () throws(RemoteError) in
                try env.backend.storeNotification(note(.purchased, signedWith: secret))
            } == nil, "a valid notification was refused")
        try expect(
            (try? env.backend.fetchEntitlements(userID: user))?.map(\.packID) == ["pack-1"]
                && env.backend.purchaseReceipts.count == 1,
            "a purchase notification did not update receipt and entitlement state")
        try expect(
            RemoteCall.error { () throws(RemoteError) in
                try env.backend.storeNotification(note(.refunded, signedWith: secret))
            } == nil, "a valid refund was refused")
        try expect((try? env.backend.fetchEntitlements(userID: user)) == [], "a refund did not end the entitlement")
    }
}
