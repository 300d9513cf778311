import Foundation

/// Pushes that change what the store holds (§5.2, §15.3).
extension ClientStore {
    /// An `active` push: the cycle changed elsewhere. Its actions show `refreshing` until the timeline is fetched
    /// again (on focus, or at once when online).
    package mutating func cycleChanged(_ cycleId: String, api: some SwapGraphAPI, now: Date) {
        staleCycles.insert(cycleId)
        if connectivity.isOnline { refresh([.timeline], api: api, now: now) }
    }

    /// A `receipt` push. Online: the receipts are fetched again. Offline: the receipt is queued as a badge delta.
    package mutating func receiptArrived(_ receiptId: String, api: some SwapGraphAPI, now: Date) {
        guard connectivity.isOnline else {
            if !queuedReceipts.contains(receiptId) { queuedReceipts.append(receiptId) }
            return
        }
        refresh([.timeline, .receipts], api: api, now: now)
    }

    /// The History badge: receipts that arrived offline and are not reconciled yet.
    package var historyBadgeDelta: Int { queuedReceipts.count }

    /// After reconnecting: the queued receipts the fetched receipts now hold are marked new and leave the queue.
    mutating func reconcileQueuedReceipts() {
        let fetched = Set(receipts.map(\.receiptId))
        for id in queuedReceipts where fetched.contains(id) { newReceipts.insert(id) }
        queuedReceipts.removeAll { fetched.contains($0) }
    }
}
