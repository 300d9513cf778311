import Foundation

/// Every notification the system emits (EV-07 ... EV-23).
package enum NotificationType: String, CaseIterable, Sendable {
    /// New photos uploaded → followers (FR-4.1; push list of FR-8.1).
    case newPhoto
    /// New event → followers (FR-5.1; push).
    case newEvent
    /// New registry item → followers (FR-6.1; push).
    case newRegistryItem
    /// Comment on a user's photo → uploader (FR-4.6; push).
    case photoComment
    /// Registry purchase → owners (FR-6.4; push).
    case registryPurchase
    /// RSVP → owners (FR-5.4; push).
    case eventRSVP
    /// New follower → owners (FR-3.2; push).
    case newFollower
    /// Squish → uploader (FR-4.5).
    case photoSquish
    /// Event edited → followers who RSVP'd (FR-5.2).
    case eventUpdated
    /// Event deleted → followers who RSVP'd (FR-5.3).
    case eventCancelled
    /// Event comment → owners and other commenters (FR-5.5).
    case eventComment
    /// Birth announced → all followers (FR-10.2; push).
    case birthAnnouncement
    /// Baby profile deleted → the other owner (FR-2.3).
    case babyProfileDeleted
    /// Storage at 90% (FR-11.3).
    case storageWarning
    /// A co-owner joined → the owners.
    case newCoOwner
    /// An invitee with an expired invitation asks for a new one → the owners (FR-3.2 AC2).
    case invitationRequested

    /// The preference category that toggles this type (FR-8.3).
    package var category: NotificationCategory {
        switch self {
        case .newPhoto, .photoSquish: return .photos
        case .newEvent, .eventUpdated, .eventCancelled: return .events
        case .photoComment, .eventComment: return .comments
        case .newRegistryItem, .registryPurchase: return .registry
        case .eventRSVP: return .rsvps
        case .newFollower, .newCoOwner, .invitationRequested: return .followers
        case .birthAnnouncement, .babyProfileDeleted: return .announcements
        case .storageWarning: return .account
        }
    }

    /// Whether the type is delivered as push as well as in-app.
    ///
    /// Assumption: push goes out for the seven types FR-8.1 lists plus the birth announcement (FR-10.2 says push);
    /// the other notifications the FRS requires (squish, event update/cancel, event comment, profile deletion,
    /// storage warning, new co-owner) are in-app only.
    package var isPushed: Bool {
        switch self {
        case .newPhoto, .newEvent, .newRegistryItem, .photoComment, .registryPurchase, .eventRSVP, .newFollower,
            .birthAnnouncement:
            return true
        default: return false
        }
    }
}

/// FR-8.3: the per-type toggles.
package enum NotificationCategory: String, CaseIterable, Sendable {
    /// Photos and squishes.
    case photos
    /// Events.
    case events
    /// Comments.
    case comments
    /// Registry.
    case registry
    /// RSVPs.
    case rsvps
    /// Followers.
    case followers
    /// Birth announcements and profile changes.
    case announcements
    /// Account notices (storage).
    case account
}

/// A reference from a notification to the content it is about (FR-8.2 "link notifications to relevant content").
package enum ContentRef: Equatable, Hashable, Sendable {
    /// A baby profile.
    case baby(BabyID)
    /// A photo.
    case photo(RowID)
    /// An event.
    case event(RowID)
    /// A registry item.
    case registryItem(RowID)
    /// A membership.
    case membership(RowID)
    /// The user's storage settings.
    case storage
}

/// SM-17: read state of an in-app notification.
package enum NotificationReadState: String, CaseIterable, Sendable {
    /// Not read.
    case unread
    /// Read.
    case read
}

/// A `notifications` row.
package struct InAppNotification: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// Recipient.
    package var userID: UserID
    /// Type.
    package var type: NotificationType
    /// The baby it concerns.
    package var babyID: BabyID?
    /// Linked content.
    package var target: ContentRef
    /// Text.
    package var message: String
    /// The actor who caused it.
    package var actorID: UserID?
    /// Creation time.
    package var createdAt: Date
    /// Read state.
    package var readState: NotificationReadState
}

/// SM-18: the OS push permission as reported by the client.
package enum PushPermission: String, CaseIterable, Sendable {
    /// Not asked yet (first launch pending).
    case notAsked
    /// Granted.
    case granted
    /// Denied.
    case denied
}

/// SM-24: digest frequency (FR-11.1).
package enum DigestFrequency: String, CaseIterable, Sendable {
    /// Every 7 days.
    case weekly
    /// Every 30 days.
    case monthly
    /// Opted out.
    case off
}

/// FR-8.3 / FR-11.1: a user's notification preferences.
///
/// Assumption: defaults are everything on, push permission not asked, weekly digest.
package struct NotificationPreferences: Equatable, Sendable {
    /// Master switch.
    package var allEnabled: Bool = true
    /// Push channel.
    package var pushEnabled: Bool = true
    /// In-app channel.
    package var inAppEnabled: Bool = true
    /// Categories switched off.
    package var disabledCategories: Set<NotificationCategory> = []
    /// OS permission.
    package var pushPermission: PushPermission = .notAsked
    /// Digest frequency.
    package var digestFrequency: DigestFrequency = .weekly

    /// Creates default preferences.
    package init() {}
}

/// A page of the notification feed.
package struct NotificationFeed: Equatable, Sendable {
    /// Newest first.
    package var items: [InAppNotification]
    /// Page index (0-based).
    package var page: Int
    /// Whether another page exists.
    package var hasMore: Bool
    /// Unread badge count.
    package var unreadCount: Int
}
