import Foundation

/// FR-7.4: real-time changes coalesced per baby, so a client re-renders once per batch.
package struct RealtimeBatch: Equatable, Sendable {
    /// The baby's channel.
    package var babyID: BabyID
    /// The latest owner update marker version in the batch (the cache key to invalidate up to).
    package var markerVersion: Int
    /// Tables that changed.
    package var tables: [String]
    /// Number of messages coalesced.
    package var messageCount: Int
    /// Number of the last message in the batch (the next `after`).
    package var lastMessage: Int
}

extension NonnaApp {
    /// FR-7.4: the user's pending real-time messages after message `after`, batched per baby.
    package func realtimeBatches(after: Int = 0, as user: UserID?) throws(NonnaError) -> [RealtimeBatch] {
        var batches: [BabyID: RealtimeBatch] = [:]
        var order: [BabyID] = []
        for m in try realtimeMessages(after: after, as: user) {
            var b =
                batches[m.babyID]
                ?? RealtimeBatch(babyID: m.babyID, markerVersion: 0, tables: [], messageCount: 0, lastMessage: 0)
            if batches[m.babyID] == nil { order.append(m.babyID) }
            b.markerVersion = max(b.markerVersion, m.markerVersion)
            if !b.tables.contains(m.table) { b.tables.append(m.table) }
            b.messageCount += 1
            b.lastMessage = Order.number(m.id)
            batches[m.babyID] = b
        }
        return order.compactMap { batches[$0] }
    }
}
