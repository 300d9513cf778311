import Foundation

/// What a comment is on.
package enum CommentTarget: Equatable, Hashable, Sendable {
    /// A photo (FR-4.6).
    case photo(RowID)
    /// An event (FR-5.5).
    case event(RowID)
}

/// SM-16: the lifecycle of a comment.
package enum CommentStatus: String, CaseIterable, Sendable {
    /// As posted.
    case active
    /// Edited by its author.
    case edited
    /// Deleted (soft).
    case deleted
}

/// A comment row.
package struct Comment: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// What it is on.
    package var target: CommentTarget
    /// Author.
    package var authorID: UserID
    /// Text (≤ 500 characters).
    package var body: String
    /// Posting time.
    package var createdAt: Date
    /// Last edit.
    package var editedAt: Date?
    /// Lifecycle state.
    package var status: CommentStatus
    /// Deletion time.
    package var deletedAt: Date?
    /// Who deleted it.
    package var deletedBy: UserID?
}

/// A comment with its author's details (FR-4.6: name, relationship label, photo, timestamp).
package struct CommentView: Equatable, Sendable {
    /// The row.
    package var comment: Comment
    /// Author display name.
    package var authorName: String
    /// Author's relationship label on the baby (followers).
    package var relationship: RelationshipLabel?
    /// Whether the author is an owner of the baby.
    package var authorIsOwner: Bool
    /// Author profile photo thumbnail.
    package var authorPhotoThumbnail: String?
}
