import Foundation

/// Why a cached artwork could not be opened.
package enum CacheOpenError: Error, Equatable, Sendable {
    /// Not downloaded.
    case notCached
    /// The pointer dangles or the bytes no longer verify: offer a re-download, never a broken canvas.
    case needsRedownload
}

/// Opening, reconciling and evicting cached bundles. Never touches the network.
package final class CacheManager {
    /// The cache index.
    package let index: CacheIndex
    private let fileSystem: FakeFileSystem
    private let clock: Clock
    /// The app's eviction protection (§7.6.1 "in-progress unsynced artwork is never automatically evicted"):
    /// whether an entry must survive automatic eviction.
    private let isProtected: (CacheEntry) -> Bool
    /// Slugs whose pointers were removed at launch: the UI offers a re-download for each.
    package private(set) var reDownloadOffers: [String] = []

    /// Creates a manager; `isProtected` marks entries automatic eviction must keep (the app wires "has unsynced
    /// progress", see `AppEnvironment`).
    package init(
        index: CacheIndex, fileSystem: FakeFileSystem, clock: Clock, isProtected: @escaping (CacheEntry) -> Bool
    ) {
        self.index = index
        self.fileSystem = fileSystem
        self.clock = clock
        self.isProtected = isProtected
    }

    /// Opens a cached artwork from local files only, re-verifying checksum and payload.
    package func open(_ slug: String) -> Result<OpenedBundle, CacheOpenError> {
        guard let entry = index.entry(slug) else { return .failure(.notCached) }
        var files: [String: [UInt8]] = [:]
        for path in fileSystem.list(entry.currentPath) {
            files[String(path.dropFirst(entry.currentPath.count + 1))] = fileSystem.read(path)
        }
        switch BundleVerifier.verify(files: files, slug: slug, version: entry.version, expectedChecksum: entry.checksum)
        {
        case .success(let bundle):
            index.touch(slug, at: clock.nowMillis)
            return .success(bundle)
        case .failure:
            index.remove(slug)
            if !reDownloadOffers.contains(slug) { reDownloadOffers.append(slug) }
            return .failure(.needsRedownload)
        }
    }

    /// Launch reconciliation: removes pointers whose files are partially or wholly missing and records a
    /// re-download offer for each. Returns the affected slugs, sorted.
    @discardableResult
    package func reconcileAtLaunch() -> [String] {
        var dangling: [String] = []
        for slug in index.slugs {
            guard let entry = index.entry(slug) else { continue }
            let present = Set(
                fileSystem.list(entry.currentPath).map { String($0.dropFirst(entry.currentPath.count + 1)) })
            if !BundleManifest.requiredFiles.allSatisfy(present.contains) {
                index.remove(slug)
                fileSystem.removeDirectory(entry.currentPath)
                dangling.append(slug)
            }
        }
        for slug in dangling where !reDownloadOffers.contains(slug) { reDownloadOffers.append(slug) }
        return dangling
    }

    /// The user accepted or dismissed a re-download offer.
    package func clearOffer(_ slug: String) { reDownloadOffers.removeAll { $0 == slug } }

    /// The cache index's `evictable` field (§7.6.1): whether automatic eviction may remove the entry for `slug`
    /// now (`false` while its artwork has unsynced progress); `nil` when `slug` is not cached.
    package func evictable(_ slug: String) -> Bool? {
        index.entry(slug).map { !isProtected($0) }
    }

    /// Evicts least-recently-opened bundles until `bytesToFree` is reached, never a protected one (in-progress
    /// unsynced artwork). Returns evicted slugs in eviction order.
    @discardableResult
    package func evict(bytesToFree: Int) -> [String] {
        let candidates = index.entries.values.filter { evictable($0.slug) == true }
            .sorted { ($0.lastOpenedAt ?? $0.verifiedAt, $0.slug) < ($1.lastOpenedAt ?? $1.verifiedAt, $1.slug) }
        var freed = 0
        var evicted: [String] = []
        for entry in candidates where freed < bytesToFree {
            fileSystem.removeDirectory(entry.currentPath)
            index.remove(entry.slug)
            freed += entry.bytes
            evicted.append(entry.slug)
        }
        return evicted
    }
}
