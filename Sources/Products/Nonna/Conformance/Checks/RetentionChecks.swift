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
            "a deleted photo, event and registry item survive the retention job for the retention period (RULE-RETENTION) less a day and are purged at its end; a live photo is never purged"
    ) { context in
        let period = Double(try context.int("RULE-RETENTION", "retentionDays")) * 86_400
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let photos = try world.app.uploadPhotos(
            baby, [PhotoUpload(file: NonnaWorld.jpeg(1000)), PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner
        ).map(\.id)
        let event = try world.app.createEvent(
            baby, EventDraft(title: "E", startsAt: world.clock.now.addingTimeInterval(86_400)), as: owner
        ).event.id
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        _ = try world.app.deletePhotos([photos[0]], confirmed: true, as: owner)
        _ = try world.app.deleteEvent(event, confirmed: true, as: owner)
        _ = try world.app.deleteRegistryItem(item, confirmed: true, as: owner)
        world.clock.advance(by: period - 86_400)
        _ = world.app.purgeExpiredRetention()
        try expect(
            world.app.photo(photos[0]) != nil && world.app.event(event) != nil && world.app.registryItem(item) != nil,
            "data was purged before 7 years")
        world.clock.advance(by: 86_400)
        _ = world.app.purgeExpiredRetention()
        try expect(
            world.app.photo(photos[0]) == nil && world.app.event(event) == nil && world.app.registryItem(item) == nil,
            "data was not purged at 7 years")
        try expect(world.app.photo(photos[1]) != nil, "a live photo was purged")
    }

    /// FR-3.1 AC4: the invitation row an owner (or any reader of the table) gets never carries the token.
    static let storedInvitation = NonnaRule.check(
        "FR-3.1.AC4", title: "the stored invitation row, as the dashboard reads it, does not contain the emailed token"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (_, token) = try world.invite(to: baby, by: owner)
        let rows = try world.app.listInvitations(baby, as: owner)
        try expect(
            !rows.isEmpty && rows.allSatisfy { !String(describing: $0).contains(token) },
            "the token is readable from the invitation row")
    }

    /// FR-1.5 S5, AC3: the profile photo's thumbnail shows with the user's comments.
    static let profilePhotoShown = NonnaRule.check(
        "FR-1.5.S5", covers: ["FR-1.5.AC3"],
        title: "after a follower uploads a profile photo, their comments carry its thumbnail"
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
            "the comment does not show the profile photo")
    }

    /// FR-2.1 S7, AC5: a new profile's owner screens load at once, scoped to it, with no content yet.
    static let emptyTiles = NonnaRule.check(
        "FR-2.1.S7", covers: ["FR-2.1.AC5"],
        title:
            "right after creating a profile, its owner's home, gallery, calendar and registry screens load in owner mode scoped to the new baby, with no content"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 90)
        for screen in Screen.allCases {
            let view = try world.app.loadScreen(screen, as: owner)
            try expect(view.mode == .owner && view.scope == [baby], "\(screen) is not scoped to the new baby")
            try expect(view.tiles.allSatisfy { $0.items.isEmpty }, "\(screen) shows content of an empty profile")
        }
    }
}
