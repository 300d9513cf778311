import Testing

@testable import OchreSoul

@Suite("Monetisation")
struct MonetisationTests {
    @Test("the paywall offers content packs only")
    func packsOnly() {
        let world = TestWorld()
        let sub = ContentPack(
            id: "sub", productID: "com.ochre.sub", title: "Monthly", kind: .subscription, artworkIDs: [])
        let coins = ContentPack(
            id: "coins", productID: "com.ochre.coins", title: "Coins", kind: .consumable, artworkIDs: [])
        #expect(world.env.purchases.offers([sub, world.pack, coins]).map(\.id) == ["pack-1"])
        world.signUp()
        #expect(world.env.purchases.purchase(sub) == .notOffered)
    }

    @Test("entitlement appears only after server validation; purchase_succeeded follows validation")
    func validatedPurchase() {
        let world = TestWorld()
        world.signUp()
        world.env.appStore.nextPurchase = .purchased(receipt: "good")
        world.env.backend.validReceipts["good"] = world.pack.productID
        #expect(world.env.purchases.purchase(world.pack) == .entitled)
        #expect(world.env.entitlements.owns(packID: "pack-1"))
        #expect(world.env.sink.names == ["purchase_started", "purchase_succeeded"])
        #expect(world.env.downloadJob(for: world.premium.row).run() == .cached)
    }

    @Test("JRN-P04 steps 4-5: starting a purchase opens the sheet (purchase_started); only an open sheet completes")
    func purchaseInTwoSteps() {
        let world = TestWorld()
        #expect(
            world.env.purchases.startPurchase(world.pack) == .accountRequired, "an anonymous user reached the sheet")
        #expect(world.env.purchases.completePurchase(world.pack) == nil, "a purchase completed without an open sheet")
        #expect(world.env.sink.names.isEmpty)
        world.signUp()
        world.env.appStore.nextPurchase = .purchased(receipt: "good")
        world.env.backend.validReceipts["good"] = world.pack.productID
        #expect(world.env.purchases.startPurchase(world.pack) == .sheetPresented)
        #expect(world.env.purchases.isPurchaseInFlight(world.pack))
        #expect(world.env.sink.names == ["purchase_started"])
        #expect(
            !world.env.entitlements.owns(packID: "pack-1"),
            "entitled before the sheet finished and the server validated")
        #expect(world.env.purchases.completePurchase(world.pack) == .entitled)
        #expect(!world.env.purchases.isPurchaseInFlight(world.pack))
        #expect(world.env.purchases.completePurchase(world.pack) == nil, "the same sheet completed twice")
        #expect(world.env.sink.names == ["purchase_started", "purchase_succeeded"])
    }

    @Test("receipt validation failure keeps the artwork locked and emits a coarse purchase_failed without receipt data")
    func validationFailure() {
        let world = TestWorld()
        world.signUp()
        world.env.appStore.nextPurchase = .purchased(receipt: "forged-receipt")
        #expect(world.env.purchases.purchase(world.pack) == .failed(.invalidReceipt))
        #expect(!world.env.entitlements.owns(packID: "pack-1"))
        #expect(!world.env.sink.names.contains("purchase_succeeded"))
        let failed = world.env.sink.events.last
        #expect(
            failed
                == AnalyticsEvent(
                    name: "purchase_failed",
                    payload: ["product_id": .string("com.ochre.pack1"), "reason": .string("invalid_receipt")]))
        #expect(!world.env.sink.events.contains { $0.payload.values.contains(.string("forged-receipt")) })
        #expect(world.env.backend.failedValidationAudit == ["invalid_receipt"])
    }

    @Test("a validation network failure can be retried without buying again")
    func retryValidation() {
        let world = TestWorld()
        world.signUp()
        world.env.appStore.nextPurchase = .purchased(receipt: "good")
        world.env.backend.validReceipts["good"] = world.pack.productID
        world.env.backend.inject(.network, on: .validatePurchase)
        #expect(world.env.purchases.purchase(world.pack) == .failed(.network))
        #expect(!world.env.entitlements.owns(packID: "pack-1"))
        #expect(world.env.purchases.retryValidation(world.pack) == .entitled)
        #expect(world.env.appStore.purchaseSheets.count == 1)
    }

    @Test("cancelled and store-unavailable purchases fail with coarse reasons")
    func storeFailures() {
        let world = TestWorld()
        world.signUp()
        world.env.appStore.nextPurchase = .cancelled
        #expect(world.env.purchases.purchase(world.pack) == .failed(.cancelled))
        world.env.appStore.isAvailable = false
        #expect(world.env.purchases.purchase(world.pack) == .failed(.storeUnavailable))
        #expect(world.env.purchases.restore() == .failed(.storeUnavailable))
    }

    @Test("family-shared entitlements are honoured when the server returns them")
    func familySharing() {
        let world = TestWorld()
        world.signUp()
        world.env.appStore.restorableReceipts = ["family"]
        world.env.backend.familySharedReceipts["family"] = world.pack.productID
        #expect(world.env.purchases.restore() == .restored([Entitlement(packID: "pack-1", source: .familyShared)]))
        #expect(world.env.entitlements.owns(packID: "pack-1"))
    }

    @Test("restore with no purchases says so and grants nothing")
    func restoreNothing() {
        let world = TestWorld()
        world.signUp()
        world.env.appStore.restorableReceipts = ["unknown"]
        #expect(world.env.purchases.restore() == .noPurchases)
        #expect(world.env.entitlements.entitlements.isEmpty)
    }

    @Test("child mode routes purchase and restore to the parental gate")
    func childModeGate() {
        let world = TestWorld()
        world.signUp()
        world.env.settings.load(Profile(id: world.env.session.userID ?? "", culturalThemes: ["coastal"]))
        world.env.settings.setChildMode(true)
        world.env.appStore.nextPurchase = .purchased(receipt: "good")
        #expect(world.env.purchases.purchase(world.pack) == .parentalGate)
        #expect(world.env.settings.restriction(for: .purchase) != nil)
        #expect(world.env.appStore.purchaseSheets.isEmpty)
    }
}
