import Foundation
import Testing

@testable import Nonna

@Suite("Retention, invitation requests and real-time batches")
struct LifecycleTests {
    @Test("FR-3.2 AC2 an expired invitation's holder asks for a new one; owners notified; resend restores it")
    func requestNewInvitation() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let inv = try f.app.sendInvitations(baby, emails: ["kim@example.com"], as: owner)[0]
        let token = try #require(f.lastEmail(to: "kim@example.com", .invitation)?.payload["token"])
        let kim = try f.verifiedUser("Kim")
        #expect(throws: NonnaError.conflict("invitation is pending")) {
            try f.app.requestNewInvitation(token: token, as: kim)
        }
        f.clock.advance(days: 7)
        #expect(throws: NonnaError.notAuthenticated) { try f.app.requestNewInvitation(token: token, as: nil) }
        _ = try f.app.requestNewInvitation(token: token, as: kim)
        #expect(f.app.allNotifications.contains { $0.userID == owner && $0.type == .invitationRequested })
        _ = try f.app.resendInvitation(inv.id, as: owner)
        let fresh = try #require(f.lastEmail(to: "kim@example.com", .invitation)?.payload["token"])
        #expect(try f.app.acceptInvitation(token: fresh, relationship: .uncle, as: kim).status == .active)
        #expect(f.app.invitation(inv.id)?.status == .accepted)
    }

    @Test("FR-2.3 / 4.4 soft-deleted rows are retained 7 years, then purged")
    func retention() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let p = try f.app.uploadPhotos(baby, [GalleryTests.jpeg()], as: owner)[0]
        _ = try f.app.deletePhotos([p.id], confirmed: true, as: owner)
        f.clock.advance(by: NonnaLimits.retentionPeriod - 1)
        #expect(f.app.purgeExpiredRetention() == 0)
        #expect(f.app.photo(p.id) != nil)
        f.clock.advance(by: 1)
        #expect(f.app.purgeExpiredRetention() == 1)
        #expect(f.app.photo(p.id) == nil)
    }

    @Test("FR-7.4 rapid changes batch into one update per baby with the latest marker")
    func batches() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let start = f.app.realtime.count
        _ = try f.app.uploadPhotos(baby, [GalleryTests.jpeg(), GalleryTests.jpeg()], as: owner)
        _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Crib"), as: owner)
        let batches = try f.app.realtimeBatches(after: start, as: linda)
        #expect(batches.count == 1)
        #expect(batches[0].messageCount == 3 && batches[0].tables == ["photos", "registry_items"])
        #expect(batches[0].markerVersion == f.app.updateMarker(baby)?.version)
    }

    @Test("FR-1.2 the verification token authenticates its own user only once")
    func tokenUsedOnce() throws {
        let f = Fixture()
        _ = try f.app.register(email: "t@example.com", password: "secret1", displayName: "T")
        let token = try #require(f.lastEmail(to: "t@example.com", .verification)?.payload["token"])
        #expect(f.app.perform(.verifyEmail(token: token), as: nil).isSuccess)
        #expect(f.app.perform(.verifyEmail(token: token), as: nil) == .failure(.alreadyUsed))
        #expect(f.app.perform(.verifyEmail(token: "bogus"), as: nil) == .failure(.notFound))
    }
}
