import Foundation

/// One sync queue item (§7.6.1).
package struct SyncQueueItem: Equatable, Sendable {
    /// Item type; only "progress" in v1.
    package let type: String
    /// Artwork to sync.
    package let artworkID: String
    /// SHA-256 of the bitset payload last enqueued.
    package var payloadHash: String
    /// Failed attempts so far.
    package var retryCount: Int
    /// Earliest time of the next attempt (ms).
    package var nextRetryAt: Int
}

/// The progress sync queue: retries with exponential backoff in the background and never blocks play.
package final class SyncQueue {
    /// Assumption: first retry 2 s after a failure (the document names exponential backoff, not constants).
    package static let backoffBaseMillis = 2_000
    /// Assumption: the delay doubles per failure and is capped at 15 minutes.
    package static let backoffCapMillis = 15 * 60 * 1_000

    private let store: ProgressStore
    private let api: ProgressSyncAPI
    private let session: Session
    private let network: Network
    private let clock: Clock
    private let analytics: ProductAnalytics
    /// Pending items, keyed by artwork.
    package private(set) var items: [String: SyncQueueItem] = [:]

    /// Creates the queue.
    package init(
        store: ProgressStore, api: ProgressSyncAPI, session: Session, network: Network, clock: Clock,
        analytics: ProductAnalytics
    ) {
        self.store = store
        self.api = api
        self.session = session
        self.network = network
        self.clock = clock
        self.analytics = analytics
    }

    /// Backoff delay after the `retryCount`-th failure.
    package static func backoff(afterFailures retryCount: Int) -> Int {
        let exponent = min(max(retryCount - 1, 0), 20)
        return min(backoffBaseMillis << exponent, backoffCapMillis)
    }

    /// Queues (or refreshes) the sync of an artwork's row; returns immediately.
    package func enqueue(_ row: ProgressRow) {
        let hash = SHA256.hex(row.completedRegions.bytes)
        if var existing = items[row.artworkID] {
            existing.payloadHash = hash
            items[row.artworkID] = existing
        } else {
            items[row.artworkID] = SyncQueueItem(
                type: "progress", artworkID: row.artworkID, payloadHash: hash, retryCount: 0,
                nextRetryAt: clock.nowMillis)
        }
    }

    /// Whether an artwork has unsynced progress.
    package func isPending(_ artworkID: String) -> Bool { items[artworkID] != nil }

    /// Attempts every due item; returns the number synced. Offline, nothing is attempted.
    @discardableResult
    package func process() -> Int {
        guard network.isOnline, let userID = session.userID else { return 0 }
        var synced = 0
        for artworkID in items.keys.sorted() {
            guard var item = items[artworkID], item.nextRetryAt <= clock.nowMillis else { continue }
            guard let row = store.load(artworkID) else {
                items.removeValue(forKey: artworkID)
                continue
            }
            let request = SyncProgressRequest(
                artworkID: row.artworkID, artworkVersion: row.artworkVersion, completedRegions: row.completedRegions,
                completedCount: row.completedCount, lastSelectedColourID: row.lastSelectedColourID,
                lastPlayedAt: row.updatedAt)
            do {
                let merged = try api.syncProgress(userID: userID, request)
                applyServerRow(merged)
                if let current = store.load(artworkID),
                    !merged.completedRegions.isSuperset(of: current.completedRegions)
                {
                    // The server does not hold everything yet (local play moved on): keep the item.
                    item.retryCount = 0
                    item.nextRetryAt = clock.nowMillis
                    item.payloadHash = SHA256.hex(current.completedRegions.bytes)
                    items[artworkID] = item
                } else {
                    items.removeValue(forKey: artworkID)
                }
                synced += 1
            } catch {
                item.retryCount += 1
                item.nextRetryAt = clock.nowMillis + SyncQueue.backoff(afterFailures: item.retryCount)
                items[artworkID] = item
                analytics.emit(.syncFailed(reason: SyncQueue.reason(for: error)))
            }
        }
        return synced
    }

    /// Merges a server row into the local row by union (never last-write-wins).
    package func applyServerRow(_ server: ServerProgressRow) {
        guard var local = store.load(server.artworkID) else { return }
        guard local.artworkVersion == server.artworkVersion,
            let union = local.completedRegions.union(server.completedRegions)
        else { return }
        guard union != local.completedRegions else { return }
        local.completedRegions = union
        local.updatedAt = clock.nowMillis
        if local.isCompleted && local.completedAt == nil { local.completedAt = clock.nowMillis }
        try? store.save(local)
    }

    static func reason(for error: RemoteError) -> SyncFailureReason {
        switch error {
        case .network, .timeout: return .network
        case .unauthorised, .signInRequired: return .unauthorised
        case .rejected(let why): return why == "version_mismatch" ? .versionMismatch : .validation
        default: return .server
        }
    }
}
