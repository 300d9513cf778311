import Foundation

extension NonnaApp {
    /// FR-5.4: a follower answers yes/no/maybe and may change it; the owners are notified of each new answer.
    ///
    /// Assumption: RSVPs are accepted until the event starts; repeating the same answer changes nothing and
    /// notifies no one.
    package func rsvp(_ eventID: RowID, _ status: RSVPStatus, as user: UserID?) throws(NonnaError) -> EventView {
        let e = try liveEvent(eventID)
        let existing = store.rsvps.values.first { $0.eventID == eventID && $0.userID == user }
        try authorize(user, .rsvp, existing == nil ? .create : .update, baby: e.babyID, own: true)
        guard let user else { throw .notAuthenticated }
        guard e.startsAt > now else { throw .conflict("event has started") }
        if var r = existing {
            guard r.status != status else { return eventView(e, as: user) }
            r.status = status
            r.updatedAt = now
            store.rsvps[r.id] = r
        } else {
            let r = RSVP(
                id: ids.next("rsvp"), eventID: eventID, babyID: e.babyID, userID: user, status: status, createdAt: now,
                updatedAt: now)
            store.rsvps[r.id] = r
        }
        touch(e.babyID, table: "event_rsvps", row: eventID, change: .update)
        notify(
            ownerIDs(e.babyID), type: .eventRSVP, baby: e.babyID, target: .event(eventID),
            message: "\(displayName(user)) answered \(status.rawValue) to \(e.title)", actor: user)
        return eventView(e, as: user)
    }

    /// FR-5.4: who answered what, for owners (each row asked of the policy).
    package func listRSVPs(_ eventID: RowID, as user: UserID?) throws(NonnaError) -> [RSVPView] {
        let e = try liveEvent(eventID)
        try authorize(user, .rsvpList, .read, baby: e.babyID)
        return store.rsvps.values.filter {
            $0.eventID == eventID && allowed(user, .rsvp, .read, baby: $0.babyID, own: $0.userID == user, row: $0.id)
        }
        .sorted { Order.number($0.id) < Order.number($1.id) }
        .map {
            RSVPView(
                rsvp: $0, displayName: displayName($0.userID),
                relationship: activeMembership($0.userID, $0.babyID)?.relationship)
        }
    }

    /// SM-13: a user's RSVP row on an event, for checkers.
    package func rsvpRow(_ eventID: RowID, user: UserID) -> RSVP? {
        store.rsvps.values.first { $0.eventID == eventID && $0.userID == user }
    }
}
