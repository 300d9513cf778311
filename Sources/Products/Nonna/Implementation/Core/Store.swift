import Foundation

/// The in-memory database: one table (dictionary of structs) per `public` table of the FRS, plus the outboxes.
struct Store {
    // Accounts
    var users: [UserID: UserAccount] = [:]
    var userByEmail: [String: UserID] = [:]
    var tokens: [RowID: AuthToken] = [:]
    var sessions: [RowID: Session] = [:]
    var loginFailures: [String: [Date]] = [:]
    // Babies
    var babies: [BabyID: BabyProfile] = [:]
    var memberships: [RowID: Membership] = [:]
    var markers: [BabyID: OwnerUpdateMarker] = [:]
    var invitations: [RowID: Invitation] = [:]
    /// Digests of superseded invitation tokens → invitation (FR-3.3: the old token is revoked).
    var revokedInvitationTokens: [String: RowID] = [:]
    // Gallery and comments
    var photos: [RowID: Photo] = [:]
    var squishes: [RowID: Squish] = [:]
    var comments: [RowID: Comment] = [:]
    // Calendar
    var events: [RowID: Event] = [:]
    var rsvps: [RowID: RSVP] = [:]
    // Registry
    var registryItems: [RowID: RegistryItem] = [:]
    var purchases: [RowID: RegistryPurchase] = [:]
    // Engagement and announcements
    var genderVotes: [RowID: GenderVote] = [:]
    var predictions: [RowID: BirthDatePrediction] = [:]
    var nameSuggestions: [RowID: NameSuggestion] = [:]
    var nameVotes: [RowID: NameVote] = [:]
    var announcements: [BabyID: BirthAnnouncement] = [:]
    // Tiles, role mode, digests
    var tileConfigs: [RowID: TileConfig] = [:]
    var tileConfigVersion = 0
    var tileConfigCache: [UserID: Int] = [:]
    var tileDataCache: [String: TileCacheEntry] = [:]
    var roleModes: [UserID: RoleModeSelection] = [:]
    var lastDigestAt: [UserID: Date] = [:]
    // Notifications
    var notifications: [RowID: InAppNotification] = [:]
    var preferences: [UserID: NotificationPreferences] = [:]
    // Storage: files by path, and the thumbnail generated for each distinct image
    var objects: [String: StoredObject] = [:]
    var thumbnails: [RasterImage: RasterImage] = [:]
    // Outboxes
    var emails: [EmailMessage] = []
    var pushes: [PushMessage] = []
    var realtime: [RealtimeMessage] = []
}

/// Ordering helpers: rows are ordered by time, then by the numeric part of their ID (creation order).
enum Order {
    static func number(_ id: String) -> Int { Int(id.split(separator: "-").last ?? "") ?? 0 }

    static func ascending(_ a: (Date, String), _ b: (Date, String)) -> Bool {
        a.0 != b.0 ? a.0 < b.0 : number(a.1) < number(b.1)
    }
}
