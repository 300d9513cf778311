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

    /// Step 2: the optimistic change.
    mutating func applyOptimistic(_ request: MutationRequest) {
        switch request {
        case .accept(let id), .decline(let id):
            if let i = opportunities.firstIndex(where: { $0.proposalId == id }) {
                opportunities[i].status = request.action == .accept ? .accepted : .declined
            }
        case .postIntent(let intent):
            var posted = intent
            posted.state = .watching
            intents.removeAll { $0.intentId == intent.intentId }
            intents.append(posted)
        case .editIntent(let intent):
            if let i = intents.firstIndex(where: { $0.intentId == intent.intentId }) {
                var edited = intent
                edited.state = intents[i].state
                intents[i] = edited
            }
        case .cancelIntent(let id):
            if let i = intents.firstIndex(where: { $0.intentId == id }) { intents[i].state = .cancelled }
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
