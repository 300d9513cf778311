import Conformance
import Foundation
import Nonna

/// The denials of DT-ACCESS, proven the way a user meets them: the denied role calls the service, which refuses as
/// forbidden (not merely with some error), and the baby's rows, its update marker and the outboxes are unchanged.
/// DT-ACCESS asks the policy every cell; these checks show the services really ask it.
enum DenialChecks {
    static var all: [RuleCheck] {
        [
            followerEditsProfile, followerDeletesProfile, ownerMemberships, ownerRemoval, followerInvites,
            followerPhotos,
            followerEvents, followerDeletesEvent, ownerRSVP, ownerPurchase,
        ]
    }

    /// A baby with an owner, a co-owner, a follower, a photo, an event, a registry item and a pending invitation.
    struct Family {
        let world = NonnaWorld()
        let owner: UserID
        let coOwner: UserID
        let follower: UserID
        let baby: BabyID
        let photo: RowID
        let event: RowID
        let item: RowID
        let invitation: RowID

        init() throws {
            (owner, baby) = try world.ownerWithBaby()
            coOwner = try world.coOwner(of: baby, invitedBy: owner)
            follower = try world.follower(of: baby, invitedBy: owner)
            let (world, owner, baby) = (world, owner, baby)
            photo = try setup {
                try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
            }[0]
            .id
            event = try setup {
                try world.app.createEvent(
                    baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(5 * 86_400)),
                    as: owner)
            }.event.id
            item = try setup { try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner) }.item
                .id
            _ = try world.invite(to: baby, by: owner)
            invitation = try require(
                try setup { try world.app.listInvitations(baby, as: owner) }.last { $0.status == .pending }?.id,
                "the pending invitation")
        }

        func snapshot() throws -> BabySnapshot { try BabySnapshot(world, baby: baby, owner: owner) }

        /// Expects `body`, run as the denied role, to be refused as forbidden, proving `ids`, and nothing to change.
        func expectDenied(_ what: String, proves ids: String..., body: () throws(NonnaError) -> Void) throws {
            let before = try snapshot()
            let error = refusal(body)
            try expect(
                error == .forbidden, "\(what) is refused as forbidden (got \(error.map { "\($0)" } ?? "no refusal"))",
                proves: ids)
            try expect(try snapshot() == before, "after \(what) refused, nothing changed", proves: ids)
        }
    }

    static let followerEditsProfile = NonnaRule.check(
        "PR-13", covers: ["FR-2.2.S1", "FR-2.2.AC2"],
        title: "a follower editing the baby profile's name, gender or dates through the service is refused as forbidden"
    ) {
        let f = try Family()
        try f.expectDenied("a follower renaming the baby", proves: "PR-13", "FR-2.2.S1", "FR-2.2.AC2") {
            () throws(NonnaError) in _ = try f.world.app.editBaby(f.baby, BabyEdit(name: "Mine"), as: f.follower)
        }
        try f.expectDenied("a follower changing the baby's gender and expected date", proves: "PR-13") {
            () throws(NonnaError) in
            _ = try f.world.app.editBaby(
                f.baby, BabyEdit(gender: .male, expectedBirthDate: f.world.clock.now.addingTimeInterval(9 * 86_400)),
                as: f.follower)
        }
    }

    static let followerDeletesProfile = NonnaRule.check(
        "PR-15", covers: ["FR-2.3.S1"],
        title: "a follower deleting the baby profile, even confirmed, is refused as forbidden"
    ) {
        let f = try Family()
        try f.expectDenied("a follower deleting the profile with confirmation", proves: "PR-15", "FR-2.3.S1") {
            () throws(NonnaError) in _ = try f.world.app.deleteBaby(f.baby, confirmed: true, as: f.follower)
        }
    }

    static let ownerMemberships = NonnaRule.check(
        "PR-20", covers: ["FR-2.4.S6"],
        title:
            "no request creates an owner membership directly: with two owners a co-owner invitation is refused at the owner limit, a follower cannot invite themself as co-owner, and the owners stay two"
    ) {
        let f = try Family()
        let before = try f.snapshot()
        let third = refusal { () throws(NonnaError) in
            _ = try f.world.app.sendInvitations(f.baby, emails: ["third@example.com"], kind: .coOwner, as: f.owner)
        }
        try expect(
            third?.limit == .ownersPerBaby && (try f.snapshot()) == before,
            "with two owners, a co-owner invitation is refused at the owner limit and nothing changes",
            proves: ["PR-20", "FR-2.4.S6"])
        let email = try require(f.world.app.account(f.follower)?.email)
        try f.expectDenied("a follower inviting themself as co-owner", proves: "PR-20") {
            () throws(NonnaError) in
            _ = try f.world.app.sendInvitations(f.baby, emails: [email], kind: .coOwner, as: f.follower)
        }
        try expect(
            Set(try f.world.app.babyView(f.baby, as: f.owner).ownerIDs) == [f.owner, f.coOwner],
            "the baby still has exactly its two owners", proves: ["PR-20", "FR-2.4.S6"])
    }

    static let ownerRemoval = NonnaRule.check(
        "PR-21", covers: ["FR-2.4.S5"],
        title:
            "removing an owner membership through the service is refused as forbidden to the creator, the co-owner and a follower"
    ) {
        let f = try Family()
        let memberships = try f.world.app.listMembers(f.baby, as: f.owner).map(\.membership)
        let coOwnership = try require(memberships.first { $0.userID == f.coOwner }, "the co-owner's membership")
        let ownership = try require(memberships.first { $0.userID == f.owner }, "the creator's membership")
        try f.expectDenied("the creator removing the co-owner", proves: "PR-21", "FR-2.4.S5") {
            () throws(NonnaError) in _ = try f.world.app.removeMember(coOwnership.id, confirmed: true, as: f.owner)
        }
        try f.expectDenied("the co-owner removing the creator", proves: "PR-21", "FR-2.4.S5") {
            () throws(NonnaError) in _ = try f.world.app.removeMember(ownership.id, confirmed: true, as: f.coOwner)
        }
        try f.expectDenied("a follower removing an owner", proves: "PR-21") {
            () throws(NonnaError) in _ = try f.world.app.removeMember(ownership.id, confirmed: true, as: f.follower)
        }
    }

    static let followerInvites = NonnaRule.check(
        "PR-23", covers: ["FR-3.1.S1"],
        title:
            "a follower sending a follower or co-owner invitation, resending or revoking one, through the service is refused as forbidden"
    ) {
        let f = try Family()
        try f.expectDenied("a follower sending an invitation", proves: "PR-23", "FR-3.1.S1") {
            () throws(NonnaError) in
            _ = try f.world.app.sendInvitations(f.baby, emails: ["cousin@example.com"], as: f.follower)
        }
        try f.expectDenied("a follower resending an invitation", proves: "PR-23") {
            () throws(NonnaError) in _ = try f.world.app.resendInvitation(f.invitation, as: f.follower)
        }
        try f.expectDenied("a follower revoking an invitation", proves: "PR-23") {
            () throws(NonnaError) in _ = try f.world.app.revokeInvitation(f.invitation, as: f.follower)
        }
    }

    static let followerPhotos = NonnaRule.check(
        "PR-35", covers: ["FR-4.1.S1", "FR-4.2.S1", "PR-40", "FR-4.4.S1"],
        title: "a follower uploading, captioning or deleting a photo through the service is refused as forbidden"
    ) {
        let f = try Family()
        try f.expectDenied("a follower uploading a photo", proves: "PR-35", "FR-4.1.S1") {
            () throws(NonnaError) in
            _ = try f.world.app.uploadPhotos(f.baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: f.follower)
        }
        try f.expectDenied("a follower changing a photo's caption and tags", proves: "PR-35", "FR-4.2.S1") {
            () throws(NonnaError) in
            _ = try f.world.app.updatePhoto(f.photo, caption: "Mine", tags: ["mine"], as: f.follower)
        }
        try f.expectDenied("a follower deleting a photo", proves: "PR-40", "FR-4.4.S1") {
            () throws(NonnaError) in _ = try f.world.app.deletePhotos([f.photo], confirmed: true, as: f.follower)
        }
    }

    static let followerEvents = NonnaRule.check(
        "PR-49", covers: ["FR-5.2.S1"],
        title: "a follower creating or editing an event through the service is refused as forbidden"
    ) {
        let f = try Family()
        let at = f.world.clock.now.addingTimeInterval(9 * 86_400)
        try f.expectDenied("a follower creating an event", proves: "PR-49") {
            () throws(NonnaError) in
            _ = try f.world.app.createEvent(f.baby, EventDraft(title: "Mine", startsAt: at), as: f.follower)
        }
        try f.expectDenied("a follower editing an event", proves: "PR-49", "FR-5.2.S1") {
            () throws(NonnaError) in
            _ = try f.world.app.editEvent(f.event, EventDraft(title: "Moved", startsAt: at), as: f.follower)
        }
    }

    static let followerDeletesEvent = NonnaRule.check(
        "PR-50", covers: ["FR-5.3.S1"],
        title: "a follower deleting an event, even confirmed, through the service is refused as forbidden"
    ) {
        let f = try Family()
        try f.expectDenied("a follower deleting an event", proves: "PR-50", "FR-5.3.S1") {
            () throws(NonnaError) in _ = try f.world.app.deleteEvent(f.event, confirmed: true, as: f.follower)
        }
    }

    static let ownerRSVP = NonnaRule.check(
        "PR-52",
        title:
            "the creator and the co-owner answering an RSVP to their own baby's event are refused as forbidden (A-19)"
    ) {
        let f = try Family()
        for owner in [f.owner, f.coOwner] {
            try f.expectDenied("an owner answering Yes to their event", proves: "PR-52") {
                () throws(NonnaError) in _ = try f.world.app.rsvp(f.event, .yes, as: owner)
            }
        }
        try expect(
            f.world.app.rsvpRow(f.event, user: f.owner) == nil && f.world.app.stats(of: f.owner).eventsAttended == 0,
            "no RSVP row or counter was recorded for the owner", proves: "PR-52")
    }

    static let ownerPurchase = NonnaRule.check(
        "PR-59",
        title: "the creator and the co-owner marking their own registry item purchased are refused as forbidden (A-19)"
    ) {
        let f = try Family()
        for owner in [f.owner, f.coOwner] {
            try f.expectDenied("an owner marking their registry item purchased", proves: "PR-59") {
                () throws(NonnaError) in _ = try f.world.app.markPurchased(f.item, note: "Got it", as: owner)
            }
        }
        try expect(
            f.world.app.purchaseRow(f.item) == nil, "the item is still unpurchased", proves: "PR-59")
    }
}
