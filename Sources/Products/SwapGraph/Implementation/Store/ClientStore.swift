import Foundation

/// The client's state: caches, per-object mutation states, session, connectivity and freshness. A value type;
/// every operation takes the injected API and clock.
package struct ClientStore: Sendable {
    /// Proposals cache.
    package var opportunities: [Opportunity] = []
    /// Timeline cache.
    package var cycles: [Cycle] = []
    /// Receipts cache.
    package var receipts: [Receipt] = []
    /// Intents cache.
    package var intents: [Intent] = []
    /// Inventory cache.
    package var inventory: [Asset] = []
    /// When each cache was last fetched successfully.
    package internal(set) var fetchedAt: [CacheKind: Date] = [:]
    /// The last fetch outcome per cache.
    package internal(set) var fetchPhases: [CacheKind: FetchPhase] = [:]
    /// Per-object mutation states (key: `proposal:{id}`, `intent:{id}`, `cycle:{id}`).
    package internal(set) var mutations: [String: MutationLifecycle] = [:]
    /// Dedup keys of submissions in flight.
    package internal(set) var inFlightKeys: Set<String> = []
    /// Dedup keys of decisions that succeeded.
    package internal(set) var succeededKeys: Set<String> = []
    /// Snapshots taken before optimistic updates, by dedup key.
    var snapshots: [String: Snapshot] = [:]
    /// Session lifecycle.
    package var session = SessionLifecycle()
    /// Connectivity lifecycle.
    package var connectivity = ConnectivityLifecycle()
    /// False between a foreground resume and the Feed + History refresh.
    package internal(set) var refreshedSinceResume = true
    /// The v2 mutations feature flag as the remote configuration sets it (off when the fleet's failure budget
    /// tripped, §15.5).
    package var mutationsEnabled = true
    /// The rollout phase the remote configuration reports (LC-11, §15.7): a rolled-back action layer pauses v2
    /// mutations. A device setting, kept across account switches.
    package internal(set) var rollout = RolloutLifecycle()
    /// Every mutation's outcome over time (§15.5): the client's share of the error rate the failure budget holds
    /// the fleet to, reported by ``failureBudgetTripped(now:)``.
    package internal(set) var failureBudget = FailureBudget()
    /// Global notification preferences (kept across account switches).
    package var notificationSettings = NotificationSettings()
    /// The notification permission (LC-09): a device setting, kept across account switches.
    package internal(set) var notificationPermission = NotificationPermissionLifecycle()
    /// The open composer, if any.
    package internal(set) var composer: ComposerLifecycle?
    /// Banners shown, in order.
    package internal(set) var banners: [Banner] = []
    /// Fetch retry delays, for the injected sleep.
    package var retryPolicy = RetryPolicy.fetch
    /// Cycles a push said changed elsewhere: their actions wait for the timeline to be fetched again (§15.3).
    package internal(set) var staleCycles: Set<String> = []
    /// Receipts pushed while offline, shown as a badge until the reconnect reconciles them (§15.3).
    package internal(set) var queuedReceipts: [String] = []
    /// Receipts the reconnect reconciled, shown as new in History.
    package internal(set) var newReceipts: Set<String> = []

    /// An empty store (session bootstrapping, online); `pushSupported` false on a platform without push.
    package init(pushSupported: Bool = true) {
        notificationPermission = NotificationPermissionLifecycle(pushSupported: pushSupported)
    }

    /// Whether this client's mutation error rate over the budget's trailing window is above the budget (§15.5).
    package func failureBudgetTripped(now: Date) -> Bool { failureBudget.isTripped(now: now) }

    /// The object's mutation state.
    package func mutationState(_ objectKey: String) -> MutationState { mutations[objectKey]?.state ?? .idle }

    /// The availability of `action` on the object `id` at `now` (intent actions: `draft` is the submitted draft).
    package func availability(_ action: ActionKind, id: String, draft: ComposerDraft? = nil, now: Date)
        -> ActionAvailability
    {
        var inputs = ActionInputs(
            action: action, sessionState: session.state, connectivity: connectivity.state,
            refreshedSinceResume: refreshedSinceResume, mutationsEnabled: mutationsEnabled && rollout.mutationsEnabled)
        switch action {
        case .accept, .decline:
            let o = opportunities.first { $0.proposalId == id }
            inputs.opportunityStatus = o?.status ?? .expired
            inputs.expired = o.map { $0.isExpired(now: now) } ?? true
            inputs.mutationState = mutationState("proposal:\(id)")
        case .postIntent, .editIntent, .cancelIntent:
            inputs.intentState = intents.first { $0.intentId == id }?.state
            inputs.draftValid = draft?.isValid ?? true
            inputs.mutationState = mutationState("intent:\(id)")
        case .confirmDeposit, .openReceipt:
            let c = cycles.first { $0.cycleId == id }
            inputs.cycleState = c?.state
            inputs.viewerLegPending = c?.viewerLegPending ?? false
            inputs.mutationState = mutationState("cycle:\(id)")
            if action == .confirmDeposit, staleCycles.contains(id) { inputs.refreshedSinceResume = false }
        }
        return ActionAvailability.evaluate(inputs)
    }

    // MARK: Fetching

    /// Refetches `kinds` with retries (sleeping through `sleep`). Offline: nothing is called. 401/403 move the
    /// session (the `route` is kept as the destination). A successful refresh of proposals, timeline and receipts
    /// ends the post-resume freshness gate.
    package mutating func refresh(
        _ kinds: [CacheKind] = CacheKind.allCases, api: some SwapGraphAPI, now: Date, route: String? = nil,
        sleep: @escaping (TimeInterval) -> Void = { _ in }
    ) {
        guard connectivity.isOnline else { return }
        let retrier = FetchRetrier(policy: retryPolicy, sleep: sleep)
        for kind in kinds {
            fetchPhases[kind] = .inFlight
            let error: APIError?
            switch kind {
            case .proposals:
                let r = retrier.run { api.fetchProposals() }.result
                if let v = r.value {
                    opportunities = v
                    expireLapsed(now: now)
                    matchIntents()
                }
                error = r.error
            case .timeline:
                let r = retrier.run { api.fetchTimeline() }.result
                if let v = r.value { cycles = v }
                error = r.error
            case .receipts:
                let r = retrier.run { api.fetchReceipts() }.result
                if let v = r.value { receipts = v }
                error = r.error
            }
            if let error {
                fetchPhases[kind] = .failed(error)
                if error == .http(401) { session.apply(.http401, route: route) }
                if error == .http(403) { session.apply(.http403) }
            } else {
                fetchPhases[kind] = .succeeded
                fetchedAt[kind] = now
                if kind == .timeline { staleCycles = [] }
            }
        }
        if !refreshedSinceResume,
            CacheKind.allCases.allSatisfy({ fetchPhases[$0] == .succeeded && fetchedAt[$0] == now })
        {
            refreshedSinceResume = true
        }
    }

    /// On surface focus: refetch the caches whose TTL has run out (FEED-12); returns the kinds refetched.
    @discardableResult
    package mutating func focus(_ surface: Surface, api: some SwapGraphAPI, now: Date) -> [CacheKind] {
        expireLapsed(now: now)
        let stale = Self.caches(of: surface).filter { $0.needsRefetch(fetchedAt: fetchedAt[$0], now: now) }
        if !stale.isEmpty { refresh(stale, api: api, now: now) }
        return stale
    }

    /// The caches a surface reads.
    package static func caches(of surface: Surface) -> [CacheKind] {
        switch surface {
        case .feed: [.proposals, .timeline, .receipts]
        case .locker: []
        case .history: [.timeline, .receipts]
        }
    }

    /// The surface's fallback state at `now`.
    package func fallback(_ surface: Surface, now: Date) -> FallbackState {
        let kinds = Self.caches(of: surface)
        let phases = kinds.map { fetchPhases[$0] ?? .inFlight }
        let phase: FetchPhase =
            phases.first { if case .failed = $0 { true } else { false } }
            ?? (phases.contains(.inFlight) ? .inFlight : .succeeded)
        let saved = kinds.compactMap { fetchedAt[$0] }.min()
        let count: Int
        let empty: EmptyStateCopy?
        switch surface {
        case .feed:
            let out = FeedComposer.compose(feedInputs, now: now)
            (count, empty) = (out.cards.count, out.emptyState)
        case .locker:
            let out = LockerComposer.compose(inventory: inventory, intents: intents)
            (count, empty) = (out.cards.count, out.emptyState)
        case .history:
            let out = HistoryComposer.compose(cycles: cycles, receipts: receipts)
            (count, empty) = (out.cards.count, out.emptyState)
        }
        return FallbackResolver.resolve(
            fetch: surface == .locker ? .succeeded : phase, connectivity: connectivity.state,
            hasCache: surface == .locker ? !inventory.isEmpty : saved != nil, itemCount: count, surface: surface,
            savedAt: saved, emptyCopy: empty)
    }

    /// The offline banner the surface shows at `now` (§4.4): with or without a cache, nil when online.
    package func offlineBanner(_ surface: Surface, now: Date) -> Banner? {
        OfflineBannerCopy.banner(for: fallback(surface, now: now), surface: surface)
    }

    /// The feed's inputs from the caches.
    package var feedInputs: FeedInputs {
        FeedInputs(
            opportunities: opportunities, cycles: cycles, receipts: receipts, intents: intents, inventory: inventory)
    }

    // MARK: Lifecycle hooks

    /// The app returned to the foreground: mutations wait for a Feed + History refresh (CONF-10).
    package mutating func foregroundResumed() { refreshedSinceResume = false }

    /// Connectivity lost.
    package mutating func connectionLost() { connectivity.apply(.lost) }

    /// Connectivity restored: "Back online" banner and a refresh.
    @discardableResult
    package mutating func connectionRestored(api: some SwapGraphAPI, now: Date) -> Banner? {
        guard connectivity.apply(.restored).accepted else { return nil }
        banners.append(OfflineBannerCopy.backOnline)
        refresh(api: api, now: now)
        reconcileQueuedReceipts()
        return OfflineBannerCopy.backOnline
    }

    /// Account switch: clears optimistic mutations and per-user caches, keeps notification settings.
    package mutating func switchAccount() {
        guard session.apply(.switchAccount).accepted else { return }
        var fresh = ClientStore()
        fresh.session = session
        fresh.connectivity = connectivity
        fresh.notificationSettings = notificationSettings
        fresh.notificationPermission = notificationPermission
        fresh.mutationsEnabled = mutationsEnabled
        fresh.rollout = rollout
        fresh.failureBudget = failureBudget
        fresh.retryPolicy = retryPolicy
        self = fresh
    }
}
