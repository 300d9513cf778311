import Foundation

/// The composition root: every fake and every module wired together, as the app would at launch.
/// Harnesses and tests build one, then drive the modules or the flows built on them.
package final class AppEnvironment {
    package let clock: ManualClock
    package let network: Network
    package let fileSystem: FakeFileSystem
    package let cdn: FakeCDN
    package let backend: FakeBackend
    package let appStore: FakeAppStore
    package let os: FakeOS
    package let push: FakePushService
    package let secureStore: FakeSecureStore
    package let sink: RecordingAnalyticsSink
    package let analytics: ProductAnalytics
    package let crashes: CrashReporter
    package let session: Session
    package let progressStore: ProgressStore
    package let syncQueue: SyncQueue
    package let tracker: ProgressTracker
    package let identity: IdentityService
    package let cacheIndex: CacheIndex
    package let cache: CacheManager
    package let versionReview: VersionReview
    package let entitlements: EntitlementStore
    package let purchases: PurchaseService
    /// The content pack catalogue screen's module (FEAT-IAP-001): packs with badge and unlock.
    package let packCatalogue: PackCatalogue
    package let settings: SettingsModule
    package let library: LibraryService
    /// Artwork detail, built from the refreshed catalogue (or its cached snapshot when the refresh fails).
    package let artworkDetails: ArtworkDetailLoader
    package let onboarding: OnboardingModule
    package let trust: TrustMoment
    package let notifications: NotificationsModule
    /// What the flows presented (screens, modals, overlays), in order.
    package let presentations = PresentationLog()
    /// The third-party SDKs initialised at start-up (and later), in order.
    package let sdks = SDKRegistry()

    /// The app's version, as a real app reads it from its bundle info (`app_opened.app_version`, §7.7).
    package var appVersion = "1.0.0"

    /// Wires a fresh environment.
    package init() {
        clock = ManualClock()
        network = Network()
        fileSystem = FakeFileSystem()
        cdn = FakeCDN(network: network, clock: clock)
        backend = FakeBackend(network: network, clock: clock, cdn: cdn)
        appStore = FakeAppStore()
        os = FakeOS()
        push = FakePushService()
        secureStore = FakeSecureStore()
        sink = RecordingAnalyticsSink()
        analytics = ProductAnalytics(sink: sink)
        sdks.register(.productAnalytics)
        session = Session()
        crashes = CrashReporter(session: session)
        sdks.register(.crashReporting)
        progressStore = ProgressStore(fileSystem: fileSystem)
        syncQueue = SyncQueue(
            store: progressStore, api: backend, session: session, network: network, clock: clock, analytics: analytics)
        tracker = ProgressTracker(store: progressStore, syncQueue: syncQueue, clock: clock)
        identity = IdentityService(
            session: session, api: backend, progressAPI: backend, secureStore: secureStore, progressStore: progressStore
        )
        cacheIndex = CacheIndex()
        let syncQueue = self.syncQueue
        // §7.6.1: in-progress unsynced artwork is never automatically evicted.
        cache = CacheManager(
            index: cacheIndex, fileSystem: fileSystem, clock: clock, isProtected: { syncQueue.isPending($0.artworkID) })
        versionReview = VersionReview(cache: cacheIndex, fileSystem: fileSystem, store: progressStore, clock: clock)
        entitlements = EntitlementStore()
        let analytics = self.analytics
        purchases = PurchaseService(
            session: session, api: backend, store: appStore, entitlements: entitlements, analytics: analytics,
            isChildMode: { analytics.childMode })
        sdks.register(.purchases)
        packCatalogue = PackCatalogue(api: backend, purchases: purchases, store: appStore, crashes: crashes)
        notifications = NotificationsModule(os: os, push: push, analytics: analytics, crashes: crashes)
        sdks.register(.pushNotifications)
        settings = SettingsModule(
            session: session, api: backend, analytics: analytics, crashes: crashes, purchases: purchases,
            notifications: notifications)
        library = LibraryService(
            api: backend, session: session, network: network, cache: cacheIndex, progress: progressStore,
            analytics: analytics)
        artworkDetails = ArtworkDetailLoader(
            library: library, entitlements: entitlements, progress: progressStore, cache: cacheIndex, crashes: crashes)
        onboarding = OnboardingModule(api: backend, os: os, fileSystem: fileSystem, crashes: crashes)
        trust = TrustMoment(fileSystem: fileSystem, crashes: crashes)
    }

    /// A download job for a catalogue row.
    package func downloadJob(for row: CatalogueRow) -> DownloadJob {
        DownloadJob(
            row: row, api: backend, transfer: cdn, fileSystem: fileSystem, cache: cacheIndex, session: session,
            clock: clock, analytics: analytics, crashes: crashes)
    }

    /// Opens a canvas on a verified cached bundle (no network).
    package func openCanvas(_ row: CatalogueRow) -> CanvasEngine? {
        guard case .success(let bundle) = cache.open(row.slug) else { return nil }
        return CanvasEngine(
            artwork: row.ref, geometry: bundle.geometry, tracker: tracker, analytics: analytics, clock: clock,
            reduceMotion: settings.profile?.accessibility.reduceMotion ?? os.reduceMotion,
            accessibility: settings.profile?.accessibility, crashes: crashes)
    }
}
