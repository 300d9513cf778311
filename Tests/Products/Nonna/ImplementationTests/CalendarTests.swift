import Foundation
import Testing

@testable import Nonna

@Suite("Calendar and RSVPs (FR-5.x)")
struct CalendarTests {
    @Test("FR-5.1 at most 2 events per day per baby; followers notified; only owners create")
    func createLimits() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let day = f.clock.now.addingTimeInterval(3 * 86_400)
        #expect(throws: NonnaError.forbidden) {
            try f.app.createEvent(baby, EventDraft(title: "x", startsAt: day), as: linda)
        }
        #expect(
            f.app.perform(.createEvent(baby, EventDraft(title: " ", startsAt: day)), as: owner).failureField == "title")
        _ = try f.app.createEvent(baby, EventDraft(title: "Shower", startsAt: day), as: owner)
        _ = try f.app.createEvent(baby, EventDraft(title: "Dinner", startsAt: day.addingTimeInterval(3600)), as: owner)
        #expect(throws: NonnaError.limitExceeded(.eventsPerDay)) {
            try f.app.createEvent(baby, EventDraft(title: "Third", startsAt: day.addingTimeInterval(7200)), as: owner)
        }
        #expect(f.app.allNotifications.filter { $0.userID == linda && $0.type == .newEvent }.count == 2)
        let cal = try f.app.calendar(baby: nil, as: linda)
        #expect(cal.map(\.event.title) == ["Shower", "Dinner"])
        #expect(cal.allSatisfy { $0.isHighlighted && !$0.canEdit })
    }

    @Test("FR-5.4 followers RSVP yes/no/maybe and change it; owners notified; owners cannot RSVP")
    func rsvps() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let e = try f.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: f.clock.now.addingTimeInterval(10 * 86_400)), as: owner)
        #expect(throws: NonnaError.forbidden) { try f.app.rsvp(e.event.id, .yes, as: owner) }
        #expect(try f.app.rsvp(e.event.id, .maybe, as: linda).rsvpCounts == RSVPCounts(yes: 0, no: 0, maybe: 1))
        #expect(try f.app.rsvp(e.event.id, .yes, as: linda).viewerRSVP == .yes)
        #expect(f.app.allNotifications.filter { $0.userID == owner && $0.type == .eventRSVP }.count == 2)
        #expect(try f.app.listRSVPs(e.event.id, as: owner).map(\.rsvp.status) == [.yes])
        #expect(throws: NonnaError.forbidden) { try f.app.listRSVPs(e.event.id, as: linda) }
        #expect(try f.app.viewEvent(e.event.id, as: linda).isHighlighted == false)
    }

    @Test("FR-5.2 / 5.3 edits notify RSVP'd followers and show Updated; deletion cancels and hides")
    func editDelete() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let jess = try f.follower("Jess", of: baby, invitedBy: owner)
        let start = f.clock.now.addingTimeInterval(2 * 86_400)
        let e = try f.app.createEvent(baby, EventDraft(title: "Shower", startsAt: start), as: owner)
        _ = try f.app.rsvp(e.event.id, .no, as: linda)
        f.clock.advance(by: 60)
        let edited = try f.app.editEvent(
            e.event.id, EventDraft(title: "Baby shower", startsAt: start, location: "Home"), as: owner)
        #expect(edited.isUpdated && edited.event.location == "Home")
        #expect(f.app.allNotifications.filter { $0.type == .eventUpdated }.map(\.userID) == [linda])
        #expect(throws: NonnaError.forbidden) { try f.app.deleteEvent(e.event.id, confirmed: true, as: jess) }
        _ = try f.app.deleteEvent(e.event.id, confirmed: true, as: owner)
        #expect(f.app.allNotifications.filter { $0.type == .eventCancelled }.map(\.userID) == [linda])
        #expect(try f.app.calendar(baby: baby, as: jess).isEmpty)
        #expect(f.app.event(e.event.id)?.status == .deleted)
    }

    @Test("FR-5.5 event comments notify owners and other commenters")
    func eventComments() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let jess = try f.follower("Jess", of: baby, invitedBy: owner)
        let e = try f.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: f.clock.now.addingTimeInterval(86_400)), as: owner)
        _ = try f.app.addComment(on: .event(e.event.id), body: "What to bring?", as: linda)
        _ = try f.app.addComment(on: .event(e.event.id), body: "Cake!", as: jess)
        let got = f.app.allNotifications.filter { $0.type == .eventComment }.map(\.userID)
        #expect(got == [owner, owner, linda])
    }
}
