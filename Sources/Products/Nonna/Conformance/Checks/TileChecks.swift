import Conformance
import Foundation
import Nonna

/// Rule checks of FR-7.x and FR-11.4: tile screens by role, their order and visibility, data per tile with
/// pagination and caches invalidated by update markers, real-time scoping and batching, and the role toggle.
enum TileChecks {
    static var all: [RuleCheck] { [rendering, screens, roles, dataAndCache, scopedByPolicy, realtime, roleToggle] }

    /// A world with an owner (of one baby) who also follows another baby, each with photos, events and items.
    static func dualRole() throws -> (NonnaWorld, owner: UserID, own: BabyID, followed: BabyID, otherOwner: UserID) {
        let world = NonnaWorld()
        let (owner, own) = try world.ownerWithBaby()
        let (otherOwner, followed) = try world.ownerWithBaby()
        try follow(followed, by: otherOwner, as: owner, in: world)
        for baby in [own, followed] {
            let by = baby == own ? owner : otherOwner
            _ = try world.app.uploadPhotos(
                baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: 7), as: by)
            _ = try world.app.createEvent(
                baby, EventDraft(title: "Event", startsAt: world.clock.now.addingTimeInterval(3 * 86_400)), as: by)
        }
        return (world, owner, own, followed, otherOwner)
    }

    /// `user` accepts an invitation to `baby` sent by its owner.
    static func follow(_ baby: BabyID, by owner: UserID, as user: UserID, in world: NonnaWorld) throws {
        let email = try require(world.app.account(user)?.email)
        _ = try world.app.sendInvitations(baby, emails: [email], as: owner)
        _ = try world.app.acceptInvitation(
            token: try require(world.lastEmail(to: email, .invitation)?.payload["token"]), relationship: .aunt,
            as: user)
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
        try expect(
            first.configSource == .network, "the first launch loads the tile configuration from the server",
            proves: "FR-7.1.S2")
        let second = try world.app.loadScreen(.home, as: otherOwner)
        try expect(
            second.configSource == .cache && second.tiles.map(\.configID) == first.tiles.map(\.configID),
            "a later launch loads the same tile configuration from the local cache",
            proves: ["FR-7.1.S3", "FR-7.1.AC5"])
        let configs = Dictionary(uniqueKeysWithValues: world.app.tileConfigs.map { ($0.id, $0) })
        try expect(
            !second.tiles.isEmpty
                && second.tiles.allSatisfy {
                    configs[$0.configID]?.type == $0.type && configs[$0.configID]?.displayOrder == $0.displayOrder
                },
            "each tile on the screen is instantiated from its configuration row, of that row's type",
            proves: "FR-7.1.S4")
        let order = second.tiles.map(\.displayOrder)
        try expect(
            order == order.sorted() && Set(order).count == order.count && second.tiles.count >= 3,
            "the tiles come in display_order", proves: ["FR-7.1.S6", "FR-7.1.AC1"])
        let ownerConfigs = Set(world.app.tileConfigs.filter { $0.role == .owner && $0.screen == .home }.map(\.id))
        try expect(
            second.mode == .owner && Set(second.tiles.map(\.configID)).isSubset(of: ownerConfigs),
            "an owner sees only the owner tiles", proves: ["FR-7.1.S5", "FR-7.1.AC2", "PR-62", "PR-64"])
        _ = try world.app.setRoleMode(.follower, as: owner)
        let followerView = try world.app.loadScreen(.home, as: owner)
        let followerConfigs = Set(world.app.tileConfigs.filter { $0.role == .follower && $0.screen == .home }.map(\.id))
        try expect(
            followerView.mode == .follower && !followerView.tiles.isEmpty
                && Set(followerView.tiles.map(\.configID)).isSubset(of: followerConfigs),
            "in follower mode the user sees only the follower tiles",
            proves: ["FR-7.1.S5", "FR-7.1.AC3", "PR-63", "PR-64"])
        let hidden = try require(second.tiles.first)
        try world.app.setTileVisibility(hidden.configID, isVisible: false)
        let reloaded = try world.app.loadScreen(.home, as: otherOwner)
        try expect(
            !reloaded.tiles.contains { $0.configID == hidden.configID }
                && reloaded.tiles.count == second.tiles.count - 1 && reloaded.configSource == .network,
            "a tile set invisible is no longer rendered, the changed configuration being loaded again",
            proves: ["FR-7.1.S7", "FR-7.1.AC4", "PR-65"])
        try world.app.setTileVisibility(hidden.configID, isVisible: true)
        try expect(
            try world.app.loadScreen(.home, as: otherOwner).tiles.contains { $0.configID == hidden.configID },
            "setting it visible again shows it again", proves: "FR-7.1.S7")
    }

    /// FR-7.1 S1: every screen renders the tile_configs rows of its screen and the user's role, in display order.
    static let screens = NonnaRule.check(
        "FR-7.1.S1",
        title:
            "the home, gallery, calendar and registry screens each render exactly the visible tile_configs rows of that screen for the user's role (those with data), in display_order, in owner and in follower mode; hiding the gallery's row empties the gallery screen"
    ) {
        let (world, owner, own, followed, otherOwner) = try dualRole()
        _ = try world.app.createRegistryItem(own, RegistryItemDraft(name: "Cot"), as: owner)
        _ = try world.app.createRegistryItem(followed, RegistryItemDraft(name: "Pram"), as: otherOwner)
        _ = try world.app.setRoleMode(.follower, as: owner)
        for (user, mode) in [(otherOwner, RoleMode.owner), (owner, .follower)] {
            for screen in Screen.allCases {
                let view = try world.app.loadScreen(screen, as: user)
                let rows = world.app.tileConfigs.filter { $0.screen == screen && $0.role == mode && $0.isVisible }
                    .sorted { $0.displayOrder < $1.displayOrder }
                let withData = try rows.filter { !(try world.app.loadTile($0.id, as: user)).items.isEmpty }.map(\.id)
                try expect(
                    view.mode == mode && !withData.isEmpty && view.tiles.map(\.configID) == withData,
                    "in \(mode.rawValue) mode the \(screen.rawValue) screen renders exactly its visible tile_configs rows that have data, in display_order",
                    proves: ["FR-7.1.S1"], detail: "rendered \(view.tiles.map(\.configID)), configured \(withData)")
            }
        }
        let gallery = try require(
            world.app.tileConfigs.first { $0.screen == .gallery && $0.role == .owner }, "the gallery's tile_configs row"
        )
        try world.app.setTileVisibility(gallery.id, isVisible: false)
        try expect(
            try world.app.loadScreen(.gallery, as: otherOwner).tiles.isEmpty
                && !(try world.app.loadScreen(.home, as: otherOwner)).tiles.isEmpty,
            "with the gallery screen's only row hidden, the gallery screen renders no tile while the home screen keeps its own",
            proves: "FR-7.1.S1")
        try world.app.setTileVisibility(gallery.id, isVisible: true)
    }

    /// FR-7.2: owners get editable tiles for one baby; followers read-only tiles over every followed baby.
    static let roles = NonnaRule.check(
        "FR-7.2.S1",
        covers: ["FR-7.2.S2", "FR-7.2.S3", "FR-7.2.S4", "FR-7.2.AC1", "FR-7.2.AC2", "FR-7.2.AC3", "FR-7.2.AC4"],
        title:
            "in owner mode the tiles are editable and hold only the owned baby's data; in follower mode they are read-only and aggregate every followed baby"
    ) {
        let (world, owner, own, followed, _) = try dualRole()
        let (thirdOwner, third) = try world.ownerWithBaby()
        try follow(third, by: thirdOwner, as: owner, in: world)
        _ = try world.app.uploadPhotos(third, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: thirdOwner)
        let ownerView = try world.app.loadScreen(.home, as: owner)
        try expect(
            !ownerView.tiles.isEmpty && ownerView.tiles.allSatisfy(\.isEditable),
            "in owner mode every tile is editable", proves: ["FR-7.2.S1", "FR-7.2.AC1"])
        try expect(
            ownerView.scope == [own]
                && ownerView.tiles.allSatisfy { $0.items.allSatisfy { $0.babyID == own || $0.babyID.isEmpty } }
                && ownerView.tiles.contains { $0.type == .recentPhotos },
            "in owner mode the tiles hold only the owned baby's data", proves: ["FR-7.2.S4", "FR-7.2.AC4"])
        _ = try world.app.setRoleMode(.follower, as: owner)
        let followerView = try world.app.loadScreen(.home, as: owner)
        try expect(
            !followerView.tiles.isEmpty && followerView.tiles.allSatisfy { !$0.isEditable },
            "in follower mode every tile is read-only", proves: ["FR-7.2.S2", "FR-7.2.AC2"])
        let photos = try require(followerView.tiles.first { $0.type == .recentPhotos }, "the recent photos tile")
        try expect(
            Set(followerView.scope) == [followed, third] && Set(photos.items.map(\.babyID)) == [followed, third],
            "in follower mode the tiles aggregate the data of every followed baby (and not the owned one)",
            proves: ["FR-7.2.S3", "FR-7.2.AC3"])
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
        try expect(
            photos.items.count == 5 && photos.hasMore,
            "a tile's first load is limited to 5 of the baby's 7 photos and says there are more",
            proves: ["FR-7.3.S4", "FR-7.3.AC4"])
        let events = try require(screen.tiles.first { $0.type == .upcomingEvents }, "an upcoming events tile")
        let alone = try world.app.loadTile(events.configID, as: owner)
        try expect(
            alone.type == .upcomingEvents && alone.items == events.items,
            "a single tile loads on its own, with the same data as on the screen",
            proves: ["FR-7.3.S1", "FR-7.3.AC1"])
        let cached = try world.app.loadTile(photos.configID, as: owner)
        try expect(
            cached.source == .cache && cached.items == photos.items,
            "loading the tile again serves its data from the local cache", proves: ["FR-7.3.S3", "FR-7.3.AC3"])
        let first = try world.app.gallery(baby: own, page: 0, as: owner)
        try expect(
            first.items.count == 7 && Array(first.items.prefix(5).map(\.photo.id)) == photos.items.map(\.rowID),
            "the drill-down gallery shows every photo, the tile's five first", proves: ["FR-7.3.S5", "FR-7.3.AC6"])
        let marker = try require(world.app.updateMarker(own)).version
        let added = try world.app.uploadPhotos(own, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0]
        try expect(
            (world.app.updateMarker(own)?.version ?? 0) > marker, "the upload moves the baby's update marker")
        let fresh = try world.app.loadTile(photos.configID, as: owner)
        try expect(
            fresh.source == .network && fresh.items.first?.rowID == added.id,
            "after the owner_update_markers row moves, the cache is invalidated and the tile shows the new photo at once",
            proves: ["FR-7.4.S4", "FR-7.4.AC5", "FR-7.4.S3", "FR-7.4.AC1"])
        try expect(
            try world.app.loadTile(photos.configID, as: owner).source == .cache,
            "the refreshed data is cached again until the next change", proves: "FR-7.4.AC5")
    }

    /// FR-7.3 S2 / AC2: a tile's rows are those the access policy (the RLS of the document) lets the loading user read.
    static let scopedByPolicy = NonnaRule.check(
        "FR-7.3.AC2", covers: ["FR-7.3.S2"],
        title:
            "a follower's tiles hold rows of the two babies they follow and none of a third family's; once removed from one baby its rows leave their tiles at once, cached ones too; under a policy that hides one photo row from followers, their photo tile lacks exactly that row while the owner's shows it"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (otherOwner, other) = try world.ownerWithBaby()
        let (stranger, theirs) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        try follow(other, by: otherOwner, as: follower, in: world)
        var rowsOf: [BabyID: Set<RowID>] = [:]
        for (b, by) in [(baby, owner), (other, otherOwner), (theirs, stranger)] {
            let photos = try world.app.uploadPhotos(
                b, [PhotoUpload(file: NonnaWorld.jpeg(1000)), PhotoUpload(file: NonnaWorld.jpeg(1000))], as: by)
            let event = try world.app.createEvent(
                b, EventDraft(title: "Tea", startsAt: world.clock.now.addingTimeInterval(3 * 86_400)), as: by)
            let item = try world.app.createRegistryItem(b, RegistryItemDraft(name: "Cot"), as: by)
            rowsOf[b] = Set(photos.map(\.id) + [event.event.id, item.item.id])
        }
        let screen = try world.app.loadScreen(.home, as: follower)
        let shown = screen.tiles.flatMap(\.items)
        let content = Set(shown.map(\.rowID)).intersection(rowsOf.values.reduce(Set(), { $0.union($1) }))
        try expect(
            content == rowsOf[baby, default: []].union(rowsOf[other, default: []])
                && Set(shown.map(\.babyID).filter { !$0.isEmpty }) == [baby, other],
            "the follower's tiles show the photos, events and items of the two babies they follow and no row of the third family",
            proves: ["FR-7.3.AC2", "FR-7.3.S2"], detail: "\(content.sorted())")
        let photoTile = try require(screen.tiles.first { $0.type == .recentPhotos }, "the recent photos tile")
        let membership = try require(world.app.memberships(of: follower, on: baby).first, "the membership")
        world.clock.advance(by: 60)
        _ = try world.app.removeMember(membership.id, confirmed: true, as: owner)
        let after = try world.app.loadScreen(.home, as: follower).tiles.flatMap(\.items)
        let reloaded = try world.app.loadTile(photoTile.configID, as: follower)
        try expect(
            !after.contains { $0.babyID == baby || rowsOf[baby, default: []].contains($0.rowID) }
                && Set(reloaded.items.map(\.rowID)) == rowsOf[other, default: []].filter { world.app.photo($0) != nil },
            "right after the follower's removal from one baby, their tiles, the cached photo tile included, hold none of its rows",
            proves: ["FR-7.3.AC2", "FR-7.3.S2"])
        let hidden = HiddenRows()
        let restricted = NonnaWorld(policy: HidingPolicy(hidden: hidden))
        let (parent, child) = try restricted.ownerWithBaby()
        let reader = try restricted.follower(of: child, invitedBy: parent)
        let photos = try restricted.app.uploadPhotos(
            child, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: 3), as: parent
        ).map(\.id)
        hidden.hide(photos[1])
        let readerTile = try restricted.app.loadScreen(.home, as: reader).tiles.first { $0.type == .recentPhotos }
        let parentTile = try restricted.app.loadScreen(.home, as: parent).tiles.first { $0.type == .recentPhotos }
        try expect(
            Set(readerTile?.items.map(\.rowID) ?? []) == [photos[0], photos[2]]
                && Set(parentTile?.items.map(\.rowID) ?? []) == Set(photos),
            "with one photo row denied to followers by the policy, the follower's photo tile lacks exactly that row and the owner's shows all three",
            proves: "FR-7.3.S2")
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
        let uploads = try (0..<5).map { _ in
            try world.app.uploadPhotos(followed, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: otherOwner)[0].id
        }
        _ = try world.app.uploadPhotos(own, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        let after = Int(world.app.realtime[mark - 1].id.split(separator: "-").last ?? "0") ?? 0
        let seen = try world.app.realtimeMessages(after: after, as: otherOwner)
        try expect(
            seen.map(\.rowID) == uploads && seen.allSatisfy { $0.table == "photos" && $0.babyID == followed },
            "the other owner's channel carries each change of the photos table of their baby",
            proves: ["FR-7.4.S1", "PR-66"])
        let followerSees = try world.app.realtimeMessages(after: after, as: owner)
        try expect(
            Set(followerSees.map(\.babyID)) == [followed, own] && followerSees.count == 6,
            "a user's subscription spans exactly the babies they own or follow", proves: ["FR-7.4.S2", "PR-66"])
        try expect(
            try world.app.realtimeMessages(after: 0, as: outsider).isEmpty
                && !seen.contains { $0.babyID == own },
            "a user receives no real-time message of a baby they cannot read",
            proves: ["FR-7.4.S2", "FR-7.4.AC2"])
        let batches = try world.app.realtimeBatches(after: after, as: otherOwner)
        try expect(
            batches.count == 1 && batches[0].messageCount == 5 && batches[0].tables == ["photos"]
                && batches[0].markerVersion == seen.last?.markerVersion,
            "five rapid uploads arrive as one batch for the baby, to re-render once",
            proves: ["FR-7.4.S5", "FR-7.4.AC4"])
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
        let (world, owner, own, followed, otherOwner) = try dualRole()
        let (thirdOwner, third) = try world.ownerWithBaby()
        try follow(third, by: thirdOwner, as: owner, in: world)
        try expect(
            !(try world.app.roleModeState(as: otherOwner)).showsToggle,
            "a user with one role (owner only) gets no toggle", proves: ["FR-11.4.S1", "FR-11.4.AC1"])
        let state = try world.app.roleModeState(as: owner)
        try expect(
            state.showsToggle && Set(state.availableModes) == [.owner, .follower] && state.current == .owner,
            "a user who owns a baby and follows others is detected as dual-role and gets the toggle",
            proves: ["FR-11.4.S1", "FR-11.4.S2", "FR-11.4.AC1", "FR-7.2.S5", "PR-67"])
        let before = try world.app.loadScreen(.home, as: owner)
        _ = try world.app.setRoleMode(.follower, as: owner)
        let switched = try world.app.loadScreen(.home, as: owner)
        try expect(
            switched.mode == .follower
                && Set(switched.tiles.map(\.configID)).isDisjoint(with: before.tiles.map(\.configID))
                && switched.tiles.allSatisfy { !$0.isEditable } && before.tiles.allSatisfy(\.isEditable),
            "switching to follower mode replaces the editable owner tiles with the read-only follower tiles",
            proves: ["FR-11.4.S3", "FR-11.4.AC2", "FR-7.2.AC5"])
        _ = try world.app.setRoleMode(.follower, baby: followed, as: owner)
        let filtered = try world.app.loadScreen(.home, as: owner)
        try expect(
            filtered.scope == [followed]
                && filtered.tiles.allSatisfy { $0.items.allSatisfy { $0.babyID == followed || $0.babyID.isEmpty } },
            "follower mode filters the tiles to one selected baby", proves: ["FR-11.4.S5", "FR-11.4.AC4"])
        try expect(
            try world.app.roleModeState(as: owner).current == .follower
                && (try world.app.loadScreen(.home, as: owner)).scope == [followed],
            "the selected mode and filter persist across loads within the session",
            proves: ["FR-11.4.S4", "FR-11.4.AC3", "PR-67"])
        let email = try require(world.app.account(owner)?.email)
        _ = try world.app.login(email: email, password: "secret1")
        try expect(
            try world.app.roleModeState(as: owner).current == .owner
                && (try world.app.loadScreen(.home, as: owner)).scope == [own],
            "a new session starts again in the default owner mode", proves: "FR-11.4.S4")
    }
}

/// Photo rows a ``HidingPolicy`` denies to followers, settable once the rows exist.
final class HiddenRows: @unchecked Sendable {
    private let lock = NSLock()
    private var rows: Set<RowID> = []

    func hide(_ row: RowID) { lock.withLock { _ = rows.insert(row) } }
    func contains(_ row: RowID?) -> Bool { lock.withLock { row.map(rows.contains) ?? false } }
}

/// The standard policy, except that followers may not read the photo rows in `hidden`: a row-level rule a tile's
/// query must follow like any other read.
struct HidingPolicy: AccessPolicy {
    let hidden: HiddenRows

    func permits(_ query: AccessQuery) -> Bool {
        if query.resource == .photo, query.action == .read, query.role == .follower, hidden.contains(query.rowID) {
            return false
        }
        return StandardAccessPolicy().permits(query)
    }
}
