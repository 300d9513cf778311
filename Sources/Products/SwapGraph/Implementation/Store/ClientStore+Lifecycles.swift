import Foundation

/// The objects' lifecycles drive what the store holds: a proposal's status only moves through its
/// ``OpportunityLifecycle`` (LC-01), an intent's state through its ``IntentLifecycle`` (LC-02).
extension ClientStore {
    /// Applies `event` to proposal `id`'s lifecycle at `now`; its status becomes the lifecycle's. Nil when the
    /// store holds no such proposal.
    @discardableResult
    mutating func transition(proposal id: String, _ event: OpportunityLifecycle.Event, now: Date)
        -> Transition<OpportunityStatus>?
    {
        guard let i = opportunities.firstIndex(where: { $0.proposalId == id }) else { return nil }
        var lifecycle = OpportunityLifecycle(state: opportunities[i].status, expiresAt: opportunities[i].expiresAt)
        let transition = lifecycle.apply(event, now: now)
        opportunities[i].status = lifecycle.state
        return transition
    }

    /// The server answered that proposal `id` has expired: it lapses now, whatever the local clock said, and its
    /// lifecycle expires it.
    mutating func expiredByServer(proposal id: String, now: Date) {
        guard let i = opportunities.firstIndex(where: { $0.proposalId == id }) else { return }
        if opportunities[i].expiresAt > now { opportunities[i].expiresAt = now }
        transition(proposal: id, .expire, now: now)
    }

    /// The client's expiry tick (LC-01): every pending proposal whose `expiresAt` has come expires. Runs after each
    /// proposals fetch, on surface focus and on the client's timer.
    package mutating func expireLapsed(now: Date) {
        for proposal in opportunities where proposal.status == .pending {
            transition(proposal: proposal.proposalId, .expire, now: now)
        }
    }

    /// Applies `event` to intent `id`'s lifecycle, starting from `state` when the store does not hold the intent
    /// yet (a draft being posted); the intent then carries the lifecycle's state. Returns the transition.
    @discardableResult
    mutating func transition(intent: Intent, _ event: IntentLifecycle.Event) -> Transition<IntentState> {
        let index = intents.firstIndex { $0.intentId == intent.intentId }
        var lifecycle = IntentLifecycle(state: index.map { intents[$0].state } ?? intent.state)
        let transition = lifecycle.apply(event)
        guard transition.accepted else { return transition }
        var updated = event == .cancel ? (index.map { intents[$0] } ?? intent) : intent
        updated.state = lifecycle.state
        if let index {
            intents[index] = updated
        } else {
            intents.append(updated)
        }
        return transition
    }

    /// The matcher generated an opportunity for the viewer's intents: each watching intent a pending proposal came
    /// from is matched (LC-02).
    mutating func matchIntents() {
        let sources = Set(opportunities.filter { $0.status == .pending }.compactMap(\.sourceIntentId))
        for intent in intents where sources.contains(intent.intentId) && intent.state == .watching {
            transition(intent: intent, .match)
        }
    }
}
