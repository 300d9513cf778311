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
        RuleCheck.expecting(
            "MOD-ARTWORK-MUST-1", covers: ["FEAT-ART-001"], proves: [.success, .recovery, .observability],
            title:
                "artwork detail shows its metadata and the correct primary action through a failed download, its retry and a cache the OS removed; artwork_viewed on open"
        ) { () throws(RuleFailure) in
            let flow = ArtworkAccessFlow()
            let env = flow.env
            let row = flow.free.row
            let mark = env.sink.events.count
            func detail() -> ArtworkDetail {
                ArtworkDetail.make(
                    row: row, entitlements: env.entitlements, progress: env.progressStore.load(row.id),
                    downloaded: env.cacheIndex.isDownloaded(row.slug))
            }
            try expect(flow.openArtwork(row.slug) == .detailViewed, "the detail did not open")
            guard let shown = flow.detail else { throw RuleFailure("no detail view model") }
            try expect(
                shown.title == row.title && shown.difficulty == row.difficulty
                    && shown.estimatedMinutes == row.estimatedMinutes
                    && shown.regionCount == row.regionCount && shown.artistCredit.contains(row.artist)
                    && !shown.previewFile.isEmpty,
                "the detail does not present the artwork's metadata")
            try expect(
                shown.access == .free && shown.primaryAction == .download,
                "a free, not downloaded artwork shows \(shown.access)/\(shown.primaryAction)")
            let viewed = EmittedEvents.named("artwork_viewed", in: env, since: mark)
            try expect(
                viewed.count == 1 && EmittedEvents.string(viewed[0], "artwork_id") == row.id
                    && EmittedEvents.string(viewed[0], "source") == "library", "artwork_viewed was not emitted on open")

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
                detail().primaryAction == .download,
                "a failed download shows \(detail().primaryAction), not the download retry")
            try expect(
                EmittedEvents.named("artwork_download_completed", in: env, since: mark).isEmpty,
                "a failed download reported completion")

            // Recovery: the user retries; the verified bundle turns the action into play.
            flow.retryDownload()
            flow.receiveURL()
            flow.deliverAllFiles()
            flow.verify()
            try expect(
                flow.phase == .cachedPlayable && detail().primaryAction == .play,
                "the retry did not end playable (\(flow.phase), \(detail().primaryAction))")
            _ = env.tracker.recordCorrectFill(row.ref, region: 0)
            try expect(
                detail().primaryAction == .continue && detail().progressPercent > 0,
                "started artwork does not offer continue with its progress")

            // Failure: the OS removes the cache; the detail offers download again, never a broken play.
            flow.osEvictsCacheAndRelaunch()
            try expect(
                detail().primaryAction == .download && detail().progressPercent > 0,
                "a removed cache shows \(detail().primaryAction) or lost progress")
            let completed = EmittedEvents.named("artwork_download_completed", in: env, since: mark)
            try expect(
                completed.count == 1 && EmittedEvents.string(completed[0], "artwork_id") == row.id,
                "artwork_download_completed was not emitted exactly once, after checksum success")
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
                "the approved context or the credit is missing online")
            shown = try detail("pending-art", stale: false)
            try expect(
                shown.artistCredit.contains("Uncle Ray") && shown.culturalContext == nil,
                "unapproved context was shown online")

            env.network.isOnline = false
            shown = try detail("story-art", stale: true)
            try expect(
                shown.artistCredit.contains("Aunty June") && shown.culturalContext == story.culturalContext,
                "the cached detail lost the credit or the approved context")
            shown = try detail("pending-art", stale: true)
            try expect(
                shown.artistCredit.contains("Uncle Ray") && shown.culturalContext == nil,
                "the cached detail showed unapproved context")
            try expect(
                loader.load(slug: "never-fetched") == .unavailable,
                "an artwork missing from the cache was shown offline")

            for i in env.backend.catalogue.indices {
                env.backend.catalogue[i].culturalContextApproved = env.backend.catalogue[i].slug == "pending-art"
            }
            env.network.isOnline = true
            shown = try detail("story-art", stale: false)
            try expect(
                shown.artistCredit.contains("Aunty June") && shown.culturalContext == nil,
                "context whose approval was withdrawn is still shown after refresh")
            shown = try detail("pending-art", stale: false)
            try expect(
                shown.culturalContext == pending.culturalContext, "newly approved context did not appear after refresh")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(
                env, since: mark, Array(repeating: (area: "artwork_detail", reason: "catalogue_unavailable"), count: 3))
        }
    }

    /// §7.2 Artwork detail "artist credit"; must not "show unapproved cultural context"; §7.7 artwork_viewed,
    /// whose payload must avoid cultural notes. No documented failure for the credit: no recovery claimed.
    static let artistCredit = RuleCheck.expecting(
        "MOD-ARTWORK-MUSTNOT-1", covers: ["FEAT-ART-002", "MOD-ARTWORK-MUST-1"], proves: [.success, .observability],
        title:
            "artwork detail credits the artist and shows cultural context only once approved; artwork_viewed carries neither"
    ) { () throws(RuleFailure) in
        let flow = ArtworkAccessFlow()
        var row = flow.free.row
        row.artist = "Aunty June"
        row.culturalContext = "Story of the saltwater country"
        row.culturalContextApproved = false
        let pending = ArtworkDetail.make(
            row: row, entitlements: flow.env.entitlements, progress: nil, downloaded: false)
        try expect(
            pending.artistCredit.contains("Aunty June") && pending.culturalContext == nil,
            "unapproved cultural context was shown or the credit is missing")
        row.culturalContextApproved = true
        let approved = ArtworkDetail.make(
            row: row, entitlements: flow.env.entitlements, progress: nil, downloaded: false)
        try expect(
            approved.culturalContext == row.culturalContext && approved.artistCredit.contains("Aunty June"),
            "approved cultural context was not shown")
        let mark = flow.env.sink.events.count
        flow.openArtwork(flow.free.row.slug)
        let viewed = EmittedEvents.named("artwork_viewed", in: flow.env, since: mark)
        try expect(
            viewed.count == 1 && Set(viewed[0].payload.keys) == ["artwork_id", "source"],
            "artwork_viewed was not emitted once with only its coarse properties")
        try expect(
            flow.detail?.artistCredit.contains(flow.free.row.artist) == true, "the opened detail has no artist credit")
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
                "states blurred: \(f.access), \(o.access), \(l.access)")
            try expect(
                l.primaryAction == .unlock && f.primaryAction != .unlock && o.primaryAction != .unlock,
                "the primary action does not follow the state")
            try expect(
                f.primaryAction == (downloaded ? .play : .download) && o.primaryAction == f.primaryAction,
                "free and owned artwork do not both open or download")
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
                == .owned, "the server entitlement was not reflected")
    }
}
