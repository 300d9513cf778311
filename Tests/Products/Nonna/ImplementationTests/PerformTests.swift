import Foundation
import Testing

@testable import Nonna

@Suite("Single entry (perform)")
struct PerformTests {
    /// One request of every case.
    static func everyRequest(baby: BabyID, now: Date) -> [Request] {
        let file = UploadFile(fileName: "a.jpg", mimeType: "image/jpeg", sizeBytes: 10, raster: Fixture.picture)
        return [
            .register(email: "n@example.com", password: "secret1", displayName: "N"),
            .registerOAuth(provider: .google, email: "g@example.com", displayName: "G"), .verifyEmail(token: "x"),
            .resendVerification, .login(email: "x@example.com", password: "y"),
            .loginOAuth(provider: .google, email: "g@example.com"),
            .logout(token: "x"), .requestPasswordReset(email: "x@example.com"),
            .resetPassword(token: "x", newPassword: "secret2"),
            .viewUserProfile("user-1"), .updateProfile(displayName: "S", biometricEnabled: nil),
            .uploadProfilePhoto(file),
            .createBaby(BabyDraft(expectedBirthDate: now)), .viewBaby(baby), .listBabies, .editBaby(baby, BabyEdit()),
            .deleteBaby(baby, confirmed: false), .listMembers(baby),
            .removeMember(membershipID: "membership-1", confirmed: false),
            .changeRelationship(baby, .aunt), .sendInvitations(baby, emails: ["i@example.com"], kind: .follower),
            .listInvitations(baby), .viewInvitation("invitation-1"), .acceptInvitation(token: "x", relationship: .aunt),
            .requestNewInvitation(token: "x"), .listRealtimeBatches(after: 0),
            .resendInvitation("invitation-1"), .revokeInvitation("invitation-1"),
            .uploadPhotos(baby, [PhotoUpload(file: file)]),
            .updatePhoto("photo-1", caption: "c", tags: nil), .deletePhotos(["photo-1"], confirmed: false),
            .listPhotos(baby: nil, tag: nil, page: 0), .viewPhoto("photo-1"), .suggestedTags(baby),
            .squish(photoID: "photo-1"),
            .unsquish(photoID: "photo-1"), .addComment(.photo("photo-1"), body: "hi"),
            .editComment("comment-1", body: "x"),
            .deleteComment("comment-1"), .listComments(.photo("photo-1")),
            .createEvent(baby, EventDraft(title: "E", startsAt: now.addingTimeInterval(86_400))),
            .editEvent("event-1", EventDraft(title: "E", startsAt: now)), .deleteEvent("event-1", confirmed: false),
            .viewEvent("event-1"), .listEvents(baby: nil, mode: .list), .rsvp(eventID: "event-1", .yes),
            .listRSVPs(eventID: "event-1"),
            .createRegistryItem(baby, RegistryItemDraft(name: "I")),
            .editRegistryItem("item-1", RegistryItemDraft(name: "J")),
            .deleteRegistryItem("item-1", confirmed: false), .markPurchased("item-1", note: nil),
            .viewRegistry(baby: nil),
            .viewRegistryItem("item-1"), .voteGender(baby, .boy), .viewGenderTally(baby), .predictBirthDate(baby, now),
            .viewPredictions(baby), .suggestName(baby, name: "Ann", gender: .girl), .voteName(suggestionID: "name-1"),
            .markNameChosen(suggestionID: "name-1"), .listNameSuggestions(baby, gender: nil), .viewUserStats,
            .announceBirth(baby, BirthAnnouncementDraft(name: "L", bornAt: now)), .viewAnnouncement(baby),
            .shareAnnouncement(baby),
            .viewCountdown(baby), .listCountdowns, .loadScreen(.home), .loadTile(configID: "tile-1"), .viewRoleMode,
            .setRoleMode(.owner, baby: nil),
            .viewMemoryLane(baby: nil), .shareMemory(.photo, "photo-1"), .previewDigest, .listRealtime(after: 0),
            .listNotifications(page: 0), .markNotification(id: "notif-1", read: true), .markAllNotificationsRead,
            .viewPreferences,
            .updatePreferences(NotificationPreferences()), .viewStorage,
        ]
    }

    @Test("Every request case is dispatched (none falls through as unsupported)")
    func everyCaseDispatched() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let requests = Self.everyRequest(baby: baby, now: f.clock.now)
        #expect(requests.count == 81)
        for r in requests {
            let result = f.app.perform(r, as: owner)
            #expect(result != .failure(.invalid(field: "request", reason: "unsupported")), "\(r)")
            _ = r.accessKey
        }
    }

    @Test("perform with a bearer token authenticates; an unknown token is not authenticated")
    func tokens() throws {
        let f = Fixture()
        _ = try f.app.registerOAuth(provider: .facebook, email: "fb@example.com", displayName: "Fb")
        let login = try f.app.loginOAuth(provider: .facebook, email: "fb@example.com")
        #expect(f.app.perform(.createBaby(BabyDraft(expectedBirthDate: f.clock.now)), token: login.token).isSuccess)
        #expect(f.app.perform(.listBabies, token: "nope") == .failure(.notAuthenticated))
        #expect(try f.app.loginOAuth(provider: .facebook, email: "fb@example.com").destination == .home)
        #expect(throws: NonnaError.notAuthenticated) {
            try f.app.loginOAuth(provider: .google, email: "fb@example.com")
        }
    }

    @Test("FR-3.5 a removed follower receives no further notifications")
    func removedFollowerSilent() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let e = try f.app.createEvent(
            baby, EventDraft(title: "E", startsAt: f.clock.now.addingTimeInterval(86_400)), as: owner)
        _ = try f.app.rsvp(e.event.id, .yes, as: linda)
        let row = try #require(f.app.memberships(of: linda, on: baby).first)
        _ = try f.app.removeMember(row.id, confirmed: true, as: owner)
        let before = f.app.allNotifications.filter { $0.userID == linda }.count
        _ = try f.app.editEvent(e.event.id, EventDraft(title: "E2", startsAt: e.event.startsAt), as: owner)
        _ = try f.app.uploadPhotos(baby, [GalleryTests.jpeg()], as: owner)
        #expect(f.app.allNotifications.filter { $0.userID == linda }.count == before)
    }
}
