import Foundation

extension NonnaApp {
    /// FR-7.1 ... 7.3: builds a screen for the user's current role mode: visible configs of that role in display
    /// order, each tile fetched independently (≤ 5 items) through the access policy, cached per scope and
    /// invalidated by `owner_update_markers`. Empty tiles are omitted.
    package func loadScreen(_ screen: Screen, as user: UserID?) throws(NonnaError) -> ScreenView {
        try authorize(user, .tiles, .read, baby: nil, own: true)
        guard let user else { throw .notAuthenticated }
        let configSource: DataSource = store.tileConfigCache[user] == store.tileConfigVersion ? .cache : .network
        store.tileConfigCache[user] = store.tileConfigVersion
        let state = resolvedRoleMode(user)
        guard let mode = state.current else {
            return ScreenView(screen: screen, mode: nil, scope: [], tiles: [], configSource: configSource)
        }
        let scope = state.scope.filter { allowed(user, .babyProfile, .read, baby: $0) }
        let configs = tileConfigs.filter { $0.screen == screen && $0.role == mode && $0.isVisible }
            .sorted { $0.displayOrder < $1.displayOrder }
        var tiles: [TileView] = []
        for c in configs {
            let (items, more, source) = fetchTile(c.type, scope: scope, as: user)
            guard !items.isEmpty else { continue }
            let editable = mode == .owner && scope.allSatisfy { allowed(user, .babyProfile, .update, baby: $0) }
            tiles.append(
                TileView(
                    configID: c.id, type: c.type, displayOrder: c.displayOrder, isEditable: editable, items: items,
                    hasMore: more, source: source))
        }
        return ScreenView(screen: screen, mode: mode, scope: scope, tiles: tiles, configSource: configSource)
    }

    /// FR-7.3: fetches one tile on its own (each tile loads independently), for the user's current role mode.
    package func loadTile(_ configID: RowID, as user: UserID?) throws(NonnaError) -> TileView {
        try authorize(user, .tiles, .read, baby: nil, own: true)
        guard let user else { throw .notAuthenticated }
        guard let c = store.tileConfigs[configID], c.isVisible else { throw .notFound }
        let state = resolvedRoleMode(user)
        guard state.current == c.role else { throw .conflict("tile is for the \(c.role.rawValue) role") }
        let scope = state.scope.filter { allowed(user, .babyProfile, .read, baby: $0) }
        let (items, more, source) = fetchTile(c.type, scope: scope, as: user)
        let editable = c.role == .owner && scope.allSatisfy { allowed(user, .babyProfile, .update, baby: $0) }
        return TileView(
            configID: c.id, type: c.type, displayOrder: c.displayOrder, isEditable: editable, items: items,
            hasMore: more,
            source: source)
    }

    /// Cache-aware fetch of one tile. Only tiles whose every change bumps `owner_update_markers` are cached
    /// (photos and registry); clock-, vote-, invitation- and user-dependent tiles are always fetched.
    func fetchTile(_ type: TileType, scope: [BabyID], as user: UserID) -> ([TileItem], Bool, DataSource) {
        let cacheable: Set<TileType> = [.recentPhotos, .registryHighlights]
        let key = "\(user)|\(type.rawValue)|\(scope.joined(separator: ","))"
        let markers = Dictionary(uniqueKeysWithValues: scope.map { ($0, store.markers[$0]?.version ?? 0) })
        if cacheable.contains(type), let hit = store.tileDataCache[key], hit.markers == markers {
            return (hit.items, hit.hasMore, .cache)
        }
        let all = tileRows(type, scope: Set(scope), as: user)
        let items = Array(all.prefix(NonnaLimits.tileItemLimit))
        let more = all.count > items.count
        if cacheable.contains(type) {
            store.tileDataCache[key] = TileCacheEntry(markers: markers, items: items, hasMore: more)
        }
        return (items, more, .network)
    }

    func tileRows(_ type: TileType, scope: Set<BabyID>, as user: UserID) -> [TileItem] {
        switch type {
        case .countdown:
            return readableBabies(user).filter { scope.contains($0.id) }.map(countdownView).filter(\.isVisible).map {
                TileItem(rowID: $0.babyID, babyID: $0.babyID, title: $0.babyName, subtitle: $0.message, date: nil)
            }
        case .birthAnnouncement:
            return store.announcements.values.filter {
                scope.contains($0.babyID) && allowed(user, .birthAnnouncement, .read, baby: $0.babyID)
                    && Days.between($0.createdAt, now) <= NonnaLimits.announcementTileDays
            }.sorted { $0.createdAt > $1.createdAt }.map {
                TileItem(
                    rowID: $0.id, babyID: $0.babyID, title: "\($0.name) has arrived!", subtitle: nil, date: $0.bornAt)
            }
        case .recentPhotos:
            return visiblePhotos(as: user).filter { scope.contains($0.babyID) }.map {
                TileItem(
                    rowID: $0.id, babyID: $0.babyID, title: $0.caption ?? "", subtitle: $0.image.thumbnailPath,
                    date: $0.createdAt)
            }
        case .upcomingEvents:
            return visibleEvents(as: user).filter { scope.contains($0.babyID) && ($0.endsAt ?? $0.startsAt) >= now }.map
            {
                TileItem(rowID: $0.id, babyID: $0.babyID, title: $0.title, subtitle: $0.location, date: $0.startsAt)
            }
        case .registryHighlights:
            return visibleItems(as: user).filter { scope.contains($0.babyID) && purchaseRow($0.id) == nil }.map {
                TileItem(
                    rowID: $0.id, babyID: $0.babyID, title: $0.name, subtitle: "Priority \($0.priority)", date: nil)
            }
        case .invitations:
            return store.invitations.keys.sorted { Order.number($0) < Order.number($1) }.compactMap { id -> TileItem? in
                refreshInvitation(id)
                guard let inv = store.invitations[id], scope.contains(inv.babyID), inv.status == .pending,
                    allowed(user, invitationResource(inv.kind), .read, baby: inv.babyID)
                else { return nil }
                return TileItem(
                    rowID: id, babyID: inv.babyID, title: inv.email, subtitle: inv.status.rawValue, date: inv.expiresAt)
            }
        case .engagement:
            return scope.sorted().flatMap { b -> [TileItem] in
                guard let names = try? nameSuggestions(b, as: user) else { return [] }
                return names.map {
                    TileItem(
                        rowID: $0.suggestion.id, babyID: b, title: $0.suggestion.name,
                        subtitle: "\($0.voteCount) votes", date: nil)
                }
            }
        case .memoryLane:
            let memories = (try? memoryLane(baby: nil, as: user)) ?? []
            return memories.filter { scope.contains($0.babyID) }.map {
                TileItem(
                    rowID: $0.rowID, babyID: $0.babyID, title: $0.title, subtitle: "\($0.yearsAgo) years ago",
                    date: $0.date)
            }
        case .notifications:
            let feed = (try? notificationFeed(as: user))?.items ?? []
            // FR-7.2: tiles are scoped like the mode; account-level notices (no baby) show in either mode.
            return feed.filter { $0.readState == .unread && ($0.babyID.map(scope.contains) ?? true) }.map {
                TileItem(
                    rowID: $0.id, babyID: $0.babyID ?? "", title: $0.message, subtitle: $0.type.rawValue,
                    date: $0.createdAt)
            }
        }
    }

    /// FR-7.4: the real-time messages of the babies the user may read (subscriptions scoped by role and access),
    /// after message number `after`. A deleted baby's channel delivers only its deletion message.
    package func realtimeMessages(after: Int = 0, as user: UserID?) throws(NonnaError) -> [RealtimeMessage] {
        guard user.flatMap({ store.users[$0] }) != nil else { throw .notAuthenticated }
        return store.realtime.filter {
            Order.number($0.id) > after
                && (store.babies[$0.babyID]?.status != .deleted
                    || ($0.table == "baby_profiles" && $0.change == .delete))
                && allowed(user, .realtime, .read, baby: $0.babyID, row: $0.id)
        }
    }
}
