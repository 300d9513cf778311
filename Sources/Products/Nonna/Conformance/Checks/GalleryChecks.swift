import Conformance
import Foundation
import Nonna

/// Rule checks of FR-4.x: uploads, captions and tags, the gallery, deletion, squishes and comments.
enum GalleryChecks {
    static var all: [RuleCheck] { [upload, captionsAndTags, gallery, delete, squish, comments] }

    /// FR-4.1: owners upload JPEG/PNG singly or in bulk; thumbnails; rows; marker; followers notified.
    static let upload = NonnaRule.check(
        "FR-4.1.S1",
        covers: [
            "FR-4.1.S2", "FR-4.1.S6", "FR-4.1.S7", "FR-4.1.S8", "FR-4.1.S9", "FR-4.1.AC1", "FR-4.1.AC2", "FR-4.1.AC3",
            "FR-4.1.AC6", "FR-4.1.AC7", "PR-34", "EV-11",
        ],
        title:
            "an owner uploads one JPEG and a bulk of PNGs: each gets a 300x300 thumbnail and a photos row, the update marker moves, followers are notified (in-app and push); a GIF is refused"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let marker = try require(world.app.updateMarker(baby)).version
        let gif = PhotoUpload(file: UploadFile(fileName: "a.gif", mimeType: "image/gif", sizeBytes: 1000))
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.uploadPhotos(baby, [gif], as: owner) } != nil,
            "a GIF was accepted")
        let one = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(5000))], as: owner)
        let png = UploadFile(fileName: "b.png", mimeType: "image/png", sizeBytes: 4000)
        let bulk = try world.app.uploadPhotos(baby, Array(repeating: PhotoUpload(file: png), count: 3), as: owner)
        for photo in one + bulk {
            try expect(
                photo.image.thumbnailSide == 300 && !photo.image.thumbnailPath.isEmpty && !photo.image.path.isEmpty,
                "photo \(photo.id) has no original and 300x300 thumbnail")
            try expect(world.app.photo(photo.id) != nil, "no photos row")
        }
        try expect((world.app.updateMarker(baby)?.version ?? 0) > marker, "the update marker did not move")
        try expect(
            world.app.allNotifications.contains { $0.userID == follower && $0.type == .newPhoto },
            "the follower was not notified in-app")
        try expect(
            world.app.pushes.contains { $0.userID == follower && $0.type == .newPhoto }, "the follower got no push")
    }

    /// FR-4.2: captions during and after upload, up to 5 tags, suggestions from history then common categories, custom tags, filtering.
    static let captionsAndTags = NonnaRule.check(
        "FR-4.2.S1",
        covers: [
            "FR-4.2.S4", "FR-4.2.S5", "FR-4.2.S6", "FR-4.2.AC1", "FR-4.2.AC2", "FR-4.2.AC4", "FR-4.2.AC5", "FR-4.2.AC6",
            "PR-37",
        ],
        title:
            "an owner captions a photo on upload and edits it later, adds a custom tag, gets the tags used before suggested ahead of the common categories, and filters the gallery by tag"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let photo = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: "First scan", tags: ["ultrasound"])], as: owner)[0]
        try expect(photo.caption == "First scan", "the caption given on upload was lost")
        let edited = try world.app.updatePhoto(
            photo.id, caption: "First scan, 12 weeks", tags: ["ultrasound", "grandmas_favourite"], as: owner)
        try expect(
            edited.caption == "First scan, 12 weeks" && edited.tags.contains("grandmas_favourite"),
            "the edit or the custom tag was lost")
        let suggested = try world.app.suggestedTags(baby, as: owner)
        try expect(
            suggested.first.map { ["ultrasound", "grandmas_favourite"].contains($0) } == true
                && suggested.contains("nursery"),
            "suggestions are not history first, then common categories: \(suggested)")
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), tags: ["nursery"])], as: owner)
        let filtered = try world.app.gallery(baby: baby, tag: "grandmas_favourite", as: owner).items.map(\.photo.id)
        try expect(filtered == [photo.id], "filtering by tag returned \(filtered)")
    }

    /// FR-4.3: newest first, 30 per page, metadata and counts, aggregated for followers.
    static let gallery = NonnaRule.check(
        "FR-4.3.S1",
        covers: [
            "FR-4.3.S3", "FR-4.3.S2", "FR-4.3.S4", "FR-4.3.S5", "FR-4.3.S6", "FR-4.3.S7", "FR-4.3.AC3", "FR-4.3.AC4",
            "FR-4.3.AC5", "FR-4.3.AC6", "PR-38",
        ],
        title:
            "the gallery lists photos newest first in pages of 30 with caption, date, uploader, squish and comment counts; a follower of two babies sees both in one view"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        for _ in 0..<4 {
            _ = try world.app.uploadPhotos(
                baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000), caption: "c"), count: 10), as: owner)
            world.clock.advance(by: 60)
        }
        let first = try world.app.gallery(baby: baby, page: 0, as: owner)
        let second = try world.app.gallery(baby: baby, page: 1, as: owner)
        try expect(
            first.items.count == 30 && first.hasMore && second.items.count == 10 && !second.hasMore,
            "pages are not 30 + 10")
        let dates = (first.items + second.items).map(\.photo.createdAt)
        try expect(dates == dates.sorted(by: >), "photos are not newest first")
        try expect(
            first.items.allSatisfy {
                $0.uploaderName == "Sarah Miller" && $0.photo.caption == "c" && !$0.photo.image.thumbnailPath.isEmpty
            }, "metadata missing")
        let target = first.items[0].photo.id
        _ = try world.app.squish(target, as: follower)
        _ = try world.app.addComment(on: .photo(target), body: "Sweet", as: follower)
        let counted = try world.app.viewPhoto(target, as: owner)
        try expect(
            counted.squishCount == 1 && counted.commentCount == 1,
            "counts are \(counted.squishCount)/\(counted.commentCount)")
        try expect(
            !counted.photo.image.path.isEmpty && counted.photo.image.path != counted.photo.image.thumbnailPath,
            "tapping a photo does not give the full-size image")
        let other = try world.app.createBaby(
            BabyDraft(name: "Max", expectedBirthDate: world.clock.now.addingTimeInterval(86_400 * 50)), as: owner)
        _ = try world.app.sendInvitations(
            other.profile.id, emails: [world.app.account(follower)?.email ?? ""], as: owner)
        let token = try require(
            world.lastEmail(to: world.app.account(follower)?.email ?? "", .invitation)?.payload["token"])
        _ = try world.app.acceptInvitation(token: token, relationship: .grandma, as: follower)
        _ = try world.app.uploadPhotos(other.profile.id, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        let aggregated = try world.app.gallery(baby: nil, as: follower).items.map(\.photo.babyID)
        try expect(Set(aggregated) == [baby, other.profile.id], "the follower's gallery is not aggregated")
    }

    /// FR-4.4: owners delete one or many after confirming; soft; gone at once.
    static let delete = NonnaRule.check(
        "FR-4.4.S2",
        covers: [
            "FR-4.4.S3", "FR-4.4.S4", "FR-4.4.S6", "FR-4.4.AC1", "FR-4.4.AC2", "FR-4.4.AC3", "FR-4.4.AC4", "FR-4.4.AC5",
            "PR-39",
        ],
        title:
            "an owner deletes one photo, then several, after confirming: the rows keep deleted_at and leave the gallery at once"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let photos = try world.app.uploadPhotos(
            baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: 3), as: owner
        ).map(\.id)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.deletePhotos([photos[0]], confirmed: false, as: owner) }
                != nil, "deleted without confirmation")
        _ = try world.app.deletePhotos([photos[0]], confirmed: true, as: owner)
        _ = try world.app.deletePhotos(Array(photos[1...]), confirmed: true, as: owner)
        try expect(photos.allSatisfy { world.app.photo($0)?.deletedAt != nil }, "rows were not soft deleted")
        try expect(try world.app.gallery(baby: baby, as: owner).items.isEmpty, "deleted photos are still listed")
    }

    /// FR-4.5: squish once, un-squish, counts, uploader notified unless self, stats.
    static let squish = NonnaRule.check(
        "FR-4.5.S4",
        covers: [
            "FR-4.5.S5", "FR-4.5.S6", "FR-4.5.S7", "FR-4.5.S2", "FR-4.5.AC1", "FR-4.5.AC2", "FR-4.5.AC4", "FR-4.5.AC5",
            "FR-4.5.AC6", "PR-41", "PR-42", "EV-12",
        ],
        title:
            "a follower squishes a photo: the count rises at once, the uploader is notified (not when squishing their own), the follower's photos_squished_count rises; un-squishing undoes both counts"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let view = try world.app.squish(photo, as: follower)
        try expect(
            view.squishCount == 1 && world.app.squishState(photo, user: follower) == .squished,
            "the squish did not count")
        try expect(
            world.app.allNotifications.contains { $0.userID == owner && $0.type == .photoSquish },
            "the uploader was not notified")
        try expect(world.app.stats(of: follower).photosSquished == 1, "photos_squished_count did not rise")
        let before = world.app.allNotifications.count
        _ = try world.app.squish(photo, as: owner)
        try expect(
            !world.app.allNotifications.dropFirst(before).contains { $0.userID == owner },
            "the uploader was notified of their own squish")
        let undone = try world.app.unsquish(photo, as: follower)
        try expect(
            undone.squishCount == 1 && world.app.squishState(photo, user: follower) == .notSquished
                && world.app.stats(of: follower).photosSquished == 0,
            "un-squish did not undo the count and the stat (A-16)")
    }

    /// FR-4.6 / FR-5.5: comments with details, oldest first, author edits, owners delete, notifications, stats.
    static let comments = NonnaRule.check(
        "FR-4.6.S1",
        covers: [
            "FR-4.6.S3", "FR-4.6.S4", "FR-4.6.S5", "FR-4.6.S6", "FR-4.6.S7", "FR-4.6.S8", "FR-4.6.AC1", "FR-4.6.AC2",
            "FR-4.6.AC3", "FR-4.6.AC4", "FR-4.6.AC5", "FR-4.6.AC6", "PR-43", "PR-44", "PR-45", "PR-46", "PR-47",
            "EV-13",
        ],
        title:
            "followers comment on a photo: comments list oldest first with name, label, photo and time; authors edit their own (not others'); the owner deletes any; the uploader is notified; comments_added_count follows"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let first = try world.app.addComment(on: .photo(photo), body: "So cute", as: a)
        world.clock.advance(by: 5)
        let second = try world.app.addComment(on: .photo(photo), body: "Adorable", as: b)
        let listed = try world.app.listComments(on: .photo(photo), as: owner)
        try expect(listed.map(\.comment.id) == [first.comment.id, second.comment.id], "comments are not oldest first")
        try expect(
            listed.allSatisfy { $0.authorName == "Linda Jones" && $0.relationship == .grandma },
            "author details missing")
        try expect(
            world.app.allNotifications.contains { $0.userID == owner && $0.type == .photoComment },
            "the uploader was not notified")
        _ = try world.app.editComment(first.comment.id, body: "So so cute", as: a)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.editComment(first.comment.id, body: "hijack", as: b) }
                != nil, "someone else edited a comment")
        try expect(world.app.stats(of: a).commentsAdded == 1, "comments_added_count did not rise")
        _ = try world.app.deleteComment(second.comment.id, as: owner)
        _ = try world.app.deleteComment(first.comment.id, as: a)
        try expect(try world.app.listComments(on: .photo(photo), as: owner).isEmpty, "deleted comments are listed")
        try expect(world.app.stats(of: a).commentsAdded == 0, "the stat does not follow the deletion (A-16)")
    }
}
