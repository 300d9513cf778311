import Foundation

extension NonnaApp {
    /// FR-2.3 / 4.4 / 5.3 / 6.3: the retention job: rows soft-deleted more than 7 years ago are purged for good
    /// (baby profiles with their content, photos, events, registry items, comments). Returns the number purged.
    ///
    /// Assumption: purging after the retention period is the job of a scheduled backend task, not a user request.
    @discardableResult
    package func purgeExpiredRetention() -> Int {
        let cutoff = now.addingTimeInterval(-NonnaLimits.retentionPeriod)
        func old(_ d: Date?) -> Bool { d.map { $0 <= cutoff } ?? false }
        let babies = Set(store.babies.values.filter { old($0.removedAt) }.map(\.id))
        var purged = 0
        for (id, p) in store.photos where old(p.deletedAt) || babies.contains(p.babyID) {
            store.photos[id] = nil
            store.objects[p.image.path] = nil
            store.objects[p.image.thumbnailPath] = nil
            purged += 1
        }
        for (id, e) in store.events where old(e.deletedAt) || babies.contains(e.babyID) {
            store.events[id] = nil
            purged += 1
        }
        for (id, i) in store.registryItems where old(i.deletedAt) || babies.contains(i.babyID) {
            store.registryItems[id] = nil
            purged += 1
        }
        for (id, c) in store.comments where old(c.deletedAt) || babies.contains(c.babyID) {
            store.comments[id] = nil
            purged += 1
        }
        for id in babies {
            store.babies[id] = nil
            purged += 1
        }
        return purged
    }
}
