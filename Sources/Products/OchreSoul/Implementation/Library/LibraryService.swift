import Foundation

/// Browse filters. In-progress work is never hidden by them.
package struct LibraryFilter: Equatable, Sendable {
    package var theme: String?
    package var difficulty: String?

    /// Creates a filter.
    package init(theme: String? = nil, difficulty: String? = nil) {
        self.theme = theme
        self.difficulty = difficulty
    }

    func matches(_ row: CatalogueRow) -> Bool {
        (theme.map { row.themes.contains($0) } ?? true) && (difficulty.map { row.difficulty == $0 } ?? true)
    }
}

/// Library home rows.
package struct LibraryHome: Equatable, Sendable {
    /// In-progress artwork from local progress, regardless of filters.
    package let continueRow: [CatalogueRow]
    /// Ranked by selected themes and audience, then filtered.
    package let chosenForYou: [CatalogueRow]
    /// Downloaded per the local cache index.
    package let downloaded: [CatalogueRow]
    /// Whether the catalogue is the offline snapshot (explain the refresh limitation).
    package let offline: Bool
}

/// Result of a catalogue refresh.
package enum LibraryRefresh: Equatable, Sendable {
    case online
    /// Refresh failed; the cached catalogue is shown.
    case offlineCached
    /// Refresh failed and nothing is cached.
    case unavailable
}

/// The Library module.
package final class LibraryService {
    private let api: CatalogueAPI
    private let session: Session
    private let network: Network
    private let cache: CacheIndex
    private let progress: ProgressStore
    private let analytics: ProductAnalytics
    /// Local catalogue snapshot.
    package private(set) var snapshot: [CatalogueRow] = []
    /// Whether the last refresh failed.
    package private(set) var isOffline = false

    /// Creates the module.
    package init(
        api: CatalogueAPI, session: Session, network: Network, cache: CacheIndex, progress: ProgressStore,
        analytics: ProductAnalytics
    ) {
        self.api = api
        self.session = session
        self.network = network
        self.cache = cache
        self.progress = progress
        self.analytics = analytics
    }

    /// Refreshes from `GET /artworks`; on failure keeps the snapshot.
    @discardableResult
    package func refresh() -> LibraryRefresh {
        do {
            let rows = try api.fetchArtworks(userID: session.userID, role: session.role)
            // Defence in depth: normal users never hold drafts even if a response carried one.
            snapshot = rows.filter { $0.isPublished || session.role == "admin" || session.role == "reviewer" }.sorted {
                $0.slug < $1.slug
            }
            isOffline = false
            return .online
        } catch {
            isOffline = true
            return snapshot.isEmpty ? .unavailable : .offlineCached
        }
    }

    /// Ranking score: theme overlap weighs most, then audience match.
    package static func score(_ row: CatalogueRow, themes: [String], audience: Audience?) -> Int {
        let overlap = Set(row.themes).intersection(themes).count
        let audienceMatch: Bool
        switch audience {
        case .none: audienceMatch = false
        case .some(.both): audienceMatch = true
        case .some(let a): audienceMatch = row.audiences.contains(a.rawValue)
        }
        return overlap * 10 + (audienceMatch ? 1 : 0)
    }

    /// Builds library home.
    package func home(profile: Profile?, filter: LibraryFilter = LibraryFilter()) -> LibraryHome {
        let themes = profile?.culturalThemes ?? []
        let audience = profile?.audience
        let inProgress = Set(progress.all().filter { $0.completedCount > 0 && !$0.isCompleted }.map(\.artworkID))
        let continueRow = snapshot.filter { inProgress.contains($0.id) }
        let ranked = snapshot.filter { filter.matches($0) }.sorted {
            let a = LibraryService.score($0, themes: themes, audience: audience)
            let b = LibraryService.score($1, themes: themes, audience: audience)
            return a != b ? a > b : $0.slug < $1.slug
        }
        // Downloaded state comes from the cache index only, never from `remoteDownloadedFlag`.
        let downloaded = snapshot.filter { cache.isDownloaded($0.slug) }
        return LibraryHome(continueRow: continueRow, chosenForYou: ranked, downloaded: downloaded, offline: isOffline)
    }

    /// Records that a section was viewed.
    package func viewed(_ section: LibrarySection) { analytics.emit(.libraryViewed(section: section)) }
}
