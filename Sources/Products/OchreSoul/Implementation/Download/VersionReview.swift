import Foundation

/// Whether a newer bundle can carry existing progress.
package enum VersionCompatibility: Equatable, Sendable {
    case compatible
    case incompatible
}

/// Outcome of reviewing a newer bundle.
package enum VersionReviewOutcome: Equatable, Sendable {
    /// Compatible mapping: the pointer moved and progress carried over unchanged.
    case cachedPlayable
    /// Incompatible mapping: the old version stays playable until the user chooses (or the next launch).
    case oldVersionPlayable
}

/// Version reconciliation (FEAT-CACHE-002): never mutates progress before the user chooses.
package final class VersionReview {
    /// A review waiting for the user's choice.
    package struct Pending: Equatable, Sendable {
        package let old: CacheEntry
        package let new: CacheEntry
        /// The user chose to keep the old version for now.
        package var keptOld: Bool
    }

    private let cache: CacheIndex
    private let fileSystem: FakeFileSystem
    private let store: ProgressStore
    private let clock: Clock
    /// Reviews waiting for a choice, by slug.
    package private(set) var pending: [String: Pending] = [:]

    /// Creates the reviewer.
    package init(cache: CacheIndex, fileSystem: FakeFileSystem, store: ProgressStore, clock: Clock) {
        self.cache = cache
        self.fileSystem = fileSystem
        self.store = store
        self.clock = clock
    }

    /// Assumption: progress maps safely when the region count and each region's colour are unchanged
    /// (the bitset then still means "these regions of these colours are done").
    package static func compatibility(old: ArtworkGeometry, new: ArtworkGeometry) -> VersionCompatibility {
        guard old.regions.count == new.regions.count else { return .incompatible }
        for (a, b) in zip(old.regions, new.regions) where a.index != b.index || a.colourID != b.colourID {
            return .incompatible
        }
        return .compatible
    }

    /// Reviews a verified newer bundle (kept beside the current one) against the current bundle.
    package func review(slug: String, current: OpenedBundle, newer: OpenedBundle, newEntry: CacheEntry)
        -> VersionReviewOutcome
    {
        guard let old = cache.entry(slug) else {
            cache.setCurrent(newEntry)
            return .cachedPlayable
        }
        switch VersionReview.compatibility(old: current.geometry, new: newer.geometry) {
        case .compatible:
            cache.setCurrent(newEntry)
            if var row = store.load(old.artworkID), row.artworkVersion == old.version {
                row.artworkVersion = newEntry.version
                try? store.replaceForNewVersion(row)
            }
            fileSystem.removeDirectory(old.currentPath)
            return .cachedPlayable
        case .incompatible:
            pending[slug] = Pending(old: old, new: newEntry, keptOld: false)
            return .oldVersionPlayable
        }
    }

    /// The user keeps playing the old version until the next launch.
    package func keepOldVersion(_ slug: String) { pending[slug]?.keptOld = true }

    /// The user restarts on the new version: the old row is archived, a fresh row starts, the pointer moves.
    @discardableResult
    package func restartOnNewVersion(_ slug: String, newRegionCount: Int) -> Bool {
        guard let review = pending[slug] else { return false }
        if let row = store.load(review.old.artworkID) {
            try? fileSystem.write("db/progress-archive/\(row.artworkID)-v\(row.artworkVersion)", row.encoded)
        }
        let fresh = ProgressRow(
            artworkID: review.new.artworkID, artworkVersion: review.new.version, regionCount: newRegionCount,
            now: clock.nowMillis)
        do {
            try store.replaceForNewVersion(fresh)
        } catch {
            return false
        }
        cache.setCurrent(review.new)
        fileSystem.removeDirectory(review.old.currentPath)
        pending.removeValue(forKey: slug)
        return true
    }

    /// Next launch: old versions kept under an unresolved review are retired; the user must restart on the new one.
    /// Progress is archived, never corrupted. Returns retired slugs, sorted.
    @discardableResult
    package func retireAtLaunch(regionCounts: [String: Int]) -> [String] {
        var retired: [String] = []
        for slug in pending.keys.sorted() {
            guard let review = pending[slug], review.keptOld, let count = regionCounts[slug] else { continue }
            if restartOnNewVersion(slug, newRegionCount: count) { retired.append(slug) }
        }
        return retired
    }
}
