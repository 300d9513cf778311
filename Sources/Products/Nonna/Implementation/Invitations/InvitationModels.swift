import Foundation

/// What accepting an invitation grants.
package enum InvitationKind: String, CaseIterable, Sendable {
    /// Follower role (FR-3.1).
    case follower
    /// Owner role as co-owner (FR-2.4).
    case coOwner
}

/// SM-6 / SM-7: the lifecycle of an invitation.
package enum InvitationStatus: String, CaseIterable, Sendable {
    /// Sent, not yet accepted; valid until `expiresAt`.
    case pending
    /// Accepted (token used).
    case accepted
    /// 7 days elapsed without acceptance.
    case expired
    /// Revoked by an owner, or by deleting the baby profile.
    case revoked
}

/// An invitation row (the token is stored only as a digest).
package struct Invitation: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// Invitee email (lower case).
    package var email: String
    /// Follower or co-owner.
    package var kind: InvitationKind
    /// The inviting owner.
    package var invitedBy: UserID
    /// First creation.
    package var createdAt: Date
    /// Last (re)send time.
    package var sentAt: Date
    /// Expiry: 7 days after the last (re)send.
    package var expiresAt: Date
    /// Lifecycle state.
    package var status: InvitationStatus
    /// Number of resends.
    package var resendCount: Int
    /// Acceptance time.
    package var acceptedAt: Date?
    /// The accepting user.
    package var acceptedBy: UserID?
    /// Revocation time.
    package var revokedAt: Date?
    /// SHA-256 of the salt and the current token (FR-3.1 AC4: the token itself is never stored).
    var tokenDigest: String
    /// The row's random salt.
    var tokenSalt: String
}
