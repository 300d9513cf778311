import Foundation

/// The composition root: every fake and every module wired together, as the app would at launch.
/// Harnesses and tests build one, then drive the modules or the flows built on them.
public final class AppEnvironment {
    public let clock: ManualClock
    public let network: Network
    public let fileSystem: FakeFileSystem
    public let cdn: FakeCDN
    public let backend: FakeBackend
    public let appStore: FakeAppStore
    public let os: FakeOS
    public let push: FakePushService
    public let secureStore: FakeSecureStore
    public let sink: RecordingAnalyticsSink
    public let analytics: ProductAnalytics
    public let crashes: CrashReporter
    public let session: Session
    public let progressStore: ProgressStore
    public let syncQueue: SyncQueue
    public let tracker: ProgressTracker
    public let identity: IdentityService
    public let cacheIndex: CacheIndex
    public let cache: CacheManager
    public let versionReview: VersionReview
    public let entitlements: EntitlementStore
    public let purchases: PurchaseService
    /// The content pack catalogue screen's module (FEAT-IAP-001): packs with badge and unlock.
    public let packCatalogue: PackCatalogue
    public let settings: SettingsModule
    public let library: LibraryService
    /// Artwork detail, built from the refreshed catalogue (or its cached snapshot when the refresh fails).
    public let artworkDetails: ArtworkDetailLoader
    public let onboarding: OnboardingModule
    public let trust: TrustMoment
    public let notifications: NotificationsModule
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
