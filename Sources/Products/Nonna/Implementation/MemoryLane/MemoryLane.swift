import Foundation

/// What a memory is.
package enum MemoryKind: String, CaseIterable, Sendable {
    /// A photo uploaded on this day in an earlier year.
    case photo
    /// An event held on this day in an earlier year.
    case event
}

/// FR-11.2: one "On this day" memory.
package struct MemoryItem: Equatable, Sendable {
    /// Kind.
    package var kind: MemoryKind
    /// The photo or event.
    package var rowID: RowID
    /// The baby.
    package var babyID: BabyID
    /// The baby's name.
    package var babyName: String
    /// Caption or event title.
    package var title: String
    /// Original date.
    package var date: Date
    /// Years ago.
    package var yearsAgo: Int
}

extension NonnaApp {
    /// FR-11.2: photos and events from this calendar day in earlier years (owners per baby with `baby`, followers
    /// aggregated with `nil`); each row passes the access policy.
    ///
    /// Assumption: "same date" is the UTC month and day; a 29 February memory shows on 28 February in other years.
    package func memoryLane(baby: BabyID?, as user: UserID?) throws(NonnaError) -> [MemoryItem] {
        guard user.flatMap({ store.users[$0] }) != nil else { throw .notAuthenticated }
        if let baby {
            _ = try liveBaby(baby)
            try authorize(user, .babyProfile, .read, baby: baby)
        }
        let today = Days.monthDay(now)
        let year = Days.year(now)
        let leap = Days.calendar.range(of: .day, in: .year, for: now)?.count == 366
        func matches(_ d: Date) -> Bool {
            guard Days.year(d) < year else { return false }
            let md = Days.monthDay(d)
            if md == (2, 29) && !leap { return today == (2, 28) }
            return md == today
        }
        var items: [MemoryItem] = []
        for p in visiblePhotos(as: user) where (baby == nil || p.babyID == baby) && matches(p.createdAt) {
            items.append(
                MemoryItem(
                    kind: .photo, rowID: p.id, babyID: p.babyID, babyName: store.babies[p.babyID]?.name ?? "",
                    title: p.caption ?? "Photo", date: p.createdAt, yearsAgo: year - Days.year(p.createdAt)))
        }
        for e in visibleEvents(as: user) where (baby == nil || e.babyID == baby) && matches(e.startsAt) {
            items.append(
                MemoryItem(
                    kind: .event, rowID: e.id, babyID: e.babyID, babyName: store.babies[e.babyID]?.name ?? "",
                    title: e.title,
                    date: e.startsAt, yearsAgo: year - Days.year(e.startsAt)))
        }
        return items.sorted { $0.date > $1.date }
    }

    /// FR-11.2: a share card for a memory.
    package func shareMemory(_ kind: MemoryKind, _ id: RowID, as user: UserID?) throws(NonnaError) -> ShareCard {
        switch kind {
        case .photo:
            let p = try viewPhoto(id, as: user)
            return ShareCard(
                text: "On this day: \(p.photo.caption ?? p.babyName)", imagePath: p.photo.image.path, watermark: "Nonna"
            )
        case .event:
            let e = try viewEvent(id, as: user)
            return ShareCard(
                text: "On this day: \(e.event.title)", imagePath: e.event.coverPhoto?.path, watermark: "Nonna")
        }
    }
}
