import OchreSoul

/// The components the rule checks plug into the implementation. Each property is a dependency-injection
/// point: the default wires the real OchreSoul component; a negative control swaps in a faulty one.
///
/// Properties typed by an OchreSoul protocol (`ProgressSyncAPI`, `PurchaseAPI`, `AdminAPI`, `CatalogueAPI`) or
/// built with an OchreSoul initialiser (`ProductAnalytics`, `CacheManager`) use the implementation's own
/// injection points. The `*Seam` properties are seams of this target: OchreSoul offers no injection point
/// there, so the rule check calls the implementation through a small protocol whose default conformer
/// forwards to it.
package struct OchreSoulComponents: Sendable {
    /// The server side of `POST /functions/sync-progress` and `GET /user_artwork_progress`.
    package var progressServer: @Sendable (FakeBackend) -> any ProgressSyncAPI
    /// The purchase endpoints used by `PurchaseService` (receipt validation, restore, entitlements).
    package var purchaseServer: @Sendable (FakeBackend) -> any PurchaseAPI
    /// The admin functions used by `oands`.
    package var adminServer: @Sendable (FakeBackend) -> any AdminAPI
    /// The catalogue endpoints used by `LibraryService`.
    package var catalogueServer: @Sendable (FakeBackend) -> any CatalogueAPI
    /// The analytics gate handed to a `CanvasEngine`.
    package var canvasAnalytics: @Sendable (AppEnvironment) -> ProductAnalytics
    /// The cache manager automatic eviction goes through. The reference is the app's own (`env.cache`, with the
    /// protection the app wires); a check never hands the cache a predicate of its own.
    package var cacheManager: @Sendable (AppEnvironment) -> CacheManager
    /// How a download is driven to the cache (seam: `DownloadJob` is final).
    package var downloadSeam: any DownloadDriving
    /// How a cached artwork is opened for the canvas (seam).
    package var openSeam: any CanvasOpening
    /// How a canvas tap is processed (seam: `CanvasEngine` is final).
    package var tapSeam: any TapProcessing
    /// When the founder's note may show (seam: `TrustMoment` is final).
    package var founderNoteSeam: any FounderNoteGating
    /// How the notification pre-permission screen is presented (seam: `NotificationsModule` is final).
    package var notificationSeam: any NotificationPrompting
    /// The user actions the presentation checks drive (seam: the flows are final).
    package var presentationSeam: any PresentationDriving = ReferencePresentationDriver()

    /// The real implementation everywhere.
    package static let reference = OchreSoulComponents(
        progressServer: { $0 }, purchaseServer: { $0 }, adminServer: { $0 }, catalogueServer: { $0 },
        canvasAnalytics: { $0.analytics },
        cacheManager: { $0.cache },
        downloadSeam: ReferenceDownloadDriver(), openSeam: ReferenceCanvasOpener(), tapSeam: ReferenceTapProcessor(),
        founderNoteSeam: ReferenceFounderNoteGate(), notificationSeam: ReferenceNotificationPrompter())

    /// Creates a set of components.
    package init(
        progressServer: @escaping @Sendable (FakeBackend) -> any ProgressSyncAPI,
        purchaseServer: @escaping @Sendable (FakeBackend) -> any PurchaseAPI,
        adminServer: @escaping @Sendable (FakeBackend) -> any AdminAPI,
        catalogueServer: @escaping @Sendable (FakeBackend) -> any CatalogueAPI,
        canvasAnalytics: @escaping @Sendable (AppEnvironment) -> ProductAnalytics,
        cacheManager: @escaping @Sendable (AppEnvironment) -> CacheManager,
        downloadSeam: any DownloadDriving, openSeam: any CanvasOpening, tapSeam: any TapProcessing,
        founderNoteSeam: any FounderNoteGating, notificationSeam: any NotificationPrompting
    ) {
        self.progressServer = progressServer
        self.purchaseServer = purchaseServer
        self.adminServer = adminServer
        self.catalogueServer = catalogueServer
        self.canvasAnalytics = canvasAnalytics
        self.cacheManager = cacheManager
        self.downloadSeam = downloadSeam
        self.openSeam = openSeam
        self.tapSeam = tapSeam
        self.founderNoteSeam = founderNoteSeam
        self.notificationSeam = notificationSeam
    }
}
