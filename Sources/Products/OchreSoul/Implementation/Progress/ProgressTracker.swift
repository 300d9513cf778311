import Foundation

/// What the canvas knows about the artwork being played.
package struct ArtworkRef: Equatable, Sendable {
    package let id: String
    package let version: Int
    package let regionCount: Int
    /// Whether this is the onboarding starter artwork (the aha moment is measured on it).
    package let isStarter: Bool

    /// Creates a reference.
    package init(id: String, version: Int, regionCount: Int, isStarter: Bool = false) {
        self.id = id
        self.version = version
        self.regionCount = regionCount
        self.isStarter = isStarter
    }
}

/// Signals from a persisted correct fill, for the Trust moment and Observability modules.
package struct FillSignals: Equatable, Sendable {
    /// Filled count after the fill.
    package let completedCount: Int
    /// Percentage after the fill.
    package let completionPercent: Int
    /// The aha-moment trigger fired with this fill (tenth correct fill on the starter artwork).
    package let ahaReached: Bool
    /// The artwork became complete with this fill.
    package let completed: Bool
}

/// Result of recording a fill.
package enum FillResult: Equatable, Sendable {
    case filled(FillSignals)
    case alreadyFilled
    case outOfRange
    /// The local write failed: no progress change is visible and no trigger fires.
    case storageError
}

/// The Progress module: local bitset, counts, completion, triggers and the sync queue.
package final class ProgressTracker {
    /// The aha-moment threshold: "first ten cells filled" on the starter artwork (§7.3.1, glossary §3.4).
    package static let ahaThreshold = 10

    /// Local progress rows.
    package let store: ProgressStore
    /// The sync queue.
    package let syncQueue: SyncQueue
    private let clock: Clock

    /// Creates the tracker.
    package init(store: ProgressStore, syncQueue: SyncQueue, clock: Clock) {
        self.store = store
        self.syncQueue = syncQueue
        self.clock = clock
    }

    /// The row for an artwork, or an empty one.
    package func row(for artwork: ArtworkRef) -> ProgressRow {
        if let row = store.load(artwork.id), row.artworkVersion == artwork.version,
            row.completedRegions.regionCount == artwork.regionCount
        {
            return row
        }
        return ProgressRow(
            artworkID: artwork.id, artworkVersion: artwork.version, regionCount: artwork.regionCount,
            now: clock.nowMillis)
    }

    /// Records a correct fill: sets the bit, persists the row locally, then queues sync without waiting.
    package func recordCorrectFill(_ artwork: ArtworkRef, region: Int) -> FillResult {
        var row = row(for: artwork)
        guard region >= 0, region < artwork.regionCount else { return .outOfRange }
        guard !row.completedRegions.contains(region) else { return .alreadyFilled }
        row.completedRegions.insert(region)
        row.updatedAt = clock.nowMillis
        let completedNow = row.isCompleted && row.completedAt == nil
        if completedNow { row.completedAt = clock.nowMillis }
        let aha = artwork.isStarter && !row.ahaFired && row.completedCount >= ProgressTracker.ahaThreshold
        if aha { row.ahaFired = true }
        do {
            try store.save(row)
        } catch {
            return .storageError
        }
        syncQueue.enqueue(row)
        return .filled(
            FillSignals(
                completedCount: row.completedCount, completionPercent: row.completionPercent, ahaReached: aha,
                completed: completedNow))
    }

    /// Persists the last selected colour.
    @discardableResult
    package func selectColour(_ artwork: ArtworkRef, colourID: Int) -> Bool {
        var row = row(for: artwork)
        row.lastSelectedColourID = colourID
        do {
            try store.save(row)
            return true
        } catch {
            return false
        }
    }
}
