import Foundation

/// The pre-mutation copy of the one object a mutation changes optimistically (§10.3 step 1).
enum Snapshot: Equatable, Sendable {
    case opportunity(Opportunity)
    /// The intent before (nil when it did not exist: post).
    case intent(id: String, Intent?)
    case cycle(Cycle)
}

extension ClientStore {
    func snapshot(for request: MutationRequest) -> Snapshot? {
        switch request {
        case .accept(let id), .decline(let id):
            opportunities.first { $0.proposalId == id }.map(Snapshot.opportunity)
        case .postIntent(let intent), .editIntent(let intent):
            .intent(id: intent.intentId, intents.first { $0.intentId == intent.intentId })
        case .cancelIntent(let id):
            .intent(id: id, intents.first { $0.intentId == id })
        case .confirmDeposit(let id):
            cycles.first { $0.cycleId == id }.map(Snapshot.cycle)
        }
    }

    mutating func restore(_ snapshot: Snapshot) {
        switch snapshot {
        case .opportunity(let o):
            if let i = opportunities.firstIndex(where: { $0.proposalId == o.proposalId }) { opportunities[i] = o }
        case .intent(let id, let old):
            intents.removeAll { $0.intentId == id }
            if let old { intents.append(old) }
        case .cycle(let c):
            if let i = cycles.firstIndex(where: { $0.cycleId == c.cycleId }) { cycles[i] = c }
        }
    }

    /// Step 2: the optimistic change, through the objects' lifecycles: a decision moves the proposal (LC-01), a post,
    /// edit or cancel moves the intent (LC-02), a deposit moves the cycle (LC-03).
    mutating func applyOptimistic(_ request: MutationRequest, now: Date) {
        switch request {
        case .accept(let id):
            transition(proposal: id, .accept, now: now)
        case .decline(let id):
            transition(proposal: id, .decline, now: now)
        case .postIntent(let intent):
            transition(intent: intent, .post)
        case .editIntent(let intent):
            transition(intent: intent, .edit)
        case .cancelIntent(let id):
            if let intent = intents.first(where: { $0.intentId == id }) { transition(intent: intent, .cancel) }
        case .confirmDeposit(let id):
            if let i = cycles.firstIndex(where: { $0.cycleId == id }) {
                var lifecycle = CycleLifecycle(cycles[i])
                if lifecycle.apply(.confirmDeposit, actor: cycles[i].viewerActorId).accepted {
                    cycles[i].state = lifecycle.state
                    cycles[i].legs = lifecycle.legs
                }
            }
        }
    }
}
