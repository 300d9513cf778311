import Conformance
import Foundation
import Nonna
import SpecModel

/// Rule checks of FR-2.x: creating, editing and deleting baby profiles, and co-owners.
enum BabyChecks {
    static var all: [RuleCheck] { [create, edit, delete, coOwner, ownerSeats, coOwnerNotices] }

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
        let undated = refusal { () throws(NonnaError) in
            _ = try world.app.createBaby(BabyDraft(name: "Lily"), as: user)
        }
        try expect(
            undated?.invalidField == "expectedBirthDate" && (try world.app.listBabies(as: user)).isEmpty,
            "a profile with neither an expected nor an actual birth date is refused and nothing is created",
            proves: "FR-2.1.S3")
        let minimal = try world.app.createBaby(BabyDraft(expectedBirthDate: due(world, days: 90)), as: user)
        try expect(
            minimal.profile.name == "Baby Miller" && minimal.profile.status == .expecting
                && minimal.profile.photo == nil,
            "a profile created with an expected date only is named 'Baby <creator's last name>'",
            proves: ["FR-2.1.S1", "FR-2.1.S2", "FR-2.1.AC1", "PR-10"])
        let bornDate = world.clock.now.addingTimeInterval(-86_400)
        let born = try world.app.createBaby(BabyDraft(name: "Ada", birthDate: bornDate), as: user)
        try expect(
            born.profile.status == .born && born.profile.birthDate == bornDate,
            "a profile created with an actual birth date instead of an expected one is accepted as born",
            proves: "FR-2.1.S3")
        let full = try world.app.createBaby(
            BabyDraft(
                name: "Noah", expectedBirthDate: due(world, days: 40), gender: .male, photo: NonnaWorld.jpeg(3000)),
            as: user)
        try expect(
            full.profile.name == "Noah" && full.profile.gender == .male && full.profile.photo?.sizeBytes == 3000,
            "a profile created with a name, a gender and a profile photo keeps all three",
            proves: ["FR-2.1.S5", "FR-2.1.AC2"])
        let ownership = world.app.memberships(of: user, on: full.profile.id)
        try expect(
            full.viewerRole == .owner && full.ownerIDs == [user] && ownership.count == 1
                && ownership.first?.role == .owner && ownership.first?.isCreator == true,
            "the creator gets the one owner membership of the new profile",
            proves: ["FR-2.1.S6", "FR-2.1.AC4"])
        let listed = try world.app.listBabies(as: user).map(\.profile.id)
        try expect(
            Set(listed) == [minimal.profile.id, born.profile.id, full.profile.id],
            "every new profile is in the creator's list at once", proves: "FR-2.1.AC6")
        try expect(
            world.app.updateMarker(full.profile.id)?.babyID == full.profile.id,
            "creating a profile creates its owner_update_markers row", proves: "FR-2.1.S8")
        for gender in BabyGender.allCases {
            let g = try world.app.createBaby(
                BabyDraft(name: "G", expectedBirthDate: due(world, days: 50), gender: gender), as: user)
            try expect(
                g.profile.gender == gender, "a profile can be created with the gender \(gender.rawValue)",
                proves: "FR-2.1.S4")
        }
        try expect(
            Set(BabyGender.allCases.map(\.rawValue)) == ["male", "female", "unknown"],
            "the gender options are exactly male, female and unknown", proves: "FR-2.1.S4")
    }

    /// FR-2.2: owners edit every field; birth dates in the future are refused; the marker moves; followers are told in real time.
    static let edit = NonnaRule.observing(
        "FR-2.2.S2",
        covers: [
            "FR-2.2.AC4", "FR-2.2.S4", "FR-2.2.S5", "FR-2.2.S6", "FR-2.2.AC1", "FR-2.2.AC3", "FR-2.2.AC5", "FR-2.2.S3",
            "EV-06",
        ],
        title:
            "an owner edits name, gender, date and photo; the change shows at once, updated_at and the update marker move, a real-time message reaches the baby's channel; a future birth date is refused"
    ) { context in
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let marker = try require(world.app.updateMarker(baby))
        let seen = try world.app.realtimeMessages(as: follower).count
        world.clock.advance(by: 60)
        let expected = due(world, days: 70)
        let edited = try world.app.editBaby(
            baby, BabyEdit(name: "Lilian", gender: .female, expectedBirthDate: expected, photo: NonnaWorld.jpeg(1000)),
            as: owner)
        try expect(
            edited.profile.name == "Lilian" && edited.profile.gender == .female
                && edited.profile.expectedBirthDate == expected && edited.profile.photo?.sizeBytes == 1000,
            "an owner edits the name, gender, expected date and photo in one edit",
            proves: ["FR-2.2.S2", "FR-2.2.AC1"])
        try expect(
            (try world.app.babyView(baby, as: owner)).profile.name == "Lilian"
                && (try world.app.babyView(baby, as: follower)).profile.name == "Lilian",
            "the edited profile reads back with the new values at once", proves: "FR-2.2.AC3")
        try expect(
            edited.profile.updatedAt == world.clock.now && edited.profile.updatedAt > edited.profile.createdAt,
            "the edit sets updated_at to the time of the change", proves: "FR-2.2.S6")
        let moved = try require(world.app.updateMarker(baby))
        try expect(
            moved.version > marker.version && moved.updatedAt == world.clock.now,
            "the edit moves the baby's owner_update_markers timestamp", proves: "FR-2.2.S4")
        let messages = try world.app.realtimeMessages(as: follower).dropFirst(seen)
        let update = messages.first {
            $0.babyID == baby && $0.table == "baby_profiles" && $0.change == .update && $0.sentAt == world.clock.now
        }
        try expect(
            update != nil,
            "a real-time update of the baby_profiles row reaches the follower's channel at the moment of the edit",
            proves: ["FR-2.2.S5", "FR-2.2.AC4", "EV-06"])
        let broadcast = try world.realtimeEvent(
            "realtime.baby_profile_updated", try require(update), members: [owner, follower])
        try context.expectConforming([broadcast])
        try expect(
            broadcast.payload["recipients"] == .array([.string("follower"), .string("owner")]),
            "the profile update is broadcast on the channel of every member, owner and follower alike",
            proves: ["FR-2.2.S5", "EV-06"])
        // The channel's other shapes: owner and co-owner without followers, and an owner alone.
        let (pair, shared) = try world.ownerWithBaby()
        let partner = try world.coOwner(of: shared, invitedBy: pair)
        let (solo, alone) = try world.ownerWithBaby()
        for (editor, edited, members, roles) in [
            (pair, shared, [pair, partner], ["co-owner", "owner"]), (solo, alone, [solo], ["owner"]),
        ] {
            let before = try world.app.realtimeMessages(as: editor).count
            world.clock.advance(by: 60)
            _ = try world.app.editBaby(edited, BabyEdit(name: "Noor"), as: editor)
            let message = try require(
                world.app.realtimeMessages(as: editor).dropFirst(before).first {
                    $0.babyID == edited && $0.table == "baby_profiles" && $0.change == .update
                })
            let event = try world.realtimeEvent("realtime.baby_profile_updated", message, members: members)
            try context.expectConforming([event])
            try expect(
                event.payload["recipients"] == .array(roles.map(JSONValue.string)),
                "the profile update reaches exactly the baby's members: \(roles.joined(separator: " and "))",
                proves: ["FR-2.2.S5", "EV-06"])
        }
        let born = try world.app.createBaby(
            BabyDraft(name: "Ada", birthDate: world.clock.now.addingTimeInterval(-86_400)), as: owner)
        let future = refusal { () throws(NonnaError) in
            _ = try world.app.editBaby(born.profile.id, BabyEdit(birthDate: due(world, days: 2)), as: owner)
        }
        try expect(
            future?.invalidField == "birthDate"
                && world.app.babyProfile(born.profile.id)?.birthDate == born.profile.birthDate,
            "a birth date in the future is refused for a born baby and the stored date is unchanged",
            proves: ["FR-2.2.S3", "FR-2.2.AC5"])
        let corrected = world.clock.now.addingTimeInterval(-2 * 86_400)
        try expect(
            try world.app.editBaby(born.profile.id, BabyEdit(birthDate: corrected), as: owner).profile.birthDate
                == corrected, "a past birth date of a born baby can be corrected", proves: "FR-2.2.S3")
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
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        _ = try world.invite(to: baby, by: owner)
        let pending = try world.app.listInvitations(baby, as: owner).filter { $0.status == .pending }.map(\.id)
        try expectError(
            NonnaError.confirmationRequired, "deleting a profile without confirmation is refused for confirmation",
            proves: "FR-2.3.S2", "FR-2.3.AC1"
        ) { () throws(NonnaError) in _ = try world.app.deleteBaby(baby, confirmed: false, as: owner) }
        try expect(
            world.app.babyProfile(baby)?.status == .expecting && !(try world.app.listBabies(as: owner)).isEmpty,
            "the unconfirmed delete left the profile in place", proves: ["FR-2.3.S2", "FR-2.3.AC1"])
        let before = world.app.allNotifications.count
        _ = try world.app.deleteBaby(baby, confirmed: true, as: owner)
        let row = try require(world.app.babyProfile(baby), "the deleted profile's row")
        try expect(
            row.removedAt == world.clock.now && row.status == .deleted && row.name == "Lily",
            "the deleted profile's row is kept with removed_at set (soft delete)",
            proves: ["FR-2.3.S3", "FR-2.3.AC5"])
        try expect(
            try world.app.listBabies(as: owner).isEmpty && (try world.app.listBabies(as: coOwner)).isEmpty
                && (try world.app.listBabies(as: follower)).isEmpty,
            "the deleted profile leaves every member's list at once", proves: ["FR-2.3.S5", "FR-2.3.AC2", "PR-16"])
        for user in [owner, follower] {
            try expectError(
                NonnaError.notFound, "the deleted profile, and a photo of it, are not found for an owner or follower",
                proves: "FR-2.3.S5", "FR-2.3.AC3", "PR-16"
            ) { () throws(NonnaError) in _ = try world.app.babyView(baby, as: user) }
            try expect(
                refusal { () throws(NonnaError) in _ = try world.app.viewPhoto(photo, as: user) } != nil,
                "a photo of the deleted profile is refused to its former members", proves: ["FR-2.3.AC3", "PR-16"])
        }
        try expect(
            !pending.isEmpty && pending.allSatisfy { world.app.invitation($0)?.status == .revoked },
            "every invitation pending at the deletion is marked revoked", proves: ["FR-2.3.S6", "FR-2.3.AC4"])
        let sent = world.app.allNotifications.dropFirst(before)
        try expect(
            sent.filter { $0.type == .babyProfileDeleted }.map(\.userID) == [coOwner]
                && !sent.contains { $0.userID == owner || $0.userID == follower },
            "the co-owner, and only the co-owner, receives a baby-profile-deleted notification",
            proves: ["FR-2.3.S7", "FR-2.3.AC6", "EV-07"])
    }

    /// FR-2.4: co-owner invitation, acceptance grants equal rights, a third owner is refused, owners are never removed.
    static let coOwner = NonnaRule.check(
        "FR-2.4.S2",
        covers: [
            "FR-2.4.S1", "FR-2.4.S3", "FR-2.4.S4", "FR-2.4.S5", "FR-2.4.AC1", "FR-2.4.AC2", "FR-2.4.AC3", "FR-2.4.AC4",
            "FR-2.4.AC5", "PR-17", "PR-18", "PR-19", "EV-04",
        ],
        title:
            "an owner invites a co-owner by email; only after accepting is the invitee an owner, with equal edit and delete rights; a third owner is refused; a co-owner cannot be removed"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (email, token) = try world.invite(to: baby, by: owner, kind: .coOwner)
        let invitee = try world.verifiedUser("Robert Miller")
        let mail = try require(world.lastEmail(to: email, .coOwnerInvitation), "the co-owner invitation email")
        try expect(
            mail.payload["babyID"] == baby && mail.payload["token"] == token
                && (try world.app.listInvitations(baby, as: owner)).contains {
                    $0.email == email && $0.kind == .coOwner && $0.status == .pending
                },
            "an owner's co-owner invitation is recorded as pending and emailed to the invitee with its token",
            proves: ["FR-2.4.S2", "FR-2.4.AC1", "FR-2.4.AC2", "PR-17", "EV-04"])
        try expectError(
            NonnaError.forbidden, "the invitee is refused editing the profile before accepting",
            proves: "FR-2.4.S3"
        ) { () throws(NonnaError) in _ = try world.app.editBaby(baby, BabyEdit(name: "X"), as: invitee) }
        try expect(
            world.app.babyProfile(baby)?.name == "Lily" && world.app.memberships(of: invitee, on: baby).isEmpty,
            "before accepting the invitee has no membership and changed nothing", proves: "FR-2.4.S3")
        let accepted = try world.app.acceptInvitation(token: token, as: invitee)
        try expect(
            accepted.role == .owner && accepted.status == .active
                && Set(try world.app.babyView(baby, as: invitee).ownerIDs) == [owner, invitee],
            "a verified user who accepts the co-owner invitation becomes the baby's second owner",
            proves: ["FR-2.4.S3", "FR-2.4.AC3", "PR-18"])
        let renamed = try world.app.editBaby(baby, BabyEdit(name: "Lily Rose"), as: invitee)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: invitee)[0]
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Scan", startsAt: due(world, days: 3)), as: invitee
        ).event.id
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: invitee).item.id
        _ = try world.app.deletePhotos([photo.id], confirmed: true, as: invitee)
        _ = try world.app.deleteEvent(event, confirmed: true, as: invitee)
        _ = try world.app.deleteRegistryItem(item, confirmed: true, as: invitee)
        try expect(
            renamed.profile.name == "Lily Rose" && world.app.photo(photo.id)?.deletedAt != nil
                && world.app.event(event)?.deletedAt != nil && world.app.registryItem(item)?.deletedAt != nil,
            "the co-owner edits the profile and creates and deletes its photos, events and registry items",
            proves: ["FR-2.4.S4", "FR-2.4.AC5", "PR-19"])
        let third = refusal { () throws(NonnaError) in
            _ = try world.app.sendInvitations(baby, emails: ["third@example.com"], kind: .coOwner, as: owner)
        }
        try expect(
            third?.limit == .ownersPerBaby && world.lastEmail(to: "third@example.com", .coOwnerInvitation) == nil,
            "with two owners a third co-owner invitation is refused at the owner limit, and no email goes out",
            proves: ["FR-2.4.S1", "FR-2.4.AC4"])
        let ownership = try require(world.app.memberships(of: invitee, on: baby).first, "the co-owner's membership")
        for remover in [owner, invitee] {
            try expectError(
                NonnaError.forbidden, "removing a co-owner's membership is refused while the profile exists",
                proves: "FR-2.4.S5"
            ) { () throws(NonnaError) in _ = try world.app.removeMember(ownership.id, confirmed: true, as: remover) }
        }
        try expect(
            world.app.membership(ownership.id)?.status == .active,
            "the co-owner's membership is still active after the refused removals", proves: "FR-2.4.S5")
        _ = try world.app.deleteBaby(baby, confirmed: true, as: invitee)
        try expect(
            world.app.babyProfile(baby)?.status == .deleted,
            "the co-owner, like the creator, may delete the profile", proves: ["FR-2.4.AC5", "PR-19"])
    }

    /// FR-2.4 AC6: the owner count holds on every route to an owner seat, not only on the invitation form.
    static let ownerSeats = NonnaRule.check(
        "FR-2.4.AC6",
        title:
            "no route makes a third owner: a second co-owner invitation while one is pending is refused, and once another co-owner accepted, resending the first (expired) invitation or inviting a follower as co-owner is refused at the owner limit; the stored owners stay two"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let (first, _) = try world.invite(to: baby, by: owner, kind: .coOwner)
        let firstRow = try require(
            try world.app.listInvitations(baby, as: owner).first { $0.email == first }, "the first co-owner invitation")
        let second = world.newEmail("second")
        try expectError(
            NonnaError.limitExceeded(.ownersPerBaby),
            "while one co-owner invitation is pending, a second one (both accepted would make three owners) is refused at the owner limit",
            proves: "FR-2.4.AC6"
        ) { () throws(NonnaError) in
            _ = try world.app.sendInvitations(baby, emails: [second], kind: .coOwner, as: owner)
        }
        try expect(
            world.lastEmail(to: second, .coOwnerInvitation) == nil
                && (try world.app.listInvitations(baby, as: owner)).filter { $0.kind == .coOwner }.count == 1,
            "the refused second co-owner invitation left no row and sent no email", proves: "FR-2.4.AC6")
        world.clock.advance(days: 7)
        let (_, token) = try world.invite(to: baby, by: owner, kind: .coOwner)
        let coOwner = try world.verifiedUser("Robert Miller")
        _ = try world.app.acceptInvitation(token: token, as: coOwner)
        let mails = world.app.emails.count
        try expectError(
            NonnaError.limitExceeded(.ownersPerBaby),
            "with two owners, resending the first co-owner invitation (expired) is refused at the owner limit",
            proves: "FR-2.4.AC6"
        ) { () throws(NonnaError) in _ = try world.app.resendInvitation(firstRow.id, as: owner) }
        try expect(
            world.app.invitation(firstRow.id)?.status == .expired && world.app.emails.count == mails,
            "the refused resend left the first invitation expired and emailed no new token", proves: "FR-2.4.AC6")
        let followerEmail = try require(world.app.account(follower)?.email)
        try expectError(
            NonnaError.limitExceeded(.ownersPerBaby),
            "with two owners, inviting the baby's follower to become co-owner is refused at the owner limit",
            proves: "FR-2.4.AC6"
        ) { () throws(NonnaError) in
            _ = try world.app.sendInvitations(baby, emails: [followerEmail], kind: .coOwner, as: coOwner)
        }
        let owners = try world.app.listMembers(baby, as: owner).map(\.membership).filter { $0.role == .owner }
        try expect(
            Set(owners.map(\.userID)) == [owner, coOwner] && owners.count == 2
                && world.app.memberships(of: follower, on: baby).map(\.role) == [.follower],
            "the stored owner memberships are exactly the creator and the one co-owner, and the follower is still a follower",
            proves: "FR-2.4.AC6")
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
        let joined = world.app.allNotifications.count
        let follower = try world.follower(of: baby, invitedBy: coOwner)
        try expect(
            Set(world.app.allNotifications.dropFirst(joined).filter { $0.type == .newFollower }.map(\.userID))
                == [owner, coOwner]
                && Set(world.app.pushes.filter { $0.type == .newFollower }.map(\.userID)) == [owner, coOwner],
            "a new follower is announced to both owners, in-app and by push", proves: "EV-08")
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: coOwner)[0].id
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(5 * 86_400)), as: coOwner
        ).event.id
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        let mark = world.app.allNotifications.count
        let pushMark = world.app.pushes.count
        _ = try world.app.rsvp(event, .yes, as: follower)
        _ = try world.app.markPurchased(item, note: nil, as: follower)
        _ = try world.app.squish(photo, as: follower)
        _ = try world.app.addComment(on: .photo(photo), body: "Sweet", as: follower)
        _ = try world.app.addComment(on: .event(event), body: "Coming", as: follower)
        let sent = world.app.allNotifications.dropFirst(mark)
        let pushed = world.app.pushes.dropFirst(pushMark)
        for (type, id) in [(NotificationType.eventRSVP, "EV-17"), (.registryPurchase, "EV-21")] {
            try expect(
                Set(sent.filter { $0.type == type }.map(\.userID)) == [owner, coOwner]
                    && Set(pushed.filter { $0.type == type }.map(\.userID)) == [owner, coOwner],
                "a follower's \(type.rawValue) notifies both owners, in-app and by push",
                proves: ["FR-2.4.AC5", id])
        }
        try expect(
            Set(sent.filter { $0.type == .eventComment }.map(\.userID)) == [owner, coOwner]
                && !pushed.contains { $0.type == .eventComment },
            "a follower's event comment notifies both owners in-app only", proves: ["FR-2.4.AC5", "EV-18"])
        try expect(
            sent.filter { $0.type == .photoSquish }.map(\.userID) == [coOwner]
                && !pushed.contains { $0.type == .photoSquish },
            "a squish notifies the uploading co-owner only, in-app only", proves: ["FR-2.4.AC5", "EV-12"])
        try expect(
            sent.filter { $0.type == .photoComment }.map(\.userID) == [coOwner]
                && pushed.filter { $0.type == .photoComment }.map(\.userID) == [coOwner],
            "a photo comment notifies the uploading co-owner only, in-app and by push",
            proves: ["FR-2.4.AC5", "EV-13"])
        _ = try world.app.addComment(on: .photo(photo), body: "Our first", as: owner)
        try expect(
            world.app.allNotifications.last { $0.type == .photoComment }?.userID == coOwner,
            "the other owner's comment on the co-owner's photo notifies the co-owner", proves: "EV-13")
        let (_, token) = try world.invite(to: baby, by: owner)
        let late = try world.verifiedUser("Tom Late")
        world.clock.advance(days: 8)
        _ = try world.app.requestNewInvitation(token: token, as: late)
        try expect(
            Set(world.app.allNotifications.filter { $0.type == .invitationRequested }.map(\.userID)) == [
                owner, coOwner,
            ], "an invitee asking for a new invitation notifies both owners", proves: "FR-2.4.AC5")
    }
}
