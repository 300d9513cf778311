import Foundation

/// One cache index entry (§7.6.1).
public struct CacheEntry: Equatable, Sendable {
    public let slug: String
    public let artworkID: String
    public var version: Int
    /// Directory of the verified bundle the current pointer references.
    public var currentPath: String
    public var verifiedAt: Int
    public var lastOpenedAt: Int?
    public var bytes: Int
    /// The catalogue checksum the bundle was verified against.
    public var checksum: String
}

/// The local cache index: the only source of "downloaded" state (never remote flags).
public final class CacheIndex {
    /// Entries by slug.
    public private(set) var entries: [String: CacheEntry] = [:]

    /// Creates an empty index.
    public init() {}

    /// Points `slug` at a verified bundle.
    public func setCurrent(_ entry: CacheEntry) { entries[entry.slug] = entry }

    /// The entry for a slug.
    public func entry(_ slug: String) -> CacheEntry? { entries[slug] }

    /// Removes the pointer for a slug.
    public func remove(_ slug: String) { entries.removeValue(forKey: slug) }

    /// Records that the artwork was opened.
    public func touch(_ slug: String, at now: Int) { entries[slug]?.lastOpenedAt = now }

    /// Whether a slug has a current pointer.
    public func isDownloaded(_ slug: String) -> Bool { entries[slug] != nil }

    /// Slugs with a pointer, sorted.
    public var slugs: [String] { entries.keys.sorted() }
}
