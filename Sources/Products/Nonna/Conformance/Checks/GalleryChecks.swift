import Conformance
import Foundation
import Nonna

/// Rule checks of FR-4.x: uploads, captions and tags, the gallery, deletion, squishes and comments.
enum GalleryChecks {
    static var all: [RuleCheck] { [upload, thumbnails, captionsAndTags, gallery, delete, squish, comments] }

    /// FR-4.1: owners upload JPEG/PNG singly or in bulk; rows; marker; followers notified.
    static let upload = NonnaRule.check(
        "FR-4.1.S1",
        covers: [
            "FR-4.1.S2", "FR-4.1.S3", "FR-4.1.S8", "FR-4.1.S9", "FR-4.1.AC1", "FR-4.1.AC2", "FR-4.1.AC3", "FR-4.1.AC4",
            "FR-4.1.AC7", "FR-4.1.S4", "PR-34", "EV-11",
        ],
        title:
            "an owner uploads one JPEG and a bulk of PNGs: each gets a photos row, the update marker moves, followers are notified (in-app and push) once per upload; a GIF is refused; a bulk of 10 is accepted and one of 11 refused whole"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let marker = try require(world.app.updateMarker(baby)).version
        let gif = PhotoUpload(file: UploadFile(fileName: "a.gif", mimeType: "image/gif", sizeBytes: 1000))
        let refused = refusal { () throws(NonnaError) in _ = try world.app.uploadPhotos(baby, [gif], as: owner) }
        try expect(
            refused?.invalidField == "file" && (try world.app.gallery(baby: baby, as: owner)).items.isEmpty,
            "a GIF is refused as an unsupported file and no photo is stored", proves: ["FR-4.1.S2", "FR-4.1.AC3"])
        let big = refusal { () throws(NonnaError) in
            _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(10 * 1024 * 1024 + 1))], as: owner)
        }
        try expect(
            big?.invalidField == "file" && (try world.app.gallery(baby: baby, as: owner)).items.isEmpty,
            "a photo one byte over 10 MB is refused as an invalid file and nothing is stored",
            proves: ["FR-4.1.S3", "FR-4.1.AC4"])
        let mark = world.app.allNotifications.count
        let one = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(5000), caption: "Scan")], as: owner)
        try expect(
            one.count == 1 && one[0].image.format == .jpeg && one[0].uploaderID == owner,
            "an owner uploads a single JPEG photo",
            proves: ["FR-4.1.S1", "FR-4.1.S2", "FR-4.1.S4", "FR-4.1.AC1", "PR-34"])
        try expect(
            world.app.allNotifications.dropFirst(mark).filter { $0.type == .newPhoto }.map(\.userID) == [follower]
                && world.app.pushes.filter { $0.type == .newPhoto }.map(\.userID) == [follower],
            "the follower is notified of the new photo in-app and by push", proves: ["FR-4.1.AC7", "EV-11"])
        let bulkMark = world.app.allNotifications.count
        let bulk = try world.app.uploadPhotos(
            baby, Array(repeating: PhotoUpload(file: NonnaWorld.png(4000)), count: 3), as: owner)
        try expect(
            bulk.count == 3 && Set(bulk.map(\.id)).count == 3 && bulk.allSatisfy { $0.image.format == .png },
            "an owner uploads three PNG photos in one request, three photos",
            proves: ["FR-4.1.S2", "FR-4.1.S4", "FR-4.1.AC2"])
        try expect(
            world.app.allNotifications.dropFirst(bulkMark).filter { $0.type == .newPhoto }.map(\.userID) == [follower],
            "a bulk upload notifies the follower once", proves: "EV-11")
        for photo in one + bulk {
            let row = try require(world.app.photo(photo.id), "the photos row")
            try expect(
                row.babyID == baby && row.uploaderID == owner && row.createdAt == world.clock.now
                    && row.image.sizeBytes == photo.image.sizeBytes && row.status == .active,
                "each upload creates a photos row with its baby, uploader, time and size", proves: "FR-4.1.S8")
        }
        try expect(
            (world.app.updateMarker(baby)?.version ?? 0) >= marker + 4,
            "every uploaded photo moves the baby's owner_update_markers", proves: "FR-4.1.S9")
        let stored = try world.app.gallery(baby: baby, as: owner).items.count
        try expectError(
            NonnaError.limitExceeded(.photoBatch), "a bulk upload of 11 photos is refused at the 10-photo batch limit",
            proves: "FR-4.1.S4"
        ) { () throws(NonnaError) in
            _ = try world.app.uploadPhotos(
                baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: 11), as: owner)
        }
        try expect(
            (try world.app.gallery(baby: baby, as: owner)).items.count == stored,
            "the refused batch of 11 stored none of its photos", proves: "FR-4.1.S4")
        let ten = try world.app.uploadPhotos(
            baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: 10), as: owner)
        try expect(
            ten.count == 10 && Set(ten.map(\.id)).count == 10
                && (try world.app.gallery(baby: baby, as: owner)).items.count == stored + 10,
            "a bulk upload of exactly 10 photos is accepted, ten photos stored", proves: "FR-4.1.S4")
    }

    /// FR-4.1 S6/S7/AC6, FR-1.5 S4: thumbnails are real downscaled images, stored beside the originals.
    static let thumbnails = NonnaRule.check(
        "FR-4.1.S6", covers: ["FR-4.1.S7", "FR-4.1.AC6", "FR-4.3.S2", "FR-1.5.S4"],
        title:
            "an uploaded photo's original is stored as uploaded and a 300x300 thumbnail of its centre square, downscaled from its pixels, is stored beside it and shown in the gallery grid; a profile photo gets one too"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        // 900 x 600: a 150-pixel black band each side (cropped away), then a red left and a blue right half of the
        // 600 x 600 centre square.
        let source = RasterImage(width: 900, height: 600) { x, _ in
            x < 150 || x >= 750 ? [0, 0, 0] : (x < 450 ? [255, 0, 0] : [0, 0, 255])
        }
        let file = UploadFile(fileName: "p.png", mimeType: "image/png", sizeBytes: 40_000, raster: source)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: file)], as: owner)[0]
        let original = try world.app.downloadImage(photo.image.path, as: follower)
        try expect(
            original == source, "the original is stored as uploaded, at its own path", proves: "FR-4.1.S7")
        let thumb = try world.app.downloadImage(photo.image.thumbnailPath, as: follower)
        try expect(
            photo.image.thumbnailPath != photo.image.path && thumb.width == 300 && thumb.height == 300,
            "a 300x300 thumbnail is stored at its own path beside the original",
            proves: ["FR-4.1.S6", "FR-4.1.S7"])
        try expect(
            thumb.pixel(x: 0, y: 0) == [255, 0, 0] && thumb.pixel(x: 149, y: 150) == [255, 0, 0]
                && thumb.pixel(x: 150, y: 150) == [0, 0, 255] && thumb.pixel(x: 299, y: 299) == [0, 0, 255],
            "the thumbnail is the photo's centre square downscaled (red left half, blue right half, no black band)",
            proves: "FR-4.1.S6")
        let grid = try world.app.gallery(baby: baby, as: follower).items
        try expect(
            grid.map(\.photo.image.thumbnailPath) == [photo.image.thumbnailPath],
            "the gallery grid shows the photo by its generated thumbnail", proves: ["FR-4.1.AC6", "FR-4.3.S2"])
        let small = RasterImage(width: 2, height: 2) { x, y in x == y ? [10, 20, 30] : [200, 200, 200] }
        let portrait = try world.app.uploadProfilePhoto(
            UploadFile(fileName: "me.jpg", mimeType: "image/jpeg", sizeBytes: 900, raster: small), as: follower)
        let image = try require(portrait.profilePhoto, "the profile photo")
        let face = try world.app.downloadImage(image.thumbnailPath, as: owner)
        try expect(
            face.width == 300 && face.height == 300 && face.pixel(x: 0, y: 0) == [10, 20, 30]
                && face.pixel(x: 299, y: 0) == [200, 200, 200]
                && (try world.app.downloadImage(image.path, as: owner)) == small,
            "a profile photo is stored with a 300x300 thumbnail generated from its pixels", proves: "FR-1.5.S4")
        let outsider = try world.verifiedUser("Olive Stone")
        try expect(
            refusal { () throws(NonnaError) in _ = try world.app.downloadImage(photo.image.path, as: outsider) }
                == .forbidden, "a user who is not a member cannot download the baby's photos")
    }

    /// FR-4.2: captions during and after upload, up to 5 tags, suggestions from history then common categories, custom tags, filtering.
    static let captionsAndTags = NonnaRule.check(
        "FR-4.2.S1",
        covers: [
            "FR-4.2.S2", "FR-4.2.S3", "FR-4.2.S4", "FR-4.2.S5", "FR-4.2.S6", "FR-4.2.AC1", "FR-4.2.AC2", "FR-4.2.AC3",
            "FR-4.2.AC4", "FR-4.2.AC5", "FR-4.2.AC6", "PR-37",
        ],
        title:
            "an owner captions a photo on upload and edits it later (500 characters kept, 501 refused), adds a custom tag, up to 5 tags (a 6th refused), gets the tags used before suggested ahead of the common categories, and filters the gallery by tag"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let photo = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: "First scan", tags: ["ultrasound"])], as: owner)[0]
        try expect(
            photo.caption == "First scan" && world.app.photo(photo.id)?.caption == "First scan",
            "a caption given during the upload is stored with the photo", proves: ["FR-4.2.S1", "FR-4.2.AC1"])
        let edited = try world.app.updatePhoto(
            photo.id, caption: "First scan, 12 weeks", tags: ["ultrasound", "Grandmas Favourite"], as: owner)
        try expect(
            edited.caption == "First scan, 12 weeks" && world.app.photo(photo.id)?.caption == "First scan, 12 weeks",
            "an owner edits the caption after the upload", proves: ["FR-4.2.S1", "FR-4.2.AC2", "PR-37"])
        try expect(
            edited.tags == ["ultrasound", "grandmas_favourite"],
            "an owner adds a custom tag of their own, kept (normalised) with the photo",
            proves: ["FR-4.2.S5", "FR-4.2.AC5"])
        for _ in 0..<2 {
            _ = try world.app.uploadPhotos(
                baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), tags: ["grandmas_favourite"])], as: owner)
        }
        let suggested = try world.app.suggestedTags(baby, as: owner)
        try expect(
            Array(suggested.prefix(2)) == ["grandmas_favourite", "ultrasound"],
            "the suggestions start with the tags used before for the baby, most used first (A-03): \(suggested)",
            proves: ["FR-4.2.S4", "FR-4.2.AC4"])
        try expect(
            suggested.contains("nursery") && suggested.contains("bump_update")
                && Set(suggested).count == suggested.count,
            "the common categories follow in the suggestions, each once", proves: ["FR-4.2.S4", "FR-4.2.AC4"])
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), tags: ["nursery"])], as: owner)
        let filtered = try world.app.gallery(baby: baby, tag: "grandmas_favourite", as: owner).items.map(\.photo.id)
        try expect(
            filtered.count == 3 && filtered.last == photo.id
                && (try world.app.gallery(baby: baby, tag: "nursery", as: owner)).items.count == 1,
            "filtering the gallery by a tag lists exactly the photos with that tag",
            proves: ["FR-4.2.S6", "FR-4.2.AC6"])
        let longest = String(repeating: "c", count: 500)
        let full = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: longest)], as: owner)[0]
        try expect(
            full.caption == longest && world.app.photo(full.id)?.caption == longest,
            "a caption of exactly 500 characters is accepted and stored whole", proves: "FR-4.2.S2")
        let count = try world.app.gallery(baby: baby, as: owner).items.count
        let longUpload = refusal { () throws(NonnaError) in
            _ = try world.app.uploadPhotos(
                baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: longest + "c")], as: owner)
        }
        let longEdit = refusal { () throws(NonnaError) in
            _ = try world.app.updatePhoto(photo.id, caption: longest + "c", tags: nil, as: owner)
        }
        try expect(
            longUpload?.invalidField == "caption" && longEdit?.invalidField == "caption"
                && (try world.app.gallery(baby: baby, as: owner)).items.count == count
                && world.app.photo(photo.id)?.caption == "First scan, 12 weeks",
            "a 501-character caption is refused as an invalid caption, on upload and on edit, and nothing changes",
            proves: "FR-4.2.S2")
        let five = ["a1", "a2", "a3", "a4", "a5"]
        let tagged = try world.app.updatePhoto(full.id, caption: nil, tags: five, as: owner)
        try expect(
            tagged.tags == five && world.app.photo(full.id)?.tags == five,
            "an owner adds 5 tags to a photo and all 5 are kept", proves: ["FR-4.2.S3", "FR-4.2.AC3"])
        try expectError(
            NonnaError.limitExceeded(.tagsPerPhoto), "a 6th tag on the photo is refused at the 5-tag limit",
            proves: "FR-4.2.S3", "FR-4.2.AC3"
        ) { () throws(NonnaError) in
            _ = try world.app.updatePhoto(full.id, caption: nil, tags: five + ["a6"], as: owner)
        }
        try expectError(
            NonnaError.limitExceeded(.tagsPerPhoto), "an upload with 6 tags is refused at the 5-tag limit",
            proves: "FR-4.2.S3"
        ) { () throws(NonnaError) in
            _ = try world.app.uploadPhotos(
                baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), tags: five + ["a6"])], as: owner)
        }
        try expect(
            world.app.photo(full.id)?.tags == five
                && (try world.app.gallery(baby: baby, as: owner)).items.count == count,
            "after the refused 6th tag the photo keeps its 5 tags and no photo was added",
            proves: ["FR-4.2.S3", "FR-4.2.AC3"])
    }

    /// FR-4.3: newest first, 30 per page, metadata and counts, aggregated for followers.
    static let gallery = NonnaRule.check(
        "FR-4.3.S1",
        covers: [
            "FR-4.3.S3", "FR-4.3.S4", "FR-4.3.S5", "FR-4.3.S6", "FR-4.3.S7", "FR-4.3.AC3", "FR-4.3.AC4", "FR-4.3.AC5",
            "FR-4.3.AC6", "PR-38",
        ],
        title:
            "the gallery lists photos newest first in pages of 30 with caption, date, uploader, squish and comment counts; a follower of two babies sees both in one view"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        var uploaded: [Photo] = []
        for batch in 0..<4 {
            uploaded += try world.app.uploadPhotos(
                baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000), caption: "c\(batch)"), count: 10),
                as: owner)
            world.clock.advance(by: 60)
        }
        let first = try world.app.gallery(baby: baby, page: 0, as: follower)
        let second = try world.app.gallery(baby: baby, page: 1, as: follower)
        try expect(
            first.items.count == 30 && first.hasMore && second.items.count == 10 && !second.hasMore
                && Set((first.items + second.items).map(\.photo.id)) == Set(uploaded.map(\.id)),
            "40 photos come as a page of 30 that says there is more, then the last 10",
            proves: ["FR-4.3.S4", "FR-4.3.AC4", "PR-38"])
        let dates = (first.items + second.items).map(\.photo.createdAt)
        try expect(
            dates == dates.sorted(by: >) && first.items.first?.photo.caption == "c3"
                && second.items.last?.photo.caption == "c0",
            "the gallery is newest first", proves: ["FR-4.3.S1", "FR-4.3.AC3"])
        try expect(
            (first.items + second.items).allSatisfy { view in
                let row = uploaded.first { $0.id == view.photo.id }
                return view.uploaderName == "Sarah Miller" && view.photo.caption == row?.caption
                    && view.photo.createdAt == row?.createdAt
            }, "each gallery item shows its caption, upload date and uploader's name",
            proves: ["FR-4.3.S5", "FR-4.3.AC5"])
        let target = first.items[0].photo.id
        _ = try world.app.squish(target, as: follower)
        _ = try world.app.addComment(on: .photo(target), body: "Sweet", as: follower)
        _ = try world.app.addComment(on: .photo(target), body: "Lovely", as: owner)
        let counted = try world.app.gallery(baby: baby, page: 0, as: owner).items.first { $0.photo.id == target }
        try expect(
            counted?.squishCount == 1 && counted?.commentCount == 2
                && (try world.app.gallery(baby: baby, page: 0, as: owner)).items.filter { $0.photo.id != target }
                    .allSatisfy { $0.squishCount == 0 && $0.commentCount == 0 },
            "the gallery shows each photo's squish and comment counts", proves: "FR-4.3.S6")
        let full = try world.app.viewPhoto(target, as: follower)
        try expect(
            full.photo.image.path == world.app.photo(target)?.image.path
                && full.photo.image.path != full.photo.image.thumbnailPath
                && (try world.app.downloadImage(full.photo.image.path, as: follower)) == NonnaWorld.picture,
            "tapping a photo gives its full-size original, not the thumbnail", proves: "FR-4.3.S3")
        let other = try world.app.createBaby(
            BabyDraft(name: "Max", expectedBirthDate: world.clock.now.addingTimeInterval(86_400 * 50)), as: owner)
        let email = try require(world.app.account(follower)?.email)
        _ = try world.app.sendInvitations(other.profile.id, emails: [email], as: owner)
        let token = try require(world.lastEmail(to: email, .invitation)?.payload["token"])
        _ = try world.app.acceptInvitation(token: token, relationship: .grandma, as: follower)
        let max = try world.app.uploadPhotos(other.profile.id, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        let (outsider, unrelated) = try world.ownerWithBaby()
        _ = try world.app.uploadPhotos(unrelated, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: outsider)
        let aggregated = try world.app.gallery(baby: nil, as: follower).items
        try expect(
            Set(aggregated.map(\.photo.babyID)) == [baby, other.profile.id]
                && aggregated.first?.photo.id == max[0].id && aggregated.count == 30,
            "a follower of two babies sees both babies' photos, newest first, in one gallery (and no other baby's)",
            proves: ["FR-4.3.S7", "FR-4.3.AC6"])
    }

    /// FR-4.4: owners delete one or many after confirming; soft; gone at once.
    static let delete = NonnaRule.check(
        "FR-4.4.S2",
        covers: [
            "FR-4.4.S3", "FR-4.4.S4", "FR-4.4.S6", "FR-4.4.AC1", "FR-4.4.AC2", "FR-4.4.AC3", "FR-4.4.AC4", "FR-4.4.AC5",
            "PR-39",
        ],
        title:
            "an owner deletes one photo, then several, after confirming: the rows keep deleted_at and leave the gallery, the tiles and the photo view at once"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let photos = try world.app.uploadPhotos(
            baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: 4), as: owner
        ).map(\.id)
        try expectError(
            NonnaError.confirmationRequired, "deleting a photo without confirmation is refused for confirmation",
            proves: "FR-4.4.S2", "FR-4.4.AC3"
        ) { () throws(NonnaError) in _ = try world.app.deletePhotos([photos[0]], confirmed: false, as: owner) }
        try expect(
            world.app.photo(photos[0])?.status == .active,
            "the unconfirmed delete left the photo in place", proves: ["FR-4.4.S2", "FR-4.4.AC3"])
        _ = try world.app.deletePhotos([photos[0]], confirmed: true, as: owner)
        try expect(
            (try world.app.gallery(baby: baby, as: follower)).items.map(\.photo.id) == Array(photos[1...].reversed()),
            "an owner deletes a single photo and only it leaves the gallery", proves: ["PR-39", "FR-4.4.AC1"])
        _ = try world.app.deletePhotos(Array(photos[1...2]), confirmed: true, as: owner)
        try expect(
            (try world.app.gallery(baby: baby, as: follower)).items.map(\.photo.id) == [photos[3]],
            "an owner deletes two selected photos in one request", proves: ["FR-4.4.S6", "FR-4.4.AC2"])
        try expect(
            photos[0...2].allSatisfy {
                world.app.photo($0)?.deletedAt == world.clock.now && world.app.photo($0)?.status == .deleted
            }, "the deleted photos' rows are kept with deleted_at set",
            proves: ["FR-4.4.S3", "FR-4.4.AC5"])
        let tiles = try world.app.loadScreen(.home, as: follower).tiles.flatMap(\.items).map(\.rowID)
        try expect(
            !photos[0...2].contains { tiles.contains($0) }
                && photos[0...2].allSatisfy { id in
                    refusal { () throws(NonnaError) in _ = try world.app.viewPhoto(id, as: follower) } == .notFound
                },
            "deleted photos are gone at once from the tiles and the photo view of every member",
            proves: ["FR-4.4.S4", "FR-4.4.AC4"])
    }

    /// FR-4.5: squish once, un-squish, counts, uploader notified unless self, stats.
    static let squish = NonnaRule.check(
        "FR-4.5.S4",
        covers: [
            "FR-4.5.S5", "FR-4.5.S6", "FR-4.5.S7", "FR-4.5.S2", "FR-4.5.AC1", "FR-4.5.AC2", "FR-4.5.AC4", "FR-4.5.AC5",
            "FR-4.5.AC6", "FR-4.5.S1", "FR-4.5.S3", "FR-4.5.AC3", "PR-41", "PR-42", "EV-12",
        ],
        title:
            "a follower squishes a photo: the count rises at once, the uploader is notified (not when squishing their own), the follower's photos_squished_count rises; a second squish of the same photo is refused and changes nothing; un-squishing undoes both counts"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let mark = world.app.allNotifications.count
        let view = try world.app.squish(photo, as: follower)
        try expect(
            view.squishCount == 1 && view.viewerSquish == .squished
                && world.app.squishState(photo, user: follower) == .squished
                && (try world.app.viewPhoto(photo, as: owner)).squishCount == 1,
            "a follower's squish records a photo_squishes row and the count shown to everyone rises at once",
            proves: ["FR-4.5.S2", "FR-4.5.S4", "FR-4.5.AC1", "FR-4.5.AC2", "PR-41"])
        try expect(
            world.app.allNotifications.dropFirst(mark).filter { $0.type == .photoSquish }.map(\.userID) == [owner],
            "the uploader is notified of the squish", proves: ["FR-4.5.S6", "FR-4.5.AC5", "EV-12"])
        try expect(
            world.app.stats(of: follower).photosSquished == 1, "the squisher's photos_squished_count rises to 1",
            proves: ["FR-4.5.S7", "FR-4.5.AC6"])
        let squished = world.app.allNotifications.count
        let twice = refusal { () throws(NonnaError) in _ = try world.app.squish(photo, as: follower) }
        try expect(
            twice?.isConflict == true, "the same follower squishing the photo again is refused as a conflict",
            proves: ["FR-4.5.S1", "FR-4.5.S3", "FR-4.5.AC3"],
            detail: "refused with \(twice.map { "\($0)" } ?? "nothing")")
        try expect(
            (try world.app.viewPhoto(photo, as: owner)).squishCount == 1
                && world.app.stats(of: follower).photosSquished == 1
                && world.app.allNotifications.count == squished,
            "after the refused second squish the photo still counts one squish from the follower, the stat is still 1 and nobody is notified",
            proves: ["FR-4.5.S1", "FR-4.5.S3", "FR-4.5.AC3"])
        let before = world.app.allNotifications.count
        let own = try world.app.squish(photo, as: owner)
        try expect(
            own.squishCount == 2 && !world.app.allNotifications.dropFirst(before).contains { $0.type == .photoSquish },
            "an uploader squishing their own photo is counted but not notified", proves: ["FR-4.5.S6", "EV-12"])
        let undone = try world.app.unsquish(photo, as: follower)
        try expect(
            undone.squishCount == 1 && world.app.squishState(photo, user: follower) == .notSquished,
            "tapping again removes the follower's own squish and the count falls at once",
            proves: ["FR-4.5.S5", "FR-4.5.AC4", "FR-4.5.S4", "PR-42"])
        try expect(
            world.app.stats(of: follower).photosSquished == 0, "un-squishing takes the stat back to 0 (A-16)",
            proves: "FR-4.5.AC6")
    }

    /// FR-4.6 / FR-5.5: comments with details, oldest first, author edits, owners delete, notifications, stats.
    static let comments = NonnaRule.check(
        "FR-4.6.S1",
        covers: [
            "FR-4.6.S2", "FR-4.6.S3", "FR-4.6.S4", "FR-4.6.S5", "FR-4.6.S6", "FR-4.6.S7", "FR-4.6.S8", "FR-4.6.AC1",
            "FR-4.6.AC2",
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
        let face = try world.app.uploadProfilePhoto(NonnaWorld.jpeg(2000), as: a).profilePhoto?.thumbnailPath
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let mark = world.app.allNotifications.count
        let pushMark = world.app.pushes.count
        let first = try world.app.addComment(on: .photo(photo), body: "So cute", as: a)
        let firstAt = world.clock.now
        world.clock.advance(by: 5)
        let second = try world.app.addComment(on: .photo(photo), body: "Adorable", as: b)
        let listed = try world.app.listComments(on: .photo(photo), as: owner)
        try expect(
            listed.map(\.comment.body) == ["So cute", "Adorable"],
            "followers add comments to a photo and they list at once", proves: ["FR-4.6.S1", "FR-4.6.AC1", "PR-43"])
        try expect(
            listed.map(\.comment.id) == [first.comment.id, second.comment.id]
                && listed[0].comment.createdAt < listed[1].comment.createdAt,
            "comments list oldest first", proves: ["FR-4.6.S4", "FR-4.6.AC3"])
        try expect(
            listed[0].authorName == "Linda Jones" && listed[0].relationship == .grandma
                && listed[0].authorPhotoThumbnail == face && face != nil && listed[0].comment.createdAt == firstAt,
            "each comment shows the commenter's name, relationship label, profile photo and time",
            proves: ["FR-4.6.S3", "FR-4.6.AC2"])
        try expect(
            world.app.allNotifications.dropFirst(mark).filter { $0.type == .photoComment }.map(\.userID) == [
                owner, owner,
            ] && world.app.pushes.dropFirst(pushMark).filter { $0.type == .photoComment }.count == 2,
            "the uploader is notified of each comment on their photo, in-app and by push",
            proves: ["FR-4.6.S7", "FR-4.6.AC6", "EV-13"])
        let longest = String(repeating: "w", count: 500)
        let full = try world.app.addComment(on: .photo(photo), body: longest, as: b)
        try expect(
            full.comment.body == longest
                && (try world.app.listComments(on: .photo(photo), as: a)).last?.comment.body == longest,
            "a photo comment of exactly 500 characters is accepted and listed whole", proves: "FR-4.6.S2")
        let tooLong = refusal { () throws(NonnaError) in
            _ = try world.app.addComment(on: .photo(photo), body: longest + "w", as: a)
        }
        try expect(
            tooLong?.invalidField == "body"
                && (try world.app.listComments(on: .photo(photo), as: owner)).map(\.comment.id) == [
                    first.comment.id, second.comment.id, full.comment.id,
                ],
            "a 501-character photo comment is refused as an invalid body and nothing is added", proves: "FR-4.6.S2")
        _ = try world.app.deleteComment(full.comment.id, as: b)
        _ = try world.app.editComment(first.comment.id, body: "So so cute", as: a)
        try expect(
            try world.app.listComments(on: .photo(photo), as: b).first?.comment.body == "So so cute",
            "the author edits their own comment", proves: ["FR-4.6.S5", "FR-4.6.AC4", "PR-44"])
        try expectError(
            NonnaError.forbidden, "a follower is refused editing another follower's comment", proves: "PR-45"
        ) { () throws(NonnaError) in _ = try world.app.editComment(first.comment.id, body: "hijack", as: b) }
        try expectError(
            NonnaError.forbidden, "the owner is refused editing a follower's comment", proves: "PR-45"
        ) { () throws(NonnaError) in _ = try world.app.editComment(first.comment.id, body: "hijack", as: owner) }
        try expect(
            try world.app.listComments(on: .photo(photo), as: owner).first?.comment.body == "So so cute",
            "the refused edits changed nothing", proves: "PR-45")
        try expect(
            world.app.stats(of: a).commentsAdded == 1 && world.app.stats(of: b).commentsAdded == 1,
            "each commenter's comments_added_count is 1", proves: "FR-4.6.S8")
        try expectError(
            NonnaError.forbidden, "a follower is refused deleting another follower's comment", proves: "PR-47"
        ) { () throws(NonnaError) in _ = try world.app.deleteComment(first.comment.id, as: b) }
        _ = try world.app.deleteComment(second.comment.id, as: owner)
        try expect(
            try world.app.listComments(on: .photo(photo), as: owner).map(\.comment.id) == [first.comment.id],
            "the owner deletes a follower's comment on their photo",
            proves: ["FR-4.6.S6", "FR-4.6.AC5", "PR-46"])
        _ = try world.app.deleteComment(first.comment.id, as: a)
        try expect(
            try world.app.listComments(on: .photo(photo), as: owner).isEmpty,
            "a follower deletes their own comment (A-18)", proves: "PR-47")
        try expect(
            world.app.stats(of: a).commentsAdded == 0 && world.app.stats(of: b).commentsAdded == 0,
            "comments_added_count follows the deletions back to 0 (A-16)", proves: "FR-4.6.S8")
    }
}
