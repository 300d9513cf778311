import Foundation

/// One cache index entry (§7.6.1).
package struct CacheEntry: Equatable, Sendable {
    package let slug: String
    package let artworkID: String
    package var version: Int
    /// Directory of the verified bundle the current pointer references.
    package var currentPath: String
    package var verifiedAt: Int
    package var lastOpenedAt: Int?
    package var bytes: Int
    /// The catalogue checksum the bundle was verified against.
    package var checksum: String
}

/// The local cache index: the only source of "downloaded" state (never remote flags).
package final class CacheIndex {
    /// Entries by slug.
    package private(set) var entries: [String: CacheEntry] = [:]

    /// Creates an empty index.
    package init() {}

    /// Points `slug` at a verified bundle.
    package func setCurrent(_ entry: CacheEntry) { entries[entry.slug] = entry }

    /// The entry for a slug.
    package func entry(_ slug: String) -> CacheEntry? { entries[slug] }

    /// Removes the pointer for a slug.
    package func remove(_ slug: String) { entries.removeValue(forKey: slug) }

    /// Records that the artwork was opened.
    package func touch(_ slug: String, at now: Int) { entries[slug]?.lastOpenedAt = now }

    /// Whether a slug has a current pointer.
    package func isDownloaded(_ slug: String) -> Bool { entries[slug] != nil }

    /// Slugs with a pointer, sorted.
    package var slugs: [String] { entries.keys.sorted() }
}
