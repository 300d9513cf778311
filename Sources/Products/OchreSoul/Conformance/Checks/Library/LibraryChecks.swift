import Conformance
import OchreSoul

/// Rule checks of MOD-LIBRARY: published artwork only, offline refresh, and the downloaded state.
enum LibraryChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [noDrafts(c), offlineRefresh(c), downloadedState(c)]
    }

    /// Drafts never reach a normal user: neither from `GET /artworks` nor in the library.
    static func noDrafts(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-LIBRARY-MUSTNOT-1",
            covers: ["FEAT-LIB-001", "FEAT-API-001", "MOD-LIBRARY-MUST-1", "EDGE-008"],
            title: "a draft is visible only to permitted roles, never to a normal user"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let published = SampleArtwork.make(id: "art-pub", slug: "pub")
            let draft = SampleArtwork.make(id: "art-draft", slug: "draft", published: false)
            env.backend.addArtwork(published.row, files: published.files)
            env.backend.addArtwork(draft.row, files: draft.files)
            let api = c.catalogueServer(env.backend)
            let rows = (try? api.fetchArtworks(userID: env.session.userID, role: "user")) ?? []
            try expect(!rows.contains { $0.slug == "draft" }, "GET /artworks returned a draft to a normal user")
            try expect(
                rows.contains { $0.slug == "pub" }, "GET /artworks gives a normal user the published artwork",
                proves: ["MOD-LIBRARY-MUST-1", "FEAT-API-001"])
            try expect(
                RemoteCall.error { () throws(RemoteError) in
                    _ = try api.fetchArtwork(slug: "draft", userID: env.session.userID, role: "user")
                } == .notFound, "GET /artworks/{slug} answers a normal user's request for a draft as not found",
                proves: "FEAT-API-001")
            let library = LibraryService(
                api: api, session: env.session, network: env.network, cache: env.cacheIndex,
                progress: env.progressStore, analytics: env.analytics)
            library.refresh()
            try expect(!library.snapshot.contains { !$0.isPublished }, "the library holds a draft")
            let home = SurfaceRenderer.libraryHome(
                library.home(profile: nil), progress: env.progressStore, checklistVisible: false)
            try expect(
                home.elements.contains("row:chosen_for_you:pub") && !home.elements.contains { $0.hasSuffix(":draft") },
                "library home shows the published artwork and not the draft",
                proves: ["MOD-LIBRARY-MUST-1", "FEAT-LIB-001"])
            let reviewer = env.backend.createAccount(credential: "reviewer@example.com", role: "reviewer")
            let reviewerRows = (try? api.fetchArtworks(userID: reviewer, role: "reviewer")) ?? []
            try expect(
                reviewerRows.contains { $0.slug == "draft" }
                    && (try? api.fetchArtwork(slug: "draft", userID: reviewer, role: "reviewer"))?.slug == "draft",
                "a reviewer lists and opens the draft", proves: "EDGE-008")
            let admin = env.backend.createAccount(credential: "admin@example.com", role: "admin")
            try expect(
                (try? api.fetchArtwork(slug: "draft", userID: admin, role: "admin"))?.slug == "draft",
                "an admin opens the draft", proves: "EDGE-008")
        }
    }

    /// §7.2 Library: "rank by selected themes and audience; handle offline refresh failure gracefully"; must not
    /// "hide active in-progress work because of filters"; §7.5 JRN-F06 "Show cached catalogue"; §7.7 library_viewed.
    static func offlineRefresh(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "MOD-LIBRARY-MUST-4",
            covers: [
                "FEAT-LIB-002", "FEAT-LIB-004", "FEAT-API-001", "FEAT-DATA-002", "MOD-LIBRARY-MUST-2",
                "MOD-LIBRARY-MUSTNOT-2", "API-GET-ARTWORKS",
            ],
            proves: [.success, .recovery, .observability],
            title:
                "ranked and filtered library rows survive a failed catalogue refresh from the local snapshot and refresh again once online; library_viewed records each section"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            let coastal = SampleArtwork.make(id: "art-lib-coastal", slug: "lib-coastal", themes: ["coastal"])
            let desert = SampleArtwork.make(id: "art-lib-desert", slug: "lib-desert", themes: ["desert"])
            let flora = SampleArtwork.make(id: "art-lib-flora", slug: "lib-flora", themes: ["flora"])
            let draft = SampleArtwork.make(id: "art-lib-draft", slug: "lib-draft", themes: ["desert"], published: false)
            for sample in [coastal, desert, flora, draft] { env.backend.addArtwork(sample.row, files: sample.files) }
            let profile = Profile(id: userID, audience: .self, culturalThemes: ["desert"])
            let library = LibraryService(
                api: c.catalogueServer(env.backend), session: env.session, network: env.network, cache: env.cacheIndex,
                progress: env.progressStore,
                analytics: env.analytics)
            let mark = env.sink.events.count
            let observed = ObservedFlow.mark(env)
            let published = ["lib-coastal", "lib-desert", "lib-flora"]

            // Success: GET /artworks gives the published rows, ranked by the selected theme.
            try expect(
                library.refresh() == .online, "GET /artworks answers the catalogue refresh while online",
                proves: ["API-GET-ARTWORKS", "FEAT-API-001"])
            let snapshot = library.snapshot
            try expectEqual(
                snapshot.map(\.slug), published, "the library's snapshot after GET /artworks (published rows only)",
                proves: "API-GET-ARTWORKS", "FEAT-API-001")
            try expect(
                snapshot == env.backend.catalogue.filter(\.isPublished).sorted { $0.slug < $1.slug },
                "every catalogue row reaches the library with all its fields intact", proves: "FEAT-DATA-002")
            var home = library.home(profile: profile)
            try expect(
                !home.offline && home.chosenForYou.first?.slug == "lib-desert",
                "'Chosen for you' is ranked by the selected theme", proves: ["MOD-LIBRARY-MUST-2", "FEAT-LIB-002"])
            // Audience: among artworks of no selected theme, the one for the user's audience ranks first.
            let forChildren = SampleArtwork.make(
                id: "art-lib-kids", slug: "lib-aaa-kids", themes: ["fauna"], audiences: ["child"])
            env.backend.addArtwork(forChildren.row, files: forChildren.files)
            _ = library.refresh()
            let children = library.home(profile: Profile(id: userID, audience: .child, culturalThemes: ["desert"]))
            let adults = library.home(profile: profile)
            let childOrder = children.chosenForYou.map(\.slug)
            let kids = childOrder.firstIndex(of: "lib-aaa-kids") ?? childOrder.count
            try expect(
                kids < (childOrder.firstIndex(of: "lib-coastal") ?? -1)
                    && kids < (childOrder.firstIndex(of: "lib-flora") ?? -1)
                    && adults.chosenForYou.last?.slug == "lib-aaa-kids",
                "'Chosen for you' is ranked by audience too: an artwork for the chosen audience ranks above others of no selected theme, and below them for another audience",
                proves: ["MOD-LIBRARY-MUST-2", "FEAT-LIB-002"])
            env.backend.catalogue.removeAll { $0.slug == forChildren.row.slug }
            _ = library.refresh()
            library.viewed(.featured)
            _ = env.tracker.recordCorrectFill(coastal.row.ref, region: 0)
            let filter = LibraryFilter(theme: "flora")
            home = library.home(profile: profile, filter: filter)
            try expectEqual(
                home.chosenForYou.map(\.slug), ["lib-flora"], "the rows under the theme filter flora",
                proves: "FEAT-LIB-004")
            try expect(
                home.continueRow.map(\.slug) == ["lib-coastal"],
                "the filter does not hide active in-progress work from the continue row",
                proves: ["MOD-LIBRARY-MUSTNOT-2", "FEAT-LIB-004"])
            library.viewed(.category)

            // Failure: the refresh fails offline; the cached catalogue stays ranked and filterable.
            env.network.isOnline = false
            try expect(
                library.refresh() == .offlineCached, "an offline refresh did not fall back to the cached catalogue")
            try expect(library.snapshot == snapshot, "the failed refresh changed the local snapshot")
            home = library.home(profile: profile)
            try expect(home.offline, "the offline home does not explain the refresh limitation")
            try expect(
                home.chosenForYou.map(\.slug) == ["lib-desert", "lib-coastal", "lib-flora"],
                "offline, the cached catalogue keeps the theme ranking", proves: ["FEAT-LIB-002", "MOD-LIBRARY-MUST-2"])
            let offlineFiltered = library.home(profile: profile, filter: filter)
            try expect(
                offlineFiltered.chosenForYou.map(\.slug) == ["lib-flora"]
                    && offlineFiltered.continueRow.map(\.slug) == ["lib-coastal"],
                "offline, filters still filter the cached catalogue and never hide in-progress work",
                proves: ["FEAT-LIB-004", "MOD-LIBRARY-MUSTNOT-2"])
            library.viewed(.featured)

            // Recovery: online again, the refresh brings new published artwork and clears the offline state.
            env.network.isOnline = true
            let fresh = SampleArtwork.make(id: "art-lib-new", slug: "lib-new", themes: ["desert"])
            env.backend.addArtwork(fresh.row, files: fresh.files)
            try expect(library.refresh() == .online, "the refresh did not recover once online")
            home = library.home(profile: profile)
            try expect(
                !home.offline && home.chosenForYou.prefix(2).map(\.slug) == ["lib-desert", "lib-new"],
                "once online again the refresh brings new artwork, ranked by theme, and clears the offline notice",
                proves: ["FEAT-LIB-002", "API-GET-ARTWORKS"])
            try expect(!home.chosenForYou.contains { $0.slug == "lib-draft" }, "a draft reached the library")
            library.viewed(.new)

            let sections = EmittedEvents.named("library_viewed", in: env, since: mark).map {
                EmittedEvents.string($0, "section")
            }
            try expectEqual(
                sections, ["featured", "category", "featured", "new"],
                "the library_viewed sections recorded, online, filtered, offline and recovered",
                proves: "FEAT-LIB-002", "FEAT-LIB-004")
            try ObservedFlow.expectConforming(env, since: observed, context, proves: ["FEAT-LIB-002", "FEAT-LIB-004"])

            // Never refreshed and offline: nothing cached to show, reported as unavailable (no fake rows).
            let empty = LibraryService(
                api: c.catalogueServer(env.backend), session: env.session, network: env.network, cache: env.cacheIndex,
                progress: env.progressStore,
                analytics: env.analytics)
            env.network.isOnline = false
            try expect(
                empty.refresh() == .unavailable && empty.snapshot.isEmpty,
                "an offline first refresh invented a catalogue")
            env.network.isOnline = true
        }
    }

    /// §7.2 Library: "show local progress and offline availability"; must not "rely only on remote flags for
    /// downloaded state"; §7.5 "OS removes cached files": "Offer re-download; do not show broken playable state".
    static func downloadedState(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "MOD-LIBRARY-MUSTNOT-3", covers: ["FEAT-LIB-003", "MOD-LIBRARY-MUST-3", "EDGE-004"],
            proves: [.success, .recovery, .observability],
            title:
                "continue and downloaded rows come from local progress and the cache index; a cache the OS removed leaves the downloaded row, is offered again and returns after re-download with progress kept"
        ) { () throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let local = SampleArtwork.make(id: "art-dl-local", slug: "dl-local")
            let remote = SampleArtwork.make(id: "art-dl-remote", slug: "dl-remote")
            var remoteRow = remote.row
            remoteRow.remoteDownloadedFlag = true
            env.backend.addArtwork(local.row, files: local.files)
            env.backend.addArtwork(remoteRow, files: remote.files)
            let library = LibraryService(
                api: c.catalogueServer(env.backend), session: env.session, network: env.network, cache: env.cacheIndex,
                progress: env.progressStore,
                analytics: env.analytics)
            let mark = env.sink.events.count

            // Success: downloaded per the cache index (not the remote flag), continue per local progress.
            try expect(
                c.downloadSeam.run(env.downloadJob(for: local.row), cache: env.cacheIndex) == .cached,
                "the download did not reach the cache")
            try expect(library.refresh() == .online, "the catalogue refresh failed")
            _ = env.tracker.recordCorrectFill(local.row.ref, region: 0)
            var home = library.home(profile: nil)
            try expectEqual(
                home.downloaded.map(\.slug), ["dl-local"],
                "the downloaded row (from the cache index, not the remote flag set on dl-remote)",
                proves: "FEAT-LIB-003", "MOD-LIBRARY-MUST-3")
            try expectEqual(
                home.continueRow.map(\.slug), ["dl-local"], "the continue row (from local progress)",
                proves: "FEAT-LIB-003", "MOD-LIBRARY-MUST-3")
            let shown = SurfaceRenderer.libraryHome(home, progress: env.progressStore, checklistVisible: false)
            try expect(
                shown.elements.contains("row:downloaded:dl-local")
                    && shown.elements.contains("progress:dl-local:1/\(local.row.regionCount)"),
                "library home shows the local progress and the offline availability of the downloaded artwork",
                proves: "MOD-LIBRARY-MUST-3")
            library.viewed(.downloaded)

            // Failure: the OS removes the cached files; launch reconciliation removes the dangling pointer.
            env.fileSystem.osEvict("cache/bundles/dl-local")
            try expect(
                env.cache.reconcileAtLaunch() == ["dl-local"],
                "launch reconciliation removes the pointer to the files the OS removed", proves: "EDGE-004")
            home = library.home(profile: nil)
            try expect(
                home.downloaded.isEmpty, "a cache the OS removed no longer shows as downloaded",
                proves: ["FEAT-LIB-003", "MOD-LIBRARY-MUSTNOT-3"])
            try expect(
                home.continueRow.map(\.slug) == ["dl-local"], "the continue row keeps the in-progress work",
                proves: "FEAT-LIB-003")
            var playable = false
            if case .success = env.cache.open("dl-local") { playable = true }
            try expect(
                env.cache.reDownloadOffers == ["dl-local"] && !playable,
                "the removed artwork is offered for re-download and never opens as playable",
                proves: ["FEAT-LIB-003", "EDGE-004"])
            library.viewed(.downloaded)

            // Recovery: the offered re-download restores the downloaded state; progress is intact.
            try expect(
                c.downloadSeam.run(env.downloadJob(for: local.row), cache: env.cacheIndex) == .cached,
                "the re-download failed")
            env.cache.clearOffer("dl-local")
            home = library.home(profile: nil)
            try expect(
                home.downloaded.map(\.slug) == ["dl-local"] && home.continueRow.map(\.slug) == ["dl-local"],
                "the re-download restores the downloaded and continue rows", proves: "FEAT-LIB-003")
            try expect(
                env.progressStore.load(local.row.id)?.completedRegions.contains(0) == true,
                "local progress is kept across the re-download", proves: "FEAT-LIB-003")
            library.viewed(.downloaded)

            let completed = EmittedEvents.named("artwork_download_completed", in: env, since: mark)
            try expect(
                completed.count == 2 && completed.allSatisfy { EmittedEvents.string($0, "artwork_id") == local.row.id },
                "artwork_download_completed is emitted once per verified download (the first and the re-download)",
                proves: "FEAT-LIB-003")
            let sections = EmittedEvents.named("library_viewed", in: env, since: mark).map {
                EmittedEvents.string($0, "section")
            }
            try expectEqual(
                sections, ["downloaded", "downloaded", "downloaded"],
                "the library_viewed sections recorded before, during and after the removal", proves: "FEAT-LIB-003")
        }
    }
}
