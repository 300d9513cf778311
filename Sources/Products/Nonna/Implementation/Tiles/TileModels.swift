import Foundation

/// FR-7.1: the tile types the TileFactory instantiates.
package enum TileType: String, CaseIterable, Sendable {
    /// FR-10.1 countdown.
    case countdown
    /// FR-10.2 birth announcement.
    case birthAnnouncement
    /// FR-4.3 recent photos.
    case recentPhotos
    /// FR-5.6 upcoming events.
    case upcomingEvents
    /// FR-6.5 registry highlights (unpurchased, by priority).
    case registryHighlights
    /// FR-3.1 pending invitations (owners).
    case invitations
    /// FR-9.3 name suggestions.
    case engagement
    /// FR-11.2 memory lane.
    case memoryLane
    /// FR-8.2 latest unread notifications.
    case notifications
}

/// The screens built of tiles (`screen_configs`).
package enum Screen: String, CaseIterable, Sendable {
    /// Home.
    case home
    /// Gallery.
    case gallery
    /// Calendar.
    case calendar
    /// Registry.
    case registry
}

/// A `tile_configs` row.
package struct TileConfig: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// Screen.
    package var screen: Screen
    /// Tile type.
    package var type: TileType
    /// The role mode it is for.
    package var role: RoleMode
    /// Order on the screen.
    package var displayOrder: Int
    /// `is_visible` flag.
    package var isVisible: Bool
}

/// One line of a tile.
package struct TileItem: Equatable, Sendable {
    /// The row shown.
    package var rowID: RowID
    /// The baby.
    package var babyID: BabyID
    /// Main text.
    package var title: String
    /// Secondary text.
    package var subtitle: String?
    /// Relevant date.
    package var date: Date?
}

/// Where data came from.
package enum DataSource: String, CaseIterable, Sendable {
    /// Fetched (cache empty or invalidated by an update marker).
    case network
    /// Served from the local cache.
    case cache
}

/// A rendered tile (view model).
package struct TileView: Equatable, Sendable {
    /// The config row.
    package var configID: RowID
    /// Type.
    package var type: TileType
    /// Order.
    package var displayOrder: Int
    /// Edit controls shown (owner mode).
    package var isEditable: Bool
    /// Up to 5 items.
    package var items: [TileItem]
    /// Whether a drill-down has more.
    package var hasMore: Bool
    /// Where the data came from.
    package var source: DataSource
}

/// A screen as the app renders it.
package struct ScreenView: Equatable, Sendable {
    /// Screen.
    package var screen: Screen
    /// Role mode it was built for.
    package var mode: RoleMode?
    /// Babies in scope.
    package var scope: [BabyID]
    /// Visible tiles in display order (empty tiles omitted).
    package var tiles: [TileView]
    /// Where the tile configs came from (FR-7.1 AC5).
    package var configSource: DataSource
}

/// A cached tile fetch.
struct TileCacheEntry: Equatable, Sendable {
    var markers: [BabyID: Int]
    var items: [TileItem]
    var hasMore: Bool
}
