import Foundation

/// An `events` row.
public struct Event: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// Title.
    public var title: String
    /// Start.
    public var startsAt: Date
    /// Optional end.
    public var endsAt: Date?
    /// Optional description.
    public var description: String?
    /// Optional location.
    public var location: String?
    /// Optional video link.
    public var videoLink: String?
    /// Optional cover photo.
    public var coverPhoto: StoredImage?
    /// Creating owner.
    public var createdBy: UserID
    /// Creation time.
    public var createdAt: Date
    /// Last edit.
    public var updatedAt: Date
    /// Lifecycle state.
    public var status: ContentStatus
    /// Soft-delete time.
    public var deletedAt: Date?
}

/// FR-5.1: the fields of a new event.
public struct EventDraft: Equatable, Sendable {
    /// Title (required).
    public var title: String
    /// Start (required).
    public var startsAt: Date
    /// Optional end (not before the start).
    public var endsAt: Date?
    /// Optional description.
    public var description: String?
    /// Optional location.
    public var location: String?
    /// Optional video link (http/https).
    public var videoLink: String?
    /// Optional cover photo.
    public var coverPhoto: UploadFile?

    /// Creates a draft.
    public init(
        title: String, startsAt: Date, endsAt: Date? = nil, description: String? = nil, location: String? = nil,
        videoLink: String? = nil, coverPhoto: UploadFile? = nil
    ) {
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.description = description
        self.location = location
        self.videoLink = videoLink
        self.coverPhoto = coverPhoto
    }
}

/// FR-5.4: an RSVP answer (SM-13).
public enum RSVPStatus: String, CaseIterable, Sendable {
    /// Attending.
    case yes
    /// Not attending.
    case no
    /// Maybe.
    case maybe
}

/// An `event_rsvps` row.
public struct RSVP: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The event.
    public var eventID: RowID
    /// The baby.
    public var babyID: BabyID
    /// The follower.
    public var userID: UserID
    /// Answer.
    public var status: RSVPStatus
    /// First answer.
    public var createdAt: Date
    /// Last change.
    public var updatedAt: Date
}

/// RSVP counts of an event.
public struct RSVPCounts: Equatable, Sendable {
    /// Yes.
    public var yes: Int
    /// No.
    public var no: Int
    /// Maybe.
    public var maybe: Int
}

/// An event as the calendar shows it (FR-5.6).
public struct EventView: Equatable, Sendable {
    /// The row.
    public var event: Event
    /// The baby's name.
    public var babyName: String
    /// RSVP counts.
    public var rsvpCounts: RSVPCounts
    /// The viewer's RSVP.
    public var viewerRSVP: RSVPStatus?
    /// Starts within the next 7 days.
    public var isHighlighted: Bool
    /// Edited since creation ("Updated" indicator, FR-5.2).
    public var isUpdated: Bool
    /// Number of comments.
    public var commentCount: Int
    /// Edit controls shown (owners).
    public var canEdit: Bool
}

/// An RSVP with the follower's details, as owners see it.
public struct RSVPView: Equatable, Sendable {
    /// The row.
    public var rsvp: RSVP
    /// Follower display name.
    public var displayName: String
    /// Follower relationship label.
    public var relationship: RelationshipLabel?
}

/// FR-5.6: calendar view mode.
public enum CalendarMode: Equatable, Sendable {
    /// Upcoming events (not yet ended), chronological.
    case list
    /// Every event starting in the given month (UTC).
    case month(year: Int, month: Int)
}
