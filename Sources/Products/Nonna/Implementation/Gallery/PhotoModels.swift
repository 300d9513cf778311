import Foundation

/// SM-11: the lifecycle of a content item (photo, event, registry item).
package enum ContentStatus: String, CaseIterable, Sendable {
    /// Visible to members.
    case active
    /// Soft-deleted (`deleted_at` set), retained 7 years, hidden from every view.
    case deleted
}

/// A `photos` row.
package struct Photo: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// The uploading owner.
    package var uploaderID: UserID
    /// Original and 300x300 thumbnail.
    package var image: StoredImage
    /// Caption (≤ 500 characters).
    package var caption: String?
    /// Tags (≤ 5, normalised lower-case).
    package var tags: [String]
    /// Upload time.
    package var createdAt: Date
    /// Last caption/tag edit.
    package var updatedAt: Date
    /// Lifecycle state.
    package var status: ContentStatus
    /// Soft-delete time.
    package var deletedAt: Date?
}

/// One photo of an upload batch (FR-4.1, caption and tags during upload per FR-4.2).
package struct PhotoUpload: Equatable, Sendable {
    /// The file.
    package var file: UploadFile
    /// Optional caption.
    package var caption: String?
    /// Tags (0 ... 5).
    package var tags: [String]

    /// Creates an upload item.
    package init(file: UploadFile, caption: String? = nil, tags: [String] = []) {
        self.file = file
        self.caption = caption
        self.tags = tags
    }
}

/// SM-14: one user's squish state on one photo.
package enum SquishState: String, CaseIterable, Sendable {
    /// Not squished.
    case notSquished
    /// Squished (once).
    case squished
}

/// A `photo_squishes` row.
package struct Squish: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The photo.
    package var photoID: RowID
    /// The squisher.
    package var userID: UserID
    /// Time.
    package var createdAt: Date
}

/// A photo as a gallery shows it (FR-4.3).
package struct PhotoView: Equatable, Sendable {
    /// The row.
    package var photo: Photo
    /// The baby's name (aggregated galleries).
    package var babyName: String
    /// Uploader display name.
    package var uploaderName: String
    /// Squish count.
    package var squishCount: Int
    /// Comment count.
    package var commentCount: Int
    /// The viewer's squish state.
    package var viewerSquish: SquishState
}

/// A gallery page: newest first, 30 per page.
package struct GalleryPage: Equatable, Sendable {
    /// Photos.
    package var items: [PhotoView]
    /// Page index (0-based).
    package var page: Int
    /// Whether a next page exists.
    package var hasMore: Bool
}
