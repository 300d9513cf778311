import Foundation

/// FR-2.1: a baby's gender.
package enum BabyGender: String, CaseIterable, Sendable {
    /// Male.
    case male
    /// Female.
    case female
    /// Not known or not shared.
    case unknown
}

/// SM-9: the lifecycle of a baby profile.
package enum BabyStatus: String, CaseIterable, Sendable {
    /// Expected birth date set, not born yet.
    case expecting
    /// Born (created with an actual birth date, or birth announced).
    case born
    /// Soft-deleted (`removed_at` set).
    case deleted
}

/// A baby profile.
package struct BabyProfile: Equatable, Sendable {
    /// Row ID.
    package var id: BabyID
    /// Name (defaults to "Baby <last name>").
    package var name: String
    /// Gender.
    package var gender: BabyGender
    /// Expected birth date (while expecting).
    package var expectedBirthDate: Date?
    /// Actual birth date and time (once born).
    package var birthDate: Date?
    /// Profile photo.
    package var photo: StoredImage?
    /// Lifecycle state.
    package var status: BabyStatus
    /// The creator (first owner).
    package var createdBy: UserID
    /// Creation time.
    package var createdAt: Date
    /// Last edit (audit trail, FR-2.2).
    package var updatedAt: Date
    /// Soft-delete time.
    package var removedAt: Date?
}

/// FR-3.2 / 3.6: the predefined relationship labels.
///
/// Assumption: the FRS lists "Grandma, Grandpa, Aunt, Uncle, Family Friend, etc."; the list is completed with
/// Cousin, Sibling, Godparent, Friend and Other.
package enum RelationshipLabel: String, CaseIterable, Sendable {
    /// Grandma.
    case grandma
    /// Grandpa.
    case grandpa
    /// Aunt.
    case aunt
    /// Uncle.
    case uncle
    /// Family friend.
    case familyFriend
    /// Cousin.
    case cousin
    /// Sibling.
    case sibling
    /// Godparent.
    case godparent
    /// Friend.
    case friend
    /// Other.
    case other
}

/// The role a membership grants.
package enum MembershipRole: String, CaseIterable, Sendable {
    /// Owner or co-owner.
    case owner
    /// Follower.
    case follower
}

/// SM-8: the lifecycle of a membership.
package enum MembershipStatus: String, CaseIterable, Sendable {
    /// Grants access.
    case active
    /// Soft-removed (`removed_at` set): no access.
    case removed
}

/// A `baby_memberships` row.
package struct Membership: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// The member.
    package var userID: UserID
    /// Owner or follower.
    package var role: MembershipRole
    /// Whether this owner created the profile (the other owner is the co-owner).
    package var isCreator: Bool
    /// Relationship label (followers).
    package var relationship: RelationshipLabel?
    /// Lifecycle state.
    package var status: MembershipStatus
    /// Creation time.
    package var createdAt: Date
    /// Removal time.
    package var removedAt: Date?
}

/// `owner_update_markers`: when the owners last changed anything on the baby (cache invalidation, FR-7.4).
package struct OwnerUpdateMarker: Equatable, Sendable {
    /// The baby.
    package var babyID: BabyID
    /// Last change.
    package var updatedAt: Date
    /// Number of changes so far.
    package var version: Int
}

/// What a member sees of a baby profile.
package struct BabyProfileView: Equatable, Sendable {
    /// The profile.
    package var profile: BabyProfile
    /// The viewer's role.
    package var viewerRole: ActorRole
    /// Whether edit controls show (owners only, FR-2.2).
    package var canEdit: Bool
    /// Owner user IDs.
    package var ownerIDs: [UserID]
    /// Number of active followers.
    package var followerCount: Int
}

/// A member as listed to owners (FR-3.5 follower list, FR-3.6 labels).
package struct MemberView: Equatable, Sendable {
    /// The membership row.
    package var membership: Membership
    /// The member's display name.
    package var displayName: String
}
