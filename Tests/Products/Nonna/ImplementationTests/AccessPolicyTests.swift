import Foundation
import Testing

@testable import Nonna

/// A policy that leaks photos to removed followers, to prove the services ask the policy for every row.
struct LeakyPolicy: AccessPolicy {
    func permits(_ q: AccessQuery) -> Bool {
        if q.role == .removedFollower, q.resource == .photo, q.action == .read { return true }
        return StandardAccessPolicy().permits(q)
    }
}

/// A policy that leaks exactly one row (by ID) to anyone signed in.
struct OneRowLeak: AccessPolicy {
    let row: RowID
    func permits(_ q: AccessQuery) -> Bool {
        if q.rowID == row, q.action == .read, q.role != .anonymous { return true }
        return StandardAccessPolicy().permits(q)
    }
}

@Suite("Access policy (RLS, PR-xx)")
struct AccessPolicyTests {
    @Test(
        "The standard policy: owners manage, followers read and interact, removed followers and strangers see nothing")
    func matrix() {
        let p = StandardAccessPolicy()
        for resource in [Resource.photo, .event, .registryItem] {
            #expect(p.permits(AccessQuery(role: .owner, resource: resource, action: .create)))
            #expect(p.permits(AccessQuery(role: .coOwner, resource: resource, action: .delete)))
            #expect(p.permits(AccessQuery(role: .follower, resource: resource, action: .read)))
            #expect(!p.permits(AccessQuery(role: .follower, resource: resource, action: .update)))
            for outsider in [ActorRole.anonymous, .unverified, .verified, .removedFollower] {
                #expect(!p.permits(AccessQuery(role: outsider, resource: resource, action: .read)))
            }
        }
        #expect(!p.permits(AccessQuery(role: .owner, resource: .ownerMembership, action: .delete)))
        #expect(!p.permits(AccessQuery(role: .follower, resource: .genderTally, action: .read)))
        #expect(p.permits(AccessQuery(role: .follower, resource: .genderTally, action: .read, babyIsBorn: true)))
    }

    @Test("Every read goes through the injected policy: a leaky policy leaks through perform")
    func injectedPolicyIsUsed() throws {
        for leaky in [false, true] {
            let f = leaky ? Fixture(policy: LeakyPolicy()) : Fixture()
            let (owner, baby) = try f.ownerWithBaby()
            let linda = try f.follower("Linda", of: baby, invitedBy: owner)
            let photo = try f.app.uploadPhotos(baby, [GalleryTests.jpeg()], as: owner)[0]
            let row = try #require(f.app.memberships(of: linda, on: baby).first)
            _ = try f.app.removeMember(row.id, confirmed: true, as: owner)
            let result = f.app.perform(.viewPhoto(photo.id), as: linda)
            let page = try f.app.gallery(baby: nil, as: linda)
            #expect(result.isSuccess == leaky)
            #expect(page.items.isEmpty == !leaky)
        }
    }

    @Test("Anonymous requests are not authenticated; every read request is refused to a stranger")
    func strangers() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let stranger = try f.verifiedUser("Stranger")
        let photo = try f.app.uploadPhotos(baby, [GalleryTests.jpeg()], as: owner)[0]
        let event = try f.app.createEvent(
            baby, EventDraft(title: "E", startsAt: f.clock.now.addingTimeInterval(86_400)), as: owner)
        let reads: [Request] = [
            .viewBaby(baby), .listMembers(baby), .listInvitations(baby), .viewPhoto(photo.id),
            .listComments(.photo(photo.id)),
            .viewEvent(event.event.id), .listRSVPs(eventID: event.event.id), .viewGenderTally(baby),
            .viewCountdown(baby),
            .listNameSuggestions(baby, gender: nil), .listPhotos(baby: baby, tag: nil, page: 0),
            .viewRegistry(baby: baby),
        ]
        for r in reads {
            #expect(f.app.perform(r, as: stranger) == .failure(.forbidden), "\(r)")
            #expect(f.app.perform(r, as: nil) == .failure(.notAuthenticated), "\(r)")
        }
        #expect(try f.app.gallery(baby: nil, as: stranger).items.isEmpty)
        #expect(try f.app.realtimeMessages(as: stranger).isEmpty)
    }

    @Test("Per-row queries carry the row ID: a policy leaking one photo row shows exactly that row to a stranger")
    func oneRowLeak() throws {
        let f = Fixture(policy: OneRowLeak(row: "photo-2"))
        let (owner, baby) = try f.ownerWithBaby()
        let stranger = try f.verifiedUser("Stranger")
        _ = try f.app.uploadPhotos(baby, [GalleryTests.jpeg(), GalleryTests.jpeg(), GalleryTests.jpeg()], as: owner)
        #expect(try f.app.gallery(baby: nil, as: stranger).items.map(\.photo.id) == ["photo-2"])
        #expect(f.app.perform(.viewPhoto("photo-2"), as: stranger).isSuccess)
        #expect(f.app.perform(.viewPhoto("photo-1"), as: stranger) == .failure(.forbidden))
    }
}
