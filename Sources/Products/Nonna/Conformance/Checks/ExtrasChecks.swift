import Conformance
import Foundation
import Nonna

/// Rule checks of FR-11.1 to FR-11.3: the email digest, Memory Lane and storage.
enum ExtrasChecks {
    static var all: [RuleCheck] { [digest, memoryLane, storage, storageWarning] }

    /// FR-11.1: weekly or monthly digests by preference, with the summary sections, by role and followed babies; opt-out.
    static let digest = NonnaRule.check(
        "FR-11.1.S1",
        covers: [
            "FR-11.1.S5", "FR-11.1.S2", "FR-11.1.S3", "FR-11.1.S4", "FR-11.1.S6", "FR-11.1.AC1", "FR-11.1.AC2",
            "FR-11.1.AC3", "FR-11.1.AC4", "FR-11.1.AC5", "PR-83", "EV-24",
        ],
        title:
            "a weekly subscriber gets a digest after 7 days with new photos, upcoming events, registry updates and comments of followed babies only; a monthly one waits 30 days; an opted-out user gets none; owners get owner sections"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let weekly = try world.follower(of: baby, invitedBy: owner)
        let monthly = try world.follower(of: baby, invitedBy: owner)
        let out = try world.follower(of: baby, invitedBy: owner)
        let (_, unrelated) = try world.ownerWithBaby()
        for (user, frequency) in [(monthly, DigestFrequency.monthly), (out, .off)] {
            var p = try world.app.preferences(as: user)
            p.digestFrequency = frequency
            _ = try world.app.updatePreferences(p, as: user)
        }
        try expect(
            try world.app.preferences(as: monthly).digestFrequency == .monthly
                && (try world.app.preferences(as: out)).digestFrequency == .off
                && (try world.app.preferences(as: weekly)).digestFrequency == .weekly,
            "users set their digest frequency to weekly or monthly, or opt out",
            proves: ["FR-11.1.AC4", "FR-11.1.S6", "PR-83"])
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        _ = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(8 * 86_400)), as: owner)
        _ = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner)
        _ = try world.app.addComment(on: .photo(photo), body: "Nice", as: weekly)
        _ = try world.app.uploadPhotos(
            unrelated, [PhotoUpload(file: NonnaWorld.jpeg(1000))],
            as: try require(world.app.babyProfile(unrelated)?.createdBy))
        let preview = try world.app.previewDigest(as: weekly)
        let section = try require(preview.sections.first)
        try expect(
            preview.sections.map(\.babyID) == [baby] && section.role == .follower,
            "a follower's digest covers the followed baby only, not the other baby with new photos",
            proves: ["FR-11.1.S4", "FR-11.1.AC3"])
        try expect(
            section.newPhotos == 1 && section.upcomingEvents == ["Shower"] && section.registryUpdates == 1
                && section.newComments == 1,
            "the digest summarises the new photos, upcoming events, registry updates and new comments",
            proves: ["FR-11.1.S2", "FR-11.1.AC2"])
        let ownerSection = try require(try world.app.previewDigest(as: owner).sections.first)
        try expect(
            ownerSection.role == .owner && ownerSection.newFollowers == 3 && section.newFollowers == nil,
            "an owner's digest is personalised for the owner role, with the new followers a follower's does not show",
            proves: ["FR-11.1.S3", "FR-11.1.AC3"])
        world.clock.advance(days: 7)
        let sent = world.app.runDigests()
        let addresses = try [weekly, monthly, out].map { try require(world.app.account($0)?.email) }
        let first = Set(sent.map(\.to))
        try expect(
            first.contains(addresses[0]) && !first.contains(addresses[1]) && !first.contains(addresses[2]),
            "after 7 days the weekly subscriber is emailed a digest, the monthly and the opted-out ones are not",
            proves: ["FR-11.1.S1", "FR-11.1.AC1"])
        let mail = try require(sent.first { $0.to == addresses[0] }, "the weekly digest email")
        try expect(
            mail.kind == .digest && mail.payload["newPhotos"] == "1" && mail.payload["frequency"] == "weekly"
                && mail.sentAt == world.clock.now,
            "the digest is queued as an email in the outbox for the mail provider",
            proves: ["FR-11.1.S5", "EV-24"])
        world.clock.advance(days: 23)
        let second = Set(world.app.runDigests().map(\.to))
        try expect(
            second.contains(addresses[1]) && !second.contains(addresses[2]),
            "after 30 days the monthly subscriber is emailed a digest; the opted-out user never is",
            proves: ["FR-11.1.S1", "FR-11.1.AC1", "FR-11.1.AC5", "FR-11.1.S6", "EV-24"])
    }

    /// FR-11.2: on this day in earlier years, photos and events, tile on home, by role, shareable.
    static let memoryLane = NonnaRule.check(
        "FR-11.2.S1",
        covers: [
            "FR-11.2.S2", "FR-11.2.S3", "FR-11.2.S4", "FR-11.2.S5", "FR-11.2.AC1", "FR-11.2.AC2", "FR-11.2.AC3",
            "FR-11.2.AC4", "FR-11.2.AC5", "PR-84",
        ],
        title:
            "a year after a photo and an event, Memory Lane shows them (and nothing from other dates), as a home tile too; owners filter by baby, followers see every followed baby; a memory can be opened and shared"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 200)
        let second = try world.app.createBaby(
            BabyDraft(name: "Max", expectedBirthDate: world.clock.now.addingTimeInterval(250 * 86_400)), as: owner
        ).profile.id
        let follower = try world.follower(of: baby, invitedBy: owner)
        try TileChecks.follow(second, by: owner, as: follower, in: world)
        let photo = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: "Bump")], as: owner)[0].id
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Party", startsAt: world.clock.now.addingTimeInterval(3600)), as: owner
        ).event.id
        let maxPhoto = try world.app.uploadPhotos(second, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        try expect(
            !(try world.app.loadScreen(.home, as: owner)).tiles.contains { $0.type == .memoryLane },
            "without memories there is no Memory Lane tile", proves: "FR-11.2.AC3")
        world.clock.advance(days: 3)
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: "Later")], as: owner)
        world.clock.advance(days: 362)
        let memories = try world.app.memoryLane(baby: baby, as: owner)
        try expect(
            Set(memories.map(\.rowID)) == [photo, event] && memories.allSatisfy { $0.yearsAgo == 1 },
            "a year on, the owner's Memory Lane shows the photo and the event of this day, not the photo of 3 days later",
            proves: ["FR-11.2.S1", "FR-11.2.S2", "FR-11.2.AC1", "FR-11.2.AC2", "PR-84"])
        try expect(
            Set(try world.app.memoryLane(baby: second, as: owner).map(\.rowID)) == [maxPhoto],
            "an owner's Memory Lane is filtered to the baby chosen", proves: ["FR-11.2.S4", "FR-11.2.AC5"])
        try expect(
            Set(try world.app.memoryLane(baby: nil, as: follower).map(\.rowID)) == [photo, event, maxPhoto],
            "a follower's Memory Lane aggregates every followed baby", proves: ["FR-11.2.S4", "FR-11.2.AC5", "PR-84"])
        let tile = try require(
            try world.app.loadScreen(.home, as: owner).tiles.first { $0.type == .memoryLane }, "the Memory Lane tile")
        try expect(
            Set(tile.items.map(\.rowID)) == [photo, event],
            "the home screen shows a Memory Lane tile with the memories", proves: ["FR-11.2.S3", "FR-11.2.AC3"])
        try expect(
            try world.app.viewPhoto(photo, as: follower).photo.caption == "Bump"
                && (try world.app.viewEvent(event, as: follower)).event.title == "Party",
            "a memory opens to its full photo or event", proves: "FR-11.2.AC4")
        let card = try world.app.shareMemory(.photo, photo, as: follower)
        try expect(
            card.text.contains("Bump") && card.watermark == "Nonna"
                && card.imagePath == world.app.photo(photo)?.image.path,
            "a member shares a memory as a card with its photo", proves: ["FR-11.2.S5", "PR-84"])
    }

    /// FR-11.3: usage and breakdown in settings, free limit, paid tier unlimited.
    static let storage = NonnaRule.check(
        "FR-11.3.S3",
        covers: [
            "FR-11.3.S1", "FR-11.3.S2", "FR-11.3.S4", "FR-11.3.S6", "FR-11.3.AC1", "FR-11.3.AC2", "FR-11.3.AC4",
            "FR-11.3.AC5", "PR-85", "PR-86", "PR-36",
        ],
        title:
            "settings show the bytes used by photos, with videos and documents at 0; a free user fills exactly 15 GB, an upload crossing it is refused whole, and at 15 GB every upload (a photo, a profile photo) is refused; a paid user is not limited"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        _ = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(3000)), PhotoUpload(file: NonnaWorld.jpeg(2000))], as: owner)
        _ = try world.app.uploadProfilePhoto(NonnaWorld.jpeg(500), as: owner)
        let usage = try world.app.storageUsage(as: owner)
        try expect(
            usage.usedBytes == 5500 && usage.tier == .free,
            "a user's settings show the 5,500 bytes their photos use", proves: ["FR-11.3.S3", "FR-11.3.AC1", "PR-85"])
        try expect(
            usage.photoBytes == 5500 && usage.videoBytes == 0 && usage.documentBytes == 0,
            "the usage is broken down into photos, videos and documents (A-11)",
            proves: ["FR-11.3.S4", "FR-11.3.AC2"])
        let limit = try require(usage.limitBytes)
        try expect(
            limit == 15 * 1024 * 1024 * 1024, "a free-tier user's storage limit is 15 GB (16,106,127,360 bytes)",
            proves: "FR-11.3.S1")
        let chunk = Int64(10 * 1024 * 1024)
        var used = usage.usedBytes
        while used + chunk * 10 <= limit {
            _ = try world.app.uploadPhotos(
                baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(chunk)), count: 10), as: owner)
            used += chunk * 10
        }
        while limit - used > 100 {
            _ = try world.app.uploadPhotos(
                baby, [PhotoUpload(file: NonnaWorld.jpeg(min(limit - used - 100, chunk)))], as: owner)
            used += min(limit - used - 100, chunk)
        }
        let nearly = try world.app.gallery(baby: baby, as: owner).items.count
        let crossing = refusal { () throws(NonnaError) in
            _ = try world.app.uploadPhotos(
                baby, [PhotoUpload(file: NonnaWorld.jpeg(60)), PhotoUpload(file: NonnaWorld.jpeg(41))], as: owner)
        }
        try expect(
            crossing?.limit == .storageQuota && (try world.app.storageUsage(as: owner)).usedBytes == limit - 100
                && (try world.app.gallery(baby: baby, as: owner)).items.count == nearly,
            "100 bytes under 15 GB, an upload of 101 bytes is refused at the storage limit and none of its photos is stored",
            proves: ["FR-11.3.S1", "FR-11.3.S6"])
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(100))], as: owner)
        let full = try world.app.storageUsage(as: owner)
        try expect(
            full.usedBytes == limit && full.state == .full,
            "an upload bringing usage to exactly 15 GB is accepted: the free user has filled the limit",
            proves: "FR-11.3.S1")
        let count = try world.app.gallery(baby: baby, as: owner).items.count
        let refused = refusal { () throws(NonnaError) in
            _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1))], as: owner)
        }
        try expect(
            refused?.limit == .storageQuota && (try world.app.storageUsage(as: owner)).usedBytes == limit
                && (try world.app.gallery(baby: baby, as: owner)).items.count == count,
            "a free-tier user at 15 GB is refused a further upload, one byte, at the storage limit, and nothing is stored",
            proves: ["PR-36", "FR-11.3.S1", "FR-11.3.S6", "FR-11.3.AC4"])
        let face = world.app.account(owner)?.profilePhoto
        let profile = refusal { () throws(NonnaError) in
            _ = try world.app.uploadProfilePhoto(NonnaWorld.png(10), as: owner)
        }
        try expect(
            profile?.limit == .storageQuota && world.app.account(owner)?.profilePhoto == face
                && (try world.app.storageUsage(as: owner)).usedBytes == limit,
            "at 15 GB a new profile photo is refused at the storage limit too, and the old one stays",
            proves: ["FR-11.3.S6", "FR-11.3.AC4"])
        world.app.setStorageTier(.paid, for: owner)
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(chunk))], as: owner)
        let paid = try world.app.storageUsage(as: owner)
        try expect(
            paid.limitBytes == nil && paid.usedBytes == limit + chunk,
            "a paid-tier user has no limit and uploads beyond 15 GB",
            proves: ["FR-11.3.S2", "FR-11.3.AC5", "PR-86"])
    }

    /// FR-11.3 S5 / AC3, EV-23: the warning at 90%, probed a byte below, at and above the threshold through uploads.
    static let storageWarning = NonnaRule.observing(
        "FR-11.3.S5", covers: ["FR-11.3.AC3", "EV-23", "RULE-STORAGE-WARNING"],
        title:
            "a free user whose uploads bring usage to one byte under 90% of the limit gets no warning; the upload reaching exactly 90% brings one in-app warning, the next upload above it no second one; a user jumping from under to over 90% in one upload is warned too"
    ) { context in
        let percent = Int64(try context.limitValue("N-51", in: "percent"))
        let chunk = Int64(10 * 1024 * 1024)
        func fill(_ world: NonnaWorld, _ baby: BabyID, _ owner: UserID, to target: Int64) throws {
            var used = try world.app.storageUsage(as: owner).usedBytes
            while used < target {
                let n = Int(min(9, (target - used) / chunk))
                let batch =
                    Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(chunk)), count: n)
                    + [PhotoUpload(file: NonnaWorld.jpeg(min(chunk, target - used - Int64(n) * chunk)))]
                _ = try world.app.uploadPhotos(baby, batch.filter { $0.file.sizeBytes > 0 }, as: owner)
                used = try world.app.storageUsage(as: owner).usedBytes
            }
        }
        func warnings(_ world: NonnaWorld, _ user: UserID) throws -> [InAppNotification] {
            try world.app.notificationFeed(as: user).items.filter { $0.type == .storageWarning }
        }
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let limit = try require(try world.app.storageUsage(as: owner).limitBytes)
        let threshold = (limit * percent + 99) / 100
        try fill(world, baby, owner, to: threshold - 1)
        try expect(
            try warnings(world, owner).isEmpty && (try world.app.storageUsage(as: owner)).state == .normal,
            "at one byte under 90% of the limit the user has no warning",
            proves: ["FR-11.3.S5", "FR-11.3.AC3", "RULE-STORAGE-WARNING"])
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1))], as: owner)
        let at = try warnings(world, owner)
        try expect(
            at.count == 1 && at.first?.target == .storage && (try world.app.storageUsage(as: owner)).state == .warning
                && !world.app.pushes.contains { $0.type == .storageWarning },
            "the upload reaching exactly 90% brings the user one in-app storage warning, and no push",
            proves: ["FR-11.3.S5", "FR-11.3.AC3", "EV-23", "RULE-STORAGE-WARNING"])
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1))], as: owner)
        try expect(
            try warnings(world, owner).count == 1 && (try world.app.storageUsage(as: owner)).state == .warning,
            "a further upload above 90% does not warn again", proves: ["FR-11.3.S5", "RULE-STORAGE-WARNING"])
        let other = NonnaWorld()
        let (jumper, theirs) = try other.ownerWithBaby()
        try fill(other, theirs, jumper, to: threshold - 10)
        try expect(try warnings(other, jumper).isEmpty, "10 bytes under 90% there is no warning yet")
        _ = try other.app.uploadPhotos(theirs, [PhotoUpload(file: NonnaWorld.jpeg(20))], as: jumper)
        try expect(
            try warnings(other, jumper).count == 1,
            "an upload taking usage from under to over 90% in one step brings the warning",
            proves: ["FR-11.3.S5", "FR-11.3.AC3", "EV-23"])
    }
}
