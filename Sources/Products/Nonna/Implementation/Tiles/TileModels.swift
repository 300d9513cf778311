import Foundation

/// FR-7.1: the tile types the TileFactory instantiates.
public enum TileType: String, CaseIterable, Sendable {
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
public enum Screen: String, CaseIterable, Sendable {
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
public struct TileConfig: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// Screen.
    public var screen: Screen
    /// Tile type.
    public var type: TileType
    /// The role mode it is for.
    public var role: RoleMode
    /// Order on the screen.
    public var displayOrder: Int
    /// `is_visible` flag.
    public var isVisible: Bool
}

/// One line of a tile.
public struct TileItem: Equatable, Sendable {
    /// The row shown.
    public var rowID: RowID
    /// The baby.
    public var babyID: BabyID
    /// Main text.
    public var title: String
    /// Secondary text.
    public var subtitle: String?
    /// Relevant date.
    public var date: Date?
}

/// Where data came from.
public enum DataSource: String, CaseIterable, Sendable {
    /// Fetched (cache empty or invalidated by an update marker).
    case network
    /// Served from the local cache.
    case cache
}

/// A rendered tile (view model).
public struct TileView: Equatable, Sendable {
    /// The config row.
    public var configID: RowID
    /// Type.
    public var type: TileType
    /// Order.
    public var displayOrder: Int
    /// Edit controls shown (owner mode).
    public var isEditable: Bool
    /// Up to 5 items.
    public var items: [TileItem]
    /// Whether a drill-down has more.
    public var hasMore: Bool
    /// Where the data came from.
    public var source: DataSource
}

/// A screen as the app renders it.
public struct ScreenView: Equatable, Sendable {
    /// Screen.
    public var screen: Screen
    /// Role mode it was built for.
    public var mode: RoleMode?
    /// Babies in scope.
    public var scope: [BabyID]
    /// Visible tiles in display order (empty tiles omitted).
    public var tiles: [TileView]
    /// Where the tile configs came from (FR-7.1 AC5).
    public var configSource: DataSource
}

/// A cached tile fetch.
struct TileCacheEntry: Equatable, Sendable {
    var markers: [BabyID: Int]
    var items: [TileItem]
    var hasMore: Bool
}
