import Foundation

/// The kinds of email the system sends (SendGrid templates).
public enum EmailKind: String, CaseIterable, Sendable {
    /// Verification link (FR-1.1/1.2).
    case verification
    /// Password reset link (FR-1.4).
    case passwordReset
    /// Follower invitation (FR-3.1/3.3).
    case invitation
    /// Co-owner invitation (FR-2.4).
    case coOwnerInvitation
    /// Activity digest (FR-11.1).
    case digest
}

/// A sent email.
public struct EmailMessage: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// Recipient address.
    public var to: String
    /// Template.
    public var kind: EmailKind
    /// Template data (tokens, links, counts).
    public var payload: [String: String]
    /// Send time.
    public var sentAt: Date
}

/// A push notification handed to OneSignal.
public struct PushMessage: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// Recipient.
    public var userID: UserID
    /// Type.
    public var type: NotificationType
    /// Text.
    public var message: String
    /// Linked content.
    public var target: ContentRef
    /// Send time.
    public var sentAt: Date
}

/// The change a real-time message announces.
public enum RealtimeChange: String, CaseIterable, Sendable {
    /// Row inserted.
    case insert
    /// Row updated.
    case update
    /// Row deleted (soft).
    case delete
}

/// A Supabase Realtime broadcast on a baby's channel: the owner update marker plus the changed row (FR-2.2, 7.4).
public struct RealtimeMessage: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby's channel.
    public var babyID: BabyID
    /// Changed table, e.g. "photos".
    public var table: String
    /// Changed row.
    public var rowID: RowID
    /// Kind of change.
    public var change: RealtimeChange
    /// The owner update marker version after the change.
    public var markerVersion: Int
    /// Send time.
    public var sentAt: Date
}
