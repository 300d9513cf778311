import Conformance
import Foundation
import Nonna
import SpecModel

/// SM-12: one event's edits and deletion; one follower answered its RSVP, another did not.
struct EventScript: LifecycleScript {
    static let machine = "event"
    let people: ContentWorld
    let event: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
        let silent = try world.follower(of: people.baby, invitedBy: people.owner)
        roles[silent] = "follower"
        let (owner, baby, follower) = (people.owner, people.baby, people.follower)
        event = try setup {
            try world.app.createEvent(
                baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(20 * 86_400)), as: owner
            ).event.id
        }
        let event = event
        _ = try setup { try world.app.rsvp(event, .yes, as: follower) }
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "edit":
            world.clock.advance(by: 60)
            let current = try world.app.viewEvent(self.event, as: people.owner).event
            _ = try world.app.editEvent(
                self.event, EventDraft(title: current.title + "!", startsAt: current.startsAt), as: people.owner)
        case "delete": _ = try world.app.deleteEvent(self.event, confirmed: true, as: people.owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        guard let row = world.app.event(event), row.status == .active else { return "Deleted" }
        return row.updatedAt > row.createdAt ? "Updated" : "Created"
    }
}

/// SM-16: one follower's comment on a photo: the author edits it, an owner deletes it.
struct CommentScript: LifecycleScript {
    static let machine = "comment"
    let people: ContentWorld
    let comment: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
        let photo = try people.photo(world)
        let follower = people.follower
        comment = try setup { try world.app.addComment(on: .photo(photo), body: "So cute", as: follower) }.comment.id
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "edit": _ = try world.app.editComment(comment, body: "So so cute", as: people.follower)
        case "delete": _ = try world.app.deleteComment(comment, as: people.owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch world.app.comment(comment)?.status {
        case .active?: "Active"
        case .edited?: "Edited"
        case .deleted?: "Deleted"
        case nil: "Missing"
        }
    }
}
