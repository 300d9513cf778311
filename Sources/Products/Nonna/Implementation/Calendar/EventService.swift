import Foundation

extension NonnaApp {
    /// FR-5.1: owners create events (at most 2 per day per baby); followers are notified.
    package func createEvent(_ baby: BabyID, _ draft: EventDraft, as user: UserID?) throws(NonnaError) -> EventView {
        let profile = try liveBaby(baby)
        try authorize(user, .event, .create, baby: baby)
        guard let user else { throw .notAuthenticated }
        var e = Event(
            id: "", babyID: baby, title: "", startsAt: draft.startsAt, endsAt: draft.endsAt, description: nil,
            location: nil,
            videoLink: nil, coverPhoto: nil, createdBy: user, createdAt: now, updatedAt: now, status: .active,
            deletedAt: nil)
        try apply(
            title: draft.title, description: draft.description, location: draft.location, videoLink: draft.videoLink,
            to: &e)
        try checkEventTimes(e, excluding: nil)
        if let file = draft.coverPhoto {
            e.coverPhoto = try storeImage(
                file, maxBytes: Int64(NonnaLimits.photoMaxBytes), folder: "events/\(baby)", owner: user, baby: baby,
                field: "coverPhoto")
        }
        e.id = ids.next("event")
        store.events[e.id] = e
        touch(baby, table: "events", row: e.id, change: .insert)
        notify(
            followerIDs(baby), type: .newEvent, baby: baby, target: .event(e.id),
            message: "New event for \(profile.name): \(e.title)", actor: user)
        return eventView(e, as: user)
    }

    /// FR-5.2: owners edit any field; followers who RSVP'd are notified and a real-time update goes out.
    ///
    /// Assumption: "followers who RSVP'd" means any answer (yes, no or maybe); the per-day limit is re-checked
    /// when the start moves to another day.
    package func editEvent(_ id: RowID, _ edit: EventDraft, as user: UserID?) throws(NonnaError) -> EventView {
        var e = try liveEvent(id)
        try authorize(user, .event, .update, baby: e.babyID, row: id)
        e.startsAt = edit.startsAt
        e.endsAt = edit.endsAt
        try apply(
            title: edit.title, description: edit.description, location: edit.location, videoLink: edit.videoLink, to: &e
        )
        try checkEventTimes(e, excluding: id)
        if let file = edit.coverPhoto {
            e.coverPhoto = try storeImage(
                file, maxBytes: Int64(NonnaLimits.photoMaxBytes), folder: "events/\(e.babyID)", owner: user ?? "",
                baby: e.babyID, field: "coverPhoto")
        }
        e.updatedAt = now
        store.events[id] = e
        touch(e.babyID, table: "events", row: id, change: .update)
        notify(
            rsvpUserIDs(id), type: .eventUpdated, baby: e.babyID, target: .event(id), message: "\(e.title) was updated",
            actor: user)
        return eventView(e, as: user)
    }

    /// FR-5.3: owners soft-delete an event after confirmation; followers who RSVP'd get a cancellation notice.
    package func deleteEvent(_ id: RowID, confirmed: Bool, as user: UserID?) throws(NonnaError) -> Event {
        var e = try liveEvent(id)
        try authorize(user, .event, .delete, baby: e.babyID, row: id)
        guard confirmed else { throw .confirmationRequired }
        e.status = .deleted
        e.deletedAt = now
        store.events[id] = e
        touch(e.babyID, table: "events", row: id, change: .delete)
        notify(
            rsvpUserIDs(id), type: .eventCancelled, baby: e.babyID, target: .event(id),
            message: "\(e.title) was cancelled",
            actor: user)
        return e
    }

    /// FR-5.6: one event.
    package func viewEvent(_ id: RowID, as user: UserID?) throws(NonnaError) -> EventView {
        let e = try liveEvent(id)
        try authorize(user, .event, .read, baby: e.babyID, row: id)
        return eventView(e, as: user)
    }

    /// FR-5.6: the calendar, chronological; `baby == nil` aggregates every baby the user may see; each row passes
    /// the policy.
    ///
    /// Assumption: list mode shows events that have not ended yet (end, or start if no end, ≥ now); month mode
    /// shows every event starting in that UTC month, past ones included.
    package func calendar(baby: BabyID?, mode: CalendarMode = .list, as user: UserID?) throws(NonnaError) -> [EventView]
    {
        guard user.flatMap({ store.users[$0] }) != nil else { throw .notAuthenticated }
        if let baby {
            _ = try liveBaby(baby)
            try authorize(user, .event, .read, baby: baby)
        }
        return visibleEvents(as: user).filter { e in
            guard baby == nil || e.babyID == baby else { return false }
            switch mode {
            case .list: return (e.endsAt ?? e.startsAt) >= now
            case .month(let year, let month):
                let c = Days.calendar.dateComponents([.year, .month], from: e.startsAt)
                return c.year == year && c.month == month
            }
        }.map { eventView($0, as: user) }
    }

    /// An event row as stored (deleted included), for checkers.
    package func event(_ id: RowID) -> Event? { store.events[id] }

    func liveEvent(_ id: RowID) throws(NonnaError) -> Event {
        guard let e = store.events[id], e.status == .active, store.babies[e.babyID]?.status != .deleted else {
            throw .notFound
        }
        return e
    }

    /// Live events the user may read, chronological.
    func visibleEvents(as user: UserID?) -> [Event] {
        store.events.values.filter {
            $0.status == .active && store.babies[$0.babyID]?.status != .deleted
                && allowed(user, .event, .read, baby: $0.babyID, row: $0.id)
        }.sorted { Order.ascending(($0.startsAt, $0.id), ($1.startsAt, $1.id)) }
    }

    func eventView(_ e: Event, as user: UserID?) -> EventView {
        let rs = store.rsvps.values.filter { $0.eventID == e.id }
        let counts = RSVPCounts(
            yes: rs.filter { $0.status == .yes }.count, no: rs.filter { $0.status == .no }.count,
            maybe: rs.filter { $0.status == .maybe }.count)
        let highlighted = e.startsAt >= now && e.startsAt < now.addingTimeInterval(NonnaLimits.calendarHighlightWindow)
        return EventView(
            event: e, babyName: store.babies[e.babyID]?.name ?? "", rsvpCounts: counts,
            viewerRSVP: rs.first { $0.userID == user }?.status, isHighlighted: highlighted,
            isUpdated: e.updatedAt > e.createdAt,
            commentCount: store.comments.values.filter { $0.target == .event(e.id) && $0.status != .deleted }.count,
            canEdit: allowed(user, .event, .update, baby: e.babyID))
    }

    func rsvpUserIDs(_ event: RowID) -> [UserID] {
        store.rsvps.values.filter { $0.eventID == event }.sorted { Order.number($0.id) < Order.number($1.id) }.map(
            \.userID)
    }

    /// Assumption: titles 1 ... 100 characters, descriptions ≤ 2,000, locations ≤ 200.
    func apply(title: String, description: String?, location: String?, videoLink: String?, to e: inout Event)
        throws(NonnaError)
    {
        e.title = try Validate.text(title, field: "title", max: NonnaLimits.eventTitleMaxLength)
        e.description = try Validate.optionalText(
            description, field: "description", max: NonnaLimits.eventDescriptionMaxLength)
        e.location = try Validate.optionalText(location, field: "location", max: 200)
        e.videoLink = try Validate.link(videoLink, field: "videoLink")
    }

    /// FR-5.1: end not before start; at most 2 live events per baby per UTC day of the start.
    func checkEventTimes(_ e: Event, excluding: RowID?) throws(NonnaError) {
        if let end = e.endsAt, end < e.startsAt { throw .invalid(field: "endsAt", reason: "before the start") }
        let day = Days.start(of: e.startsAt)
        let sameDay = store.events.values.filter {
            $0.id != excluding && $0.babyID == e.babyID && $0.status == .active && Days.start(of: $0.startsAt) == day
        }
        if sameDay.count >= NonnaLimits.eventsPerDayMax { throw .limitExceeded(.eventsPerDay) }
    }
}
