import Foundation
import Testing

@testable import Nonna

@Suite("Gallery, squishes and comments (FR-4.x)")
struct GalleryTests {
    static func jpeg(_ bytes: Int64 = 1_000_000) -> PhotoUpload {
        PhotoUpload(
            file: UploadFile(fileName: "p.jpg", mimeType: "image/jpeg", sizeBytes: bytes, raster: Fixture.picture))
    }

    @Test("FR-4.1 only owners upload; JPEG/PNG ≤ 10 MB; at most 10 per batch; followers notified once")
    func uploadRules() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        _ = try f.app.updatePreferences(granted(), as: linda)
        #expect(throws: NonnaError.forbidden) { try f.app.uploadPhotos(baby, [Self.jpeg()], as: linda) }
        let gif = PhotoUpload(file: UploadFile(fileName: "a.gif", mimeType: "image/gif", sizeBytes: 10))
        #expect(f.app.perform(.uploadPhotos(baby, [gif]), as: owner).failureField == "file")
        #expect(
            f.app.perform(.uploadPhotos(baby, [Self.jpeg(Int64(NonnaLimits.photoMaxBytes) + 1)]), as: owner)
                .failureField == "file")
        #expect(throws: NonnaError.limitExceeded(.photoBatch)) {
            try f.app.uploadPhotos(baby, Array(repeating: Self.jpeg(), count: 11), as: owner)
        }
        let markerBefore = try #require(f.app.updateMarker(baby)?.version)
        let photos = try f.app.uploadPhotos(
            baby, Array(repeating: Self.jpeg(Int64(NonnaLimits.photoMaxBytes)), count: 10), as: owner)
        #expect(photos.count == 10 && photos.allSatisfy { $0.image.thumbnailSide == 300 })
        #expect(f.app.allNotifications.filter { $0.userID == linda && $0.type == .newPhoto }.count == 1)
        #expect(f.app.pushes.filter { $0.userID == linda && $0.type == .newPhoto }.count == 1)
        #expect(f.app.updateMarker(baby)?.version == markerBefore + 10)
    }

    @Test("FR-4.2 captions ≤ 500, tags ≤ 5, filter by tag; FR-4.3 newest first, 30 per page, aggregated")
    func captionsTagsGallery() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let long = String(repeating: "a", count: NonnaLimits.captionMaxLength + 1)
        let tooLong = PhotoUpload(file: Self.jpeg().file, caption: long)
        #expect(f.app.perform(.uploadPhotos(baby, [tooLong]), as: owner).failureField == "caption")
        let sixTags = PhotoUpload(file: Self.jpeg().file, tags: ["a", "b", "c", "d", "e", "f"])
        #expect(throws: NonnaError.limitExceeded(.tagsPerPhoto)) { try f.app.uploadPhotos(baby, [sixTags], as: owner) }
        for i in 0..<31 {
            _ = try f.app.uploadPhotos(
                baby, [PhotoUpload(file: Self.jpeg().file, caption: "p\(i)", tags: i == 0 ? ["Bump Update"] : [])],
                as: owner)
            f.clock.advance(by: 60)
        }
        let (owner2, baby2) = try f.ownerWithBaby("Mia")
        _ = try f.app.uploadPhotos(baby2, [Self.jpeg()], as: owner2)
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        _ = try f.app.sendInvitations(baby2, emails: ["linda@example.com"], as: owner2)
        _ = try f.app.acceptInvitation(
            token: f.lastEmail(to: "linda@example.com", .invitation)!.payload["token"]!, relationship: .aunt, as: linda)
        let first = try f.app.gallery(baby: nil, as: linda)
        #expect(first.items.count == 30 && first.hasMore)
        #expect(first.items[0].photo.babyID == baby2)
        #expect(first.items[1].photo.caption == "p30")
        #expect(try f.app.gallery(baby: nil, page: 1, as: linda).items.count == 2)
        #expect(try f.app.gallery(baby: baby, tag: "bump_update", as: linda).items.map(\.photo.caption) == ["p0"])
        #expect(try f.app.gallery(baby: nil, as: owner).items.allSatisfy { $0.photo.babyID == baby })
        #expect(try f.app.suggestedTags(baby, as: owner).contains("bump_update"))
    }

    @Test("FR-4.4 owners soft-delete in bulk after confirmation; photos vanish at once")
    func deletePhotos() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let ps = try f.app.uploadPhotos(baby, [Self.jpeg(), Self.jpeg()], as: owner)
        #expect(throws: NonnaError.forbidden) { try f.app.deletePhotos([ps[0].id], confirmed: true, as: linda) }
        #expect(throws: NonnaError.confirmationRequired) {
            try f.app.deletePhotos(ps.map(\.id), confirmed: false, as: owner)
        }
        _ = try f.app.deletePhotos(ps.map(\.id), confirmed: true, as: owner)
        #expect(try f.app.gallery(baby: baby, as: linda).items.isEmpty)
        #expect(f.app.photo(ps[0].id)?.status == .deleted && f.app.photo(ps[0].id)?.deletedAt != nil)
        #expect(throws: NonnaError.notFound) { try f.app.viewPhoto(ps[0].id, as: owner) }
    }

    @Test("FR-4.5 squish once per user, un-squish, uploader notified unless self")
    func squishes() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let p = try f.app.uploadPhotos(baby, [Self.jpeg()], as: owner)[0]
        #expect(try f.app.squish(p.id, as: linda).squishCount == 1)
        #expect(throws: NonnaError.conflict("already squished")) { try f.app.squish(p.id, as: linda) }
        #expect(f.app.allNotifications.filter { $0.type == .photoSquish && $0.userID == owner }.count == 1)
        _ = try f.app.squish(p.id, as: owner)
        #expect(f.app.allNotifications.filter { $0.type == .photoSquish }.count == 1)
        #expect(try f.app.unsquish(p.id, as: linda).squishCount == 1)
        #expect(f.app.squishState(p.id, user: linda) == .notSquished)
    }

    @Test("FR-4.6 comments ≤ 500, oldest first, authors edit, owners delete any; uploader notified")
    func comments() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let jess = try f.follower("Jess", of: baby, invitedBy: owner, label: .friend)
        let p = try f.app.uploadPhotos(baby, [Self.jpeg()], as: owner)[0]
        let long = String(repeating: "x", count: NonnaLimits.commentMaxLength + 1)
        #expect(f.app.perform(.addComment(.photo(p.id), body: long), as: linda).failureField == "body")
        let c1 = try f.app.addComment(on: .photo(p.id), body: "Adorable!", as: linda)
        f.clock.advance(by: 5)
        _ = try f.app.addComment(
            on: .photo(p.id), body: String(repeating: "y", count: NonnaLimits.commentMaxLength), as: jess)
        #expect(c1.relationship == .grandma && c1.authorName == "Linda")
        #expect(f.app.allNotifications.filter { $0.type == .photoComment && $0.userID == owner }.count == 2)
        #expect(throws: NonnaError.forbidden) { try f.app.editComment(c1.comment.id, body: "hack", as: jess) }
        #expect(try f.app.editComment(c1.comment.id, body: "So adorable!", as: linda).comment.status == .edited)
        #expect(throws: NonnaError.forbidden) { try f.app.deleteComment(c1.comment.id, as: jess) }
        _ = try f.app.deleteComment(c1.comment.id, as: owner)
        #expect(try f.app.listComments(on: .photo(p.id), as: jess).map(\.comment.authorID) == [jess])
        #expect(try f.app.viewPhoto(p.id, as: jess).commentCount == 1)
    }
}

func granted() -> NotificationPreferences {
    var p = NotificationPreferences()
    p.pushPermission = .granted
    return p
}
