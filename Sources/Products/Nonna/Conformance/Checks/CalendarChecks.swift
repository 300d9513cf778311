import Conformance
import Foundation
import Nonna

/// Rule checks of FR-5.x: events, editing and deleting them, RSVPs, event comments and the calendar.
enum CalendarChecks {
    static var all: [RuleCheck] { [create, editAndDelete, rsvp, eventComments, calendar] }

    static func at(_ world: NonnaWorld, days: Double) -> Date { world.clock.now.addingTimeInterval(days * 86_400) }

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
        let marker = try require(world.app.updateMarker(baby)).version
        try expect(
            caught { () throws(NonnaError) in
                _ = try world.app.createEvent(baby, EventDraft(title: "", startsAt: at(world, days: 3)), as: owner)
            } != nil, "an event without a title was accepted")
        let minimal = try world.app.createEvent(
            baby, EventDraft(title: "Scan", startsAt: at(world, days: 3)), as: owner)
        let full = try world.app.createEvent(
            baby,
            EventDraft(
                title: "Shower", startsAt: at(world, days: 9), endsAt: at(world, days: 9.1), description: "Tea",
                location: "Home",
                videoLink: "https://example.com/live", coverPhoto: NonnaWorld.jpeg(2000)), as: owner)
        try expect(
            full.event.location == "Home" && full.event.videoLink != nil && full.event.coverPhoto != nil
                && full.event.endsAt != nil, "optional fields were lost")
        let listed = try world.app.calendar(baby: baby, as: follower).map(\.event.id)
        try expect(listed == [minimal.event.id, full.event.id], "the calendar shows \(listed)")
        try expect(
            world.app.allNotifications.filter { $0.userID == follower && $0.type == .newEvent }.count == 2
                && world.app.pushes.contains { $0.userID == follower && $0.type == .newEvent },
            "the follower was not notified of both events")
        try expect((world.app.updateMarker(baby)?.version ?? 0) > marker, "the update marker did not move")
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
        let realtime = world.app.realtime.count
        world.clock.advance(by: 60)
        let edited = try world.app.editEvent(
            event,
            EventDraft(
                title: "Scan moved", startsAt: at(world, days: 6), endsAt: at(world, days: 6.05), description: "d",
                location: "Clinic", videoLink: "https://example.com/v"), as: owner)
        try expect(
            edited.event.title == "Scan moved" && edited.event.location == "Clinic" && edited.isUpdated
                && edited.event.updatedAt > edited.event.createdAt, "the edit is not shown as updated")
        try expect(
            world.app.allNotifications.contains { $0.userID == answered && $0.type == .eventUpdated }
                && !world.app.allNotifications.contains { $0.userID == silent && $0.type == .eventUpdated },
            "the update notice went to the wrong followers")
        try expect(world.app.realtime.count > realtime, "no real-time message")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.deleteEvent(event, confirmed: false, as: owner) }
                != nil, "deleted without confirmation")
        _ = try world.app.deleteEvent(event, confirmed: true, as: owner)
        try expect(
            world.app.event(event)?.deletedAt != nil && (try world.app.calendar(baby: baby, as: owner)).isEmpty,
            "the event was not soft deleted out of the calendar")
        try expect(
            world.app.allNotifications.contains { $0.userID == answered && $0.type == .eventCancelled },
            "no cancellation notice")
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
        var view = try world.app.rsvp(event, .yes, as: follower)
        try expect(view.viewerRSVP == .yes && world.app.stats(of: follower).eventsAttended == 1, "Yes did not count")
        try expect(try world.app.viewEvent(event, as: owner).rsvpCounts.yes == 1, "the owner does not see the Yes")
        try expect(
            world.app.allNotifications.contains { $0.userID == owner && $0.type == .eventRSVP },
            "the owner was not notified")
        view = try world.app.rsvp(event, .no, as: follower)
        try expect(
            view.viewerRSVP == .no && world.app.stats(of: follower).eventsAttended == 0,
            "changing to No did not update the answer and the stat")
        view = try world.app.rsvp(event, .maybe, as: follower)
        let counts = try world.app.viewEvent(event, as: owner).rsvpCounts
        try expect(counts.maybe == 1 && counts.yes == 0 && counts.no == 0, "counts are \(counts)")
        try expect(world.app.rsvpRow(event, user: follower)?.status == .maybe, "no event_rsvps row")
        try expect(
            try world.app.listRSVPs(event, as: owner).map(\.rsvp.userID) == [follower],
            "the owner does not see who answered")
    }

    /// FR-5.5: event comments, notifications to owners and other commenters.
    static let eventComments = NonnaRule.check(
        "FR-5.5.S1",
        covers: [
            "FR-5.5.S3", "FR-5.5.S4", "FR-5.5.S5", "FR-5.5.S6", "FR-5.5.S7", "FR-5.5.AC1", "FR-5.5.AC2", "FR-5.5.AC3",
            "FR-5.5.AC4", "FR-5.5.AC5", "FR-5.5.AC6", "PR-54", "EV-18",
        ],
        title:
            "followers comment on an event (oldest first, with details); the owner and the earlier commenter are notified, not the author; the author edits, the owner deletes"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: at(world, days: 5)), as: owner
        ).event.id
        let first = try world.app.addComment(on: .event(event), body: "Coming!", as: a)
        world.clock.advance(by: 5)
        let mark = world.app.allNotifications.count
        let second = try world.app.addComment(on: .event(event), body: "Me too", as: b)
        let told = Set(world.app.allNotifications.dropFirst(mark).filter { $0.type == .eventComment }.map(\.userID))
        try expect(told == [owner, a], "notified \(told)")
        let listed = try world.app.listComments(on: .event(event), as: owner)
        try expect(
            listed.map(\.comment.id) == [first.comment.id, second.comment.id]
                && listed.allSatisfy { !$0.authorName.isEmpty }, "not oldest first with details")
        _ = try world.app.editComment(first.comment.id, body: "Coming at 3", as: a)
        _ = try world.app.deleteComment(second.comment.id, as: owner)
        try expect(
            try world.app.listComments(on: .event(event), as: a).map(\.comment.body) == ["Coming at 3"],
            "edit or delete not applied")
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
            baby, EventDraft(title: "Late", startsAt: at(world, days: 20), location: "Park"), as: owner
        ).event.id
        let soon = try world.app.createEvent(baby, EventDraft(title: "Soon", startsAt: at(world, days: 2)), as: owner)
            .event.id
        _ = try world.app.rsvp(late, .yes, as: follower)
        let list = try world.app.calendar(baby: baby, as: follower)
        try expect(list.map(\.event.id) == [soon, late], "not in start order")
        try expect(
            list[1].event.location == "Park" && list[1].rsvpCounts.yes == 1 && list[0].isHighlighted
                && !list[1].isHighlighted, "details, RSVP count or highlight wrong (A-04)")
        let start = list[1].event.startsAt
        let parts = Calendar(identifier: .gregorian).dateComponents(
            in: TimeZone(identifier: "UTC") ?? .gmt, from: start)
        let month = try world.app.calendar(
            baby: baby, mode: .month(year: parts.year ?? 0, month: parts.month ?? 0), as: follower)
        try expect(month.contains { $0.event.id == late }, "the month view misses the event")
        let other = try world.app.createBaby(BabyDraft(name: "Max", expectedBirthDate: at(world, days: 80)), as: owner)
            .profile.id
        let email = world.app.account(follower)?.email ?? ""
        _ = try world.app.sendInvitations(other, emails: [email], as: owner)
        _ = try world.app.acceptInvitation(
            token: try require(world.lastEmail(to: email, .invitation)?.payload["token"]), relationship: .aunt,
            as: follower)
        let third = try world.app.createEvent(
            other, EventDraft(title: "Other", startsAt: at(world, days: 4)), as: owner
        ).event.id
        try expect(
            try world.app.calendar(baby: nil, as: follower).map(\.event.id) == [soon, third, late],
            "the follower's calendar is not aggregated")
        try expect(
            try world.app.calendar(baby: other, as: follower).map(\.event.id) == [third],
            "the baby filter does not work")
    }
}
