import Conformance
import OchreSoul

/// A signed-in buyer and what they can buy: a shop selling one content pack, a premium artwork.
enum PurchaseFixtures {
    /// A signed-in environment selling one content pack whose receipt `receipt-ok` the store confirms.
    static func shop(_ c: OchreSoulComponents) -> (
        env: AppEnvironment, pack: ContentPack, service: PurchaseService, entitlements: EntitlementStore
    )? {
        let env = EnvironmentFixtures.signedIn()
        guard env.session.userID != nil else { return nil }
        let pack = ContentPack(
            id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-premium"])
        env.backend.packs = [pack]
        env.backend.validReceipts["receipt-ok"] = pack.productID
        let entitlements = EntitlementStore()
        let service = PurchaseService(
            session: env.session, api: c.purchaseServer(env.backend), store: env.appStore, entitlements: entitlements,
            analytics: env.analytics)
        return (env, pack, service, entitlements)
    }

    /// A signed-in environment with a premium artwork in `pack-1`, optionally entitled server-side.
    static func premium(entitled: Bool, columns: Int = 4, rows: Int = 3) -> (
        env: AppEnvironment, sample: SampleArtwork
    )? {
        let env = EnvironmentFixtures.signedIn()
        guard let user = env.session.userID, !env.session.isAnonymous else { return nil }
        let sample = SampleArtwork.make(
            id: "art-premium", slug: "premium-art", columns: columns, rows: rows, premium: true, packID: "pack-1")
        env.backend.addArtwork(sample.row, files: sample.files)
        if entitled { env.backend.grant("pack-1", to: user) }
        return (env, sample)
    }
}
