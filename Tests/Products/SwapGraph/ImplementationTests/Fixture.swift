import Foundation

@testable import SwapGraph

/// A fixed clock origin.
let t0 = Date(timeIntervalSince1970: 1_800_000_000)

func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

func asset(_ id: String, demand: Int = 0, value: Decimal = 10, name: String? = nil) -> Asset {
    Asset(id: id, name: name ?? "Item \(id)", valueUsd: value, wear: .fn, demand: demand)
}

func opportunity(
    _ id: String, expiresIn: TimeInterval = 86_400, score: Double = 0.5, status: OpportunityStatus = .pending
)
    -> Opportunity
{
    Opportunity(
        proposalId: id, give: [asset("g-\(id)")], get: [asset("r-\(id)")], confidenceScore: score, score: score,
        participantCount: 2, expiresAt: at(expiresIn), status: status)
}

func cycle(
    _ id: String, state: CycleState = .escrowPending, viewerPending: Bool = true, otherPending: Bool = true,
    deadline: Date? = nil, latest: TimeInterval = 0, source: String? = nil
) -> Cycle {
    Cycle(
        cycleId: id, state: state,
        legs: [
            Leg(legId: "\(id)-v", fromActor: "viewer", status: viewerPending ? .pending : .deposited),
            Leg(legId: "\(id)-o", fromActor: "other", status: otherPending ? .pending : .deposited),
        ], viewerActorId: "viewer", deadlineAt: deadline, entries: [TimelineEntry(kind: "commit", at: at(latest))],
        sourceProposalId: source)
}

func receipt(
    _ id: String, cycle: String, final: ReceiptFinalState = .completed, reason: String? = nil,
    createdAgo: TimeInterval = 60
)
    -> Receipt
{
    Receipt(
        receiptId: id, cycleId: cycle, finalState: final, reasonCode: reason, gaveUsd: 100, receivedUsd: 120,
        feesPaidUsd: 2,
        createdAt: at(-createdAgo))
}

func intent(_ id: String, on item: Asset, state: IntentState = .watching, nearMatches: Int = 0) -> Intent {
    Intent(intentId: id, offeringAsset: item, wantTarget: "Knives", state: state, nearMatches: nearMatches)
}

/// A scripted API: queued results per call, every call recorded.
final class FakeAPI: SwapGraphAPI {
    var proposals: [Opportunity] = []
    var timeline: [Cycle] = []
    var receipts: [Receipt] = []
    var proposalResults: [APIResult<[Opportunity]>] = []
    var timelineResults: [APIResult<[Cycle]>] = []
    var mutationResults: [String: APIResult<Ack>] = [:]
    var detailResults: [String: APIResult<Opportunity>] = [:]
    var calls: [String] = []
    var onAccept: ((String) -> Void)?

    func fetchProposals() -> APIResult<[Opportunity]> {
        calls.append("fetchProposals")
        return proposalResults.isEmpty ? .success(proposals) : proposalResults.removeFirst()
    }
    func fetchTimeline() -> APIResult<[Cycle]> {
        calls.append("fetchTimeline")
        return timelineResults.isEmpty ? .success(timeline) : timelineResults.removeFirst()
    }
    func fetchReceipts() -> APIResult<[Receipt]> {
        calls.append("fetchReceipts")
        return .success(receipts)
    }
    func fetchProposalDetail(_ proposalId: String) -> APIResult<Opportunity> {
        calls.append("detail:\(proposalId)")
        if let r = detailResults[proposalId] { return r }
        if let o = proposals.first(where: { $0.proposalId == proposalId }) { return .success(o) }
        return .failure(.notFound)
    }
    func mutation(_ name: String) -> APIResult<Ack> {
        calls.append(name)
        return mutationResults[name] ?? .success(Ack())
    }
    func accept(_ proposalId: String) -> APIResult<Ack> {
        onAccept?(proposalId)
        return mutation("accept:\(proposalId)")
    }
    func decline(_ proposalId: String) -> APIResult<Ack> { mutation("decline:\(proposalId)") }
    func postIntent(_ intent: Intent) -> APIResult<Ack> { mutation("post:\(intent.intentId)") }
    func editIntent(_ intent: Intent) -> APIResult<Ack> { mutation("edit:\(intent.intentId)") }
    func cancelIntent(_ intentId: String) -> APIResult<Ack> { mutation("cancel:\(intentId)") }
    func confirmDeposit(_ cycleId: String) -> APIResult<Ack> { mutation("deposit:\(cycleId)") }

    func count(_ name: String) -> Int { calls.filter { $0 == name }.count }
}

/// A ready store: authenticated, online, fresh.
func readyStore() -> ClientStore {
    var store = ClientStore()
    store.session.apply(.hydrated)
    return store
}
