import Conformance
import OchreSoul

/// Contract checks of §7.6.2 (read endpoints, purchase endpoints, store webhook) and §7.6.3 (unpublish): each
/// calls the implementation's endpoint or command and asserts the contract's success output and its error outputs.
enum CoverageBContractChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [getArtworks, getArtwork, getCategories, getPacks, getPack, getEntitlements, getProgress, storeNotification, unpublish(c)]
            + CoverageBPurchaseContractChecks.all(c) + CoverageBLocalContractChecks.all
    }

    /// A signed-in backend with one published and one draft artwork.
    static func catalogue() -> (env: AppEnvironment, user: String, published: SampleArtwork, draft: SampleArtwork)? {
        let env = RuleFixtures.signedIn()
        guard let user = env.session.userID else { return nil }
        let published = SampleArtwork.make(id: "art-pub", slug: "pub", premium: true, packID: "pack-1", themes: ["coastal"])
        let draft = SampleArtwork.make(id: "art-draft", slug: "draft", premium: true, packID: "pack-1", themes: ["desert"], published: false)
        env.backend.addArtwork(published.row, files: published.files)
        env.backend.addArtwork(draft.row, files: draft.files)
        env.backend.packs = [
            ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-pub", "art-draft"]),
            ContentPack(id: "sub-1", productID: "com.ochre.sub", title: "Sub", kind: .subscription, artworkIDs: []),
        ]
        return (env, user, published, draft)
    }

    static let getArtworks = RuleCheck.expecting(
        "API-GET-ARTWORKS", covers: ["API-GET-ARTWORKS"],
        title: "GET /artworks returns RLS-filtered published rows; auth/session error without a session; an empty published set is empty"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let rows = (try? env.backend.fetchArtworks(userID: user, role: "admin")) ?? []
        try expect(rows.map(\.slug) == ["pub"], "a normal user (claiming admin) got \(rows.map(\.slug)), not the published rows only")
        let signedOut = RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchArtworks(userID: nil, role: "user") }
        try expect(signedOut == .unauthorised, "GET /artworks without a session gave \(String(describing: signedOut)), not an auth/session error")
        try expect((try? env.backend.fetchArtworks(userID: "user-unknown", role: "user")) == nil, "an unknown session read the catalogue")
        env.backend.catalogue = env.backend.catalogue.filter { !$0.isPublished }
        try expect((try? env.backend.fetchArtworks(userID: user, role: "user")) == [], "an empty published set was not an empty result")
    }

    static let getArtwork = RuleCheck.expecting(
        "API-GET-ARTWORK", covers: ["API-GET-ARTWORK"],
        title: "GET /artworks/{slug} returns the published row, drafts only to permitted roles; not found otherwise"
    ) { () throws(RuleFailure) in
        guard let (env, user, published, _) = catalogue() else { throw RuleFailure("set-up failed") }
        try expect((try? env.backend.fetchArtwork(slug: "pub", userID: user, role: "user")) == published.row, "the published detail row was not returned")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchArtwork(slug: "draft", userID: user, role: "admin") } == .notFound, "a draft reached a normal user")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchArtwork(slug: "nope", userID: user, role: "user") } == .notFound, "an unknown slug was not 404")
        let reviewer = env.backend.createAccount(credential: "reviewer@example.com", role: "reviewer")
        try expect((try? env.backend.fetchArtwork(slug: "draft", userID: reviewer, role: "reviewer"))?.slug == "draft", "a reviewer cannot open the draft")
    }

    static let getCategories = RuleCheck.expecting(
        "API-GET-ARTWORK-CATEGORIES", covers: ["API-GET-ARTWORK-CATEGORIES"],
        title: "GET /artwork_categories returns category rows of published artwork; auth/session error without a session"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let rows = (try? env.backend.fetchArtworkCategories(userID: user)) ?? []
        try expect(rows.map(\.slug) == ["coastal"] && rows.map(\.artworkCount) == [1], "category rows \(rows) are not those of published artwork")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchArtworkCategories(userID: nil) } == .unauthorised, "categories answered without a session")
    }

    static let getPacks = RuleCheck.expecting(
        "API-GET-CONTENT-PACKS", covers: ["API-GET-CONTENT-PACKS"],
        title: "GET /content_packs returns published packs with ownership context; auth/session error without a session"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let before = (try? env.backend.fetchContentPacks(userID: user)) ?? []
        try expect(before.map(\.pack.id) == ["pack-1"] && before.allSatisfy { !$0.owned }, "pack rows \(before) are not the content packs, unowned")
        env.backend.grant("pack-1", to: user)
        try expect((try? env.backend.fetchContentPacks(userID: user))?.first?.owned == true, "ownership context does not show the granted pack")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchContentPacks(userID: nil) } == .unauthorised, "packs answered without a session")
    }

    static let getPack = RuleCheck.expecting(
        "API-GET-CONTENT-PACK", covers: ["API-GET-CONTENT-PACK"],
        title: "GET /content_packs/{slug} returns pack detail and RLS-filtered artwork membership; not found otherwise"
    ) { () throws(RuleFailure) in
        guard let (env, user, published, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let detail = try? env.backend.fetchContentPack(slug: "pack-1", userID: user)
        try expect(detail?.pack.id == "pack-1" && detail?.artworks == [published.row], "pack detail \(String(describing: detail)) is not the pack with its published members")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchContentPack(slug: "missing", userID: user) } == .notFound, "an unknown pack was not 404")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchContentPack(slug: "sub-1", userID: user) } == .notFound, "a subscription product was served as a pack")
    }

    static let getEntitlements = RuleCheck.expecting(
        "API-GET-ENTITLEMENTS", covers: ["API-GET-ENTITLEMENTS"],
        title: "GET /entitlements returns the caller's active entitlements only; auth/session error for an unknown session"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let other = env.backend.createAccount(credential: "other@example.com")
        env.backend.grant("pack-1", to: other)
        try expect((try? env.backend.fetchEntitlements(userID: user)) == [], "another user's entitlement leaked")
        env.backend.grant("pack-1", to: user, source: .restore)
        try expect((try? env.backend.fetchEntitlements(userID: user)) == [Entitlement(packID: "pack-1", source: .restore)], "the active entitlement was not returned")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchEntitlements(userID: "user-unknown") } == .unauthorised, "an unknown session read entitlements")
    }

    static let getProgress = RuleCheck.expecting(
        "API-GET-PROGRESS", covers: ["API-GET-PROGRESS"],
        title: "GET /user_artwork_progress returns user-owned rows only; auth/session error for an unknown session"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let mine = ProgressBitset(regionCount: 4), theirs = ProgressBitset(regionCount: 4)
        let other = env.backend.createAccount(credential: "other@example.com")
        env.backend.seedProgress(ServerProgressRow(artworkID: "art-pub", artworkVersion: 1, completedRegions: mine, lastSelectedColourID: 1), for: user)
        env.backend.seedProgress(ServerProgressRow(artworkID: "art-other", artworkVersion: 1, completedRegions: theirs, lastSelectedColourID: 2), for: other)
        let rows = (try? env.backend.fetchProgress(userID: user)) ?? []
        try expect(rows.map(\.artworkID) == ["art-pub"], "progress rows \(rows.map(\.artworkID)) are not the caller's own")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.fetchProgress(userID: "user-unknown") } == .unauthorised, "an unknown session read progress")
    }

    static let storeNotification = RuleCheck.expecting(
        "API-STORE-NOTIFICATION", covers: ["API-STORE-NOTIFICATION"],
        title: "POST /functions/store-notification applies a signed store notification; a bad signature or payload is rejected and changes nothing"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let secret = env.backend.storeNotificationSecret
        func note(_ kind: StoreNotification.Kind, product: String = "com.ochre.pack1", signedWith key: String) -> StoreNotification {
            StoreNotification(platform: "ios", kind: kind, userID: user, productID: product, signature: StoreNotification.sign(platform: "ios", kind: kind, userID: user, productID: product, secret: key))
        }
        try expect(RuleCheckSupport.error { () throws(RemoteError) in try env.backend.storeNotification(note(.purchased, signedWith: "forged")) } == .rejected("validation_failed"), "a forged signature was accepted")
        try expect(env.backend.entitlements[user, default: []].isEmpty, "a rejected notification changed entitlements")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in try env.backend.storeNotification(note(.purchased, product: "com.unknown", signedWith: secret)) } == .rejected("validation_failed"), "an unknown product was accepted")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in try env.backend.storeNotification(note(.purchased, signedWith: secret)) } == nil, "a valid notification was refused")
        try expect((try? env.backend.fetchEntitlements(userID: user))?.map(\.packID) == ["pack-1"] && env.backend.purchaseReceipts.count == 1, "a purchase notification did not update receipt and entitlement state")
        try expect(RuleCheckSupport.error { () throws(RemoteError) in try env.backend.storeNotification(note(.refunded, signedWith: secret)) } == nil, "a valid refund was refused")
        try expect((try? env.backend.fetchEntitlements(userID: user)) == [], "a refund did not end the entitlement")
    }

    /// `oands artwork unpublish`: confirmation on success; on failure the reason is recorded and storage is kept.
    static func unpublish(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "CLI-ARTWORK-UNPUBLISH", covers: ["CLI-ARTWORK-UNPUBLISH"],
            title: "oands artwork unpublish confirms is_published = false; a failure records its reason; storage objects are never deleted"
        ) { () throws(RuleFailure) in
            guard let (env, cli, slug) = CoverageBFixtures.publishedRecord(c) else { throw RuleFailure("set-up could not publish the artwork") }
            let storage = env.backend.bundles
            let denied = cli.run(["artwork", "unpublish", "--slug", slug, "--reason", "artist request", "--admin-token", "expired"])
            try expect(denied.exitCode != 0, "unpublish with a rejected admin token succeeded")
            try expect(cli.workflows[slug]?.failureLog.contains { $0.hasPrefix("unpublish failed") } == true, "the failure reason was not recorded")
            try expect(cli.workflows[slug]?.state == .published && env.backend.catalogue.first { $0.slug == slug }?.isPublished == true, "a failed unpublish changed visibility")
            try expect(cli.run(["artwork", "unpublish", "--slug", slug, "--admin-token", "admin-session"]).exitCode == OandsCLI.usage, "unpublish without a reason was not a usage error")
            let done = cli.run(["artwork", "unpublish", "--slug", slug, "--reason", "artist request", "--admin-token", "admin-session"])
            try expect(done.exitCode == 0 && done.stdout.contains("is_published = false"), "unpublish did not confirm is_published = false: \(done.stderr)")
            try expect(env.backend.catalogue.first { $0.slug == slug }?.isPublished == false, "the catalogue row is still published")
            try expect(env.backend.bundles == storage, "unpublish deleted storage objects")
        }
    }
}
