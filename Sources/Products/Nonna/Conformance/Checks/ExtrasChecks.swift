import Conformance
import Foundation
import Nonna

/// Rule checks of FR-11.1 to FR-11.3: the email digest, Memory Lane and storage.
enum ExtrasChecks {
    static var all: [RuleCheck] { [digest, memoryLane, storage] }

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
            "the follower's digest covers \(preview.sections.map(\.babyID))")
        try expect(
            section.newPhotos == 1 && section.upcomingEvents == ["Shower"] && section.registryUpdates == 1
                && section.newComments == 1, "the summary is wrong: \(section)")
        try expect(
            try world.app.previewDigest(as: owner).sections.first?.role == .owner,
            "the owner's digest is not personalised")
        world.clock.advance(days: 7)
        let first = Set(world.app.runDigests().map(\.to))
        let addresses = [weekly, monthly, out].map { world.app.account($0)?.email ?? "" }
        try expect(
            first.contains(addresses[0]) && !first.contains(addresses[1]) && !first.contains(addresses[2]),
            "week 1 digests went to \(first)")
        world.clock.advance(days: 23)
        let second = Set(world.app.runDigests().map(\.to))
        try expect(
            second.contains(addresses[1]) && !second.contains(addresses[2]),
            "the monthly digest was not sent, or the opted-out user got one")
    }

    /// FR-11.2: on this day in earlier years, photos and events, tile on home, by role, shareable.
    static let memoryLane = NonnaRule.check(
        "FR-11.2.S1",
        covers: [
            "FR-11.2.S2", "FR-11.2.S3", "FR-11.2.S4", "FR-11.2.S5", "FR-11.2.AC1", "FR-11.2.AC2", "FR-11.2.AC3",
            "FR-11.2.AC4", "FR-11.2.AC5", "PR-84",
        ],
        title:
            "a year after a photo and an event, Memory Lane shows them (and nothing from other dates), as a home tile too; owners filter by baby, followers see every followed baby; a memory can be shared"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 200)
        let follower = try world.follower(of: baby, invitedBy: owner)
        let photo = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: "Bump")], as: owner)[0].id
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Party", startsAt: world.clock.now.addingTimeInterval(3600)), as: owner
        ).event.id
        world.clock.advance(days: 3)
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: "Later")], as: owner)
        world.clock.advance(days: 362)
        let memories = try world.app.memoryLane(baby: baby, as: owner)
        try expect(
            Set(memories.map(\.rowID)) == [photo, event] && memories.allSatisfy { $0.yearsAgo == 1 },
            "memories are \(memories.map(\.title))")
        try expect(
            Set(try world.app.memoryLane(baby: nil, as: follower).map(\.rowID)) == [photo, event],
            "the follower's aggregated memories differ")
        try expect(
            try world.app.loadScreen(.home, as: owner).tiles.contains { $0.type == .memoryLane },
            "no Memory Lane tile on the home screen")
        let card = try world.app.shareMemory(.photo, photo, as: follower)
        try expect(card.text.contains("Bump") && card.watermark == "Nonna", "the memory cannot be shared")
    }

    /// FR-11.3: usage and breakdown in settings, paid tier unlimited.
    static let storage = NonnaRule.check(
        "FR-11.3.S3",
        covers: [
            "FR-11.3.S2", "FR-11.3.S4", "FR-11.3.AC1", "FR-11.3.AC2", "FR-11.3.AC5", "PR-85", "PR-86", "PR-36", "EV-23",
        ],
        title:
            "settings show the bytes used by photos, with videos and documents at 0; at 90% a warning notice arrives; a free user is refused past 15 GB, a paid user is not"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        _ = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(3000)), PhotoUpload(file: NonnaWorld.jpeg(2000))], as: owner)
        let usage = try world.app.storageUsage(as: owner)
        try expect(
            usage.usedBytes == 5000 && usage.photoBytes == 5000 && usage.videoBytes == 0 && usage.documentBytes == 0,
            "usage is \(usage)")
        let limit = try require(usage.limitBytes)
        let chunk = Int64(10 * 1024 * 1024)
        var used = usage.usedBytes
        while used + chunk * 10 <= limit * 95 / 100 {
            _ = try world.app.uploadPhotos(
                baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(chunk)), count: 10), as: owner)
            used += chunk * 10
        }
        try expect(
            world.app.allNotifications.contains { $0.userID == owner && $0.type == .storageWarning },
            "no warning notice at 90%")
        while used + chunk <= limit {
            _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(chunk))], as: owner)
            used += chunk
        }
        try expect(
            caught { () throws(NonnaError) in
                _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(chunk))], as: owner)
            } != nil, "a free user uploaded past 15 GB")
        world.app.setStorageTier(.paid, for: owner)
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(chunk))], as: owner)
        try expect(try world.app.storageUsage(as: owner).limitBytes == nil, "a paid user still has a limit")
    }
}
