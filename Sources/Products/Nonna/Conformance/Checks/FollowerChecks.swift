import Conformance
import Foundation
import Nonna

/// Rule checks of FR-3.x beyond the invitation lifecycle: bulk invitations, tokens, the dashboard, accepting while
/// unregistered, removing followers and relationship labels.
enum FollowerChecks {
    static var all: [RuleCheck] { [bulk, acceptFlow, remove, relationship] }

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
        _ = try world.app.sendInvitations(baby, emails: addresses, as: owner)
        let mails = try addresses.map { try require(world.lastEmail(to: $0, .invitation), "the email to \($0)") }
        try expect(Set(mails.compactMap { $0.payload["token"] }).count == 3, "tokens are not unique")
        try expect(
            mails.allSatisfy {
                $0.sentAt.timeIntervalSince(start) <= 30 && $0.payload["action"] == "Accept Invitation"
            }, "an email is late or has no Accept Invitation link")
        let dashboard = try world.app.listInvitations(baby, as: owner)
        try expect(
            dashboard.count == 3
                && dashboard.allSatisfy {
                    $0.status == .pending && $0.expiresAt == start.addingTimeInterval(7 * 86_400)
                }, "the dashboard does not show 3 pending invitations expiring in 7 days")
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
        let account = try world.app.register(email: email, password: "secret1", displayName: "Linda Jones")
        _ = try world.app.acceptInvitation(token: token, relationship: .grandma, as: account.id)
        let view = try world.app.babyView(baby, as: account.id)
        try expect(view.viewerRole == .follower, "the invitee does not follow the baby")
        try expect(
            world.app.memberships(of: account.id, on: baby).first?.relationship == .grandma, "the label was not saved")
        try expect(RelationshipLabel.allCases.count >= 5, "the predefined list is too short")
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
        let follower = try world.follower(of: baby, invitedBy: owner)
        let membership = try require(world.app.memberships(of: follower, on: baby).first)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.removeMember(membership.id, confirmed: false, as: owner)
            } != nil, "removed without confirmation")
        let (mails, notes, pushes) = (world.app.emails.count, world.app.allNotifications.count, world.app.pushes.count)
        _ = try world.app.removeMember(membership.id, confirmed: true, as: owner)
        try expect(
            world.app.membership(membership.id)?.removedAt != nil, "the membership row was not kept with removed_at")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.babyView(baby, as: follower) } != nil,
            "the removed follower still sees the profile")
        try expect(try world.app.listBabies(as: follower).isEmpty, "the profile is still in the follower's list")
        try expect(
            world.app.emails.count == mails && world.app.allNotifications.count == notes
                && world.app.pushes.count == pushes, "someone was notified")
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
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        _ = try world.app.addComment(on: .photo(photo), body: "Lovely", as: follower)
        _ = try world.app.changeRelationship(baby, to: .aunt, as: follower)
        try expect(
            world.app.memberships(of: follower, on: baby).first?.relationship == .aunt, "the label was not updated")
        try expect(
            try world.app.listMembers(baby, as: owner).first { $0.membership.userID == follower }?.membership
                .relationship == .aunt, "the owner does not see the new label")
        try expect(
            try world.app.listComments(on: .photo(photo), as: owner).first?.relationship == .aunt,
            "the comment does not show the new label")
    }
}
