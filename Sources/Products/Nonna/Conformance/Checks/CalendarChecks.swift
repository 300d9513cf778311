import Conformance
import Foundation
import Nonna

/// Rule checks of FR-5.x: events, editing and deleting them, RSVPs, event comments and the calendar.
enum CalendarChecks {
    static var all: [RuleCheck] { [create, perDay, editAndDelete, rsvp, eventComments, calendar, highlight] }

    static func at(_ world: NonnaWorld, days: Double) -> Date { world.clock.now.addingTimeInterval(days * 86_400) }

    /// Yes, No and Maybe counts.
    static func counts(_ c: RSVPCounts) -> [Int] { [c.yes, c.no, c.maybe] }

    /// FR-5.1: owners create events with required and optional fields; followers notified; marker moves.
    static let create = NonnaRule.check(
        "FR-5.1.S1",
        covers: [
            "FR-5.1.AC5", "FR-5.1.S2", "FR-5.1.S3", "FR-5.1.S4", "FR-5.1.S6", "FR-5.1.S7", "FR-5.1.S8", "FR-5.1.AC1",
            "FR-5.1.AC2", "FR-5.1.AC4", "FR-5.1.AC6", "PR-48", "EV-14",
        ],
        title:
            "an owner creates an event with title and start only, and one with every optional field and a cover photo; both show in the calendar at once; every follower is notified (in-app and push); the update marker moves; a missing title is refused"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let second = try world.follower(of: baby, invitedBy: owner)
        let marker = try require(world.app.updateMarker(baby)).version
        let untitled = refusal { () throws(NonnaError) in
            _ = try world.app.createEvent(baby, EventDraft(title: " ", startsAt: at(world, days: 3)), as: owner)
        }
        try expect(
            untitled?.invalidField == "title" && (try world.app.calendar(baby: baby, as: owner)).isEmpty,
            "an event without a title is refused and nothing is created", proves: "FR-5.1.S2")
        let mark = world.app.allNotifications.count
        let minimal = try world.app.createEvent(
            baby, EventDraft(title: "Scan", startsAt: at(world, days: 3)), as: owner)
        try expect(
            minimal.event.title == "Scan" && minimal.event.startsAt == at(world, days: 3)
                && minimal.event.endsAt == nil && minimal.event.location == nil,
            "an owner creates an event with only a title and a start", proves: ["FR-5.1.S1", "FR-5.1.AC1", "PR-48"])
        let full = try world.app.createEvent(
            baby,
            EventDraft(
                title: "Shower", startsAt: at(world, days: 9), endsAt: at(world, days: 9.1), description: "Tea",
                location: "Home",
                videoLink: "https://example.com/live", coverPhoto: NonnaWorld.jpeg(2000)), as: owner)
        try expect(
            full.event.endsAt == at(world, days: 9.1) && full.event.description == "Tea"
                && full.event.location == "Home" && full.event.videoLink == "https://example.com/live",
            "an owner adds an end, a description, a location and a video link", proves: ["FR-5.1.S3", "FR-5.1.AC2"])
        let cover = try require(full.event.coverPhoto, "the cover photo")
        try expect(
            cover.sizeBytes == 2000 && (try world.app.downloadImage(cover.path, as: follower)) == NonnaWorld.picture,
            "the event's cover photo is uploaded and readable by the followers",
            proves: ["FR-5.1.S4", "FR-5.1.AC6", "FR-5.1.AC2"])
        try expect(
            world.app.event(full.event.id) == full.event && world.app.event(minimal.event.id) == minimal.event,
            "each event is stored as an events row", proves: "FR-5.1.S6")
        let listed = try world.app.calendar(baby: baby, as: follower).map(\.event.id)
        try expect(
            listed == [minimal.event.id, full.event.id], "both events are in the followers' calendar at once",
            proves: "FR-5.1.AC4")
        let sent = world.app.allNotifications.dropFirst(mark).filter { $0.type == .newEvent }
        try expect(
            sent.count == 4 && Set(sent.map(\.userID)) == [follower, second]
                && sent.allSatisfy { $0.createdAt == world.clock.now }
                && world.app.pushes.filter { $0.type == .newEvent }.count == 4,
            "every follower is notified of each new event at once, in-app and by push",
            proves: ["FR-5.1.S7", "FR-5.1.AC5", "EV-14"])
        try expect(
            (world.app.updateMarker(baby)?.version ?? 0) >= marker + 2,
            "each new event moves the baby's owner_update_markers", proves: "FR-5.1.S8")
    }

    /// The start of the UTC day of `date` (A-15: the day of an event is the UTC calendar day of its start).
    static func utcDay(_ date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar.startOfDay(for: date)
    }

    /// FR-5.1 S5 / AC3 (A-15): at most 2 events per UTC day per baby, on creation and when an event moves.
    static let perDay = NonnaRule.check(
        "FR-5.1.S5", covers: ["FR-5.1.AC3"],
        title:
            "an owner creates two events on one UTC day of a baby; a third that day is refused with nothing created or sent; the next day and another baby's same day are free; moving an event onto the full day is refused"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        _ = try world.follower(of: baby, invitedBy: owner)
        let day = utcDay(at(world, days: 3))
        let hour: TimeInterval = 3600
        let morning = try world.app.createEvent(
            baby, EventDraft(title: "Scan", startsAt: day.addingTimeInterval(8 * hour)), as: owner
        ).event.id
        let evening = try world.app.createEvent(
            baby, EventDraft(title: "Dinner", startsAt: day.addingTimeInterval(20 * hour)), as: owner
        ).event.id
        try expect(
            try world.app.calendar(baby: baby, as: owner).map(\.event.id) == [morning, evening],
            "an owner creates two events starting on the same day", proves: "FR-5.1.S5")
        let (notes, marker) = (world.app.allNotifications.count, world.app.updateMarker(baby)?.version)
        try expectError(
            NonnaError.limitExceeded(.eventsPerDay),
            "a third event starting the same UTC day (at 23:59) is refused at the 2-events-per-day limit",
            proves: "FR-5.1.S5", "FR-5.1.AC3"
        ) { () throws(NonnaError) in
            _ = try world.app.createEvent(
                baby, EventDraft(title: "Late", startsAt: day.addingTimeInterval(24 * hour - 60)), as: owner)
        }
        try expect(
            try world.app.calendar(baby: baby, as: owner).map(\.event.id) == [morning, evening]
                && world.app.allNotifications.count == notes && world.app.updateMarker(baby)?.version == marker,
            "the refused third event was not created, notified nor marked as an update", proves: "FR-5.1.AC3")
        let next = try world.app.createEvent(
            baby, EventDraft(title: "Walk", startsAt: day.addingTimeInterval(24 * hour)), as: owner
        ).event.id
        let other = try world.app.createBaby(
            BabyDraft(name: "Max", expectedBirthDate: at(world, days: 70)), as: owner
        ).profile.id
        var twin: EventView?
        let twinRefused = refusal { () throws(NonnaError) in
            twin = try world.app.createEvent(
                other, EventDraft(title: "Scan", startsAt: day.addingTimeInterval(12 * hour)), as: owner)
        }
        try expect(
            world.app.event(next)?.status == .active && twinRefused == nil && twin?.event.babyID == other,
            "the limit is per day and per baby: an event at midnight of the next day, and one of another baby on the full day, are accepted",
            proves: ["FR-5.1.S5"],
            detail: "the other baby's event was refused with \(twinRefused.map { "\($0)" } ?? "nothing")")
        let moved = day.addingTimeInterval(10 * hour)
        try expectError(
            NonnaError.limitExceeded(.eventsPerDay), "moving the next day's event onto the full day is refused",
            proves: "FR-5.1.S5"
        ) { () throws(NonnaError) in
            _ = try world.app.editEvent(next, EventDraft(title: "Walk", startsAt: moved), as: owner)
        }
        try expect(
            world.app.event(next)?.startsAt == day.addingTimeInterval(24 * hour),
            "the refused move left the event on its own day", proves: "FR-5.1.S5")
    }

    /// FR-5.2 / FR-5.3: owners edit (updated indicator, RSVP'd followers notified, real-time) and delete (confirmed, soft, cancellation notice).
    static let editAndDelete = NonnaRule.check(
        "FR-5.2.S2",
        covers: [
            "FR-5.2.S3", "FR-5.2.S4", "FR-5.2.S5", "FR-5.2.AC1", "FR-5.2.AC2", "FR-5.2.AC3", "FR-5.2.AC4", "FR-5.3.S2",
            "FR-5.3.S3", "FR-5.3.S4", "FR-5.3.S6", "FR-5.3.AC1", "FR-5.3.AC2", "FR-5.3.AC3", "FR-5.3.AC4", "EV-15",
            "EV-16",
        ],
        title:
            "an owner edits every field of an event: it shows 'Updated', the follower who RSVP'd is notified (the other is not) and a real-time message goes out; deleting needs confirmation, keeps the row and sends the RSVP'd follower a cancellation"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let answered = try world.follower(of: baby, invitedBy: owner)
        let silent = try world.follower(of: baby, invitedBy: owner)
        let event = try world.app.createEvent(baby, EventDraft(title: "Scan", startsAt: at(world, days: 5)), as: owner)
            .event.id
        _ = try world.app.rsvp(event, .maybe, as: answered)
        let realtime = try world.app.realtimeMessages(as: silent).count
        world.clock.advance(by: 60)
        let draft = EventDraft(
            title: "Scan moved", startsAt: at(world, days: 6), endsAt: at(world, days: 6.05), description: "d",
            location: "Clinic", videoLink: "https://example.com/v", coverPhoto: NonnaWorld.png(900))
        let edited = try world.app.editEvent(event, draft, as: owner)
        try expect(
            edited.event.title == "Scan moved" && edited.event.startsAt == draft.startsAt
                && edited.event.endsAt == draft.endsAt && edited.event.description == "d"
                && edited.event.location == "Clinic" && edited.event.videoLink == "https://example.com/v"
                && edited.event.coverPhoto?.format == .png,
            "an owner edits every field of an event", proves: ["FR-5.2.S2", "FR-5.2.AC1"])
        try expect(
            (try world.app.viewEvent(event, as: silent)).event.title == "Scan moved",
            "the edit shows to the followers at once", proves: "FR-5.2.AC2")
        try expect(
            edited.event.updatedAt == world.clock.now && edited.event.updatedAt > edited.event.createdAt,
            "the edit sets updated_at to the time of the change", proves: "FR-5.2.S3")
        try expect(
            (try world.app.viewEvent(event, as: answered)).isUpdated
                && !(try world.app.viewEvent(
                    world.app.createEvent(baby, EventDraft(title: "New", startsAt: at(world, days: 8)), as: owner)
                        .event.id, as: answered)).isUpdated,
            "an edited event shows the 'Updated' indicator, an unedited one does not", proves: "FR-5.2.AC4")
        let updates = world.app.allNotifications.filter { $0.type == .eventUpdated }
        try expect(
            updates.map(\.userID) == [answered] && updates.first?.target == .event(event),
            "the update notice goes to the follower who RSVP'd and not to the one who did not",
            proves: ["FR-5.2.S4", "FR-5.2.AC3", "EV-15"])
        try expect(
            (try world.app.realtimeMessages(as: silent)).dropFirst(realtime).contains {
                $0.table == "events" && $0.rowID == event && $0.change == .update
            }, "a real-time update of the events row reaches the followers' channel", proves: "FR-5.2.S5")
        try expectError(
            NonnaError.confirmationRequired, "deleting an event without confirmation is refused for confirmation",
            proves: "FR-5.3.S2", "FR-5.3.AC1"
        ) { () throws(NonnaError) in _ = try world.app.deleteEvent(event, confirmed: false, as: owner) }
        try expect(
            world.app.event(event)?.status == .active, "the unconfirmed delete left the event in place",
            proves: ["FR-5.3.S2", "FR-5.3.AC1"])
        _ = try world.app.deleteEvent(event, confirmed: true, as: owner)
        try expect(
            world.app.event(event)?.deletedAt == world.clock.now && world.app.event(event)?.title == "Scan moved",
            "the deleted event's row is kept with deleted_at set", proves: ["FR-5.3.S3", "FR-5.3.AC4"])
        try expect(
            !(try world.app.calendar(baby: baby, as: owner)).contains { $0.event.id == event }
                && !(try world.app.calendar(baby: nil, as: silent)).contains { $0.event.id == event }
                && refusal { () throws(NonnaError) in _ = try world.app.viewEvent(event, as: answered) } == .notFound,
            "the deleted event is gone at once from every calendar and from the event view",
            proves: ["FR-5.3.S4", "FR-5.3.AC2"])
        let cancelled = world.app.allNotifications.filter { $0.type == .eventCancelled }
        try expect(
            cancelled.map(\.userID) == [answered],
            "the cancellation notice goes to the follower who RSVP'd and not to the one who did not",
            proves: ["FR-5.3.S6", "FR-5.3.AC3", "EV-16"])
    }

    /// FR-5.4: followers RSVP Yes/No/Maybe and change it; counts for the owner; owner notified; stats follow Yes.
    static let rsvp = NonnaRule.check(
        "FR-5.4.S1",
        covers: [
            "FR-5.4.S2", "FR-5.4.S3", "FR-5.4.S4", "FR-5.4.S5", "FR-5.4.S6", "FR-5.4.S7", "FR-5.4.AC1", "FR-5.4.AC2",
            "FR-5.4.AC3", "FR-5.4.AC4", "FR-5.4.AC5", "FR-5.4.AC6", "PR-51", "PR-53", "EV-17",
        ],
        title:
            "a follower answers Yes, then No, then Maybe: the answer and the owner's counts change at once, the owner is notified, events_attended_count counts Yes only while it stands; the owner sees who answered"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: at(world, days: 5)), as: owner
        ).event.id
        let mark = world.app.allNotifications.count
        var view = try world.app.rsvp(event, .yes, as: follower)
        try expect(
            view.viewerRSVP == .yes && world.app.rsvpRow(event, user: follower)?.status == .yes,
            "a follower answers Yes and an event_rsvps row records it at once",
            proves: ["FR-5.4.S1", "FR-5.4.AC1", "FR-5.4.AC3", "FR-5.4.S4", "PR-51"])
        try expect(
            world.app.stats(of: follower).eventsAttended == 1, "a Yes raises events_attended_count to 1",
            proves: ["FR-5.4.S7", "FR-5.4.AC6"])
        try expect(
            Self.counts(try world.app.viewEvent(event, as: owner).rsvpCounts) == [1, 0, 0],
            "the owner sees the Yes in the event's RSVP counts", proves: ["FR-5.4.S5", "FR-5.4.AC4", "PR-53"])
        try expect(
            world.app.allNotifications.dropFirst(mark).filter { $0.type == .eventRSVP }.map(\.userID) == [owner]
                && world.app.pushes.filter { $0.type == .eventRSVP }.map(\.userID) == [owner],
            "the owner is notified of the RSVP, in-app and by push", proves: ["FR-5.4.S6", "FR-5.4.AC5", "EV-17"])
        let row = try require(world.app.rsvpRow(event, user: follower))
        view = try world.app.rsvp(event, .no, as: follower)
        try expect(
            view.viewerRSVP == .no && world.app.rsvpRow(event, user: follower)?.id == row.id
                && world.app.rsvpRow(event, user: follower)?.status == .no,
            "the follower changes the answer to No and the same event_rsvps row is updated",
            proves: ["FR-5.4.S3", "FR-5.4.AC2", "FR-5.4.S4"])
        try expect(
            world.app.stats(of: follower).eventsAttended == 0,
            "changing from Yes takes events_attended_count back to 0",
            proves: "FR-5.4.AC6")
        view = try world.app.rsvp(event, .maybe, as: follower)
        let answers = try world.app.viewEvent(event, as: owner).rsvpCounts
        try expect(
            view.viewerRSVP == .maybe && Self.counts(answers) == [0, 0, 1],
            "Maybe is the third answer, and the owner's counts follow each change",
            proves: ["FR-5.4.S2", "FR-5.4.AC4"])
        try expect(
            Set(RSVPStatus.allCases) == [.yes, .no, .maybe], "the RSVP answers are exactly Yes, No and Maybe",
            proves: "FR-5.4.S2")
        let who = try world.app.listRSVPs(event, as: owner)
        try expect(
            who.map(\.rsvp.userID) == [follower] && who.first?.rsvp.status == .maybe
                && who.first?.displayName == "Linda Jones",
            "the owner sees who answered, and what", proves: ["FR-5.4.S5", "PR-53"])
    }

    /// FR-5.5: event comments, notifications to owners and other commenters.
    static let eventComments = NonnaRule.check(
        "FR-5.5.S1",
        covers: [
            "FR-5.5.S2", "FR-5.5.S3", "FR-5.5.S4", "FR-5.5.S5", "FR-5.5.S6", "FR-5.5.S7", "FR-5.5.AC1", "FR-5.5.AC2",
            "FR-5.5.AC3",
            "FR-5.5.AC4", "FR-5.5.AC5", "FR-5.5.AC6", "PR-54", "EV-18",
        ],
        title:
            "followers comment on an event (oldest first, with details); the owner and the earlier commenter are notified, not the author; the author edits, the owner deletes"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        let c = try world.follower(of: baby, invitedBy: owner)
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: at(world, days: 5)), as: owner
        ).event.id
        let first = try world.app.addComment(on: .event(event), body: "Coming!", as: a)
        let firstAt = world.clock.now
        world.clock.advance(by: 5)
        let mark = world.app.allNotifications.count
        let second = try world.app.addComment(on: .event(event), body: "Me too", as: b)
        let told = world.app.allNotifications.dropFirst(mark).filter { $0.type == .eventComment }.map(\.userID)
        try expect(
            Set(told) == [owner, a] && told.count == 2,
            "a comment on an event notifies the owner and the earlier commenter, not its author or the others",
            proves: ["FR-5.5.S7", "FR-5.5.AC6", "EV-18"])
        let listed = try world.app.listComments(on: .event(event), as: c)
        try expect(
            listed.map(\.comment.body) == ["Coming!", "Me too"],
            "members add comments to an event, listed at once", proves: ["FR-5.5.S1", "FR-5.5.AC1", "PR-54"])
        try expect(
            listed.map(\.comment.id) == [first.comment.id, second.comment.id]
                && listed[0].comment.createdAt < listed[1].comment.createdAt,
            "event comments list oldest first", proves: ["FR-5.5.S4", "FR-5.5.AC3"])
        try expect(
            listed[0].authorName == "Linda Jones" && listed[0].relationship == .grandma
                && listed[0].comment.createdAt == firstAt,
            "each event comment shows the commenter's name, relationship and time",
            proves: ["FR-5.5.S3", "FR-5.5.AC2"])
        let longest = String(repeating: "x", count: 500)
        let full = try world.app.addComment(on: .event(event), body: longest, as: c)
        try expect(
            full.comment.body == longest
                && (try world.app.listComments(on: .event(event), as: a)).last?.comment.body == longest,
            "an event comment of exactly 500 characters is accepted and listed whole", proves: "FR-5.5.S2")
        let long = refusal { () throws(NonnaError) in
            _ = try world.app.addComment(on: .event(event), body: longest + "x", as: c)
        }
        try expect(
            long?.invalidField == "body"
                && (try world.app.listComments(on: .event(event), as: owner)).map(\.comment.id) == [
                    first.comment.id, second.comment.id, full.comment.id,
                ],
            "a 501-character event comment is refused as an invalid body and nothing is added",
            proves: ["FR-5.5.S2", "PR-54"])
        _ = try world.app.deleteComment(full.comment.id, as: c)
        _ = try world.app.editComment(first.comment.id, body: "Coming at 3", as: a)
        try expect(
            try world.app.listComments(on: .event(event), as: owner).first?.comment.body == "Coming at 3",
            "the author edits their own event comment", proves: ["FR-5.5.S5", "FR-5.5.AC4"])
        try expectError(
            NonnaError.forbidden, "another follower is refused editing the comment"
        ) { () throws(NonnaError) in _ = try world.app.editComment(first.comment.id, body: "x", as: b) }
        _ = try world.app.deleteComment(second.comment.id, as: owner)
        try expect(
            try world.app.listComments(on: .event(event), as: a).map(\.comment.body) == ["Coming at 3"],
            "the owner deletes a follower's event comment", proves: ["FR-5.5.S6", "FR-5.5.AC5"])
    }

    /// FR-5.6: chronological, highlighted within 7 days, details, month and list views, aggregated, filter by baby.
    static let calendar = NonnaRule.check(
        "FR-5.6.S1",
        covers: [
            "FR-5.6.S3", "FR-5.6.S4", "FR-5.6.S5", "FR-5.6.S6", "FR-5.6.AC1", "FR-5.6.AC3", "FR-5.6.AC4", "FR-5.6.AC5",
            "FR-5.6.AC6", "PR-55", "PR-68",
        ],
        title:
            "the calendar lists upcoming events in start order with title, date, location and RSVP count; month and list views; a follower of two babies sees both and can filter by one"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let late = try world.app.createEvent(
            baby, EventDraft(title: "Late", startsAt: at(world, days: 40), location: "Park"), as: owner
        ).event.id
        let soon = try world.app.createEvent(baby, EventDraft(title: "Soon", startsAt: at(world, days: 2)), as: owner)
            .event.id
        let past = try world.app.createEvent(baby, EventDraft(title: "Past", startsAt: at(world, days: 1)), as: owner)
            .event.id
        world.clock.advance(by: 1.5 * 86_400)
        _ = try world.app.rsvp(late, .yes, as: follower)
        let list = try world.app.calendar(baby: baby, as: follower)
        try expect(
            list.map(\.event.id) == [soon, late],
            "the list view shows every upcoming event in start order, and not the past one",
            proves: ["FR-5.6.S1", "FR-5.6.AC1", "PR-55"])
        try expect(
            list[1].event.title == "Late" && list[1].event.startsAt == at(world, days: 38.5)
                && list[1].event.location == "Park" && list[1].rsvpCounts.yes == 1,
            "each calendar entry shows its title, start, location and RSVP count",
            proves: ["FR-5.6.S3", "FR-5.6.AC4"])
        let start = try require(world.app.event(past)?.startsAt)
        let parts = Calendar(identifier: .gregorian).dateComponents(
            in: TimeZone(identifier: "UTC") ?? .gmt, from: start)
        let month = try world.app.calendar(
            baby: baby, mode: .month(year: parts.year ?? 0, month: parts.month ?? 0), as: follower)
        try expect(
            month.map(\.event.id).contains(past) && !month.map(\.event.id).contains(late),
            "the month view lists the events starting in that month, the past one included",
            proves: ["FR-5.6.S4", "FR-5.6.AC3"])
        let other = try world.app.createBaby(BabyDraft(name: "Max", expectedBirthDate: at(world, days: 80)), as: owner)
            .profile.id
        let email = try require(world.app.account(follower)?.email)
        _ = try world.app.sendInvitations(other, emails: [email], as: owner)
        _ = try world.app.acceptInvitation(
            token: try require(world.lastEmail(to: email, .invitation)?.payload["token"]), relationship: .aunt,
            as: follower)
        let third = try world.app.createEvent(
            other, EventDraft(title: "Other", startsAt: at(world, days: 4)), as: owner
        ).event.id
        let (stranger, unrelated) = try world.ownerWithBaby()
        _ = try world.app.createEvent(
            unrelated, EventDraft(title: "Theirs", startsAt: at(world, days: 3)), as: stranger)
        try expect(
            try world.app.calendar(baby: nil, as: follower).map(\.event.id) == [soon, third, late],
            "a follower of two babies sees both babies' events in one calendar, in start order (and no other baby's)",
            proves: ["FR-5.6.S5", "FR-5.6.AC5"])
        try expect(
            try world.app.calendar(baby: other, as: follower).map(\.event.id) == [third]
                && (try world.app.calendar(baby: baby, as: follower)).map(\.event.id) == [soon, late],
            "the follower filters the calendar to one baby", proves: ["FR-5.6.S6", "FR-5.6.AC6", "PR-68"])
    }

    /// FR-5.6 S2 / AC2 (A-24): an event starting less than 7 days from now is highlighted, one 7 days out is not.
    static let highlight = NonnaRule.check(
        "FR-5.6.S2", covers: ["FR-5.6.AC2"],
        title:
            "in the calendar an event starting tomorrow and one starting 7 days less a second from now are highlighted, one starting exactly 7 days from now is not until a second passes, and a month-away event is not"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let week: TimeInterval = 7 * 86_400
        let tomorrow = try world.app.createEvent(
            baby, EventDraft(title: "Tea", startsAt: at(world, days: 1)), as: owner
        ).event.id
        let edge = try world.app.createEvent(
            baby, EventDraft(title: "Scan", startsAt: world.clock.now.addingTimeInterval(week - 1)), as: owner
        ).event.id
        let weekOut = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(week)), as: owner
        ).event.id
        let monthOut = try world.app.createEvent(
            baby, EventDraft(title: "Party", startsAt: at(world, days: 30)), as: owner
        ).event.id
        func highlighted() throws -> [RowID: Bool] {
            Dictionary(
                uniqueKeysWithValues: try world.app.calendar(baby: baby, as: follower).map {
                    ($0.event.id, $0.isHighlighted)
                })
        }
        let shown = try highlighted()
        try expect(
            shown == [tomorrow: true, edge: true, weekOut: false, monthOut: false],
            "events starting tomorrow and 7 days less a second from now are highlighted; those 7 days and 30 days out are not",
            proves: ["FR-5.6.S2", "FR-5.6.AC2"], detail: "\(shown)")
        try expect(
            try world.app.viewEvent(edge, as: follower).isHighlighted
                && !(try world.app.viewEvent(weekOut, as: owner)).isHighlighted,
            "the event view shows the same highlight as the calendar", proves: "FR-5.6.AC2")
        world.clock.advance(by: 1)
        let later = try highlighted()
        try expect(
            later[weekOut] == true && later[monthOut] == false,
            "a second later the event now less than 7 days away is highlighted", proves: ["FR-5.6.S2", "FR-5.6.AC2"],
            detail: "\(later)")
    }
}
