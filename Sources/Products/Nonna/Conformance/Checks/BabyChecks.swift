import Conformance
import Foundation
import Nonna

/// Rule checks of FR-2.x: creating, editing and deleting baby profiles, and co-owners.
enum BabyChecks {
    static var all: [RuleCheck] { [create, edit, delete, coOwner, coOwnerNotices] }

    static func due(_ world: NonnaWorld, days: Int) -> Date {
        world.clock.now.addingTimeInterval(Double(days) * 86_400)
    }

    /// FR-2.1: a verified user creates a profile and owns it; required and optional fields; default name; marker.
    static let create = NonnaRule.check(
        "FR-2.1.S1",
        covers: [
            "FR-2.1.S2", "FR-2.1.S3", "FR-2.1.S4", "FR-2.1.S5", "FR-2.1.S6", "FR-2.1.S8", "FR-2.1.AC1", "FR-2.1.AC2",
            "FR-2.1.AC4", "FR-2.1.AC6", "PR-10",
        ],
        title:
            "a verified user creates a profile with required fields only (default name 'Baby <last name>') or with all optional fields; the creator is its owner, it is listed at once, and its update marker exists"
    ) {
        let world = NonnaWorld()
        let user = try world.verifiedUser("Sarah Miller")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.createBaby(BabyDraft(name: "Lily"), as: user) } != nil,
            "a profile without any birth date was accepted")
        let minimal = try world.app.createBaby(BabyDraft(expectedBirthDate: due(world, days: 90)), as: user)
        try expect(minimal.profile.name == "Baby Miller", "the default name is \(minimal.profile.name)")
        let full = try world.app.createBaby(
            BabyDraft(
                name: "Noah", expectedBirthDate: due(world, days: 40), gender: .male, photo: NonnaWorld.jpeg(3000)),
            as: user)
        try expect(full.profile.gender == .male && full.profile.photo != nil, "optional gender and photo were not kept")
        try expect(full.viewerRole == .owner && full.ownerIDs == [user], "the creator is not the owner")
        let listed = try world.app.listBabies(as: user).map(\.profile.id)
        try expect(Set(listed) == [minimal.profile.id, full.profile.id], "the new profiles are not listed")
        try expect(world.app.updateMarker(full.profile.id) != nil, "no owner_update_markers row")
        for gender in BabyGender.allCases {
            _ = try world.app.createBaby(
                BabyDraft(name: "G", expectedBirthDate: due(world, days: 50), gender: gender), as: user)
        }
    }

    /// FR-2.2: owners edit every field; birth dates in the future are refused; the marker moves; followers are told in real time.
    static let edit = NonnaRule.check(
        "FR-2.2.S2",
        covers: [
            "FR-2.2.AC4", "FR-2.2.S4", "FR-2.2.S5", "FR-2.2.S6", "FR-2.2.AC1", "FR-2.2.AC3", "FR-2.2.AC5", "FR-2.2.S3",
        ],
        title:
            "an owner edits name, gender, date and photo; the change shows at once, updated_at and the update marker move, a real-time message reaches the baby's channel; a future birth date is refused"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let marker = try require(world.app.updateMarker(baby))
        let seen = try world.app.realtimeMessages(as: follower).count
        world.clock.advance(by: 60)
        let edited = try world.app.editBaby(
            baby,
            BabyEdit(
                name: "Lilian", gender: .female, expectedBirthDate: due(world, days: 70), photo: NonnaWorld.jpeg(1000)),
            as: owner)
        try expect(
            edited.profile.name == "Lilian" && edited.profile.gender == .female && edited.profile.photo != nil,
            "the edit was not applied")
        try expect(edited.profile.updatedAt > edited.profile.createdAt, "updated_at did not move")
        try expect((world.app.updateMarker(baby)?.version ?? 0) > marker.version, "the update marker did not move")
        try expect(
            try world.app.realtimeMessages(as: follower).count > seen, "no real-time message reached the follower")
        let born = try world.app.createBaby(
            BabyDraft(name: "Ada", birthDate: world.clock.now.addingTimeInterval(-86_400)), as: owner)
        try expect(
            caught { () throws(NonnaError) in
                _ = try world.app.editBaby(born.profile.id, BabyEdit(birthDate: due(world, days: 2)), as: owner)
            } != nil, "a future birth date was accepted")
    }

    /// FR-2.3: confirmation, soft delete, gone from every view, pending invitations revoked, co-owner notified.
    static let delete = NonnaRule.check(
        "FR-2.3.S2",
        covers: [
            "FR-2.3.S3", "FR-2.3.S5", "FR-2.3.S6", "FR-2.3.S7", "FR-2.3.AC1", "FR-2.3.AC2", "FR-2.3.AC3", "FR-2.3.AC4",
            "FR-2.3.AC5", "FR-2.3.AC6", "PR-16", "EV-07",
        ],
        title:
            "deleting needs confirmation; then the row stays (removed_at), leaves every list, followers lose access, pending invitations are revoked and the co-owner is notified"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let coOwner = try world.coOwner(of: baby, invitedBy: owner)
        let follower = try world.follower(of: baby, invitedBy: owner)
        _ = try world.invite(to: baby, by: owner)
        let pending = try world.app.listInvitations(baby, as: owner).filter { $0.status == .pending }.map(\.id)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.deleteBaby(baby, confirmed: false, as: owner) } != nil,
            "deleted without confirmation")
        let before = world.app.allNotifications.count
        _ = try world.app.deleteBaby(baby, confirmed: true, as: owner)
        try expect(world.app.babyProfile(baby)?.removedAt != nil, "the row was not kept with removed_at")
        try expect(try world.app.listBabies(as: owner).isEmpty, "the profile is still listed for the owner")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.babyView(baby, as: follower) } != nil,
            "a follower still sees the profile")
        try expect(
            pending.allSatisfy { world.app.invitation($0)?.status == .revoked }, "pending invitations were not revoked")
        let sent = world.app.allNotifications.dropFirst(before)
        try expect(
            sent.contains { $0.userID == coOwner && $0.type == .babyProfileDeleted }
                && !sent.contains { $0.userID == owner }, "the co-owner (only) was not notified")
    }

    /// FR-2.4: co-owner invitation, acceptance grants equal rights, a third owner is refused, owners are never removed.
    static let coOwner = NonnaRule.check(
        "FR-2.4.S2",
        covers: [
            "FR-2.4.S3", "FR-2.4.S4", "FR-2.4.S5", "FR-2.4.AC1", "FR-2.4.AC2", "FR-2.4.AC3", "FR-2.4.AC5", "PR-17",
            "PR-18", "PR-19", "EV-04",
        ],
        title:
            "an owner invites a co-owner by email; only after accepting is the invitee an owner, with equal edit and delete rights; a third owner is refused; a co-owner cannot be removed"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (email, token) = try world.invite(to: baby, by: owner, kind: .coOwner)
        let invitee = try world.verifiedUser("Robert Miller")
        try expect(world.lastEmail(to: email, .coOwnerInvitation) != nil, "no co-owner invitation email")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.editBaby(baby, BabyEdit(name: "X"), as: invitee) }
                != nil, "the invitee edits before accepting")
        _ = try world.app.acceptInvitation(token: token, as: invitee)
        _ = try world.app.editBaby(baby, BabyEdit(name: "Lily Rose"), as: invitee)
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: invitee)
        try expect(
            caught { () throws(NonnaError) in
                _ = try world.app.sendInvitations(baby, emails: ["third@example.com"], kind: .coOwner, as: owner)
            } != nil, "a third owner could be invited")
        let memberships = world.app.memberships(of: invitee, on: baby)
        let ownership = try require(memberships.first, "the co-owner's membership")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.removeMember(ownership.id, confirmed: true, as: owner) }
                != nil, "a co-owner was removed")
        let other = try world.app.createBaby(
            BabyDraft(name: "Other", expectedBirthDate: due(world, days: 20)), as: invitee)
        _ = try world.app.deleteBaby(other.profile.id, confirmed: true, as: invitee)
        _ = try world.app.deleteBaby(baby, confirmed: true, as: invitee)
    }

    /// FR-2.4 S4 / AC5 with FR-8.1: a co-owner receives every notice the owners receive, alone when the actor is the other owner.
    static let coOwnerNotices = NonnaRule.check(
        "FR-2.4.AC5", covers: ["EV-08", "EV-12", "EV-13", "EV-17", "EV-18", "EV-21"],
        title:
            "with two owners, a follower's RSVP, purchase and event comment notify both owners, a squish and a photo comment notify the uploading co-owner only (also when the other owner comments), and an invitee asking again notifies both owners"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let coOwner = try world.coOwner(of: baby, invitedBy: owner)
        let follower = try world.follower(of: baby, invitedBy: coOwner)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: coOwner)[0].id
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(5 * 86_400)), as: coOwner
        ).event.id
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        let mark = world.app.allNotifications.count
        _ = try world.app.rsvp(event, .yes, as: follower)
        _ = try world.app.markPurchased(item, note: nil, as: follower)
        _ = try world.app.squish(photo, as: follower)
        _ = try world.app.addComment(on: .photo(photo), body: "Sweet", as: follower)
        _ = try world.app.addComment(on: .event(event), body: "Coming", as: follower)
        let sent = world.app.allNotifications.dropFirst(mark)
        for type in [NotificationType.eventRSVP, .registryPurchase, .eventComment] {
            try expect(
                Set(sent.filter { $0.type == type }.map(\.userID)) == [owner, coOwner],
                "\(type) did not reach both owners")
        }
        for type in [NotificationType.photoSquish, .photoComment] {
            try expect(
                Set(sent.filter { $0.type == type }.map(\.userID)) == [coOwner],
                "\(type) did not go to the uploader (the co-owner) only")
        }
        _ = try world.app.addComment(on: .photo(photo), body: "Our first", as: owner)
        try expect(
            world.app.allNotifications.last { $0.type == .photoComment }?.userID == coOwner,
            "the owner's comment did not notify the uploader")
        let (_, token) = try world.invite(to: baby, by: owner)
        let late = try world.verifiedUser("Tom Late")
        world.clock.advance(days: 8)
        _ = try world.app.requestNewInvitation(token: token, as: late)
        try expect(
            Set(world.app.allNotifications.filter { $0.type == .invitationRequested }.map(\.userID)) == [
                owner, coOwner,
            ], "the request did not reach both owners")
    }
}
