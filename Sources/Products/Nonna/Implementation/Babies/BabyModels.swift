import Foundation

/// FR-2.1: a baby's gender.
public enum BabyGender: String, CaseIterable, Sendable {
    /// Male.
    case male
    /// Female.
    case female
    /// Not known or not shared.
    case unknown
}

/// SM-9: the lifecycle of a baby profile.
public enum BabyStatus: String, CaseIterable, Sendable {
    /// Expected birth date set, not born yet.
    case expecting
    /// Born (created with an actual birth date, or birth announced).
    case born
    /// Soft-deleted (`removed_at` set).
    case deleted
}

/// A baby profile.
public struct BabyProfile: Equatable, Sendable {
    /// Row ID.
    public var id: BabyID
    /// Name (defaults to "Baby <last name>").
    public var name: String
    /// Gender.
    public var gender: BabyGender
    /// Expected birth date (while expecting).
    public var expectedBirthDate: Date?
    /// Actual birth date and time (once born).
    public var birthDate: Date?
    /// Profile photo.
    public var photo: StoredImage?
    /// Lifecycle state.
    public var status: BabyStatus
    /// The creator (first owner).
    public var createdBy: UserID
    /// Creation time.
    public var createdAt: Date
    /// Last edit (audit trail, FR-2.2).
    public var updatedAt: Date
    /// Soft-delete time.
    public var removedAt: Date?
}

/// FR-3.2 / 3.6: the predefined relationship labels.
///
/// Assumption: the FRS lists "Grandma, Grandpa, Aunt, Uncle, Family Friend, etc."; the list is completed with
/// Cousin, Sibling, Godparent, Friend and Other.
public enum RelationshipLabel: String, CaseIterable, Sendable {
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
public enum MembershipRole: String, CaseIterable, Sendable {
    /// Owner or co-owner.
    case owner
    /// Follower.
    case follower
}

/// SM-8: the lifecycle of a membership.
public enum MembershipStatus: String, CaseIterable, Sendable {
    /// Grants access.
    case active
    /// Soft-removed (`removed_at` set): no access.
    case removed
}

/// A `baby_memberships` row.
public struct Membership: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// The member.
    public var userID: UserID
    /// Owner or follower.
    public var role: MembershipRole
    /// Whether this owner created the profile (the other owner is the co-owner).
    public var isCreator: Bool
    /// Relationship label (followers).
    public var relationship: RelationshipLabel?
    /// Lifecycle state.
    public var status: MembershipStatus
    /// Creation time.
    public var createdAt: Date
    /// Removal time.
    public var removedAt: Date?
}

/// `owner_update_markers`: when the owners last changed anything on the baby (cache invalidation, FR-7.4).
public struct OwnerUpdateMarker: Equatable, Sendable {
    /// The baby.
    public var babyID: BabyID
    /// Last change.
    public var updatedAt: Date
    /// Number of changes so far.
    public var version: Int
}

/// What a member sees of a baby profile.
public struct BabyProfileView: Equatable, Sendable {
    /// The profile.
    public var profile: BabyProfile
    /// The viewer's role.
    public var viewerRole: ActorRole
    /// Whether edit controls show (owners only, FR-2.2).
    public var canEdit: Bool
    /// Owner user IDs.
    public var ownerIDs: [UserID]
    /// Number of active followers.
    public var followerCount: Int
}

/// A member as listed to owners (FR-3.5 follower list, FR-3.6 labels).
public struct MemberView: Equatable, Sendable {
    /// The membership row.
    public var membership: Membership
    /// The member's display name.
    public var displayName: String
}
