import Foundation

/// The kinds of email the system sends (SendGrid templates).
package enum EmailKind: String, CaseIterable, Sendable {
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
package struct EmailMessage: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// Recipient address.
    package var to: String
    /// Template.
    package var kind: EmailKind
    /// Template data (tokens, links, counts).
    package var payload: [String: String]
    /// Send time.
    package var sentAt: Date
}

/// A push notification handed to OneSignal.
package struct PushMessage: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// Recipient.
    package var userID: UserID
    /// Type.
    package var type: NotificationType
    /// Text.
    package var message: String
    /// Linked content.
    package var target: ContentRef
    /// Send time.
    package var sentAt: Date
}

/// The change a real-time message announces.
package enum RealtimeChange: String, CaseIterable, Sendable {
    /// Row inserted.
    case insert
    /// Row updated.
    case update
    /// Row deleted (soft).
    case delete
}

/// A Supabase Realtime broadcast on a baby's channel: the owner update marker plus the changed row (FR-2.2, 7.4).
package struct RealtimeMessage: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby's channel.
    package var babyID: BabyID
    /// Changed table, e.g. "photos".
    package var table: String
    /// Changed row.
    package var rowID: RowID
    /// Kind of change.
    package var change: RealtimeChange
    /// The owner update marker version after the change.
    package var markerVersion: Int
    /// Send time.
    package var sentAt: Date
}
