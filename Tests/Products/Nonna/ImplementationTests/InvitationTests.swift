import Foundation
import Testing

@testable import Nonna

@Suite("Invitations (FR-3.1 ... 3.4)")
struct InvitationTests {
    @Test("FR-3.1 bulk invitation: one token and email each, pending, expires exactly 7 days later")
    func bulk() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let sent = try f.app.sendInvitations(
            baby, emails: ["a@example.com", "B@example.com", "a@example.com"], as: owner)
        #expect(sent.count == 2)
        #expect(sent.allSatisfy { $0.status == .pending && $0.expiresAt.timeIntervalSince($0.createdAt) == 7 * 86_400 })
        let tokens = Set(f.app.emails.filter { $0.kind == .invitation }.compactMap { $0.payload["token"] })
        #expect(tokens.count == 2)
        f.clock.advance(by: NonnaLimits.invitationLifetime - 1)
        #expect(f.app.invitation(sent[0].id)?.status == .pending)
        f.clock.advance(by: 1)
        #expect(f.app.invitation(sent[0].id)?.status == .expired)
        #expect(try f.app.listInvitations(baby, as: owner).map(\.status) == [.expired, .expired])
    }

    @Test("FR-3.1 followers cannot invite; 51 addresses exceed the batch limit")
    func inviteLimits() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        #expect(throws: NonnaError.forbidden) { try f.app.sendInvitations(baby, emails: ["x@example.com"], as: linda) }
        let many = (0...NonnaLimits.maxInvitationsPerBatch).map { "p\($0)@example.com" }
        #expect(throws: NonnaError.limitExceeded(.invitationBatch)) {
            try f.app.sendInvitations(baby, emails: many, as: owner)
        }
        #expect(throws: NonnaError.conflict("linda@example.com is already a member")) {
            try f.app.sendInvitations(baby, emails: ["linda@example.com"], as: owner)
        }
    }

    @Test("FR-3.2 accept needs a label, creates a follower membership and notifies the owner; expired tokens fail")
    func accept() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let jess = try f.verifiedUser("Jess")
        _ = try f.app.sendInvitations(baby, emails: ["jess@example.com"], as: owner)
        let token = try #require(f.lastEmail(to: "jess@example.com", .invitation)?.payload["token"])
        #expect(
            f.app.perform(.acceptInvitation(token: token, relationship: nil), as: jess).failureField == "relationship")
        #expect(throws: NonnaError.notAuthenticated) {
            try f.app.acceptInvitation(token: token, relationship: .friend, as: nil)
        }
        let m = try f.app.acceptInvitation(token: token, relationship: .friend, as: jess)
        #expect(m.role == .follower && m.relationship == .friend)
        #expect(f.app.allNotifications.contains { $0.userID == owner && $0.type == .newFollower })
        #expect(throws: NonnaError.alreadyUsed) {
            try f.app.acceptInvitation(token: token, relationship: .friend, as: jess)
        }

        _ = try f.app.sendInvitations(baby, emails: ["late@example.com"], as: owner)
        let late = try f.verifiedUser("Late")
        let lateToken = try #require(f.lastEmail(to: "late@example.com", .invitation)?.payload["token"])
        f.clock.advance(by: NonnaLimits.invitationLifetime)
        #expect(throws: NonnaError.expired) {
            try f.app.acceptInvitation(token: lateToken, relationship: .uncle, as: late)
        }
    }

    @Test("FR-3.3 resend revokes the old token and restarts the 7 days; FR-3.4 revoke is silent and final")
    func resendAndRevoke() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let inv = try f.app.sendInvitations(baby, emails: ["kim@example.com"], as: owner)[0]
        let old = try #require(f.lastEmail(to: "kim@example.com", .invitation)?.payload["token"])
        f.clock.advance(days: 8)
        #expect(f.app.invitation(inv.id)?.status == .expired)
        let again = try f.app.resendInvitation(inv.id, as: owner)
        #expect(again.status == .pending && again.resendCount == 1)
        #expect(again.expiresAt == f.clock.now.addingTimeInterval(NonnaLimits.invitationLifetime))
        let kim = try f.verifiedUser("Kim")
        #expect(throws: NonnaError.revoked) { try f.app.acceptInvitation(token: old, relationship: .aunt, as: kim) }
        let emailsBefore = f.app.emails.count
        #expect(try f.app.revokeInvitation(inv.id, as: owner).status == .revoked)
        #expect(f.app.emails.count == emailsBefore)
        let fresh = try #require(f.lastEmail(to: "kim@example.com", .invitation)?.payload["token"])
        #expect(throws: NonnaError.revoked) { try f.app.acceptInvitation(token: fresh, relationship: .aunt, as: kim) }
        #expect(throws: NonnaError.conflict("invitation is revoked")) { try f.app.resendInvitation(inv.id, as: owner) }
    }
}
