import Foundation

extension ClientStore {
    /// Runs a mutation end to end (§10.3): dedup, availability, snapshot, optimistic change, API call, then
    /// confirm or restore with an error banner. Accept, confirm-deposit and deadline errors refresh the timeline.
    @discardableResult
    package mutating func perform(
        _ request: MutationRequest, api: some SwapGraphAPI, now: Date, reducedMotion: Bool = false
    ) -> MutationResult {
        let started = begin(request, now: now)
        guard started.outcome == .inFlight else { return started }
        let result: APIResult<Ack>
        switch request {
        case .accept(let id): result = api.accept(id)
        case .decline(let id): result = api.decline(id)
        case .postIntent(let intent): result = api.postIntent(intent)
        case .editIntent(let intent): result = api.editIntent(intent)
        case .cancelIntent(let id): result = api.cancelIntent(id)
        case .confirmDeposit(let id): result = api.confirmDeposit(id)
        }
        var outcome = complete(request, result: result, now: now, reducedMotion: reducedMotion)
        outcome.apiCalled = true
        if outcome.refreshesTimeline { refresh([.timeline], api: api, now: now) }
        return outcome
    }

    /// Steps 1–2: refuses duplicates and unavailable actions, otherwise snapshots, updates optimistically and
    /// marks the submission in flight (outcome `inFlight`). No API call.
    package mutating func begin(_ request: MutationRequest, now: Date) -> MutationResult {
        let key = request.dedupKey
        if inFlightKeys.contains(key) || (request.isDecision && succeededKeys.contains(key)) {
            return MutationResult(outcome: .deduplicated)
        }
        let id: String
        var draft: ComposerDraft?
        switch request {
        case .accept(let p), .decline(let p): id = p
        case .postIntent(let intent), .editIntent(let intent):
            id = intent.intentId
            draft = ComposerDraft(intent: intent)
        case .cancelIntent(let i): id = i
        case .confirmDeposit(let c): id = c
        }
        let availability = availability(request.action, id: id, draft: draft, now: now)
        if let reason = availability.disabledReason {
            if reason == .expired, request.isDecision {
                // LC-01: a decision on a lapsed proposal is refused and expires it.
                transition(proposal: id, request.action == .accept ? .accept : .decline, now: now)
            }
            return MutationResult(outcome: .refused(reason))
        }
        if !request.isDecision, mutations[request.objectKey]?.state == .succeeded {
            mutations[request.objectKey] = MutationLifecycle()
        }
        var lifecycle = mutations[request.objectKey] ?? MutationLifecycle()
        guard lifecycle.apply(.submit).accepted else { return MutationResult(outcome: .deduplicated) }
        mutations[request.objectKey] = lifecycle
        inFlightKeys.insert(key)
        snapshots[key] = snapshot(for: request)
        applyOptimistic(request, now: now)
        return MutationResult(outcome: .inFlight)
    }

    /// Steps 4–5: confirms or restores, per the conflict table of §10.2 / §15.3.
    package mutating func complete(
        _ request: MutationRequest, result: APIResult<Ack>, now: Date, reducedMotion: Bool = false
    ) -> MutationResult {
        let key = request.dedupKey
        guard inFlightKeys.remove(key) != nil else { return MutationResult(outcome: .deduplicated) }
        let snapshot = snapshots.removeValue(forKey: key)
        failureBudget.record(failed: result.error != nil, at: now)
        var lifecycle = mutations[request.objectKey] ?? MutationLifecycle(state: .mutating)
        if let error = result.error {
            lifecycle.apply(.fail)
            mutations[request.objectKey] = lifecycle
            if let snapshot { restore(snapshot) }
            var out =
                conflictResult(request, error: error, now: now)
                ?? MutationResult(
                    outcome: .failed(error),
                    banner: Banner(tone: .danger, message: OutcomeCopy.failure(request.action, code: error.code)))
            out.outcome = .failed(error)
            if let banner = out.banner { banners.append(banner) }
            return out
        }
        lifecycle.apply(.succeed)
        mutations[request.objectKey] = lifecycle
        if request.isDecision { succeededKeys.insert(key) }
        let idempotent: Bool = if case .idempotentSuccess = result { true } else { false }
        var out = MutationResult(outcome: idempotent ? .idempotentSucceeded : .succeeded)
        if let message = OutcomeCopy.success(request.action) {
            let banner = Banner(tone: .signal, message: message)
            out.banner = banner
            banners.append(banner)
        }
        if idempotent { out.toast = OutcomeCopy.alreadyHandled }
        switch request {
        case .accept(let id):
            out.removedCardId = id
            out.navigation = Navigator.afterSuccess(.accept, reducedMotion: reducedMotion)
            out.refreshesTimeline = true
        case .decline(let id):
            out.removedCardId = id
        case .postIntent, .editIntent:
            out.closesComposer = true
        case .cancelIntent:
            break  // cancelled optimistically (LC-02): the intent stays, terminal, and leaves the lists
        case .confirmDeposit:
            out.refreshesTimeline = true
        }
        return out
    }

    /// The special handling of §10.2 / §15.3, nil for a plain failure.
    mutating func conflictResult(_ request: MutationRequest, error: APIError, now: Date) -> MutationResult? {
        switch (request, error) {
        case (.accept(let id), .expired), (.decline(let id), .expired):
            expiredByServer(proposal: id, now: now)
            return MutationResult(
                outcome: .failed(error), banner: Banner(tone: .caution, message: OutcomeCopy.proposalExpired),
                removedCardId: id)
        case (.accept(let id), .conflict), (.decline(let id), .conflict), (.accept(let id), .notFound),
            (.decline(let id), .notFound):
            opportunities.removeAll { $0.proposalId == id }
            return MutationResult(
                outcome: .failed(error), banner: Banner(tone: .caution, message: OutcomeCopy.cycleUnavailable),
                removedCardId: id)
        case (.editIntent(let intent), .notFound):
            intents.removeAll { $0.intentId == intent.intentId }
            return MutationResult(
                outcome: .failed(error), banner: Banner(tone: .caution, message: OutcomeCopy.intentGone),
                closesComposer: true)
        case (.cancelIntent(let id), .notFound):
            intents.removeAll { $0.intentId == id }
            return MutationResult(
                outcome: .failed(error), banner: Banner(tone: .caution, message: OutcomeCopy.intentGone))
        case (.confirmDeposit, .deadline):
            return MutationResult(
                outcome: .failed(error),
                banner: Banner(tone: .danger, message: OutcomeCopy.failure(.confirmDeposit, code: error.code)),
                refreshesTimeline: true)
        default:
            return nil
        }
    }

    /// CONF-06: opening a detail whose proposal is gone (404) removes its card; returns the fresh opportunity.
    package mutating func openDetail(_ proposalId: String, api: some SwapGraphAPI) -> (
        opportunity: Opportunity?, removed: Bool
    ) {
        guard connectivity.isOnline else { return (opportunities.first { $0.proposalId == proposalId }, false) }
        let result = api.fetchProposalDetail(proposalId)
        if let fresh = result.value {
            if let i = opportunities.firstIndex(where: { $0.proposalId == proposalId }) {
                opportunities[i] = fresh
            } else {
                opportunities.append(fresh)
            }
            return (fresh, false)
        }
        if result.error == .notFound {
            opportunities.removeAll { $0.proposalId == proposalId }
            return (nil, true)
        }
        return (opportunities.first { $0.proposalId == proposalId }, false)
    }
}
