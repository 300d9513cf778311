import Conformance
import Foundation
import OchreSoul

/// Rule checks of MOD-ARTWORK: artwork detail through failures, artist credit, distinct access states and no local
/// entitlement.
enum ArtworkChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [detailThroughFailures(c), artworkDetail(c), artistCredit, accessStatesDistinct, noLocalEntitlement]
    }

    /// §7.2 Artwork detail: "present title, preview, difficulty, estimated time, region count, progress, artist
    /// credit, and correct primary action"; JRN-F04 "retry once, then show retry state"; §7.7 artwork_viewed.
    static func detailThroughFailures(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "MOD-ARTWORK-MUST-1", covers: ["FEAT-ART-001"], proves: [.success, .recovery, .observability],
            title:
                "artwork detail shows its metadata and the correct primary action through a failed download, its retry and a cache the OS removed; artwork_viewed on open"
        ) { context throws(RuleFailure) in
            let flow = ArtworkAccessFlow()
            let env = flow.env
            let row = flow.free.row
            let mark = env.sink.events.count
            let observed = ObservedFlow.mark(env)
            func detail() -> ArtworkDetail {
                ArtworkDetail.make(
                    row: row, entitlements: env.entitlements, progress: env.progressStore.load(row.id),
                    downloaded: env.cacheIndex.isDownloaded(row.slug))
            }
            try expect(
                flow.openArtwork(row.slug) == .detailViewed, "opening the artwork from the catalogue shows its detail",
                proves: "FEAT-ART-001")
            guard let shown = flow.detail else { throw RuleFailure("no detail view model") }
            try expect(
                shown.title == row.title && shown.difficulty == row.difficulty
                    && shown.estimatedMinutes == row.estimatedMinutes
                    && shown.regionCount == row.regionCount && shown.artistCredit.contains(row.artist)
                    && !shown.previewFile.isEmpty,
                "the detail holds the artwork's title, preview, difficulty, estimated time, region count and artist credit",
                proves: "FEAT-ART-001")
            let screen = env.presentations.screen?.elements ?? []
            let expected = [
                "title:\(row.title)", "preview:\(shown.previewFile)", "difficulty:\(row.difficulty)",
                "estimated_minutes:\(row.estimatedMinutes)", "regions:\(row.regionCount)", "progress:\(row.slug):0%",
                "credit:\(shown.artistCredit)", "access:free", "action:download",
            ]
            try expect(
                env.presentations.screen?.surface == ProductSurface.artworkDetail.rawValue
                    && expected.allSatisfy(screen.contains),
                "the detail screen presents title, preview, difficulty, estimated time, region count, progress, credit, the free badge and download",
                proves: "FEAT-ART-001")
            try expect(
                shown.access == .free && shown.primaryAction == .download,
                "a free artwork not yet downloaded offers download", proves: "FEAT-ART-001")
            let viewed = EmittedEvents.named("artwork_viewed", in: env, since: mark)
            try expect(
                viewed.count == 1 && EmittedEvents.string(viewed[0], "artwork_id") == row.id
                    && EmittedEvents.string(viewed[0], "source") == "library",
                "artwork_viewed (source library) is emitted once when the detail opens", proves: "FEAT-ART-001")

            // Failure: two corrupt deliveries exhaust the single checksum retry.
            flow.corruptNextDelivery(times: 2)
            flow.tapDownload()
            flow.receiveURL()
            for _ in 0..<4 where flow.phase == .downloading || flow.phase == .verifying {
                flow.deliverAllFiles()
                flow.verify()
            }
            try expect(flow.phase == .downloadFailed, "two checksum failures ended in \(flow.phase)")
            try expect(
                detail().primaryAction == .download && flow.detail?.primaryAction == .download,
                "after a failed download the detail offers the download again", proves: "FEAT-ART-001")
            try expect(
                EmittedEvents.named("artwork_download_completed", in: env, since: mark).isEmpty,
                "a failed download reports no completion", proves: "FEAT-ART-001")

            // Recovery: the user retries; the verified bundle turns the action into play.
            flow.retryDownload()
            flow.receiveURL()
            flow.deliverAllFiles()
            flow.verify()
            try expect(
                flow.phase == .cachedPlayable && detail().primaryAction == .play && flow.detail?.primaryAction == .play,
                "after the user's retry verifies the bundle, the detail offers play", proves: "FEAT-ART-001")
            _ = env.tracker.recordCorrectFill(row.ref, region: 0)
            try expect(
                detail().primaryAction == .continue && detail().progressPercent > 0,
                "started artwork offers continue, with its progress", proves: "FEAT-ART-001")

            // Failure: the OS removes the cache; the detail offers download again, never a broken play.
            flow.osEvictsCacheAndRelaunch()
            try expect(
                detail().primaryAction == .download && detail().progressPercent > 0,
                "after the OS removes the cache, the detail offers download again and keeps the progress",
                proves: "FEAT-ART-001")
            let completed = EmittedEvents.named("artwork_download_completed", in: env, since: mark)
            try expect(
                completed.count == 1 && EmittedEvents.string(completed[0], "artwork_id") == row.id,
                "artwork_download_completed is emitted exactly once, after the checksum succeeded",
                proves: "FEAT-ART-001")
            try ObservedFlow.expectConforming(env, since: observed, context, proves: ["FEAT-ART-001"])
        }
    }

    /// FEAT-ART-002: the detail credits the artist and shows only approved cultural context; when the catalogue
    /// refresh fails, the cached catalogue still does both (and says it is stale); once back online, context whose
    /// approval was withdrawn disappears and newly approved context appears (assumption in the feature's notes).
    static func artworkDetail(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-ART-002", covers: ["FEAT-ART-002"], proves: [.success, .recovery],
            title:
                "artwork detail keeps the artist credit and hides unapproved cultural context from the cached catalogue when offline, and drops withdrawn context on refresh"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let storySample = SampleArtwork.make(id: "art-story", slug: "story-art")
            let pendingSample = SampleArtwork.make(id: "art-pending", slug: "pending-art")
            var story = storySample.row
            var pending = pendingSample.row
            story.artist = "Aunty June"
            story.culturalContext = "Saltwater country story, told with permission"
            story.culturalContextApproved = true
            pending.artist = "Uncle Ray"
            pending.culturalContext = "Draft notes on the river story"
            env.backend.addArtwork(story, files: storySample.files)
            env.backend.addArtwork(pending, files: pendingSample.files)
            let library = LibraryService(
                api: c.catalogueServer(env.backend), session: env.session, network: env.network, cache: env.cacheIndex,
                progress: env.progressStore, analytics: env.analytics)
            let loader = ArtworkDetailLoader(
                library: library, entitlements: env.entitlements, progress: env.progressStore, cache: env.cacheIndex,
                crashes: env.crashes)
            let mark = ObservedFlow.mark(env)
            func detail(_ slug: String, stale: Bool) throws(RuleFailure) -> ArtworkDetail {
                guard case .shown(let shown, let wasStale) = loader.load(slug: slug), wasStale == stale else {
                    throw RuleFailure("the detail of \(slug) was not shown (stale \(stale))")
                }
                return shown
            }
            var shown = try detail("story-art", stale: false)
            try expect(
                shown.artistCredit.contains("Aunty June") && shown.culturalContext == story.culturalContext,
                "online, the detail credits the artist and shows the approved cultural context", proves: "FEAT-ART-002")
            shown = try detail("pending-art", stale: false)
            try expect(
                shown.artistCredit.contains("Uncle Ray") && shown.culturalContext == nil,
                "online, the detail credits the artist and hides unapproved context", proves: "FEAT-ART-002")

            env.network.isOnline = false
            shown = try detail("story-art", stale: true)
            try expect(
                shown.artistCredit.contains("Aunty June") && shown.culturalContext == story.culturalContext,
                "when the refresh fails, the cached detail (marked stale) keeps the credit and the approved context",
                proves: "FEAT-ART-002")
            shown = try detail("pending-art", stale: true)
            try expect(
                shown.artistCredit.contains("Uncle Ray") && shown.culturalContext == nil,
                "when the refresh fails, the cached detail still hides unapproved context", proves: "FEAT-ART-002")
            try expect(
                loader.load(slug: "never-fetched") == .unavailable,
                "offline, an artwork missing from the cached catalogue is unavailable (retry), not invented",
                proves: "FEAT-ART-002")

            for i in env.backend.catalogue.indices {
                env.backend.catalogue[i].culturalContextApproved = env.backend.catalogue[i].slug == "pending-art"
            }
            env.network.isOnline = true
            shown = try detail("story-art", stale: false)
            try expect(
                shown.artistCredit.contains("Aunty June") && shown.culturalContext == nil,
                "after the next refresh, context whose approval was withdrawn is gone", proves: "FEAT-ART-002")
            shown = try detail("pending-art", stale: false)
            try expect(
                shown.culturalContext == pending.culturalContext,
                "after the next refresh, newly approved context appears", proves: "FEAT-ART-002")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(
                env, since: mark, Array(repeating: (area: "artwork_detail", reason: "catalogue_unavailable"), count: 3),
                proves: ["FEAT-ART-002"])

            // The app's own detail (ArtworkAccessFlow through env.artworkDetails) shows what the catalogue holds now.
            let flow = ArtworkAccessFlow()
            if let index = flow.env.backend.catalogue.firstIndex(where: { $0.slug == flow.free.row.slug }) {
                flow.env.backend.catalogue[index].artist = "Aunty June"
                flow.env.backend.catalogue[index].culturalContext = "Saltwater country story, told with permission"
                flow.env.backend.catalogue[index].culturalContextApproved = true
            }
            flow.openArtwork(flow.free.row.slug)
            let screen = flow.env.presentations.screen?.elements ?? []
            try expect(
                screen.contains("credit:Artwork by Aunty June") && screen.contains("cultural_context:approved"),
                "the detail screen the app opens credits the artist and shows the approved context from the refreshed catalogue",
                proves: "FEAT-ART-002")
            flow.tapDownload()
            flow.receiveURL()
            flow.deliverAllFiles()
            flow.verify()
            try expect(
                flow.phase == .cachedPlayable && flow.detail?.artistCredit == "Artwork by Aunty June"
                    && flow.detail?.culturalContext == "Saltwater country story, told with permission"
                    && flow.detail?.primaryAction == .play,
                "after the download, the refreshed detail (now offering play) keeps the catalogue's credit and approved context",
                proves: "FEAT-ART-002")
        }
    }

    /// §7.2 Artwork detail "artist credit"; must not "show unapproved cultural context"; §7.7 artwork_viewed,
    /// whose payload must avoid cultural notes. No documented failure for the credit: no recovery claimed.
    static let artistCredit = RuleCheck.expecting(
        "MOD-ARTWORK-MUSTNOT-1", covers: ["FEAT-ART-002", "MOD-ARTWORK-MUST-1"], proves: [.success, .observability],
        title:
            "artwork detail credits the artist and shows cultural context only once approved; artwork_viewed carries neither"
    ) { () throws(RuleFailure) in
        /// Opens the free artwork after the server's row gained a credit and context, approved or not.
        func opened(approved: Bool) -> ArtworkAccessFlow {
            let flow = ArtworkAccessFlow()
            if let index = flow.env.backend.catalogue.firstIndex(where: { $0.slug == flow.free.row.slug }) {
                flow.env.backend.catalogue[index].artist = "Aunty June"
                flow.env.backend.catalogue[index].culturalContext = "Story of the saltwater country"
                flow.env.backend.catalogue[index].culturalContextApproved = approved
            }
            flow.openArtwork(flow.free.row.slug)
            return flow
        }
        let pending = opened(approved: false)
        let pendingScreen = pending.env.presentations.screen?.elements ?? []
        try expect(
            pending.detail?.culturalContext == nil && !pendingScreen.contains { $0.hasPrefix("cultural_context") }
                && pendingScreen.contains("credit:Artwork by Aunty June"),
            "the detail credits the artist and shows no cultural context before review approves it",
            proves: ["MOD-ARTWORK-MUSTNOT-1", "MOD-ARTWORK-MUST-1", "FEAT-ART-002"])
        let approved = opened(approved: true)
        try expect(
            approved.detail?.culturalContext == "Story of the saltwater country"
                && approved.env.presentations.screen?.elements.contains("cultural_context:approved") == true,
            "approved cultural context is shown on the detail", proves: "FEAT-ART-002")
        let viewed = EmittedEvents.named("artwork_viewed", in: approved.env, since: 0)
        try expect(
            viewed.count == 1 && Set(viewed[0].payload.keys) == ["artwork_id", "source"],
            "artwork_viewed carries only its coarse properties, never the credit or the cultural note",
            proves: "FEAT-ART-002")
    }

    /// MOD-ARTWORK-MUSTNOT-2: free, owned and locked are three distinct states, each with its own primary action.
    static let accessStatesDistinct = RuleCheck.expecting(
        "MOD-ARTWORK-MUSTNOT-2", covers: ["FEAT-ART-001"],
        title:
            "detail shows free, owned and locked as distinct states; only locked offers unlock, never play or download"
    ) { () throws(RuleFailure) in
        let free = SampleArtwork.make(id: "art-f", slug: "f").row
        let premium = SampleArtwork.make(id: "art-p", slug: "p", premium: true, packID: "pack-1").row
        let none = EntitlementStore()
        let owning = EntitlementStore()
        owning.replace(withServerRows: [Entitlement(packID: "pack-1", source: .purchase)])
        var states: [AccessState] = []
        for downloaded in [false, true] {
            let f = ArtworkDetail.make(row: free, entitlements: none, progress: nil, downloaded: downloaded)
            let o = ArtworkDetail.make(row: premium, entitlements: owning, progress: nil, downloaded: downloaded)
            let l = ArtworkDetail.make(row: premium, entitlements: none, progress: nil, downloaded: downloaded)
            try expect(
                f.access == .free && o.access == .owned && l.access == .locked,
                "the detail badges free, owned and locked artwork as free, owned and locked (downloaded \(downloaded))",
                proves: "FEAT-ART-001")
            try expect(
                l.primaryAction == .unlock && f.primaryAction != .unlock && o.primaryAction != .unlock,
                "only locked artwork offers unlock (downloaded \(downloaded))", proves: "FEAT-ART-001")
            try expect(
                f.primaryAction == (downloaded ? .play : .download) && o.primaryAction == f.primaryAction,
                "free and owned artwork both offer \(downloaded ? "play" : "download")", proves: "FEAT-ART-001")
            states += [f.access, o.access, l.access]
        }
        try expect(Set(states).count == 3, "the three access states are not distinct")
    }

    /// MOD-ARTWORK-MUSTNOT-3: the detail's access follows the server's entitlement rows only; a receipt on the device
    /// unlocks nothing, and an entitlement granted server-side shows once fetched.
    static let noLocalEntitlement = RuleCheck.expecting(
        "MOD-ARTWORK-MUSTNOT-3", covers: ["FEAT-ART-001"],
        title: "a receipt held on the device never unlocks detail; only server entitlement rows do"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.signedIn()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let premium = SampleArtwork.make(id: "art-p", slug: "p", premium: true, packID: "pack-1").row
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [premium.id])
        env.backend.packs = [pack]
        env.appStore.nextPurchase = .purchased(receipt: "receipt-on-device")
        try expect(
            env.purchases.purchase(pack) == .failed(.invalidReceipt), "set-up: the unvalidated purchase did not fail")
        try expect(
            env.purchases.pendingReceipts[pack.productID] == "receipt-on-device",
            "set-up: the receipt is not held on the device")
        try expect(
            ArtworkDetail.make(row: premium, entitlements: env.entitlements, progress: nil, downloaded: false).access
                == .locked, "a local receipt unlocked the artwork")
        env.backend.grant("pack-1", to: user)
        try expect(
            ArtworkDetail.make(row: premium, entitlements: env.entitlements, progress: nil, downloaded: false).access
                == .locked, "access changed before the server rows were fetched")
        try expect(env.purchases.refreshEntitlements(), "entitlements could not be fetched")
        try expect(
            ArtworkDetail.make(row: premium, entitlements: env.entitlements, progress: nil, downloaded: false).access
                == .owned, "once the server's entitlement rows are fetched, the detail badges the artwork owned",
            proves: "FEAT-ART-001")
    }
}
