import Conformance
import Foundation
import Nonna
import SpecModel

/// SM-9: a baby profile: expecting, born through the announcement, deleted by an owner.
struct BabyProfileScript: LifecycleScript {
    static let machine = "baby-profile"
    let people: ContentWorld

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "announce":
            _ = try world.app.announceBirth(
                people.baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now), as: people.owner)
        case "delete": _ = try world.app.deleteBaby(people.baby, confirmed: true, as: people.owner)
        case "edit": _ = try world.app.editBaby(people.baby, BabyEdit(name: "Lily Rose"), as: people.owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch world.app.babyProfile(people.baby)?.status {
        case .expecting?: "Expecting"
        case .born?: "Born"
        case .deleted?, nil: "Deleted"
        }
    }
}

/// SM-11: a content item (a photo): active until an owner deletes it, after confirming.
struct PhotoScript: LifecycleScript {
    static let machine = "content-item"
    let people: ContentWorld
    let photo: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
        photo = try people.photo(world)
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "delete.unconfirmed": _ = try world.app.deletePhotos([photo], confirmed: false, as: people.owner)
        case "delete": _ = try world.app.deletePhotos([photo], confirmed: true, as: people.owner)
        case "caption": _ = try world.app.updatePhoto(photo, caption: "New caption", tags: nil, as: people.owner)
        case "follower.delete": _ = try world.app.deletePhotos([photo], confirmed: true, as: people.follower)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        world.app.photo(photo)?.deletedAt == nil ? "Active" : "Deleted"
    }
}

/// SM-19: a follower's gender vote and the results' visibility.
struct GenderVoteScript: LifecycleScript {
    static let machine = "gender-vote"
    let people: ContentWorld

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "vote": _ = try world.app.voteGender(people.baby, .girl, as: people.follower)
        case "announce":
            _ = try world.app.announceBirth(
                people.baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now, gender: .female),
                as: people.owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        let voted = world.app.genderVote(people.baby, user: people.follower) != nil
        let revealed = world.app.genderVotesRevealed(people.baby)
        return (voted ? "Voted" : "NotVoted") + (revealed ? "Revealed" : "Hidden")
    }
}

/// SM-22: a dual-role user's mode.
struct RoleModeScript: LifecycleScript {
    static let machine = "role-mode"
    let user: UserID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        let (owner, _) = try world.ownerWithBaby()
        let (other, followed) = try world.ownerWithBaby()
        let email = world.app.account(owner)?.email ?? ""
        _ = try setup { try world.app.sendInvitations(followed, emails: [email], as: other) }
        let token = world.lastEmail(to: email, .invitation)?.payload["token"] ?? ""
        _ = try setup { try world.app.acceptInvitation(token: token, relationship: .aunt, as: owner) }
        user = owner
        roles[owner] = "owner"
        roles[other] = "owner"
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "to.follower": _ = try world.app.setRoleMode(.follower, as: user)
        case "to.owner": _ = try world.app.setRoleMode(.owner, as: user)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        world.app.roleMode(of: user).current == .follower ? "FollowerMode" : "OwnerMode"
    }
}
