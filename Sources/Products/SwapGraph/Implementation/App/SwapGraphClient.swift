import Foundation

/// The client facade: store, router, session, connectivity and analytics wired together, so a journey can be
/// driven end to end (SC-UX-05 feed → detail → accept → history; SC-UX-06 deep link through re-auth).
package struct SwapGraphClient {
    /// Client state.
    package var store = ClientStore()
    /// Funnel analytics.
    package var analytics: AnalyticsEmitter
    /// The current route.
    package private(set) var route: Route = .feed
    /// The route before the current one (settings overlay back target).
    package private(set) var previousRoute: Route?
    /// Every route shown, in order.
    package private(set) var routeLog: [Route] = [.feed]
    /// The last navigation instruction (overlay, delay, scroll to top).
    package private(set) var lastStep: NavigationStep?
    /// Pushes held during quiet hours (their routes).
    package private(set) var heldPushes: [Route] = []
    /// Reduced motion (accept bridge becomes a toast).
    package var reducedMotion = false
    /// Cycles whose card the viewer has seen, and those whose completion the funnel has reported.
    private var viewedCycles: Set<String> = []
    private var reportedCompletions: Set<String> = []
    /// The API.
    package let api: any SwapGraphAPI

    /// Creates a client for a session; `pushSupported` false on a platform without push (LC-09 `unsupported`).
    package init(
        api: any SwapGraphAPI, sessionId: String = "s1", actorId: String = "viewer", pushSupported: Bool = true
    ) {
        self.api = api
        store = ClientStore(pushSupported: pushSupported)
        analytics = AnalyticsEmitter(sessionId: sessionId, actorId: actorId)
    }

    /// The client's timer: proposals whose `expiresAt` has come expire (LC-01).
    package mutating func tick(now: Date) { store.expireLapsed(now: now) }

    /// Taps "Enable alerts" in the notification settings (§15.2, LC-09): the system prompt the first time; after a
    /// denial, the inline recovery to the OS settings instead, never a second prompt. True when the system prompt
    /// shows.
    @discardableResult
    package mutating func tapEnableAlerts() -> Bool {
        let transition = store.notificationPermission.apply(.enableTapped)
        return transition.accepted && transition.to == .systemPrompt
    }

    /// The OS answered the system prompt.
    package mutating func systemPromptAnswered(granted: Bool) {
        store.notificationPermission.apply(granted ? .granted : .denied)
    }

    /// The notification settings show push toggles (hidden when the platform has no push).
    package var showsPushToggles: Bool { store.notificationPermission.showsPushToggles }

    /// The notification settings show the inline recovery to the OS settings (after a denial).
    package var showsSettingsRecovery: Bool { store.notificationPermission.showsSettingsRecovery }

    /// The remote configuration moved the rollout (LC-11, §15.7): promoted a phase or rolled the current one back.
    /// A rolled-back action layer pauses v2 mutations; read surfaces stay live.
    @discardableResult
    package mutating func rollout(_ event: RolloutLifecycle.Event) -> Transition<RolloutLifecycle.State> {
        store.rollout.apply(event)
    }

    /// Cold launch: hydrate and load Feed and History.
    package mutating func launch(now: Date) {
        store.refresh(api: api, now: now, route: route.path)
        if store.session.state == .bootstrapping, CacheKind.allCases.allSatisfy({ store.fetchPhases[$0] == .succeeded })
        {
            store.session.apply(.hydrated)
        }
        analytics.emit(.feedViewed, now: now, surface: .feed, entryPoint: .tabTap)
    }

    /// Opens a hash (deep link, push or typed). While the session is expired the destination is preserved and
    /// reopened after re-auth.
    package mutating func open(_ hash: String, entry: EntryPoint = .deepLink, now: Date) {
        let target = Router.resolve(hash).route
        if store.session.state == .sessionExpired {
            store.session.preserve(target.path)
            return
        }
        show(target, entry: entry, now: now)
    }

    /// Taps a tab: the surface root, scrolled to top.
    package mutating func tapTab(_ surface: Surface, now: Date) {
        let step = Navigator.tab(surface)
        lastStep = step
        if let target = step.route { show(target, entry: .tabTap, now: now) }
    }

    /// Taps an opportunity card in the feed.
    package mutating func tapOpportunityCard(_ proposalId: String, now: Date) {
        analytics.emit(.cardTapped, now: now, surface: .feed, entryPoint: .tabTap, proposalId: proposalId)
        show(.opportunity(proposalId: proposalId), entry: .tabTap, now: now)
    }

    /// Taps a card in the History stream: a receipt's expands its detail, a cycle's its timeline (§7.3, §7.4).
    package mutating func tapHistoryCard(_ id: String, now: Date) {
        let target: Route =
            store.receipts.contains { $0.receiptId == id } ? .receipt(receiptId: id) : .cycle(cycleId: id)
        show(target, entry: .tabTap, now: now)
    }

    /// Taps a push notification.
    package mutating func tapPush(_ kind: PushKind, id: String, now: Date) {
        open(kind.route(id: id).path, entry: .pushTap, now: now)
    }

    /// A push arrived at local `hour`: its disposition follows the notification settings (§8.3): `shown`, `held` in
    /// quiet hours (its route kept in ``heldPushes``) or `dropped` when its channel is off. A shown or held push also
    /// updates what it is about (§5.2, §15.3): a proposal push fetches the proposals (the card is inserted or
    /// updated), an active push marks its cycle changed elsewhere (its actions wait for the timeline refetch), a
    /// receipt push fetches the receipts (queued as a History badge while offline).
    @discardableResult
    package mutating func receivePush(_ kind: PushKind, id: String, hour: Int, now: Date) -> PushDisposition {
        let disposition = store.notificationSettings.disposition(kind: kind, hour: hour)
        switch disposition {
        case .dropped: return disposition
        case .held: heldPushes.append(kind.route(id: id))
        case .shown: break
        }
        switch kind {
        case .proposal: store.refresh([.proposals], api: api, now: now)
        case .active: store.cycleChanged(id, api: api, now: now)
        case .receipt: store.receiptArrived(id, api: api, now: now)
        }
        return disposition
    }

    /// Taps Accept on the opportunity detail.
    @discardableResult
    package mutating func accept(_ proposalId: String, now: Date) -> MutationResult {
        analytics.emit(.acceptTapped, now: now, surface: .feed, entryPoint: .tabTap, proposalId: proposalId)
        let result = store.perform(.accept(proposalId: proposalId), api: api, now: now, reducedMotion: reducedMotion)
        if result.outcome == .succeeded || result.outcome == .idempotentSucceeded {
            analytics.emit(.acceptSucceeded, now: now, surface: .feed, entryPoint: .tabTap, proposalId: proposalId)
        }
        if result.removedCardId == proposalId, case .opportunity = route, result.navigation?.route == nil {
            show(.feed, entry: .autoRedirect, now: now)
        }
        if let step = result.navigation, let target = step.route {
            lastStep = step
            show(target, entry: .autoRedirect, now: now)
        }
        return result
    }

    /// Taps Decline on the opportunity detail. On success the navigator's step for a decline applies (§9.3: stay on
    /// the Feed, no overlay): the detail of the card that left closes to the feed stream. A decline that removed
    /// the card otherwise (expired, gone elsewhere) closes the detail too.
    @discardableResult
    package mutating func decline(_ proposalId: String, now: Date) -> MutationResult {
        let result = store.perform(.decline(proposalId: proposalId), api: api, now: now)
        if result.outcome == .succeeded || result.outcome == .idempotentSucceeded {
            let step = Navigator.afterSuccess(.decline, reducedMotion: reducedMotion)
            lastStep = step
            if let target = step.route ?? closedDetail() { show(target, entry: .autoRedirect, now: now) }
        } else if result.removedCardId != nil, let target = closedDetail() {
            show(target, entry: .autoRedirect, now: now)
        }
        return result
    }

    /// Where closing the opportunity detail lands (its back target), nil when no detail is open.
    func closedDetail() -> Route? {
        if case .opportunity = route { return Navigator.back(from: route, previous: previousRoute) }
        return nil
    }

    /// Taps an item in the Locker: the composer sheet opens on it (create mode, or edit mode from its intent).
    package mutating func tapLockerItem(_ assetId: String, now: Date) {
        guard let asset = store.inventory.first(where: { $0.id == assetId }) else { return }
        store.openComposer(offering: asset)
        show(.item(assetId: assetId), entry: .tabTap, now: now)
    }

    /// Types into the open composer.
    package mutating func editComposer(_ draft: ComposerDraft) { store.editComposer(draft) }

    /// Taps the composer's submit button. On success the navigator's step for the action applies (§9.3: stay on the
    /// Locker), the sheet dismissed; a sheet closed otherwise (the intent is gone) dismisses to the Locker too.
    @discardableResult
    package mutating func submitComposer(newIntentId: String, now: Date) -> MutationResult? {
        let mode = store.composer?.mode
        guard let result = store.submitComposer(newIntentId: newIntentId, api: api, now: now) else { return nil }
        guard store.composer == nil, case .item = route else { return result }
        var target = Navigator.back(from: route, previous: previousRoute)
        if result.outcome == .succeeded || result.outcome == .idempotentSucceeded {
            let step = Navigator.afterSuccess(mode == .edit ? .editIntent : .postIntent, reducedMotion: reducedMotion)
            lastStep = step
            target = step.route ?? target
        }
        show(target, entry: .autoRedirect, now: now)
        return result
    }

    /// Taps Cancel intent.
    @discardableResult
    package mutating func cancelIntent(_ intentId: String, now: Date) -> MutationResult {
        let result = store.perform(.cancelIntent(intentId: intentId), api: api, now: now)
        if result.outcome == .succeeded || result.outcome == .idempotentSucceeded {
            let step = Navigator.afterSuccess(.cancelIntent, reducedMotion: reducedMotion)
            lastStep = step
            if let target = step.route { show(target, entry: .autoRedirect, now: now) }
        }
        return result
    }

    /// Taps Confirm deposit on a cycle detail.
    @discardableResult
    package mutating func confirmDeposit(_ cycleId: String, now: Date) -> MutationResult {
        let result = store.perform(.confirmDeposit(cycleId: cycleId), api: api, now: now)
        if result.outcome == .succeeded || result.outcome == .idempotentSucceeded {
            analytics.emit(.depositConfirmed, now: now, surface: .history, entryPoint: .tabTap, cycleId: cycleId)
            let step = Navigator.afterSuccess(.confirmDeposit, reducedMotion: reducedMotion)
            lastStep = step
            if let target = step.route { show(target, entry: .autoRedirect, now: now) }
        }
        return result
    }

    /// Back (§9.4).
    package mutating func back(now: Date) {
        if case .item = route { store.closeComposer() }
        show(Navigator.back(from: route, previous: previousRoute), entry: .tabTap, now: now)
    }

    /// An API call answered 401 (or the token expired): the current route is kept for after re-auth.
    package mutating func sessionExpired() { store.session.apply(.http401, route: route.path) }

    /// Re-authenticated: reopens the preserved destination (SC-UX-06).
    package mutating func reauthenticated(now: Date) {
        guard store.session.apply(.reauthenticated).accepted else { return }
        if let path = store.session.takeDestination() { open(path, entry: .deepLink, now: now) }
    }

    /// Connectivity lost.
    package mutating func connectionLost() { store.connectionLost() }

    /// Connectivity back: banner and refresh.
    @discardableResult
    package mutating func connectionRestored(now: Date) -> Banner? { store.connectionRestored(api: api, now: now) }

    /// Foreground resume: full refetch; mutations wait until it succeeds.
    package mutating func foregroundResumed(now: Date) {
        store.foregroundResumed()
        store.refresh(api: api, now: now, route: route.path)
    }

    /// Switches account: per-user state cleared, settings kept, new actor loaded, back to `#/feed`.
    package mutating func switchAccount(to actorId: String, sessionId: String, now: Date) {
        store.switchAccount()
        store.session.apply(.actorLoaded)
        analytics.reset(sessionId: sessionId, actorId: actorId)
        viewedCycles = []
        reportedCompletions = []
        show(Navigator.afterAccountSwitch, entry: .autoRedirect, now: now)
        store.refresh(api: api, now: now)
    }

    /// `cycle.completed` (§11.1) once per cycle the viewer followed, when History shows it completed.
    mutating func reportCompletions(now: Date, entry: EntryPoint) {
        for cycle in store.cycles.sorted(by: { $0.cycleId < $1.cycleId })
        where cycle.state == .completed && viewedCycles.contains(cycle.cycleId)
            && !reportedCompletions.contains(cycle.cycleId)
        {
            reportedCompletions.insert(cycle.cycleId)
            analytics.emit(.cycleCompleted, now: now, surface: .history, entryPoint: entry, cycleId: cycle.cycleId)
        }
    }

    /// The feed as composed now.
    package func feed(now: Date) -> FeedOutput { FeedComposer.compose(store.feedInputs, now: now) }

    /// The Locker grid from the inventory and intents caches.
    package func locker() -> LockerOutput { LockerComposer.compose(inventory: store.inventory, intents: store.intents) }

    /// History as composed for the current route's filter.
    package func history() -> HistoryOutput {
        var filter = HistoryFilter.all
        if case .history(let f?) = route { filter = f }
        return HistoryComposer.compose(cycles: store.cycles, receipts: store.receipts, filter: filter)
    }

    mutating func show(_ target: Route, entry: EntryPoint, now: Date) {
        if target != route { previousRoute = route }
        switch target {
        case .opportunity(let id):
            let opened = store.openDetail(id, api: api)
            if opened.removed {
                route = .feed
                routeLog.append(.feed)
                return
            }
            analytics.emit(.detailViewed, now: now, surface: .feed, entryPoint: entry, proposalId: id)
        case .feed:
            store.focus(.feed, api: api, now: now)
            analytics.emit(.feedViewed, now: now, surface: .feed, entryPoint: entry)
        case .history:
            store.focus(.history, api: api, now: now)
            reportCompletions(now: now, entry: entry)
        case .cycle(let id):
            analytics.emit(.cycleCardViewed, now: now, surface: .history, entryPoint: entry, cycleId: id)
            viewedCycles.insert(id)
            reportCompletions(now: now, entry: entry)
        case .receipt(let id):
            analytics.emit(.receiptViewed, now: now, surface: .history, entryPoint: entry, receiptId: id)
        case .locker, .item, .settingsNotifications:
            break
        }
        route = target
        routeLog.append(target)
    }
}
