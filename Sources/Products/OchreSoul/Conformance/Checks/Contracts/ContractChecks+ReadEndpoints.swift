import Conformance
import OchreSoul

/// The read endpoints of §7.6.2.
extension ContractChecks {
    static let getArtworks = RuleCheck.expecting(
        "API-GET-ARTWORKS", covers: ["API-GET-ARTWORKS"],
        title:
            "GET /artworks returns RLS-filtered published rows; auth/session error without a session; an empty published set is empty"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let rows = (try? env.backend.fetchArtworks(userID: user, role: "admin")) ?? []
        try expect(
            rows.map(\.slug) == ["pub"],
            "a normal user (claiming admin) got \(rows.map(\.slug)), not the published rows only")
        let signedOut = RemoteCall.error { () throws(RemoteError) in
            _ = try env.backend.fetchArtworks(userID: nil, role: "user")
        }
        try expect(
            signedOut == .unauthorised,
            "GET /artworks without a session gave \(String(describing: signedOut)), not an auth/session error")
        try expectError(
            RemoteError.unauthorised, "GET /artworks refuses an unknown session with the auth/session error",
            proves: "API-GET-ARTWORKS"
        ) { () throws(RemoteError) in
            _ = try env.backend.fetchArtworks(userID: "user-unknown", role: "user")
        }
        env.backend.catalogue = env.backend.catalogue.filter { !$0.isPublished }
        try expect(
            (try? env.backend.fetchArtworks(userID: user, role: "user")) == [],
            "an empty published set was not an empty result")
    }

    static let getArtwork = RuleCheck.expecting(
        "API-GET-ARTWORK", covers: ["API-GET-ARTWORK"],
        title: "GET /artworks/{slug} returns the published row, drafts only to permitted roles; not found otherwise"
    ) { () throws(RuleFailure) in
        guard let (env, user, published, _) = catalogue() else { throw RuleFailure("set-up failed") }
        try expect(
            (try? env.backend.fetchArtwork(slug: "pub", userID: user, role: "user")) == published.row,
            "the published detail row was not returned")
        try expect(
            RemoteCall.error { () throws(RemoteError) in
                _ = try env.backend.fetchArtwork(slug: "draft", userID: user, role: "admin")
            } == .notFound, "a draft reached a normal user")
        try expect(
            RemoteCall.error { () throws(RemoteError) in
                _ = try env.backend.fetchArtwork(slug: "nope", userID: user, role: "user")
            } == .notFound, "an unknown slug was not 404")
        let reviewer = env.backend.createAccount(credential: "reviewer@example.com", role: "reviewer")
        try expect(
            (try? env.backend.fetchArtwork(slug: "draft", userID: reviewer, role: "reviewer"))?.slug == "draft",
            "a reviewer cannot open the draft")
    }

    static let getCategories = RuleCheck.expecting(
        "API-GET-ARTWORK-CATEGORIES", covers: ["API-GET-ARTWORK-CATEGORIES"],
        title:
            "GET /artwork_categories returns category rows of published artwork; auth/session error without a session"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let rows = (try? env.backend.fetchArtworkCategories(userID: user)) ?? []
        try expect(
            rows.map(\.slug) == ["coastal"] && rows.map(\.artworkCount) == [1],
            "category rows \(rows) are not those of published artwork")
        try expect(
            RemoteCall.error { () throws(RemoteError) in _ = try env.backend.fetchArtworkCategories(userID: nil) }
                == .unauthorised, "categories answered without a session")
    }

    static let getPacks = RuleCheck.expecting(
        "API-GET-CONTENT-PACKS", covers: ["API-GET-CONTENT-PACKS"],
        title: "GET /content_packs returns published packs with ownership context; auth/session error without a session"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let before = (try? env.backend.fetchContentPacks(userID: user)) ?? []
        try expect(
            before.map(\.pack.id) == ["pack-1"] && before.allSatisfy { !$0.owned },
            "pack rows \(before) are not the content packs, unowned")
        env.backend.grant("pack-1", to: user)
        try expect(
            (try? env.backend.fetchContentPacks(userID: user))?.first?.owned == true,
            "ownership context does not show the granted pack")
        try expect(
            RemoteCall.error { () throws(RemoteError) in _ = try env.backend.fetchContentPacks(userID: nil) }
                == .unauthorised, "packs answered without a session")
    }

    static let getPack = RuleCheck.expecting(
        "API-GET-CONTENT-PACK", covers: ["API-GET-CONTENT-PACK"],
        title: "GET /content_packs/{slug} returns pack detail and RLS-filtered artwork membership; not found otherwise"
    ) { () throws(RuleFailure) in
        guard let (env, user, published, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let detail = try? env.backend.fetchContentPack(slug: "pack-1", userID: user)
        try expect(
            detail?.pack.id == "pack-1" && detail?.artworks == [published.row],
            "pack detail \(String(describing: detail)) is not the pack with its published members")
        try expect(
            RemoteCall.error { () throws(RemoteError) in
                _ = try env.backend.fetchContentPack(slug: "missing", userID: user)
            } == .notFound, "an unknown pack was not 404")
        try expect(
            RemoteCall.error { () throws(RemoteError) in
                _ = try env.backend.fetchContentPack(slug: "sub-1", userID: user)
            } == .notFound, "a subscription product was served as a pack")
    }

    static let getEntitlements = RuleCheck.expecting(
        "API-GET-ENTITLEMENTS", covers: ["API-GET-ENTITLEMENTS"],
        title:
            "GET /entitlements returns the caller's active entitlements only; auth/session error for an unknown session"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let other = env.backend.createAccount(credential: "other@example.com")
        env.backend.grant("pack-1", to: other)
        try expect((try? env.backend.fetchEntitlements(userID: user)) == [], "another user's entitlement leaked")
        env.backend.grant("pack-1", to: user, source: .restore)
        try expect(
            (try? env.backend.fetchEntitlements(userID: user)) == [Entitlement(packID: "pack-1", source: .restore)],
            "the active entitlement was not returned")
        try expect(
            RemoteCall.error { () throws(RemoteError) in _ = try env.backend.fetchEntitlements(userID: "user-unknown") }
                == .unauthorised, "an unknown session read entitlements")
    }

    static let getProgress = RuleCheck.expecting(
        "API-GET-PROGRESS", covers: ["API-GET-PROGRESS"],
        title: "GET /user_artwork_progress returns user-owned rows only; auth/session error for an unknown session"
    ) { () throws(RuleFailure) in
        guard let (env, user, _, _) = catalogue() else { throw RuleFailure("set-up failed") }
        let mine = ProgressBitset(regionCount: 4)
        let theirs = ProgressBitset(regionCount: 4)
        let other = env.backend.createAccount(credential: "other@example.com")
        env.backend.seedProgress(
            ServerProgressRow(artworkID: "art-pub", artworkVersion: 1, completedRegions: mine, lastSelectedColourID: 1),
            for: user)
        env.backend.seedProgress(
            ServerProgressRow(
                artworkID: "art-other", artworkVersion: 1, completedRegions: theirs, lastSelectedColourID: 2),
            for: other)
        let rows = (try? env.backend.fetchProgress(userID: user)) ?? []
        try expect(
            rows.map(\.artworkID) == ["art-pub"], "progress rows \(rows.map(\.artworkID)) are not the caller's own")
        try expect(
            RemoteCall.error { () throws(RemoteError) in _ = try env.backend.fetchProgress(userID: "user-unknown") }
                == .unauthorised, "an unknown session read progress")
    }
}
