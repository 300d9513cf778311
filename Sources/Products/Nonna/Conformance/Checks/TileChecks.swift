import Conformance
import Foundation
import Nonna

/// Rule checks of FR-7.x and FR-11.4: tile screens by role, their order and visibility, data per tile with
/// pagination and caches invalidated by update markers, real-time scoping and batching, and the role toggle.
enum TileChecks {
    static var all: [RuleCheck] { [rendering, roles, dataAndCache, realtime, roleToggle] }

    /// A world with an owner (of one baby) who also follows another baby, each with photos, events and items.
    static func dualRole() throws -> (NonnaWorld, owner: UserID, own: BabyID, followed: BabyID, otherOwner: UserID) {
        let world = NonnaWorld()
        let (owner, own) = try world.ownerWithBaby()
        let (otherOwner, followed) = try world.ownerWithBaby()
        let email = world.app.account(owner)?.email ?? ""
        _ = try world.app.sendInvitations(followed, emails: [email], as: otherOwner)
        _ = try world.app.acceptInvitation(
            token: try require(world.lastEmail(to: email, .invitation)?.payload["token"]), relationship: .aunt,
            as: owner)
        for baby in [own, followed] {
            let by = baby == own ? owner : otherOwner
            _ = try world.app.uploadPhotos(
                baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: 7), as: by)
            _ = try world.app.createEvent(
                baby, EventDraft(title: "Event", startsAt: world.clock.now.addingTimeInterval(3 * 86_400)), as: by)
        }
        return (world, owner, own, followed, otherOwner)
    }

    /// FR-7.1: configurations load, ordered by display_order, by role, hidden ones skipped, cached on later launches.
    static let rendering = NonnaRule.check(
        "FR-7.1.S2",
        covers: [
            "FR-7.1.S3", "FR-7.1.S4", "FR-7.1.S5", "FR-7.1.S6", "FR-7.1.S7", "FR-7.1.AC1", "FR-7.1.AC2", "FR-7.1.AC3",
            "FR-7.1.AC4", "FR-7.1.AC5", "PR-62", "PR-63", "PR-64", "PR-65",
        ],
        title:
            "the home screen loads its tile configuration from the server on first launch and from the cache after; tiles come in display_order, only those of the current role, and a tile set invisible disappears"
    ) {
        let (world, owner, _, _, otherOwner) = try dualRole()
        let first = try world.app.loadScreen(.home, as: otherOwner)
        try expect(first.configSource == .network, "the first launch did not load the configuration from the server")
        let second = try world.app.loadScreen(.home, as: otherOwner)
        try expect(second.configSource == .cache, "a later launch did not use the cached configuration")
        let order = second.tiles.map(\.displayOrder)
        try expect(order == order.sorted() && !order.isEmpty, "tiles are not in display_order")
        let ownerTypes = Set(world.app.tileConfigs.filter { $0.role == .owner && $0.screen == .home }.map(\.type))
        try expect(
            second.mode == .owner && Set(second.tiles.map(\.type)).isSubset(of: ownerTypes),
            "an owner sees tiles of another role")
        _ = try world.app.setRoleMode(.follower, as: owner)
        let followerView = try world.app.loadScreen(.home, as: owner)
        let followerTypes = Set(world.app.tileConfigs.filter { $0.role == .follower && $0.screen == .home }.map(\.type))
        try expect(
            Set(followerView.tiles.map(\.type)).isSubset(of: followerTypes), "a follower sees tiles of another role")
        let hidden = try require(second.tiles.first)
        try world.app.setTileVisibility(hidden.configID, isVisible: false)
        try expect(
            !(try world.app.loadScreen(.home, as: otherOwner)).tiles.contains { $0.configID == hidden.configID },
            "a hidden tile rendered")
    }

    /// FR-7.2: owners get editable tiles for one baby; followers read-only tiles over every followed baby.
    static let roles = NonnaRule.check(
        "FR-7.2.S1",
        covers: ["FR-7.2.S2", "FR-7.2.S3", "FR-7.2.S4", "FR-7.2.AC1", "FR-7.2.AC2", "FR-7.2.AC3", "FR-7.2.AC4"],
        title:
            "in owner mode the tiles are editable and hold only the owned baby's data; in follower mode they are read-only and aggregate every followed baby"
    ) {
        let (world, owner, own, followed, _) = try dualRole()
        let ownerView = try world.app.loadScreen(.home, as: owner)
        try expect(ownerView.scope == [own], "the owner view is scoped to \(ownerView.scope)")
        for tile in ownerView.tiles {
            try expect(tile.isEditable, "owner tile \(tile.type) is read-only")
            try expect(
                tile.items.allSatisfy { $0.babyID == own || $0.babyID.isEmpty },
                "owner tile \(tile.type) shows another baby's data")
        }
        _ = try world.app.setRoleMode(.follower, as: owner)
        let followerView = try world.app.loadScreen(.home, as: owner)
        try expect(
            followerView.tiles.allSatisfy { !$0.isEditable } && followerView.scope == [followed],
            "follower tiles are editable or wrongly scoped")
    }

    /// FR-7.3 / FR-7.4: one fetch per tile, limited with more to drill into; tile data cached until the baby's update marker moves.
    static let dataAndCache = NonnaRule.check(
        "FR-7.3.S1",
        covers: [
            "FR-7.4.AC1", "FR-7.4.S3", "FR-7.3.S3", "FR-7.3.S4", "FR-7.3.S5", "FR-7.3.AC1", "FR-7.3.AC3", "FR-7.3.AC4",
            "FR-7.3.AC6", "FR-7.4.S4", "FR-7.4.AC5",
        ],
        title:
            "each tile loads on its own with at most 5 items and says there are more (the drill-down gallery pages on); a second load comes from the cache until a new photo moves the update marker"
    ) {
        let (world, _, own, _, _) = try dualRole()
        let owner = try require(world.app.babyProfile(own)?.createdBy)
        let screen = try world.app.loadScreen(.home, as: owner)
        let photos = try require(screen.tiles.first { $0.type == .recentPhotos }, "a recent photos tile")
        try expect(photos.items.count == 5 && photos.hasMore, "the tile is not limited to 5 with more")
        let alone = try world.app.loadTile(photos.configID, as: owner)
        try expect(alone.source == .cache && alone.items == photos.items, "a second load did not come from the cache")
        try expect(
            try world.app.gallery(baby: own, page: 0, as: owner).items.count == 7,
            "the drill-down does not show every photo")
        _ = try world.app.uploadPhotos(own, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        let fresh = try world.app.loadTile(photos.configID, as: owner)
        try expect(
            fresh.source == .network && fresh.items.first?.rowID != photos.items.first?.rowID,
            "the cache was not invalidated by the update marker")
    }

    /// FR-7.4: real-time messages reach members only, and rapid changes come as one batch per baby.
    static let realtime = NonnaRule.check(
        "FR-7.4.S1", covers: ["FR-7.4.S2", "FR-7.4.AC2", "FR-7.4.AC4", "FR-7.4.S5", "PR-66"],
        title:
            "a follower's real-time channel carries the followed baby's changes and nothing of other babies; five quick uploads arrive as one batch"
    ) {
        let (world, owner, own, followed, otherOwner) = try dualRole()
        let outsider = try world.verifiedUser("Olive Stone")
        let mark = world.app.realtime.count
        for _ in 0..<5 {
            _ = try world.app.uploadPhotos(followed, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: otherOwner)
        }
        _ = try world.app.uploadPhotos(own, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        let after = Int(world.app.realtime[mark - 1].id.split(separator: "-").last ?? "0") ?? 0
        let seen = try world.app.realtimeMessages(after: after, as: otherOwner)
        try expect(
            !seen.isEmpty && seen.allSatisfy { $0.babyID == followed }, "the other owner saw another baby's changes")
        try expect(
            try world.app.realtimeMessages(after: 0, as: outsider).isEmpty, "a non-member received real-time messages")
        let batches = try world.app.realtimeBatches(after: after, as: otherOwner)
        try expect(
            batches.count == 1 && batches[0].messageCount >= 5,
            "rapid updates were not batched: \(batches.map(\.messageCount))")
    }

    /// FR-11.4 / FR-7.2 S5: the toggle shows for dual-role users only, switches tiles, persists, filters by baby.
    static let roleToggle = NonnaRule.check(
        "FR-11.4.S1",
        covers: [
            "FR-11.4.S2", "FR-11.4.S3", "FR-11.4.S4", "FR-11.4.S5", "FR-11.4.AC1", "FR-11.4.AC2", "FR-11.4.AC3",
            "FR-11.4.AC4", "FR-7.2.S5", "FR-7.2.AC5", "PR-67",
        ],
        title:
            "only a user who owns one baby and follows another sees the toggle; switching changes the tiles, the choice persists for the session, and follower mode can filter to one baby"
    ) {
        let (world, owner, _, followed, otherOwner) = try dualRole()
        try expect(!(try world.app.roleModeState(as: otherOwner)).showsToggle, "a single-role user sees the toggle")
        let state = try world.app.roleModeState(as: owner)
        try expect(
            state.showsToggle && Set(state.availableModes) == [.owner, .follower], "the dual-role user has no toggle")
        let before = try world.app.loadScreen(.home, as: owner).tiles.map(\.configID)
        _ = try world.app.setRoleMode(.follower, baby: followed, as: owner)
        let after = try world.app.loadScreen(.home, as: owner)
        try expect(
            after.tiles.map(\.configID) != before && after.mode == .follower && after.scope == [followed],
            "switching did not change the tiles or the filter")
        try expect(try world.app.roleModeState(as: owner).current == .follower, "the choice did not persist")
    }
}
