import Conformance
import Foundation
import Nonna

/// Rule checks of what soft deletion keeps and for how long, what a stored invitation reveals, where profile photos
/// show, and the empty tile screens of a new profile.
enum RetentionChecks {
    static var all: [RuleCheck] { [retention, storedInvitation, profilePhotoShown, emptyTiles] }

    /// FR-2.3 S4, FR-4.4 S5, FR-5.3 S5, FR-6.3 S5: soft-deleted data is kept 7 years, then purged by the retention job.
    static let retention = NonnaRule.observing(
        "FR-4.4.S5", covers: ["FR-2.3.S4", "FR-5.3.S5", "FR-6.3.S5", "RULE-RETENTION"],
        title:
            "a deleted baby profile, photo, event and registry item survive the retention job for the retention period (RULE-RETENTION) less a day and are purged at its end; live data is never purged"
    ) { context in
        let period = Double(try context.int("RULE-RETENTION", "retentionDays")) * 86_400
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (other, gone) = try world.ownerWithBaby()
        let photos = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(1000)), PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner
        ).map(\.id)
        let photo = try require(world.app.photo(photos[0]))
        let event = try world.app.createEvent(
            baby, EventDraft(title: "E", startsAt: world.clock.now.addingTimeInterval(86_400)), as: owner
        ).event.id
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        _ = try world.app.deletePhotos([photos[0]], confirmed: true, as: owner)
        _ = try world.app.deleteEvent(event, confirmed: true, as: owner)
        _ = try world.app.deleteRegistryItem(item, confirmed: true, as: owner)
        _ = try world.app.deleteBaby(gone, confirmed: true, as: other)
        world.clock.advance(by: period - 86_400)
        _ = world.app.purgeExpiredRetention()
        try expect(
            world.app.photo(photos[0])?.image == photo.image && world.app.photo(photos[0])?.caption == photo.caption,
            "a deleted photo's file and metadata are still kept a day before the retention period ends",
            proves: ["FR-4.4.S5", "RULE-RETENTION"])
        try expect(
            world.app.event(event)?.title == "E", "a deleted event is still kept a day before the period ends",
            proves: ["FR-5.3.S5", "RULE-RETENTION"])
        try expect(
            world.app.registryItem(item)?.name == "Cot", "a deleted registry item is still kept a day before the end",
            proves: ["FR-6.3.S5", "RULE-RETENTION"])
        try expect(
            world.app.babyProfile(gone)?.name == "Lily", "a deleted baby profile is still kept a day before the end",
            proves: ["FR-2.3.S4", "RULE-RETENTION"])
        world.clock.advance(by: 86_400)
        _ = world.app.purgeExpiredRetention()
        try expect(
            world.app.photo(photos[0]) == nil && world.app.event(event) == nil && world.app.registryItem(item) == nil
                && world.app.babyProfile(gone) == nil,
            "at the end of the retention period the deleted rows are purged", proves: "RULE-RETENTION")
        try expect(
            world.app.photo(photos[1]) != nil && world.app.babyProfile(baby) != nil,
            "live rows are never purged", proves: "RULE-RETENTION")
    }

    /// FR-3.1 AC4: the invitation row stores a salted SHA-256 digest of the token, never the token.
    static let storedInvitation = NonnaRule.check(
        "FR-3.1.AC4",
        title:
            "the stored invitation row keeps a 64-hex-digit hash and a per-row salt of the token, never the token; two invitations get different salts; the token still opens its invitation"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (_, token) = try world.invite(to: baby, by: owner)
        let (_, second) = try world.invite(to: baby, by: owner)
        let ids = try world.app.listInvitations(baby, as: owner).map(\.id)
        let rows = try ids.map { try require(world.app.storedInvitationRow($0), "the stored row of \($0)") }
        let hex = Set("0123456789abcdef")
        try expect(
            rows.count == 2
                && rows.allSatisfy { row in
                    let hash = row["token_hash"] ?? ""
                    return hash.count == 64 && hash.allSatisfy(hex.contains) && (row["token_salt"] ?? "").count >= 16
                },
            "each stored invitation row keeps a 256-bit hash (64 hex digits) of its token and a salt of 128 bits",
            proves: "FR-3.1.AC4")
        try expect(
            rows.allSatisfy { row in row.values.allSatisfy { !$0.contains(token) && !$0.contains(second) } }
                && (try world.app.listInvitations(baby, as: owner)).allSatisfy {
                    !String(describing: $0).contains(token) && !String(describing: $0).contains(second)
                }, "no column of the stored rows, and nothing the dashboard reads, contains a token",
            proves: "FR-3.1.AC4")
        try expect(
            rows[0]["token_salt"] != rows[1]["token_salt"] && rows[0]["token_hash"] != rows[1]["token_hash"],
            "each invitation has its own salt", proves: "FR-3.1.AC4")
        let invitee = try world.verifiedUser("Linda Jones")
        let membership = try world.app.acceptInvitation(token: token, relationship: .grandma, as: invitee)
        try expect(
            membership.babyID == baby && world.app.invitation(ids[0])?.status == .accepted
                && world.app.invitation(ids[1])?.status == .pending,
            "the emailed token, checked against its hash, opens exactly its own invitation", proves: "FR-3.1.AC4")
    }

    /// FR-1.5 S5, AC3: the profile photo's thumbnail shows with the user's comments and in the activity feed.
    static let profilePhotoShown = NonnaRule.check(
        "FR-1.5.S5", covers: ["FR-1.5.AC3"],
        title:
            "after a follower uploads a profile photo, their comments, the owner's member list of them and their public profile carry its thumbnail"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        _ = try world.app.addComment(on: .photo(photo), body: "Hi", as: follower)
        let account = try world.app.uploadProfilePhoto(NonnaWorld.jpeg(2000), as: follower)
        let thumbnail = try require(account.profilePhoto?.thumbnailPath)
        try expect(
            try world.app.listComments(on: .photo(photo), as: owner).first?.authorPhotoThumbnail == thumbnail,
            "the follower's comment shows their new profile photo", proves: ["FR-1.5.S5", "FR-1.5.AC3"])
        try expect(
            try world.app.userProfile(follower, as: owner).photoThumbnail == thumbnail
                && (try world.app.downloadImage(thumbnail, as: owner)).width == 300,
            "the follower's profile, as others see it, shows the profile photo's thumbnail",
            proves: "FR-1.5.AC3")
    }

    /// FR-2.1 S7, AC5: a new profile's owner screens load at once, scoped to it, with their tiles there and empty.
    static let emptyTiles = NonnaRule.check(
        "FR-2.1.S7", covers: ["FR-2.1.AC5"],
        title:
            "right after creating a profile, each owner screen has its configured tiles, each of which loads in owner mode scoped to the new baby with no content; the first photo then shows in its tile"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 90)
        for screen in Screen.allCases {
            let view = try world.app.loadScreen(screen, as: owner)
            try expect(
                view.mode == .owner && view.scope == [baby], "the \(screen.rawValue) screen is scoped to the new baby",
                proves: ["FR-2.1.S7", "FR-2.1.AC5"])
            let configs = world.app.tileConfigs.filter { $0.screen == screen && $0.role == .owner && $0.isVisible }
            try expect(
                !configs.isEmpty, "the \(screen.rawValue) screen has tiles configured for its owner",
                proves: ["FR-2.1.S7", "FR-2.1.AC5"])
            for config in configs {
                let tile = try world.app.loadTile(config.id, as: owner)
                try expect(
                    tile.type == config.type && tile.items.isEmpty && !tile.hasMore && tile.isEditable,
                    "the \(screen.rawValue) screen's \(config.type.rawValue) tile loads for the new baby, editable and empty",
                    proves: ["FR-2.1.S7", "FR-2.1.AC5"])
            }
        }
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let gallery = try require(
            world.app.tileConfigs.first { $0.screen == .gallery && $0.role == .owner }, "the gallery tile")
        try expect(
            try world.app.loadTile(gallery.id, as: owner).items.map(\.rowID) == [photo],
            "the baby's first photo fills its empty gallery tile", proves: "FR-2.1.S7")
    }
}
