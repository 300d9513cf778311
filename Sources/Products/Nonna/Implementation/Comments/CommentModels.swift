import Foundation

/// What a comment is on.
public enum CommentTarget: Equatable, Hashable, Sendable {
    /// A photo (FR-4.6).
    case photo(RowID)
    /// An event (FR-5.5).
    case event(RowID)
}

/// SM-16: the lifecycle of a comment.
public enum CommentStatus: String, CaseIterable, Sendable {
    /// As posted.
    case active
    /// Edited by its author.
    case edited
    /// Deleted (soft).
    case deleted
}

/// A comment row.
public struct Comment: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// What it is on.
    public var target: CommentTarget
    /// Author.
    public var authorID: UserID
    /// Text (≤ 500 characters).
    public var body: String
    /// Posting time.
    public var createdAt: Date
    /// Last edit.
    public var editedAt: Date?
    /// Lifecycle state.
    public var status: CommentStatus
    /// Deletion time.
    public var deletedAt: Date?
    /// Who deleted it.
    public var deletedBy: UserID?
}

/// A comment with its author's details (FR-4.6: name, relationship label, photo, timestamp).
public struct CommentView: Equatable, Sendable {
    /// The row.
    public var comment: Comment
    /// Author display name.
    public var authorName: String
    /// Author's relationship label on the baby (followers).
    public var relationship: RelationshipLabel?
    /// Whether the author is an owner of the baby.
    public var authorIsOwner: Bool
    /// Author profile photo thumbnail.
    public var authorPhotoThumbnail: String?
}
