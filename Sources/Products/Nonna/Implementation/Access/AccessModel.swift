import Foundation

/// The role of an actor with respect to one baby profile (or, for account-level rows, with respect to the system).
///
/// Membership takes precedence: a follower whose email is not yet verified is a `follower`.
package enum ActorRole: String, CaseIterable, Sendable {
    /// Not signed in (R1).
    case anonymous
    /// Signed in, email not verified, no membership on this baby (R2).
    case unverified
    /// Signed in, verified, no membership on this baby (R3).
    case verified
    /// The creator of the baby profile (R4).
    case owner
    /// The second owner, who accepted a co-owner invitation: equal rights (R5).
    case coOwner
    /// An active follower (R6).
    case follower
    /// A follower whose membership was removed (R7): no access.
    case removedFollower
}

/// The kinds of row the access policy rules on.
package enum Resource: String, CaseIterable, Sendable {
    /// A user account (register).
    case account
    /// A login session.
    case session
    /// A user's profile (display name, photo, biometric toggle).
    case userProfile
    /// A user's activity counters (FR-9.4).
    case userStats
    /// A baby profile.
    case babyProfile
    /// An owner's membership of a baby profile.
    case ownerMembership
    /// A follower's membership (relationship label included).
    case followerMembership
    /// A follower invitation.
    case invitation
    /// A co-owner invitation.
    case coOwnerInvitation
    /// A photo (with caption and tags).
    case photo
    /// A comment on a photo or event.
    case comment
    /// A squish (like) on a photo.
    case squish
    /// A calendar event.
    case event
    /// One actor's RSVP to an event.
    case rsvp
    /// The list of who RSVP'd what.
    case rsvpList
    /// A registry item.
    case registryItem
    /// A purchase mark on a registry item.
    case purchase
    /// A gender prediction vote.
    case genderVote
    /// The tally of gender votes.
    case genderTally
    /// A birth-date prediction.
    case birthDatePrediction
    /// A name suggestion (and marking it chosen).
    case nameSuggestion
    /// A vote on a name suggestion.
    case nameVote
    /// A birth announcement.
    case birthAnnouncement
    /// An in-app notification.
    case notification
    /// Notification and digest preferences.
    case preferences
    /// Storage usage.
    case storage
    /// The role-mode toggle state.
    case roleMode
    /// Tile screens and their configuration.
    case tiles
    /// A real-time update message of a baby profile.
    case realtime
}

/// What the actor wants to do with the row.
package enum Action: String, CaseIterable, Sendable {
    /// Create a row.
    case create
    /// Read a row.
    case read
    /// Change a row.
    case update
    /// Remove a row (soft or hard).
    case delete
    /// Accept an invitation.
    case accept
}

/// One question to the access policy.
package struct AccessQuery: Hashable, Sendable {
    /// The actor's role on the row's baby profile (or account-level role).
    package var role: ActorRole
    /// The kind of row.
    package var resource: Resource
    /// The action.
    package var action: Action
    /// Whether the row belongs to the actor (author, voter, purchaser, the actor's own membership or account).
    package var isOwnRow: Bool
    /// Whether the row's baby has been born (birth announced); rules on vote reveal depend on it.
    package var babyIsBorn: Bool
    /// The baby the row belongs to (`nil` for account-level rows). The standard policy does not look at it; it lets
    /// a policy (or a checker's faulty one) rule on one baby.
    package var babyID: BabyID?
    /// The row asked about, when there is one (per-row reads and single-row operations). The standard policy does
    /// not look at it; it lets a policy rule on one row.
    package var rowID: RowID?

    /// Creates a query.
    package init(
        role: ActorRole, resource: Resource, action: Action, isOwnRow: Bool = false, babyIsBorn: Bool = false,
        babyID: BabyID? = nil, rowID: RowID? = nil
    ) {
        self.role = role
        self.resource = resource
        self.action = action
        self.isOwnRow = isOwnRow
        self.babyIsBorn = babyIsBorn
        self.babyID = babyID
        self.rowID = rowID
    }
}
