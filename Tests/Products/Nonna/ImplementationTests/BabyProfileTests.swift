import Foundation
import Testing

@testable import Nonna

@Suite("Baby profiles and memberships (FR-2.x, FR-3.5, FR-3.6)")
struct BabyProfileTests {
    @Test("FR-1.2 AC5 unverified users cannot create baby profiles; verified creators become owner")
    func createNeedsVerification() throws {
        let f = Fixture()
        let a = try f.app.register(email: "u@example.com", password: "secret1", displayName: "Una Smith")
        let draft = BabyDraft(expectedBirthDate: f.clock.now.addingTimeInterval(86_400 * 30))
        #expect(throws: NonnaError.forbidden) { try f.app.createBaby(draft, as: a.id) }
        #expect(throws: NonnaError.notAuthenticated) { try f.app.createBaby(draft, as: nil) }
        _ = try f.app.verifyEmail(token: f.lastEmail(to: "u@example.com", .verification)!.payload["token"]!)
        let view = try f.app.createBaby(draft, as: a.id)
        #expect(view.profile.name == "Baby Smith")
        #expect(view.viewerRole == .owner)
        #expect(view.profile.status == .expecting)
        #expect(f.app.updateMarker(view.profile.id)?.version == 0)
        #expect(try f.app.listBabies(as: a.id).map(\.profile.id) == [view.profile.id])
        #expect(f.app.perform(.createBaby(BabyDraft()), as: a.id).failureField == "expectedBirthDate")
    }

    @Test("FR-2.2 only owners edit; followers get a real-time update; future birth dates rejected")
    func edit() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let grandma = try f.follower("Linda", of: baby, invitedBy: owner)
        #expect(throws: NonnaError.forbidden) { try f.app.editBaby(baby, BabyEdit(name: "X"), as: grandma) }
        let before = f.app.realtime.count
        #expect(try f.app.editBaby(baby, BabyEdit(name: "Rose", gender: .female), as: owner).profile.name == "Rose")
        #expect(f.app.realtime.count == before + 1)
        #expect(f.app.realtime.last?.table == "baby_profiles")
        let future = f.clock.now.addingTimeInterval(3600)
        #expect(f.app.perform(.editBaby(baby, BabyEdit(birthDate: future)), as: owner).failureField == "birthDate")
    }

    @Test("FR-2.3 delete needs confirmation, revokes pending invitations, notifies the co-owner, hides the profile")
    func delete() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let robert = try f.coOwner("Robert", of: baby, invitedBy: owner)
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let pending = try f.app.sendInvitations(baby, emails: ["aunt@example.com"], as: owner)[0]
        #expect(throws: NonnaError.forbidden) { try f.app.deleteBaby(baby, confirmed: true, as: linda) }
        #expect(throws: NonnaError.confirmationRequired) { try f.app.deleteBaby(baby, confirmed: false, as: owner) }
        #expect(try f.app.deleteBaby(baby, confirmed: true, as: owner).status == .deleted)
        #expect(f.app.invitation(pending.id)?.status == .revoked)
        #expect(f.app.allNotifications.contains { $0.userID == robert && $0.type == .babyProfileDeleted })
        #expect(!f.app.allNotifications.contains { $0.userID == linda && $0.type == .babyProfileDeleted })
        #expect(try f.app.listBabies(as: owner).isEmpty)
        #expect(throws: NonnaError.notFound) { try f.app.babyView(baby, as: linda) }
        #expect(f.app.babyProfile(baby)?.removedAt != nil)
    }

    @Test("FR-2.4 max 2 owners; co-owner has equal rights; owners cannot be removed")
    func coOwners() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let robert = try f.coOwner("Robert", of: baby, invitedBy: owner)
        #expect(f.app.role(of: robert, on: baby) == .coOwner)
        #expect(throws: NonnaError.limitExceeded(.ownersPerBaby)) {
            try f.app.sendInvitations(baby, emails: ["third@example.com"], kind: .coOwner, as: owner)
        }
        #expect(try f.app.editBaby(baby, BabyEdit(name: "Ivy"), as: robert).profile.name == "Ivy")
        let ownerRow = try #require(f.app.memberships(of: owner, on: baby).first)
        #expect(throws: NonnaError.forbidden) { try f.app.removeMember(ownerRow.id, confirmed: true, as: robert) }
    }

    @Test("FR-3.5 removing a follower is soft, immediate and silent; FR-3.6 followers change their own label")
    func removeFollower() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        #expect(try f.app.changeRelationship(baby, to: .aunt, as: linda).relationship == .aunt)
        #expect(throws: NonnaError.forbidden) { try f.app.changeRelationship(baby, to: .aunt, as: owner) }
        let row = try #require(f.app.memberships(of: linda, on: baby).first)
        #expect(throws: NonnaError.forbidden) { try f.app.removeMember(row.id, confirmed: true, as: linda) }
        #expect(throws: NonnaError.confirmationRequired) { try f.app.removeMember(row.id, confirmed: false, as: owner) }
        let notes = f.app.allNotifications.count
        #expect(try f.app.removeMember(row.id, confirmed: true, as: owner).status == .removed)
        #expect(f.app.allNotifications.count == notes)
        #expect(f.app.role(of: linda, on: baby) == .removedFollower)
        #expect(throws: NonnaError.forbidden) { try f.app.babyView(baby, as: linda) }
        #expect(try f.app.listBabies(as: linda).isEmpty)
    }
}
