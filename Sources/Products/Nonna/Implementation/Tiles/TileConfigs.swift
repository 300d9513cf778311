import Foundation

extension NonnaApp {
    /// Seeds `tile_configs`: the home screen per role, and one tile per drill-down screen.
    ///
    /// Assumption: the FRS names the tables but not their rows; this seed is the backend's default layout.
    func seedTileConfigs() {
        let home: [(TileType, RoleMode)] =
            [
                .countdown, .birthAnnouncement, .recentPhotos, .upcomingEvents, .registryHighlights, .invitations,
                .engagement,
                .memoryLane, .notifications,
            ].map { ($0, .owner) }
            + [
                .countdown, .birthAnnouncement, .recentPhotos, .upcomingEvents, .registryHighlights, .engagement,
                .memoryLane,
                .notifications,
            ].map { ($0, .follower) }
        var order: [RoleMode: Int] = [:]
        for (type, role) in home {
            order[role, default: 0] += 1
            addTileConfig(.home, type, role, order[role] ?? 0)
        }
        for role in RoleMode.allCases {
            addTileConfig(.gallery, .recentPhotos, role, 1)
            addTileConfig(.calendar, .upcomingEvents, role, 1)
            addTileConfig(.registry, .registryHighlights, role, 1)
        }
    }

    private func addTileConfig(_ screen: Screen, _ type: TileType, _ role: RoleMode, _ order: Int) {
        let c = TileConfig(
            id: ids.next("tile"), screen: screen, type: type, role: role, displayOrder: order, isVisible: true)
        store.tileConfigs[c.id] = c
    }

    /// Every tile config row, for checkers and the admin console.
    package var tileConfigs: [TileConfig] {
        store.tileConfigs.values.sorted { Order.number($0.id) < Order.number($1.id) }
    }

    /// FR-7.1: shows or hides a tile (admin operation); clients reload configs on their next launch.
    package func setTileVisibility(_ configID: RowID, isVisible: Bool) throws(NonnaError) {
        guard store.tileConfigs[configID] != nil else { throw .notFound }
        store.tileConfigs[configID]?.isVisible = isVisible
        store.tileConfigVersion += 1
    }

    /// SM-25: whether the user's tile configs are cached and current.
    package func tileConfigCacheState(_ user: UserID) -> DataSource? {
        guard let v = store.tileConfigCache[user] else { return nil }
        return v == store.tileConfigVersion ? .cache : .network
    }
}
