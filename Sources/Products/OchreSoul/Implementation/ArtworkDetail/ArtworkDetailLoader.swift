import Foundation

/// What opening an artwork's detail from the catalogue gave.
package enum ArtworkDetailLoad: Equatable, Sendable {
    /// The detail, built from the refreshed catalogue row (`stale` false) or, when the refresh failed, from the
    /// cached catalogue snapshot (`stale` true: the screen explains that it could not refresh).
    case shown(ArtworkDetail, stale: Bool)
    /// The refresh failed and the artwork is not in the cached catalogue: a retry is offered.
    case unavailable
}

/// Opens an artwork's detail from the Library catalogue (FEAT-ART-002).
///
/// Assumption (recovery): the documents give the detail no failure path. A failed catalogue refresh falls back to
/// the cached snapshot, which still carries the artist credit and still hides cultural context that review has not
/// approved; the next successful refresh replaces the row, so context whose approval was withdrawn disappears. The
/// failed refresh is recorded as the coarse error signal `artwork_detail/catalogue_unavailable`.
package struct ArtworkDetailLoader {
    private let library: LibraryService
    private let entitlements: EntitlementStore
    private let progress: ProgressStore
    private let cache: CacheIndex
    private let crashes: CrashReporter?

    /// Creates a loader over the app's modules.
    package init(
        library: LibraryService, entitlements: EntitlementStore, progress: ProgressStore, cache: CacheIndex,
        crashes: CrashReporter? = nil
    ) {
        self.library = library
        self.entitlements = entitlements
        self.progress = progress
        self.cache = cache
        self.crashes = crashes
    }

    /// Refreshes the catalogue, then builds the detail of `slug` from the row the library now holds.
    package func load(slug: String) -> ArtworkDetailLoad {
        let refresh = library.refresh()
        if refresh != .online { crashes?.record(area: "artwork_detail", reason: "catalogue_unavailable") }
        guard let row = library.snapshot.first(where: { $0.slug == slug }) else { return .unavailable }
        let detail = ArtworkDetail.make(
            row: row, entitlements: entitlements, progress: progress.load(row.id),
            downloaded: cache.isDownloaded(row.slug))
        return .shown(detail, stale: refresh != .online)
    }
}
