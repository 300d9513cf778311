import Conformance
import Foundation
import Nonna

/// Rule checks of the invitation lifecycle (SM-6, FR-3.2 to FR-3.4) for what its machine's paths cannot see: the
/// state machine observes the invitation row's status and the notifications sent, so what accepting grants, which
/// token still works after a resend or a revocation, and what the invitee is told are asserted here.
enum InvitationChecks {
    static var all: [RuleCheck] { [accept, expiry, resend, revoke, statuses] }

    /// FR-3.2: a valid token creates the follower membership and grants access at once; the owners are told.
    static let accept = NonnaRule.check(
        "FR-3.2.S6",
        covers: [
            "FR-3.2.S1", "FR-3.2.S3", "FR-3.2.S7", "FR-3.2.S8", "FR-3.2.AC1", "FR-3.2.AC2", "FR-3.2.AC5", "FR-3.2.AC6",
            "PR-25", "PR-26", "PR-27",
        ],
        title:
            "accepting with the emailed token creates a follower membership and shows the baby at once, marks the invitation accepted with the time and notifies the owner; an unknown, used or expired token is refused, and an expired one can be followed by a request for a new invitation"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let (_, token) = try world.invite(to: baby, by: owner)
        let row = try require(try world.app.listInvitations(baby, as: owner).first, "the invitation row")
        let user = try world.verifiedUser("Linda Jones")
        try expectError(
            NonnaError.notFound, "a token that was never issued is refused as not found", proves: "FR-3.2.S1"
        ) { () throws(NonnaError) in
            _ = try world.app.acceptInvitation(token: token + "0", relationship: .grandma, as: user)
        }
        try expect(
            world.app.memberships(of: user, on: baby).isEmpty
                && refusal { () throws(NonnaError) in _ = try world.app.babyView(baby, as: user) } == .forbidden,
            "before accepting, the invitee has no membership and is refused the profile", proves: "FR-3.2.AC5")
        let mark = world.app.allNotifications.count
        world.clock.advance(by: 3600)
        let membership = try world.app.acceptInvitation(token: token, relationship: .grandma, as: user)
        try expect(
            membership.role == .follower && membership.status == .active && membership.babyID == baby
                && world.app.memberships(of: user, on: baby) == [membership],
            "a verified user accepting with a valid token gets one active follower membership of the baby",
            proves: ["FR-3.2.S1", "FR-3.2.S6", "FR-3.2.AC1", "PR-25"])
        try expect(
            (try world.app.babyView(baby, as: user)).viewerRole == .follower
                && (try world.app.viewPhoto(photo, as: user)).photo.id == photo
                && (try world.app.listBabies(as: user)).map(\.profile.id) == [baby],
            "right after accepting, the new follower sees the profile, its photos and lists the baby",
            proves: "FR-3.2.AC5")
        let accepted = try require(world.app.invitation(row.id))
        try expect(
            accepted.status == .accepted && accepted.acceptedAt == world.clock.now && accepted.acceptedBy == user,
            "the invitation is marked accepted, with the time and the accepting user", proves: "FR-3.2.S7")
        let told = world.app.allNotifications.dropFirst(mark).filter { $0.type == .newFollower }
        try expect(
            told.map(\.userID) == [owner] && told.first?.target == .membership(membership.id),
            "the owner is notified of the new follower, linked to the new membership",
            proves: ["FR-3.2.S8", "FR-3.2.AC6"])
        let again = try world.verifiedUser("Lou Again")
        try expectError(
            NonnaError.alreadyUsed, "a used invitation token is refused as already used",
            proves: "FR-3.2.S3", "PR-27"
        ) { () throws(NonnaError) in _ = try world.app.acceptInvitation(token: token, relationship: .aunt, as: again) }
        try expect(
            world.app.memberships(of: again, on: baby).isEmpty && world.app.invitation(row.id)?.acceptedBy == user,
            "the refused second use created no membership and left the invitation as accepted",
            proves: ["FR-3.2.S3", "PR-27"])
        let (_, late) = try world.invite(to: baby, by: owner)
        let lateRow = try require(try world.app.listInvitations(baby, as: owner).last, "the second invitation")
        world.clock.advance(days: 7)
        try expectError(
            NonnaError.expired, "a token 7 days old is refused as expired", proves: "FR-3.2.AC2", "PR-26"
        ) { () throws(NonnaError) in _ = try world.app.acceptInvitation(token: late, relationship: .aunt, as: again) }
        let asked = world.app.allNotifications.count
        let requested = try world.app.requestNewInvitation(token: late, as: again)
        try expect(
            requested.id == lateRow.id && requested.status == .expired
                && world.app.allNotifications.dropFirst(asked).map(\.type) == [.invitationRequested],
            "the holder of the expired token can ask for a new invitation, which notifies the owner",
            proves: ["FR-3.2.AC2", "PR-26"])
    }

    /// FR-3.1 S4 / AC5, FR-3.2 S2: an invitation expires exactly 7 days after its creation.
    static let expiry = NonnaRule.check(
        "FR-3.1.AC5", covers: ["FR-3.1.S4", "FR-3.2.S2"],
        title:
            "two invitations created together expire 7 days later: one second before, both are pending and one is accepted; at exactly 7 days the other reads expired and its token is refused as expired, creating nothing"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let created = world.clock.now
        let addresses = [world.newEmail("early"), world.newEmail("late")]
        let sent = try world.app.sendInvitations(baby, emails: addresses, as: owner)
        try expect(
            sent.count == 2
                && sent.allSatisfy { $0.createdAt == created && $0.expiresAt == created.addingTimeInterval(604_800) },
            "each invitation is created with an expiry exactly 7 days (604,800 s) after its creation",
            proves: ["FR-3.1.S4", "FR-3.1.AC5"])
        let tokens = try addresses.map {
            try require(world.lastEmail(to: $0, .invitation)?.payload["token"], "the token sent to \($0)")
        }
        let early = try world.verifiedUser("Ed Early")
        let late = try world.verifiedUser("Lea Late")
        world.clock.set(created.addingTimeInterval(604_800 - 1))
        try expect(
            try world.app.listInvitations(baby, as: owner).map(\.status) == [.pending, .pending],
            "one second before 7 days both invitations are still pending on the dashboard", proves: "FR-3.1.AC5")
        let joined = try world.app.acceptInvitation(token: tokens[0], relationship: .uncle, as: early)
        try expect(
            joined.role == .follower && joined.status == .active,
            "a token one second younger than 7 days is accepted", proves: "FR-3.2.S2")
        world.clock.advance(by: 1)
        try expect(
            world.app.invitation(sent[1].id)?.status == .expired
                && (try world.app.listInvitations(baby, as: owner)).map(\.status) == [.accepted, .expired],
            "exactly 7 days after its creation the unaccepted invitation reads expired",
            proves: ["FR-3.1.S4", "FR-3.1.AC5"])
        try expectError(
            NonnaError.expired, "a token exactly 7 days old is refused as expired", proves: "FR-3.2.S2", "FR-3.1.AC5"
        ) { () throws(NonnaError) in
            _ = try world.app.acceptInvitation(token: tokens[1], relationship: .aunt, as: late)
        }
        try expect(
            world.app.memberships(of: late, on: baby).isEmpty && world.app.invitation(sent[1].id)?.acceptedBy == nil
                && refusal { () throws(NonnaError) in _ = try world.app.babyView(baby, as: late) } == .forbidden,
            "the refused expired token created no membership and gave no access", proves: "FR-3.2.S2")
    }

    /// FR-3.3: a resend revokes the old token, emails a new one with a fresh 7-day expiry on the same record.
    static let resend = NonnaRule.check(
        "FR-3.3.S2",
        covers: [
            "FR-3.3.S1", "FR-3.3.S3", "FR-3.3.S4", "FR-3.3.S5", "FR-3.3.AC1", "FR-3.3.AC2", "FR-3.3.AC3", "FR-3.3.AC4",
            "FR-3.3.AC5", "PR-29", "EV-05",
        ],
        title:
            "an owner resends a pending invitation and an expired one from the dashboard: each resend emails a new token with a fresh 7-day expiry on the same record, and the old token is refused as revoked at once"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (email, first) = try world.invite(to: baby, by: owner)
        let row = try require(try world.app.listInvitations(baby, as: owner).first, "the invitation on the dashboard")
        let invitee = try world.verifiedUser("Linda Jones")
        world.clock.advance(days: 2)
        let sentAt = world.clock.now
        let resent = try world.app.resendInvitation(row.id, as: owner)
        let second = try require(world.lastEmail(to: email, .invitation)?.payload["token"], "the new token")
        try expect(
            resent.id == row.id && resent.status == .pending && resent.resendCount == 1 && resent.sentAt == sentAt
                && (try world.app.listInvitations(baby, as: owner)).map(\.id) == [row.id],
            "an owner resends the invitation from the dashboard and the same record is updated with the new send",
            proves: ["FR-3.3.S1", "FR-3.3.S5", "FR-3.3.AC1", "PR-29"])
        try expect(
            second != first && world.app.emails.filter { $0.to == email && $0.kind == .invitation }.count == 2
                && world.lastEmail(to: email, .invitation)?.sentAt == sentAt,
            "the resend queues a new invitation email to the invitee at once, with a new token",
            proves: ["FR-3.3.S4", "FR-3.3.AC3", "FR-3.3.AC5", "EV-05"])
        try expect(
            resent.expiresAt == sentAt.addingTimeInterval(7 * 86_400),
            "the new token expires 7 days after the resend", proves: ["FR-3.3.S3", "FR-3.3.AC4"])
        try expectError(
            NonnaError.revoked, "the old token is refused as revoked right after the resend",
            proves: "FR-3.3.S2", "FR-3.3.AC2"
        ) { () throws(NonnaError) in
            _ = try world.app.acceptInvitation(token: first, relationship: .grandma, as: invitee)
        }
        try expect(
            world.app.memberships(of: invitee, on: baby).isEmpty && world.app.invitation(row.id)?.status == .pending,
            "the refused old token created no membership and left the invitation pending",
            proves: ["FR-3.3.S2", "FR-3.3.AC2"])
        world.clock.advance(days: 7)
        try expect(world.app.invitation(row.id)?.status == .expired, "the resent invitation expires after 7 days")
        let revived = try world.app.resendInvitation(row.id, as: owner)
        let third = try require(world.lastEmail(to: email, .invitation)?.payload["token"], "the third token")
        try expect(
            revived.status == .pending && revived.expiresAt == world.clock.now.addingTimeInterval(7 * 86_400)
                && third != second,
            "an expired invitation can be resent, pending again with a new token and a fresh 7-day expiry",
            proves: ["FR-3.3.S1", "FR-3.3.S3", "FR-3.3.AC4"])
        try expectError(
            NonnaError.revoked, "the token of the expired send is refused as revoked after the resend",
            proves: "FR-3.3.S2"
        ) { () throws(NonnaError) in
            _ = try world.app.acceptInvitation(token: second, relationship: .grandma, as: invitee)
        }
        let membership = try world.app.acceptInvitation(token: third, relationship: .grandma, as: invitee)
        try expect(
            membership.role == .follower, "the newest token is accepted", proves: ["FR-3.3.S3", "FR-3.3.AC5"])
    }

    /// FR-3.4: revoking kills the token at once, marks the row revoked, and tells the invitee nothing.
    static let revoke = NonnaRule.check(
        "FR-3.4.S1",
        covers: [
            "FR-3.4.S2", "FR-3.4.S3", "FR-3.4.S4", "FR-3.4.S5", "FR-3.4.AC1", "FR-3.4.AC2", "FR-3.4.AC3", "FR-3.4.AC4",
            "PR-30", "EV-09", "PR-27",
        ],
        title:
            "an owner revokes a pending invitation from the dashboard: its status is revoked, its token is refused as revoked at once, nobody is emailed or notified, and it cannot be revoked twice"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (_, token) = try world.invite(to: baby, by: owner)
        let row = try require(try world.app.listInvitations(baby, as: owner).first, "the invitation on the dashboard")
        let invitee = try world.verifiedUser("Linda Jones")
        let (mails, notes, pushes) = (world.app.emails.count, world.app.allNotifications.count, world.app.pushes.count)
        let revoked = try world.app.revokeInvitation(row.id, as: owner)
        try expect(
            revoked.status == .revoked && revoked.revokedAt == world.clock.now
                && (try world.app.listInvitations(baby, as: owner)).first?.status == .revoked,
            "an owner revokes the pending invitation from the dashboard and its status reads revoked",
            proves: ["FR-3.4.S1", "FR-3.4.S2", "FR-3.4.AC1", "FR-3.4.AC4", "PR-30"])
        try expect(
            world.app.emails.count == mails && world.app.allNotifications.count == notes
                && world.app.pushes.count == pushes, "revoking sends no email, notification or push",
            proves: ["FR-3.4.S5", "PR-30", "EV-09"])
        try expectError(
            NonnaError.revoked, "accepting with the revoked token is refused as revoked at once",
            proves: "FR-3.4.S3", "FR-3.4.S4", "FR-3.4.AC2", "FR-3.4.AC3", "PR-27"
        ) { () throws(NonnaError) in
            _ = try world.app.acceptInvitation(token: token, relationship: .grandma, as: invitee)
        }
        try expect(
            world.app.memberships(of: invitee, on: baby).isEmpty && world.app.invitation(row.id)?.status == .revoked,
            "the refused acceptance created no membership and the invitation stays revoked",
            proves: ["FR-3.4.S4", "PR-27"])
        try expect(
            refusal { () throws(NonnaError) in _ = try world.app.revokeInvitation(row.id, as: owner) }?.isConflict
                == true, "a revoked invitation cannot be revoked again", proves: "FR-3.4.S1")
    }

    /// FR-3.1 S7: the dashboard shows each of the four statuses.
    static let statuses = NonnaRule.check(
        "FR-3.1.S7",
        title:
            "the dashboard of one baby shows an accepted, an expired, a revoked and a pending invitation with those statuses"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        _ = try world.follower(of: baby, invitedBy: owner)
        _ = try world.invite(to: baby, by: owner)
        world.clock.advance(days: 7)
        _ = try world.invite(to: baby, by: owner)
        let (_, _) = try world.invite(to: baby, by: owner)
        let rows = try world.app.listInvitations(baby, as: owner)
        _ = try world.app.revokeInvitation(rows[2].id, as: owner)
        let statuses = try world.app.listInvitations(baby, as: owner).map(\.status)
        try expect(
            statuses == [.accepted, .expired, .revoked, .pending],
            "the dashboard tracks each invitation as pending, accepted, expired or revoked", proves: "FR-3.1.S7")
    }
}
