import Conformance
import OchreSoul

/// Contract checks of §7.6 that prove a contract rather than one module's rule: the read endpoints, the purchase
/// endpoints and store webhook, the `oands` commands and the local file formats. Each calls the implementation's
/// endpoint, command or codec and asserts the contract's success output and its error outputs.
enum ContractChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [
            getArtworks, getArtwork, getCategories, getPacks, getPack, getEntitlements, getProgress,
            validatePurchase(c),
            restorePurchases(c), storeNotification, unpublish(c), manifest, regionPayload, profilePreferences,
        ]
    }

    /// A signed-in backend with one published and one draft artwork.
    static func catalogue() -> (env: AppEnvironment, user: String, published: SampleArtwork, draft: SampleArtwork)? {
        let env = EnvironmentFixtures.signedIn()
        guard let user = env.session.userID else { return nil }
        let published = SampleArtwork.make(
            id: "art-pub", slug: "pub", premium: true, packID: "pack-1", themes: ["coastal"])
        let draft = SampleArtwork.make(
            id: "art-draft", slug: "draft", premium: true, packID: "pack-1", themes: ["desert"], published: false)
        env.backend.addArtwork(published.row, files: published.files)
        env.backend.addArtwork(draft.row, files: draft.files)
        env.backend.packs = [
            ContentPack(
                id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-pub", "art-draft"]),
            ContentPack(id: "sub-1", productID: "com.ochre.sub", title: "Sub", kind: .subscription, artworkIDs: []),
        ]
        return (env, user, published, draft)
    }
}
