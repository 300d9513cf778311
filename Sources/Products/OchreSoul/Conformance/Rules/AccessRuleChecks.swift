import Conformance
import OchreSoul

/// Rule checks of identity, library, download/cache and monetisation.
enum AccessRuleChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [noSignedOutCatalogue, noDrafts(c), atomicPromotion(c), noPartialRender(c), eviction(c), entitlementAfterValidation(c), accountBeforePurchase(c)]
    }

    /// Auth unavailable on first launch: no session, no catalogue.
    static let noSignedOutCatalogue = RuleCheck.expecting(
        "MOD-IDENTITY-MUSTNOT-1", covers: ["FEAT-ID-001", "MOD-IDENTITY-MUST-1", "RULE-AUTH-RETRY"],
        title: "the catalogue is never shown signed out: auth is retried, then a startup error replaces it"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        env.backend.inject(.network, on: .signInAnonymously, times: IdentityService.anonymousSignInAttempts)
        try expect(env.identity.launch() == .startupError, "launch did not end in the startup error")
        try expect(!env.identity.catalogueAllowed && env.session.userID == nil, "the catalogue is allowed without a session")
        try expect(env.backend.calls[.signInAnonymously] == IdentityService.anonymousSignInAttempts && IdentityService.anonymousSignInAttempts >= 2, "auth was not retried")
        let fresh = AppEnvironment()
        guard case .ready(_, let anonymous, _) = fresh.identity.launch() else { throw RuleFailure("first launch did not create a session") }
        try expect(anonymous && fresh.identity.catalogueAllowed, "first launch is not an anonymous authenticated session")
    }

    /// Drafts never reach a normal user: neither from `GET /artworks` nor in the library.
    static func noDrafts(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-LIBRARY-MUSTNOT-1", covers: ["FEAT-LIB-001", "FEAT-API-001", "MOD-LIBRARY-MUST-1", "EDGE-008", "FEAT-CULT-001", "FEAT-ADMIN-001"],
            title: "a draft is visible only to permitted roles, never to a normal user"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let published = SampleArtwork.make(id: "art-pub", slug: "pub")
            let draft = SampleArtwork.make(id: "art-draft", slug: "draft", published: false)
            env.backend.addArtwork(published.row, files: published.files)
            env.backend.addArtwork(draft.row, files: draft.files)
            let api = c.catalogueServer(env.backend)
            let rows = (try? api.fetchArtworks(userID: env.session.userID, role: "user")) ?? []
            try expect(!rows.contains { $0.slug == "draft" }, "GET /artworks returned a draft to a normal user")
            try expect(rows.contains { $0.slug == "pub" }, "GET /artworks hid published artwork")
            try expect((try? api.fetchArtwork(slug: "draft", userID: env.session.userID, role: "user")) == nil, "GET /artworks/{slug} returned a draft")
            let library = LibraryService(api: api, session: env.session, network: env.network, cache: env.cacheIndex, progress: env.progressStore, analytics: env.analytics)
            library.refresh()
            try expect(!library.snapshot.contains { !$0.isPublished }, "the library holds a draft")
            let reviewer = env.backend.createAccount(credential: "reviewer@example.com", role: "reviewer")
            let reviewerRows = (try? api.fetchArtworks(userID: reviewer, role: "reviewer")) ?? []
            try expect(reviewerRows.contains { $0.slug == "draft" }, "a reviewer cannot see the draft")
        }
    }

    /// Bytes reach the cache pointer only after SHA-256 verification; a failed bundle is never promoted.
    static func atomicPromotion(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-ATOMIC-CACHE-PROMOTION",
            covers: ["FEAT-DL-002", "FEAT-CACHE-001", "MOD-DOWNLOAD-MUST-2", "MOD-DOWNLOAD-MUSTNOT-2", "RULE-CHECKSUM-RETRY-ONCE", "JRN-F04", "EC-04"],
            title: "a download is promoted to the cache only after checksum verification; a mismatch retries once, then fails uncached"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let bad = SampleArtwork.make(id: "art-bad", slug: "bad-art")
            env.backend.addArtwork(bad.row, files: bad.files)
            env.cdn.corruptNext("regions.bin.br", times: 2)
            let job = env.downloadJob(for: bad.row)
            let phase = c.downloadSeam.run(job, cache: env.cacheIndex)
            try expect(phase == .failed(.verification), "a twice-corrupted bundle ended \(phase), not a recoverable verification failure")
            try expect(!env.cacheIndex.isDownloaded(bad.row.slug), "a bundle that failed its checksum is in the cache index")
            try expect(env.fileSystem.list(job.tempPath).isEmpty, "partial files were not deleted")
            try expect(!env.sink.names.contains("artwork_download_completed"), "artwork_download_completed was emitted without checksum success")
            let good = SampleArtwork.make(id: "art-good", slug: "good-art")
            env.backend.addArtwork(good.row, files: good.files)
            env.cdn.corruptNext("regions.bin.br", times: 1)
            let retried = c.downloadSeam.run(env.downloadJob(for: good.row), cache: env.cacheIndex)
            try expect(retried == .cached && env.cacheIndex.isDownloaded(good.row.slug), "one checksum failure was not retried into a cached bundle")
        }
    }

    /// A bundle still in transfer can never be opened on the canvas.
    static func noPartialRender(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-DOWNLOAD-MUSTNOT-1", covers: ["FEAT-DL-002", "FEAT-CACHE-001", "MOD-DOWNLOAD-MUST-4", "EDGE-004"],
            title: "a partially downloaded bundle is never rendered"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let sample = SampleArtwork.make(id: "art-part", slug: "part-art")
            env.backend.addArtwork(sample.row, files: sample.files)
            let job = env.downloadJob(for: sample.row)
            job.requestURL()
            job.transferStep()
            try expect(job.phase == .downloading, "the transfer finished in one step; the check needs a partial bundle")
            try expect(c.openSeam.open(sample.row, env: env, temporaryPath: job.tempPath) == nil, "the canvas opened a partially downloaded bundle")
            job.transferAll()
            env.fileSystem.corrupt(job.tempPath + "/regions.bin.br")
            try expect(c.openSeam.open(sample.row, env: env, temporaryPath: job.tempPath) == nil, "the canvas opened unverified bytes")
        }
    }

    /// Cache pressure never evicts artwork with unsynced progress.
    static func eviction(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-CACHE-EVICTION", covers: ["FEAT-CACHE-001", "LOCAL-CACHE-INDEX", "MOD-DOWNLOAD-MUST-3"],
            title: "in-progress unsynced artwork is never automatically evicted"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let busy = SampleArtwork.make(id: "art-busy", slug: "busy")
            let idle = SampleArtwork.make(id: "art-idle", slug: "idle")
            try expect(RuleFixtures.cached(busy, in: env) && RuleFixtures.cached(idle, in: env), "set-up downloads failed")
            env.network.isOnline = false
            guard let canvas = RuleFixtures.canvas(busy, in: env, analytics: env.analytics), let region = busy.geometry.regions.first,
                let point = canvas.screenCentre(ofRegion: region.index)
            else { throw RuleFailure("cannot open the busy artwork") }
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: point)
            try expect(env.syncQueue.isPending(busy.row.id), "the fill is not pending sync")
            let evicted = env.cache.evict(bytesToFree: Int.max, isProtected: c.evictionProtection(env))
            try expect(!evicted.contains(busy.row.slug) && env.cacheIndex.isDownloaded(busy.row.slug), "unsynced artwork was evicted")
            try expect(evicted.contains(idle.row.slug), "eligible artwork was not evicted")
        }
    }

    /// Entitlements come only from server validation (purchase, restore, family sharing).
    static func entitlementAfterValidation(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-ENTITLEMENT-AFTER-VALIDATION",
            covers: ["FEAT-IAP-003", "MOD-MONETISATION-MUST-3", "MOD-MONETISATION-MUST-4", "MOD-MONETISATION-MUSTNOT-1", "RULE-V1-NON-GOALS", "EDGE-007", "JRN-F03", "EC-03"],
            title: "an entitlement is reflected only after the backend validates the receipt; never granted on the client"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.signedIn()
            let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-premium"])
            env.backend.packs = [pack]
            let entitlements = EntitlementStore()
            let service = PurchaseService(session: env.session, api: c.purchaseServer(env.backend), store: env.appStore, entitlements: entitlements, analytics: env.analytics)
            env.appStore.nextPurchase = .purchased(receipt: "receipt-forged")
            let outcome = service.purchase(pack)
            try expect(!entitlements.owns(packID: pack.id), "an unvalidated receipt unlocked the pack (outcome \(outcome))")
            try expect(!env.sink.names.contains("purchase_succeeded"), "purchase_succeeded was emitted without server validation")
            try expect(env.sink.events.last?.payload["reason"] == .string("invalid_receipt"), "the failure was not reported as a coarse invalid_receipt")
            env.backend.familySharedReceipts["receipt-family"] = pack.productID
            env.appStore.nextPurchase = .purchased(receipt: "receipt-family")
            try expect(service.purchase(pack) == .entitled && entitlements.owns(packID: pack.id), "a family-shared entitlement returned by validation was not honoured")
            try expect(env.sink.names.last == "purchase_succeeded", "purchase_succeeded missing after validation")
            try expect(service.offers([pack, ContentPack(id: "sub", productID: "com.ochre.sub", title: "Sub", kind: .subscription, artworkIDs: [])]) == [pack], "a non-pack product was offered")
        }
    }

    /// Anonymous users can neither complete a purchase nor restore, on the client or on the server.
    static func accountBeforePurchase(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "RULE-ACCOUNT-BEFORE-PURCHASE",
            covers: ["FEAT-ID-002", "FEAT-IAP-003", "FEAT-IAP-004", "MOD-MONETISATION-MUST-2", "MOD-IDENTITY-MUSTNOT-3", "EC-01", "JRN-F01"],
            title: "an account is required before purchase or restore; anonymous purchase completion is refused"
        ) { () throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-premium"])
            env.backend.packs = [pack]
            env.backend.validReceipts["receipt-ok"] = pack.productID
            let api = c.purchaseServer(env.backend)
            let service = PurchaseService(session: env.session, api: api, store: env.appStore, entitlements: EntitlementStore(), analytics: env.analytics)
            env.appStore.nextPurchase = .purchased(receipt: "receipt-ok")
            try expect(service.purchase(pack) == .accountRequired, "an anonymous user reached the purchase")
            try expect(env.appStore.purchaseSheets.isEmpty, "the native sheet opened for an anonymous user")
            try expect(service.restore() == .accountRequired, "an anonymous user could restore")
            guard let anonymousID = env.session.userID else { throw RuleFailure("no anonymous session") }
            let granted = try? api.validatePurchase(userID: anonymousID, platform: "ios", productID: pack.productID, receipt: "receipt-ok")
            try expect(granted == nil, "validate-purchase completed a purchase for an anonymous user")
            try expect((try? api.restorePurchases(userID: anonymousID, platform: "ios", receipts: ["receipt-ok"])) == nil, "restore-purchases accepted an anonymous user")
        }
    }
}
