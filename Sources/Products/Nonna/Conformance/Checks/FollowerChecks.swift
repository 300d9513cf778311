import Conformance
import Foundation
import Nonna

/// Rule checks of FR-3.x beyond the invitation lifecycle: bulk invitations, tokens, the dashboard, accepting while
/// unregistered, removing followers and relationship labels.
enum FollowerChecks {
    static var all: [RuleCheck] { [bulk, acceptFlow, remove, relationship] + InvitationChecks.all }

    /// FR-3.1: bulk invitations, one unique token each, emailed with the link at once, 7-day expiry, dashboard.
    static let bulk = NonnaRule.check(
        "FR-3.1.S2",
        covers: [
            "FR-3.1.S1", "FR-3.1.S3", "FR-3.1.S5", "FR-3.1.S6", "FR-3.1.S8", "FR-3.1.AC1", "FR-3.1.AC2", "FR-3.1.AC3",
            "FR-3.1.AC6", "PR-22", "PR-24", "EV-05",
        ],
        title:
            "an owner invites several addresses at once: each gets its own email at once, with an 'Accept Invitation' link carrying a unique token, and the dashboard lists every invitation with its status"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let addresses = ["a@example.com", "b@example.com", "c@example.com"]
        let start = world.clock.now
        let sent = try world.app.sendInvitations(baby, emails: addresses, as: owner)
        try expect(
            sent.map(\.email) == addresses && sent.allSatisfy { $0.status == .pending && $0.invitedBy == owner },
            "an owner sends invitations to three addresses in one request, one pending invitation each",
            proves: ["FR-3.1.S1", "FR-3.1.S2", "FR-3.1.AC1", "PR-22"])
        let mails = try addresses.map { try require(world.lastEmail(to: $0, .invitation), "the email to \($0)") }
        let tokens = mails.compactMap { $0.payload["token"] }
        try expect(
            tokens.count == 3 && Set(tokens).count == 3 && tokens.allSatisfy { $0.count >= 16 },
            "each invitation email carries its own token of at least 16 characters, unique across the batch",
            proves: "FR-3.1.S3")
        try expect(
            mails.allSatisfy { mail in
                mail.payload["action"] == "Accept Invitation"
                    && (mail.payload["link"] ?? "").hasSuffix("token=" + (mail.payload["token"] ?? "-"))
            }, "each email has an 'Accept Invitation' action whose link embeds the invitation's token",
            proves: ["FR-3.1.S6", "FR-3.1.AC3", "EV-05"])
        try expect(
            mails.allSatisfy { $0.sentAt.timeIntervalSince(start) <= 30 }
                && world.app.emails.filter { $0.kind == .invitation }.count == 3,
            "one invitation email per invitee is queued in the outbox within 30 seconds",
            proves: ["FR-3.1.S5", "FR-3.1.AC2", "EV-05"])
        let dashboard = try world.app.listInvitations(baby, as: owner)
        try expect(
            dashboard.map(\.email) == addresses
                && dashboard.allSatisfy {
                    $0.status == .pending && $0.expiresAt == start.addingTimeInterval(7 * 86_400)
                },
            "the owner's dashboard lists every invitation sent, each pending and expiring 7 days after it was sent",
            proves: ["FR-3.1.S8", "FR-3.1.AC6", "PR-24"])
    }

    /// FR-3.2: an unregistered invitee registers in the flow, picks a label and sees the baby at once.
    static let acceptFlow = NonnaRule.check(
        "FR-3.2.S4", covers: ["FR-3.2.S5", "FR-3.2.AC3", "FR-3.2.AC4", "PR-28"],
        title:
            "an invitee without an account registers within the acceptance flow, chooses a relationship label from the predefined list and gains access at once"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (email, token) = try world.invite(to: baby, by: owner)
        try expect(
            world.app.userID(forEmail: email) == nil, "the invited address has no account when the invitation is sent")
        let account = try world.app.register(email: email, password: "secret1", displayName: "Linda Jones")
        let unlabelled = refusal { () throws(NonnaError) in
            _ = try world.app.acceptInvitation(token: token, relationship: nil, as: account.id)
        }
        try expect(
            unlabelled?.invalidField == "relationship" && world.app.memberships(of: account.id, on: baby).isEmpty,
            "accepting without choosing a relationship label is refused until one is chosen",
            proves: ["FR-3.2.S5", "FR-3.2.AC4"])
        _ = try world.app.acceptInvitation(token: token, relationship: .grandma, as: account.id)
        let view = try world.app.babyView(baby, as: account.id)
        try expect(
            view.viewerRole == .follower && account.status == .unverified,
            "an invitee who registers during the acceptance flow follows the baby at once, before verifying",
            proves: ["FR-3.2.S4", "FR-3.2.AC3", "PR-28"])
        try expect(
            world.app.memberships(of: account.id, on: baby).first?.relationship == .grandma,
            "the relationship label chosen from the predefined list is saved on the membership",
            proves: ["FR-3.2.S5", "FR-3.2.AC4"])
        let labels = Set(RelationshipLabel.allCases)
        try expect(
            labels.isSuperset(of: [.grandma, .grandpa, .aunt, .uncle, .familyFriend]),
            "the predefined labels include Grandma, Grandpa, Aunt, Uncle and Family Friend",
            proves: ["FR-3.2.S5", "FR-3.2.AC4"])
    }

    /// FR-3.5: removal with confirmation, soft, immediate loss of access, no notice.
    static let remove = NonnaRule.check(
        "FR-3.5.S1",
        covers: [
            "FR-3.5.S2", "FR-3.5.S3", "FR-3.5.S4", "FR-3.5.S5", "FR-3.5.S6", "FR-3.5.AC1", "FR-3.5.AC2", "FR-3.5.AC3",
            "FR-3.5.AC4", "FR-3.5.AC5", "PR-31", "PR-32", "EV-10",
        ],
        title:
            "an owner removes a follower after confirming: the membership keeps removed_at, the follower loses access and the profile at once, and nobody is notified"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let follower = try world.follower(of: baby, invitedBy: owner)
        let membership = try require(
            try world.app.listMembers(baby, as: owner).first { $0.membership.userID == follower }?.membership,
            "the follower in the owner's member list")
        try expectError(
            NonnaError.confirmationRequired, "removing a follower without confirmation is refused for confirmation",
            proves: "FR-3.5.S2", "FR-3.5.AC2"
        ) { () throws(NonnaError) in _ = try world.app.removeMember(membership.id, confirmed: false, as: owner) }
        try expect(
            world.app.membership(membership.id)?.status == .active,
            "the unconfirmed removal left the follower's membership active", proves: ["FR-3.5.S2", "FR-3.5.AC2"])
        let other = try world.follower(of: baby, invitedBy: owner)
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(9 * 86_400)), as: owner
        ).event.id
        _ = try world.app.rsvp(event, .yes, as: follower)
        _ = try world.app.addComment(on: .event(event), body: "Coming", as: follower)
        try expectError(
            NonnaError.forbidden, "another follower is refused removing the follower", proves: "FR-3.5.S1"
        ) { () throws(NonnaError) in _ = try world.app.removeMember(membership.id, confirmed: true, as: other) }
        world.clock.advance(by: 60)
        let (mails, notes, pushes) = (world.app.emails.count, world.app.allNotifications.count, world.app.pushes.count)
        _ = try world.app.removeMember(membership.id, confirmed: true, as: owner)
        let row = try require(world.app.membership(membership.id))
        try expect(
            row.status == .removed && row.removedAt == world.clock.now && row.relationship == membership.relationship,
            "the removed follower's membership row is kept with removed_at set",
            proves: ["FR-3.5.S3", "FR-3.5.AC5"])
        try expect(
            !(try world.app.listMembers(baby, as: owner)).contains { $0.membership.userID == follower },
            "the owner removes the follower from the follower list", proves: ["FR-3.5.S1", "FR-3.5.AC1", "PR-31"])
        try expectError(
            NonnaError.forbidden, "the removed follower is refused the profile at once",
            proves: "FR-3.5.S4", "FR-3.5.AC3", "PR-32"
        ) { () throws(NonnaError) in _ = try world.app.babyView(baby, as: follower) }
        try expectError(
            NonnaError.forbidden, "the removed follower is refused the baby's photos at once",
            proves: "FR-3.5.S4", "FR-3.5.AC3", "PR-32"
        ) { () throws(NonnaError) in _ = try world.app.viewPhoto(photo, as: follower) }
        try expect(
            try world.app.listBabies(as: follower).isEmpty,
            "the profile disappears from the removed follower's list of followed babies",
            proves: ["FR-3.5.S5", "FR-3.5.AC4", "PR-32"])
        try expect(
            world.app.emails.count == mails && world.app.allNotifications.count == notes
                && world.app.pushes.count == pushes, "removing a follower sends no email, notification or push",
            proves: ["FR-3.5.S6", "EV-10"])
        let mark = world.app.allNotifications.count
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        _ = try world.app.editEvent(
            event, EventDraft(title: "Shower moved", startsAt: world.clock.now.addingTimeInterval(10 * 86_400)),
            as: owner)
        _ = try world.app.addComment(on: .event(event), body: "Me too", as: other)
        try expect(
            !world.app.allNotifications.dropFirst(mark).contains { $0.userID == follower }
                && !world.app.pushes.dropFirst(pushes).contains { $0.userID == follower }
                && world.app.allNotifications.dropFirst(mark).contains { $0.userID == other }
                && (try world.app.realtimeMessages(as: follower)).allSatisfy { $0.babyID != baby },
            "after the removal a new photo, an edit of the event they had answered and a comment under their own reach the remaining follower or owner, and the removed follower by no notification, push or real-time message",
            proves: ["FR-3.5.S4", "PR-32"])
    }

    /// FR-3.6: followers change their own label; owners see it.
    static let relationship = NonnaRule.check(
        "FR-3.6.S1",
        covers: [
            "FR-3.6.S2", "FR-3.6.S3", "FR-3.6.S4", "FR-3.6.AC1", "FR-3.6.AC2", "FR-3.6.AC3", "FR-3.6.AC4", "PR-33",
        ],
        title:
            "a follower changes their label from the predefined list; the membership, the owner's member list and the follower's comments show the new label"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let other = try world.follower(of: baby, invitedBy: owner)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        _ = try world.app.addComment(on: .photo(photo), body: "Lovely", as: follower)
        let own = try require(
            try world.app.listMembers(baby, as: follower).first { $0.membership.userID == follower },
            "the follower's own membership in their member list")
        try expect(
            own.membership.relationship == .grandma,
            "a follower reads their own relationship setting", proves: "FR-3.6.AC1")
        let changed = try world.app.changeRelationship(baby, to: .aunt, as: follower)
        try expect(
            changed.relationship == .aunt && world.app.membership(own.membership.id)?.relationship == .aunt,
            "a follower changes their own label to another of the predefined list, stored on the baby_memberships row",
            proves: ["FR-3.6.S1", "FR-3.6.S2", "FR-3.6.S3", "FR-3.6.AC2", "PR-33"])
        try expect(
            world.app.memberships(of: other, on: baby).first?.relationship == .grandma,
            "changing one's label leaves the other followers' labels alone", proves: "PR-33")
        try expect(
            try world.app.listMembers(baby, as: owner).first { $0.membership.userID == follower }?.membership
                .relationship == .aunt, "the owner's member list shows the new label at once",
            proves: ["FR-3.6.AC3", "FR-3.6.AC4"])
        try expect(
            try world.app.listComments(on: .photo(photo), as: owner).first?.relationship == .aunt,
            "the follower's earlier comment shows the new label", proves: ["FR-3.6.S4", "FR-3.6.AC3"])
    }
}
