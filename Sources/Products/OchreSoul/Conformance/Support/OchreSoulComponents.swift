import OchreSoul

/// The components the rule checks plug into the implementation. Each property is a dependency-injection
/// point: the default wires the real OchreSoul component; a negative control swaps in a faulty one.
///
/// Properties typed by an OchreSoul protocol (`ProgressSyncAPI`, `PurchaseAPI`, `AdminAPI`, `CatalogueAPI`) or
/// passed to an OchreSoul initialiser (`ProductAnalytics`, eviction predicate) use the implementation's own
/// injection points. The `*Seam` properties are seams of this target: OchreSoul offers no injection point
/// there, so the rule check calls the implementation through a small protocol whose default conformer
/// forwards to it.
public struct OchreSoulComponents: Sendable {
    /// The server side of `POST /functions/sync-progress` and `GET /user_artwork_progress`.
    public var progressServer: @Sendable (FakeBackend) -> any ProgressSyncAPI
    /// The purchase endpoints used by `PurchaseService` (receipt validation, restore, entitlements).
    public var purchaseServer: @Sendable (FakeBackend) -> any PurchaseAPI
    /// The admin functions used by `oands`.
    public var adminServer: @Sendable (FakeBackend) -> any AdminAPI
    /// The catalogue endpoints used by `LibraryService`.
    public var catalogueServer: @Sendable (FakeBackend) -> any CatalogueAPI
    /// The analytics gate handed to a `CanvasEngine`.
    public var canvasAnalytics: @Sendable (AppEnvironment) -> ProductAnalytics
    /// The eviction protection predicate handed to `CacheManager.evict`.
    public var evictionProtection: @Sendable (AppEnvironment) -> (CacheEntry) -> Bool
    /// How a download is driven to the cache (seam: `DownloadJob` is final).
    public var downloadSeam: any DownloadDriving
    /// How a cached artwork is opened for the canvas (seam).
    public var openSeam: any CanvasOpening
    /// How a canvas tap is processed (seam: `CanvasEngine` is final).
    public var tapSeam: any TapProcessing
    /// When the founder's note may show (seam: `TrustMoment` is final).
    public var founderNoteSeam: any FounderNoteGating
    /// How the notification pre-permission screen is presented (seam: `NotificationsModule` is final).
    public var notificationSeam: any NotificationPrompting
    /// The user actions the presentation checks drive (seam: the flows are final).
    public var presentationSeam: any PresentationDriving = ReferencePresentationDriver()

    /// The real implementation everywhere.
    public static let reference = OchreSoulComponents(
        progressServer: { $0 }, purchaseServer: { $0 }, adminServer: { $0 }, catalogueServer: { $0 },
        canvasAnalytics: { $0.analytics },
        evictionProtection: { env in { env.syncQueue.isPending($0.artworkID) } },
        downloadSeam: ReferenceDownloadDriver(), openSeam: ReferenceCanvasOpener(), tapSeam: ReferenceTapProcessor(),
        founderNoteSeam: ReferenceFounderNoteGate(), notificationSeam: ReferenceNotificationPrompter())

    /// Creates a set of components.
    public init(
        progressServer: @escaping @Sendable (FakeBackend) -> any ProgressSyncAPI,
        purchaseServer: @escaping @Sendable (FakeBackend) -> any PurchaseAPI,
        adminServer: @escaping @Sendable (FakeBackend) -> any AdminAPI,
        catalogueServer: @escaping @Sendable (FakeBackend) -> any CatalogueAPI,
        canvasAnalytics: @escaping @Sendable (AppEnvironment) -> ProductAnalytics,
        evictionProtection: @escaping @Sendable (AppEnvironment) -> (CacheEntry) -> Bool,
        downloadSeam: any DownloadDriving, openSeam: any CanvasOpening, tapSeam: any TapProcessing,
        founderNoteSeam: any FounderNoteGating, notificationSeam: any NotificationPrompting
    ) {
        self.progressServer = progressServer
        self.purchaseServer = purchaseServer
        self.adminServer = adminServer
        self.catalogueServer = catalogueServer
        self.canvasAnalytics = canvasAnalytics
        self.evictionProtection = evictionProtection
        self.downloadSeam = downloadSeam
        self.openSeam = openSeam
        self.tapSeam = tapSeam
        self.founderNoteSeam = founderNoteSeam
        self.notificationSeam = notificationSeam
    }
}
