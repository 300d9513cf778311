import Conformance
import Foundation
import OchreSoul

/// What is sold and how: content packs only, the pack catalogue, a paywall without pressure.
extension MonetisationChecks {
    /// MOD-MONETISATION-MUST-1: the paywall offers content packs only; any other product kind is neither shown nor sold.
    static let packsOnly = RuleCheck.expecting(
        "MOD-MONETISATION-MUST-1", covers: ["FEAT-IAP-001"],
        title: "the paywall shows content packs only; subscriptions and consumables are not offered, sold or validated"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.signedIn()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [])
        let subscription = ContentPack(
            id: "sub-1", productID: "com.ochre.monthly", title: "Monthly", kind: .subscription, artworkIDs: [])
        let coins = ContentPack(
            id: "coins-1", productID: "com.ochre.coins", title: "Coins", kind: .consumable, artworkIDs: [])
        env.backend.packs = [subscription, pack, coins]
        let shown = env.purchases.offers((try? env.backend.fetchContentPacks()) ?? [])
        try expectEqual(
            shown.map(\.id), ["pack-1"], "what the paywall offers from a catalogue with a subscription and coins",
            proves: "FEAT-IAP-001")
        let mark = env.sink.events.count
        for product in [subscription, coins] {
            try expect(env.purchases.purchase(product) == .notOffered, "\(product.kind.rawValue) was sold")
        }
        try expect(
            env.appStore.purchaseSheets.isEmpty && env.sink.events.count == mark,
            "a non-pack product reached the store sheet or analytics")
        try expectError(
            RemoteError.rejected("product_mismatch"), "validate-purchase refuses a subscription as a product mismatch",
            proves: "MOD-MONETISATION-MUST-1"
        ) { () throws(RemoteError) in
            _ = try env.backend.validatePurchase(
                userID: user, platform: "ios", productID: subscription.productID, receipt: "r")
        }
        try expect(env.backend.entitlements[user] == nil, "the backend validated a non-pack product")
    }

    /// FEAT-IAP-001: the pack catalogue lists content packs only, each with the premium badge and an unlock (or
    /// owned) action; when the catalogue or the store cannot be reached the packs stay listed with their badges but
    /// unlock is disabled with a retry, and the retry restores it (assumption in the feature's notes).
    static func packCatalogue(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-IAP-001", covers: ["FEAT-IAP-001"], proves: [.success, .recovery],
            title:
                "the pack catalogue keeps packs and badges but disables unlock while the catalogue or store is unreachable, and a retry restores unlock"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.signedIn()
            guard let user = env.session.userID else { throw RuleFailure("no session") }
            let one = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [])
            let two = ContentPack(id: "pack-2", productID: "com.ochre.pack2", title: "Pack two", artworkIDs: [])
            env.backend.packs = [
                two,
                ContentPack(
                    id: "sub-1", productID: "com.ochre.monthly", title: "Monthly", kind: .subscription, artworkIDs: []),
                one,
            ]
            env.backend.grant("pack-2", to: user)
            _ = env.purchases.refreshEntitlements()
            let catalogue = PackCatalogue(
                api: c.catalogueServer(env.backend), purchases: env.purchases, store: env.appStore, crashes: env.crashes
            )
            let mark = ObservedFlow.mark(env)
            func expectListed(_ view: PackCatalogueView, unlock: PackAction, _ label: String) throws(RuleFailure) {
                let shown = view.entries.map { "\($0.pack.id):\($0.premiumBadge):\($0.action.rawValue)" }
                try expect(
                    shown == ["pack-1:true:\(unlock.rawValue)", "pack-2:true:owned"],
                    "\(label), the catalogue lists the content packs only, each with the premium badge; pack-1 \(unlock.rawValue), the owned pack-2 owned",
                    proves: "FEAT-IAP-001")
            }
            var view = catalogue.load()
            try expectListed(view, unlock: .unlock, "online")
            try expect(!view.stale && view.problem == nil, "the online catalogue reports a problem")

            env.backend.inject(.server, on: .fetchContentPacks)
            view = catalogue.load()
            try expectListed(view, unlock: .retry, "catalogue unreachable")
            try expect(
                view.stale && view.problem == .catalogueUnavailable,
                "with the catalogue unreachable, the cached list stays, marked stale", proves: "FEAT-IAP-001")
            try expect(
                catalogue.tapUnlock(packID: "pack-1") == nil && env.appStore.purchaseSheets.isEmpty,
                "with the catalogue unreachable, unlock starts no purchase", proves: "FEAT-IAP-001")
            env.appStore.isAvailable = false
            view = catalogue.load()
            try expectListed(view, unlock: .retry, "store unreachable")
            try expect(
                view.problem == .storeUnavailable && catalogue.tapUnlock(packID: "pack-1") == nil,
                "with the store unreachable, unlock is disabled", proves: "FEAT-IAP-001")

            env.appStore.isAvailable = true
            view = catalogue.load()
            try expectListed(view, unlock: .unlock, "after the retry")
            try expect(!view.stale && view.problem == nil, "the retry did not clear the problem")
            try expect(
                catalogue.tapUnlock(packID: "pack-1") == .sheetPresented
                    && EmittedEvents.named("purchase_started", in: env, since: mark.events.count).count == 1,
                "after the retry, unlock starts the purchase (purchase_started)", proves: "FEAT-IAP-001")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-IAP-001"])
            try ObservedFlow.expectSignals(
                env, since: mark,
                [
                    (area: "monetisation", reason: "pack_catalogue_unavailable"),
                    (area: "monetisation", reason: "store_unavailable"),
                ], proves: ["FEAT-IAP-001"])
            // The app composes the same module over its backend and store.
            env.backend.packs = [one]
            try expect(
                env.packCatalogue.load().entries.map(\.pack.id) == ["pack-1"],
                "the app's own pack catalogue (env.packCatalogue) lists the backend's content packs",
                proves: "FEAT-IAP-001")
        }
    }

    /// The paywall carries no timer, countdown or offer expiry: it is the same whenever it opens, and it opens
    /// alone (no interstitial with it).
    static func paywall(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-MONETISATION-MUSTNOT-2",
            covers: ["MOD-MONETISATION-MUSTNOT-2", "MOD-XC-MUSTNOT-1", "MOD-XC-MUSTNOT-5"], proves: [],
            title: "the paywall is the same whenever it opens and carries no countdown or expiry"
        ) { () throws(RuleFailure) in
            let flow = ArtworkAccessFlow()
            flow.openArtwork(flow.premium.row.slug)
            var shown: [Presentation] = []
            for gap in [0, 47 * PresentationScript.minute, PresentationScript.day - 1, 3 * PresentationScript.day] {
                flow.env.clock.advance(millis: gap)
                let mark = flow.env.presentations.history.count
                c.presentationSeam.unlock(flow)
                let opened = flow.env.presentations.since(mark).filter { $0.kind != .screen }.map(\.surface)
                try expect(
                    !opened.isEmpty && opened.allSatisfy { $0 == ProductSurface.paywall.rawValue },
                    "unlock opens the paywall alone, with no interstitial", proves: ["MOD-XC-MUSTNOT-5"],
                    detail: "unlock presented \(opened)")
                guard let current = flow.env.presentations.open.last else {
                    throw RuleFailure("no paywall open after unlock")
                }
                shown.append(current)
                flow.dismissPaywall()
            }
            try expect(
                shown.count == 4 && Set(shown.map(\.elements)).count == 1,
                "the paywall is identical whenever it opens (now, 47 minutes, a day and three days later): no countdown",
                proves: ["MOD-MONETISATION-MUSTNOT-2", "MOD-XC-MUSTNOT-1"],
                detail: "the paywall changed with time: \(shown.map(\.elements))")
            try PresentationScript.expectNoBannedTerms(
                shown, "paywalls", proves: ["MOD-MONETISATION-MUSTNOT-2", "MOD-XC-MUSTNOT-1"])
        }
    }
}
