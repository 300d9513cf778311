import Foundation

/// SM-11: the lifecycle of a content item (photo, event, registry item).
public enum ContentStatus: String, CaseIterable, Sendable {
    /// Visible to members.
    case active
    /// Soft-deleted (`deleted_at` set), retained 7 years, hidden from every view.
    case deleted
}

/// A `photos` row.
public struct Photo: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// The uploading owner.
    public var uploaderID: UserID
    /// Original and 300x300 thumbnail.
    public var image: StoredImage
    /// Caption (≤ 500 characters).
    public var caption: String?
    /// Tags (≤ 5, normalised lower-case).
    public var tags: [String]
    /// Upload time.
    public var createdAt: Date
    /// Last caption/tag edit.
    public var updatedAt: Date
    /// Lifecycle state.
    public var status: ContentStatus
    /// Soft-delete time.
    public var deletedAt: Date?
}

/// One photo of an upload batch (FR-4.1, caption and tags during upload per FR-4.2).
public struct PhotoUpload: Equatable, Sendable {
    /// The file.
    public var file: UploadFile
    /// Optional caption.
    public var caption: String?
    /// Tags (0 ... 5).
    public var tags: [String]

    /// Creates an upload item.
    public init(file: UploadFile, caption: String? = nil, tags: [String] = []) {
        self.file = file
        self.caption = caption
        self.tags = tags
    }
}

/// SM-14: one user's squish state on one photo.
public enum SquishState: String, CaseIterable, Sendable {
    /// Not squished.
    case notSquished
    /// Squished (once).
    case squished
}

/// A `photo_squishes` row.
public struct Squish: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The photo.
    public var photoID: RowID
    /// The squisher.
    public var userID: UserID
    /// Time.
    public var createdAt: Date
}

/// A photo as a gallery shows it (FR-4.3).
public struct PhotoView: Equatable, Sendable {
    /// The row.
    public var photo: Photo
    /// The baby's name (aggregated galleries).
    public var babyName: String
    /// Uploader display name.
    public var uploaderName: String
    /// Squish count.
    public var squishCount: Int
    /// Comment count.
    public var commentCount: Int
    /// The viewer's squish state.
    public var viewerSquish: SquishState
}

/// A gallery page: newest first, 30 per page.
public struct GalleryPage: Equatable, Sendable {
    /// Photos.
    public var items: [PhotoView]
    /// Page index (0-based).
    public var page: Int
    /// Whether a next page exists.
    public var hasMore: Bool
}
