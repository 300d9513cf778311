import Foundation

/// An `events` row.
package struct Event: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// Title.
    package var title: String
    /// Start.
    package var startsAt: Date
    /// Optional end.
    package var endsAt: Date?
    /// Optional description.
    package var description: String?
    /// Optional location.
    package var location: String?
    /// Optional video link.
    package var videoLink: String?
    /// Optional cover photo.
    package var coverPhoto: StoredImage?
    /// Creating owner.
    package var createdBy: UserID
    /// Creation time.
    package var createdAt: Date
    /// Last edit.
    package var updatedAt: Date
    /// Lifecycle state.
    package var status: ContentStatus
    /// Soft-delete time.
    package var deletedAt: Date?
}

/// FR-5.1: the fields of a new event.
package struct EventDraft: Equatable, Sendable {
    /// Title (required).
    package var title: String
    /// Start (required).
    package var startsAt: Date
    /// Optional end (not before the start).
    package var endsAt: Date?
    /// Optional description.
    package var description: String?
    /// Optional location.
    package var location: String?
    /// Optional video link (http/https).
    package var videoLink: String?
    /// Optional cover photo.
    package var coverPhoto: UploadFile?

    /// Creates a draft.
    package init(
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
package enum RSVPStatus: String, CaseIterable, Sendable {
    /// Attending.
    case yes
    /// Not attending.
    case no
    /// Maybe.
    case maybe
}

/// An `event_rsvps` row.
package struct RSVP: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The event.
    package var eventID: RowID
    /// The baby.
    package var babyID: BabyID
    /// The follower.
    package var userID: UserID
    /// Answer.
    package var status: RSVPStatus
    /// First answer.
    package var createdAt: Date
    /// Last change.
    package var updatedAt: Date
}

/// RSVP counts of an event.
package struct RSVPCounts: Equatable, Sendable {
    /// Yes.
    package var yes: Int
    /// No.
    package var no: Int
    /// Maybe.
    package var maybe: Int
}

/// An event as the calendar shows it (FR-5.6).
package struct EventView: Equatable, Sendable {
    /// The row.
    package var event: Event
    /// The baby's name.
    package var babyName: String
    /// RSVP counts.
    package var rsvpCounts: RSVPCounts
    /// The viewer's RSVP.
    package var viewerRSVP: RSVPStatus?
    /// Starts within the next 7 days.
    package var isHighlighted: Bool
    /// Edited since creation ("Updated" indicator, FR-5.2).
    package var isUpdated: Bool
    /// Number of comments.
    package var commentCount: Int
    /// Edit controls shown (owners).
    package var canEdit: Bool
}

/// An RSVP with the follower's details, as owners see it.
package struct RSVPView: Equatable, Sendable {
    /// The row.
    package var rsvp: RSVP
    /// Follower display name.
    package var displayName: String
    /// Follower relationship label.
    package var relationship: RelationshipLabel?
}

/// FR-5.6: calendar view mode.
package enum CalendarMode: Equatable, Sendable {
    /// Upcoming events (not yet ended), chronological.
    case list
    /// Every event starting in the given month (UTC).
    case month(year: Int, month: Int)
}
