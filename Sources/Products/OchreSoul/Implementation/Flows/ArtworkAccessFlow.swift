import Foundation

/// States of §7.3.2 (artwork access and download), named as in the design document.
package enum ArtworkAccessPhase: String, CaseIterable, Sendable {
    case catalogueVisible = "CatalogueVisible"
    case detailViewed = "DetailViewed"
    case downloadRequested = "DownloadRequested"
    case paywallRequired = "PaywallRequired"
    case accountRequired = "AccountRequired"
    case entitled = "Entitled"
    case downloading = "Downloading"
    case verifying = "Verifying"
    case cachedPlayable = "CachedPlayable"
    case downloadFailed = "DownloadFailed"
    case offlinePlayable = "OfflinePlayable"
    case versionReview = "VersionReview"
    case oldVersionPlayable = "OldVersionPlayable"
}

/// Drives artwork access and download through the real Library, Artwork detail, Monetisation, Identity and
/// Download/cache modules.
package final class ArtworkAccessFlow {
    package let env: AppEnvironment
    /// Published samples: a free artwork and a premium one in pack "pack-1".
    package let free: SampleArtwork
    package let premium: SampleArtwork
    package let pack: ContentPack
    package internal(set) var phase: ArtworkAccessPhase = .catalogueVisible
    /// The artwork being accessed.
    package private(set) var current: SampleArtwork?
    /// The latest detail view model.
    package private(set) var detail: ArtworkDetail?
    /// The current download job.
    package private(set) var job: DownloadJob?
    private var reviewJob: DownloadJob?
    private var newer: SampleArtwork?
    private var currentShift = 0
    private var newerShift = 0

    /// Creates the flow: publishes `free` and `premium` (sold in `pack`), launches identity and shows the catalogue.
    package init(
        env: AppEnvironment = AppEnvironment(),
        free: SampleArtwork = SampleArtwork.make(id: "art-free", slug: "free-art"),
        premium: SampleArtwork = SampleArtwork.make(
            id: "art-premium", slug: "premium-art", premium: true, packID: "pack-1"),
        pack: ContentPack = ContentPack(
            id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-premium"])
    ) {
        self.env = env
        self.free = free
        self.premium = premium
        self.pack = pack
        env.backend.addArtwork(free.row, files: free.files)
        env.backend.addArtwork(premium.row, files: premium.files)
        env.backend.packs = [pack]
        _ = env.identity.launch()
        env.library.refresh()
        presentLibrary()
    }

    /// Emitted events.
    package var events: [AnalyticsEvent] { env.sink.events }

    // MARK: faults

    /// Network goes away (transfers stall; cached artwork stays playable).
    package func failNetwork() {
        env.network.isOnline = false
        if phase == .cachedPlayable { phase = .offlinePlayable }
    }
    /// Network returns.
    package func restoreNetwork() {
        env.network.isOnline = true
        if phase == .offlinePlayable { phase = .cachedPlayable }
    }
    /// The next `times` deliveries of the payload are corrupted.
    package func corruptNextDelivery(times: Int = 1) { env.cdn.corruptNext("regions.bin.br", times: times) }
    /// Time passes beyond the signed-URL lifetime.
    package func expireSignedURL() { env.clock.advance(millis: FakeBackend.signedURLLifetimeMillis + 1) }
    /// The OS deletes cached files under storage pressure, then the app relaunches and reconciles.
    package func osEvictsCacheAndRelaunch() {
        guard let slug = current?.row.slug else { return }
        env.fileSystem.osEvict("cache/bundles/\(slug)")
        if env.cache.reconcileAtLaunch().contains(slug) { phase = .detailViewed }
    }

    // MARK: user actions

    /// Opens an artwork's detail by slug, from the catalogue (§7.3.2: CatalogueVisible → DetailViewed); an open
    /// artwork's screens have no way to another artwork's detail.
    @discardableResult
    package func openArtwork(_ slug: String) -> ArtworkAccessPhase {
        open(slug, from: .library)
    }

    /// Opens an artwork's detail from the library's continue row (§7.7 artwork_viewed source "continue row"):
    /// only an artwork the row shows (local progress, not completed) can be opened from it.
    @discardableResult
    package func openFromContinueRow(_ slug: String) -> ArtworkAccessPhase {
        let row = env.library.home(profile: env.settings.profile).continueRow
        guard row.contains(where: { $0.slug == slug }) else { return phase }
        return open(slug, from: .continueRow)
    }

    /// Opens the link `oands artwork preview` prints (`internal://preview/<slug>`, §7.6.3) on a reviewer's device:
    /// the artwork's detail opens as from the catalogue, recorded as an internal preview (§7.7 artwork_viewed
    /// source "internal preview"). Any other link is ignored.
    @discardableResult
    package func openPreviewLink(_ link: String) -> ArtworkAccessPhase {
        let prefix = "internal://preview/"
        guard link.hasPrefix(prefix) else { return phase }
        return open(String(link.dropFirst(prefix.count)), from: .internalPreview)
    }

    /// Opens `slug`'s detail through the Artwork detail module (`env.artworkDetails`): built from the refreshed
    /// catalogue row, or from the cached snapshot when the refresh fails; an artwork neither holds stays on the
    /// catalogue. `recorded` when the caller already recorded the view (a notification open).
    func open(_ slug: String, from source: ArtworkViewSource, recorded: Bool = false) -> ArtworkAccessPhase {
        guard phase == .catalogueVisible else { return phase }
        guard let sample = [free, premium].first(where: { $0.row.slug == slug }) else { return phase }
        if env.network.isOnline { env.purchases.refreshEntitlements() }
        guard case .shown(let shown, _) = env.artworkDetails.load(slug: slug) else { return phase }
        current = sample
        detail = shown
        if !recorded { env.analytics.emit(.artworkViewed(artworkID: sample.row.id, source: source)) }
        presentDetail()
        phase =
            env.cacheIndex.isDownloaded(slug)
            ? (env.network.isOnline ? .cachedPlayable : .offlinePlayable) : .detailViewed
        return phase
    }

    /// Rebuilds the detail after a change (entitlement, download, progress) from the catalogue row the library
    /// holds for the current version (its credit and approved cultural context), or the published bundle's row.
    func refreshDetail() {
        guard let published = current?.row else { return }
        let row =
            env.library.snapshot.first { $0.slug == published.slug && $0.version == published.version } ?? published
        detail = ArtworkDetail.make(
            row: row, entitlements: env.entitlements, progress: env.progressStore.load(row.id),
            downloaded: env.cacheIndex.isDownloaded(row.slug))
    }

    /// Taps the primary action on the detail screen (download or unlock). After a failed download the detail
    /// offers the retry instead (`retryDownload`, §7.3.2 DownloadFailed → DownloadRequested).
    @discardableResult
    package func tapDownload() -> ArtworkAccessPhase {
        guard phase == .detailViewed, detail != nil else { return phase }
        refreshDetail()
        if detail?.primaryAction == .unlock {
            env.purchases.paywallViewed(trigger: .lockedArtwork)
            presentPaywall()
            phase = .paywallRequired
        } else {
            adoptPublishedVersion()
            job = current.map { env.downloadJob(for: $0.row) }
            phase = .downloadRequested
        }
        return phase
    }

    /// Signs in from the account-required sheet; returns to the paywall.
    @discardableResult
    package func signIn(credential: String = "buyer@example.com") -> ArtworkAccessPhase {
        guard phase == .accountRequired else { return phase }
        // Already signed in (the backend asked for a fresh sign-in): signing in renews the session.
        if !env.session.isAnonymous {
            if env.identity.renewSession() {
                env.presentations.dismiss(.accountRequired)
                phase = .paywallRequired
            }
            return phase
        }
        switch env.identity.upgrade(credential: credential) {
        case .promoted, .merged:
            env.presentations.dismiss(.accountRequired)
            phase = .paywallRequired
        case .failed: break
        }
        return phase
    }

    /// After entitlement, the download becomes available.
    @discardableResult
    package func continueToDownload() -> ArtworkAccessPhase {
        guard phase == .entitled else { return phase }
        adoptPublishedVersion()
        guard let row = current?.row else { return phase }
        job = env.downloadJob(for: row)
        phase = .downloadRequested
        return phase
    }

    /// A fresh download fetches the version the backend publishes now: once a newer version of the current artwork
    /// was detected (whichever version the review kept playing), the server serves that one, and a job verifying
    /// the old version's checksum would reject every transfer.
    private func adoptPublishedVersion() {
        guard let newer, let current, newer.row.slug == current.row.slug, newer.row.version > current.row.version
        else { return }
        self.current = newer
        currentShift = newerShift
    }

    /// Requests the download URL.
    @discardableResult
    package func receiveURL() -> ArtworkAccessPhase {
        guard phase == .downloadRequested, let job else { return phase }
        let premium = current?.row.premium == true
        switch job.requestURL() {
        case .downloading: phase = .downloading
        case .failed(.paywall) where premium:
            // §7.5 "No entitlement": 402 from the download URL function shows the paywall (§7.7 paywall_viewed
            // "Paywall opens"); entitlements are re-read from the server, never kept locally.
            env.purchases.refreshEntitlements()
            refreshDetail()
            env.purchases.paywallViewed(trigger: .lockedArtwork)
            presentPaywall()
            phase = .paywallRequired
        case .failed(.signInRequired) where premium:
            env.presentations.present(SurfaceRenderer.accountRequired())
            phase = .accountRequired
        case .failed:
            // Free artwork uses public URLs and is never locked (§7.2): a 403/402 for it is an unexpected error,
            // shown as the recoverable download error.
            phase = .downloadFailed
        default: break
        }
        return phase
    }

    /// Transfers one chunk (renewing an expired URL as needed).
    @discardableResult
    package func deliverChunk() -> ArtworkAccessPhase {
        guard phase == .downloading, let job else { return phase }
        job.transferStep()
        sync(job)
        return phase
    }

    /// Transfers every remaining byte (stalls while offline).
    @discardableResult
    package func deliverAllFiles() -> ArtworkAccessPhase {
        guard phase == .downloading, let job else { return phase }
        job.transferAll()
        sync(job)
        return phase
    }

    /// Verifies checksum and manifest; promotes or retries once.
    @discardableResult
    package func verify() -> ArtworkAccessPhase {
        guard phase == .verifying, let job else { return phase }
        job.verifyAndPromote()
        sync(job)
        refreshDetail()
        return phase
    }

    /// Retries after a recoverable download failure.
    @discardableResult
    package func retryDownload() -> ArtworkAccessPhase {
        guard phase == .downloadFailed, let job else { return phase }
        job.retry()
        phase = .downloadRequested
        return phase
    }

    private func sync(_ job: DownloadJob) {
        switch job.phase {
        case .downloading: phase = .downloading
        case .verifying: phase = .verifying
        case .cached: phase = env.network.isOnline ? .cachedPlayable : .offlinePlayable
        case .failed: phase = .downloadFailed
        case .idle: phase = .downloadRequested
        }
    }

    /// Cache pressure: evicts eligible cached bundles (never in-progress unsynced artwork, §7.6.1 Cache index).
    /// If the current artwork was evicted, the detail shows download again (§7.3.2 CachedPlayable exits when
    /// "cache pressure evicts eligible item"). Returns the evicted slugs.
    @discardableResult
    package func evictUnderCachePressure(bytesToFree: Int = Int.max) -> [String] {
        let evicted = env.cache.evict(bytesToFree: bytesToFree)
        // Every phase that plays or reviews the cached files loses them with the eviction: back to the detail.
        let playing: Set<ArtworkAccessPhase> = [.cachedPlayable, .offlinePlayable, .versionReview, .oldVersionPlayable]
        if let slug = current?.row.slug, evicted.contains(slug), playing.contains(phase) {
            refreshDetail()
            phase = .detailViewed
        }
        return evicted
    }

    /// Opens the canvas from cache (never needs the network).
    package func openCanvas() -> CanvasEngine? {
        guard phase == .cachedPlayable || phase == .offlinePlayable || phase == .oldVersionPlayable,
            let row = current?.row,
            let engine = env.openCanvas(row)
        else { return nil }
        presentCanvas(engine, row: row)
        return engine
    }

    /// A newer bundle version is published and detected; it downloads beside the current one.
    @discardableResult
    package func detectNewerBundle(compatible: Bool) -> ArtworkAccessPhase {
        guard phase == .cachedPlayable, let sample = current else { return phase }
        newerShift = compatible ? currentShift : currentShift + 1
        let next = SampleArtwork.make(
            id: sample.row.id, slug: sample.row.slug, version: sample.row.version + 1, premium: sample.row.premium,
            packID: sample.row.packID, colourShift: newerShift)
        env.backend.addArtwork(next.row, files: next.files)
        let job = env.downloadJob(for: next.row)
        job.updatesCurrentPointer = false
        guard job.run() == .cached else { return phase }
        newer = next
        reviewJob = job
        phase = .versionReview
        return phase
    }

    /// Compares mappings: compatible → CachedPlayable, incompatible → OldVersionPlayable (no progress change).
    @discardableResult
    package func reviewVersion() -> ArtworkAccessPhase {
        guard phase == .versionReview, let sample = current, let newer, let entry = reviewJob?.verifiedEntry,
            case .success(let currentBundle) = env.cache.open(sample.row.slug),
            case .success(let newBundle) = BundleVerifier.verify(
                files: newer.files, slug: newer.row.slug, version: newer.row.version,
                expectedChecksum: newer.row.checksum)
        else { return phase }
        switch env.versionReview.review(
            slug: sample.row.slug, current: currentBundle, newer: newBundle, newEntry: entry)
        {
        case .cachedPlayable:
            current = newer
            currentShift = newerShift
            phase = .cachedPlayable
        case .oldVersionPlayable:
            phase = .oldVersionPlayable
        }
        return phase
    }

    /// The user restarts on the new version (explicit choice).
    @discardableResult
    package func restartOnNewVersion() -> ArtworkAccessPhase {
        guard phase == .oldVersionPlayable, let sample = current, let newer else { return phase }
        if env.versionReview.restartOnNewVersion(sample.row.slug, newRegionCount: newer.row.regionCount) {
            current = newer
            currentShift = newerShift
            phase = .cachedPlayable
        }
        return phase
    }

    /// The user keeps playing the old version until the next launch.
    package func keepOldVersion() {
        guard phase == .oldVersionPlayable, let slug = current?.row.slug else { return }
        env.versionReview.keepOldVersion(slug)
    }

    /// Next launch: an old version kept under review is retired.
    @discardableResult
    package func relaunch() -> ArtworkAccessPhase {
        env.cache.reconcileAtLaunch()
        guard phase == .oldVersionPlayable, let newer else { return phase }
        if env.versionReview.retireAtLaunch(regionCounts: [newer.row.slug: newer.row.regionCount]).contains(
            newer.row.slug)
        {
            current = newer
            currentShift = newerShift
            phase = .cachedPlayable
        }
        return phase
    }
}
