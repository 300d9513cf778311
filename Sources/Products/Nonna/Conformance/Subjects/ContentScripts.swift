import Conformance
import Foundation
import Nonna
import SpecModel

/// An owner with a baby, a follower and a photo: the shared set-up of the content lifecycles.
struct ContentWorld {
    let owner: UserID
    let baby: BabyID
    let follower: UserID

    init(owner: UserID, baby: BabyID, follower: UserID) {
        self.owner = owner
        self.baby = baby
        self.follower = follower
    }

    init(_ world: NonnaWorld, roles: inout [UserID: String]) throws {
        (owner, baby) = try world.ownerWithBaby()
        follower = try world.follower(of: baby, invitedBy: owner)
        roles[owner] = "owner"
        roles[follower] = "follower"
    }

    /// A photo the owner uploads (setup: a refusal is a ``WorldError``).
    func photo(_ world: NonnaWorld) throws -> RowID {
        try setup("uploading a photo") {
            try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        }
    }
}

/// SM-14: one follower's squish on one photo.
struct SquishScript: LifecycleScript {
    static let machine = "squish"
    let people: ContentWorld
    let photo: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
        photo = try people.photo(world)
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "squish": _ = try world.app.squish(photo, as: people.follower)
        case "unsquish": _ = try world.app.unsquish(photo, as: people.follower)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        world.app.squishState(photo, user: people.follower) == .squished ? "Squished" : "NotSquished"
    }
}

/// SM-13: one follower's RSVP to one event.
struct RSVPScript: LifecycleScript {
    static let machine = "rsvp"
    let people: ContentWorld
    let event: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
        let (owner, baby) = (people.owner, people.baby)
        event = try setup {
            try world.app.createEvent(
                baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(20 * 86_400)), as: owner
            ).event.id
        }
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        let status: RSVPStatus
        switch event {
        case "answer.yes": status = .yes
        case "answer.no": status = .no
        case "answer.maybe": status = .maybe
        default: throw SubjectError("unknown event \(event)")
        }
        _ = try world.app.rsvp(self.event, status, as: people.follower)
    }

    func state(_ world: NonnaWorld) -> String {
        switch world.app.rsvpRow(event, user: people.follower)?.status {
        case nil: "None"
        case .yes?: "Yes"
        case .no?: "No"
        case .maybe?: "Maybe"
        }
    }
}

/// SM-15: a registry item's purchase.
struct PurchaseScript: LifecycleScript {
    static let machine = "purchase"
    let people: ContentWorld
    let item: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
        let (owner, baby) = (people.owner, people.baby)
        item = try setup { try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id }
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "mark": _ = try world.app.markPurchased(item, note: "With love", as: people.follower)
        case "item.deleted": _ = try world.app.deleteRegistryItem(item, confirmed: true, as: people.owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        if world.app.registryItem(item)?.deletedAt != nil {
            return world.app.purchaseState(item) == .purchased ? "PurchasedDeleted" : "Deleted"
        }
        return world.app.purchaseState(item) == .purchased ? "Purchased" : "Unpurchased"
    }
}

/// SM-8: a follower's membership of a baby.
struct MembershipScript: LifecycleScript {
    static let machine = "membership"
    let owner: UserID
    let baby: BabyID
    let follower: UserID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        (owner, baby) = try world.ownerWithBaby()
        follower = try world.follower(of: baby, invitedBy: owner)
        roles[owner] = "owner"
        roles[follower] = "follower"
        if let email = world.app.account(follower)?.email { addresses[email] = "invitee" }
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "relabel": _ = try world.app.changeRelationship(baby, to: .uncle, as: follower)
        case "remove":
            guard let row = world.app.memberships(of: follower, on: baby).first else { throw NonnaError.notFound }
            _ = try world.app.removeMember(row.id, confirmed: true, as: owner)
        case "reinvite":
            let email = world.app.account(follower)?.email ?? ""
            _ = try world.app.sendInvitations(baby, emails: [email], as: owner)
            let token = world.lastEmail(to: email, .invitation)?.payload["token"] ?? "none"
            _ = try world.app.acceptInvitation(token: token, relationship: .aunt, as: follower)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        (try? world.app.babyView(baby, as: follower)) != nil ? "Following" : "Removed"
    }
}

/// SM-17: one in-app notification's read state.
struct NotificationScript: LifecycleScript {
    static let machine = "notification-read"
    let follower: UserID
    let notification: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        let people = try ContentWorld(world, roles: &roles)
        follower = people.follower
        _ = try setup {
            try world.app.uploadPhotos(people.baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: people.owner)
        }
        guard let row = world.app.allNotifications.last(where: { $0.userID == people.follower }) else {
            throw WorldError("no notification")
        }
        notification = row.id
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "read": _ = try world.app.markNotification(notification, read: true, as: follower)
        case "unread": _ = try world.app.markNotification(notification, read: false, as: follower)
        case "read.all": _ = try world.app.markAllNotificationsRead(as: follower)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        world.app.notification(notification)?.readState == .read ? "Read" : "Unread"
    }
}
