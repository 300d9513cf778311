import Testing

@testable import OchreSoul

@Suite("Library, artwork detail, settings, observability")
struct CatalogueAndSettingsTests {
    @Test("normal users see only published artwork; drafts only for permitted roles")
    func drafts() {
        let world = TestWorld()
        let draft = SampleArtwork.make(id: "art-draft", slug: "draft", published: false)
        world.env.backend.addArtwork(draft.row, files: draft.files)
        world.env.session.role = "admin"  // a client claiming a role does not change RLS
        world.env.library.refresh()
        #expect(!world.env.library.snapshot.contains { $0.slug == "draft" })
        #expect(throws: RemoteError.notFound) {
            try world.env.backend.fetchArtwork(slug: "draft", userID: world.env.session.userID, role: "user")
        }
        let reviewer = world.env.backend.createAccount(credential: "reviewer@example.com", role: "reviewer")
        #expect(
            ((try? world.env.backend.fetchArtworks(userID: reviewer, role: "reviewer")) ?? []).contains {
                $0.slug == "draft"
            })
        #expect(
            (try? world.env.backend.fetchArtwork(slug: "draft", userID: reviewer, role: "reviewer"))?.slug == "draft")
    }

    @Test("ranking follows selected themes and audience, even with a single theme")
    func ranking() {
        let world = TestWorld()
        world.env.library.refresh()
        let profile = Profile(id: "u", audience: .self, culturalThemes: ["desert"])
        #expect(world.env.library.home(profile: profile).chosenForYou.first?.slug == "premium-one")
        let coastal = Profile(id: "u", audience: .self, culturalThemes: ["coastal"])
        #expect(world.env.library.home(profile: coastal).chosenForYou.first?.slug == "free-one")
    }

    @Test("filters never hide in-progress work")
    func filtersKeepContinueRow() {
        let world = TestWorld()
        world.env.library.refresh()
        _ = world.env.tracker.recordCorrectFill(world.free.row.ref, region: 0)
        let home = world.env.library.home(profile: nil, filter: LibraryFilter(theme: "desert"))
        #expect(!home.chosenForYou.contains { $0.slug == "free-one" })
        #expect(home.continueRow.map(\.slug) == ["free-one"])
    }

    @Test("downloaded state comes from the local cache index, not remote flags")
    func downloadedFromCache() {
        let world = TestWorld()
        var flagged = world.starter.row
        flagged.remoteDownloadedFlag = true
        world.env.backend.addArtwork(flagged, files: world.starter.files)
        world.env.library.refresh()
        #expect(world.env.library.home(profile: nil).downloaded.isEmpty)
        #expect(world.env.downloadJob(for: world.free.row).run() == .cached)
        #expect(world.env.library.home(profile: nil).downloaded.map(\.slug) == ["free-one"])
    }

    @Test("offline, the library shows the cached catalogue and explains the limitation")
    func offlineCatalogue() {
        let world = TestWorld()
        #expect(world.env.library.refresh() == .online)
        world.env.network.isOnline = false
        #expect(world.env.library.refresh() == .offlineCached)
        #expect(world.env.library.home(profile: nil).offline)
        #expect(world.env.library.snapshot.count == 3)
        let empty = TestWorld()
        empty.env.network.isOnline = false
        #expect(empty.env.library.refresh() == .unavailable)
    }

    @Test("the primary action is right for free, owned and locked artwork, downloaded or not")
    func primaryAction() {
        let store = EntitlementStore()
        let free = SampleArtwork.make(id: "f", slug: "f").row
        var premium = SampleArtwork.make(id: "p", slug: "p", premium: true, packID: "pack").row
        premium.culturalContext = "story"
        #expect(
            ArtworkDetail.make(row: free, entitlements: store, progress: nil, downloaded: false).primaryAction
                == .download)
        #expect(
            ArtworkDetail.make(row: free, entitlements: store, progress: nil, downloaded: true).primaryAction == .play)
        var row = ProgressRow(artworkID: "f", artworkVersion: 1, regionCount: free.regionCount, now: 0)
        row.completedRegions.insert(0)
        #expect(
            ArtworkDetail.make(row: free, entitlements: store, progress: row, downloaded: true).primaryAction
                == .continue)
        let locked = ArtworkDetail.make(row: premium, entitlements: store, progress: nil, downloaded: true)
        #expect(locked.access == .locked && locked.primaryAction == .unlock)
        #expect(locked.culturalContext == nil)
        store.replace(withServerRows: [Entitlement(packID: "pack", source: .purchase)])
        let owned = ArtworkDetail.make(row: premium, entitlements: store, progress: nil, downloaded: false)
        #expect(owned.access == .owned && owned.primaryAction == .download)
        #expect(owned.artistCredit == "Artwork by Sample Artist")
    }

    @Test("child mode applies at once: behavioural events suppressed, identifiers stripped")
    func childMode() {
        let world = TestWorld()
        let env = world.env
        env.settings.load(Profile(id: env.session.userID ?? "", culturalThemes: ["coastal"]))
        env.settings.setChildMode(true)
        #expect(env.analytics.analyticsIdentifier == nil)
        env.analytics.emit(.appOpened(sessionID: "s-1", appVersion: "1.0", childMode: true))
        env.analytics.emit(.libraryViewed(section: .featured))
        env.analytics.emit(.regionFilled(artworkID: "a", colourID: 1, correct: true))
        #expect(
            env.sink.events == [
                AnalyticsEvent(name: "app_opened", payload: ["app_version": .string("1.0"), "child_mode": .bool(true)])
            ])
        env.crashes.userID = "u-1"
        env.crashes.record(area: "storage", reason: "write_failed")
        #expect(env.crashes.signals.last?.userID == nil)
        #expect(env.backend.profiles[env.session.userID ?? ""]?.childMode == true)
        env.settings.setChildMode(false)
        #expect(env.analytics.analyticsIdentifier != nil)
        #expect(env.analytics.emit(.libraryViewed(section: .new)))
    }

    @Test("settings exposes restore and notification state, persists theme edits and refuses zero themes")
    func settings() {
        let world = TestWorld()
        let env = world.env
        env.settings.load(Profile(id: env.session.userID ?? "", culturalThemes: ["coastal"]))
        #expect(env.settings.restoreAvailable)
        #expect(env.settings.restore() == .accountRequired)
        #expect(!env.settings.notificationsEnabled)
        env.settings.setNotifications(true)
        #expect(env.settings.notificationsEnabled)
        #expect(!env.settings.setThemes([]))
        #expect(env.settings.setThemes(["fauna", "flora"]))
        #expect(env.backend.profiles[env.session.userID ?? ""]?.culturalThemes == ["fauna", "flora"])
        #expect(env.settings.restriction(for: .externalLink) == nil)
    }

    @Test("every §7.7 event carries exactly its required properties")
    func eventTaxonomy() {
        let events: [ProductEvent] = [
            .appOpened(sessionID: "s", appVersion: "1", childMode: false), .libraryViewed(section: .downloaded),
            .artworkViewed(artworkID: "a", source: .continueRow),
            .artworkDownloadStarted(artworkID: "a", premium: true),
            .artworkDownloadCompleted(artworkID: "a", bytes: 1, durationMs: 2),
            .artworkOpened(artworkID: "a", openDurationMs: 3),
            .regionFilled(artworkID: "a", colourID: 1, correct: true),
            .artworkCompleted(artworkID: "a", totalDurationMin: 4),
            .paywallViewed(trigger: .restore), .purchaseStarted(productID: "p"), .purchaseSucceeded(productID: "p"),
            .purchaseFailed(productID: "p", reason: .network), .syncFailed(reason: .server),
        ]
        #expect(events.map(\.name) == ProductEvent.allNames)
        #expect(Set(events.map(\.name)).count == 13)
        #expect(Set(events[4].payload.keys) == ["artwork_id", "bytes", "duration_ms"])
        #expect(Set(events[11].payload.keys) == ["product_id", "reason"])
        #expect(
            PurchaseFailureReason.allCases.map(\.rawValue) == [
                "cancelled", "invalid_receipt", "store_unavailable", "network", "unknown",
            ])
        #expect(LibrarySection.allCases.map(\.rawValue) == ["featured", "new", "category", "downloaded"])
    }

    @Test("the release gate refuses without complete, passing Phase 0 evidence")
    func releaseGate() {
        let gate = ReleaseGate()
        #expect(gate.evaluate([]) != .allowed)
        var rows = ReleaseGate.requiredPhase0Metrics.map { Phase0MetricRow(metric: $0, measured: 10, threshold: 16) }
        #expect(gate.evaluate(rows) == .allowed)
        rows.removeLast()
        #expect(gate.evaluate(rows) == .refused(["missing phase 0 evidence for open_cached_artwork_ms"]))
        rows.append(Phase0MetricRow(metric: "open_cached_artwork_ms", measured: 900, threshold: 500))
        #expect(gate.evaluate(rows) == .refused(["phase 0 metric open_cached_artwork_ms misses its threshold"]))
    }
}
