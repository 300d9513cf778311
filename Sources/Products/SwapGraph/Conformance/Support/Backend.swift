import Foundation
import SwapGraph

/// The server side of a check: the data the API serves and the answers it scripts, with every call recorded. The
/// implementation talks to it only through its own `SwapGraphAPI` protocol.
final class Backend: SwapGraphAPI, @unchecked Sendable {
    var proposals: [Opportunity] = []
    var timeline: [Cycle] = []
    var receipts: [Receipt] = []
    /// Queued failures per call name (`fetchProposals`, `accept`, …), consumed one per call before the data answers.
    var failures: [String: [APIError]] = [:]
    /// Answers for mutations by call name; success when absent.
    var answers: [String: APIResult<Ack>] = [:]
    /// What the server does on a successful accept (a cycle appears), keyed by proposal.
    var onAccept: [String: (Backend) -> Void] = [:]
    var onDeposit: [String: (Backend) -> Void] = [:]
    var onDecline: [String: (Backend) -> Void] = [:]
    private(set) var calls: [String] = []

    private func failure(_ name: String) -> APIError? {
        calls.append(name)
        guard var queue = failures[name], !queue.isEmpty else { return nil }
        let error = queue.removeFirst()
        failures[name] = queue
        return error
    }

    func fetchProposals() -> APIResult<[Opportunity]> {
        failure("fetchProposals").map { .failure($0) } ?? .success(proposals)
    }
    func fetchTimeline() -> APIResult<[Cycle]> { failure("fetchTimeline").map { .failure($0) } ?? .success(timeline) }
    func fetchReceipts() -> APIResult<[Receipt]> { failure("fetchReceipts").map { .failure($0) } ?? .success(receipts) }

    func fetchProposalDetail(_ proposalId: String) -> APIResult<Opportunity> {
        if let error = failure("detail") { return .failure(error) }
        return proposals.first { $0.proposalId == proposalId }.map { .success($0) } ?? .failure(.notFound)
    }

    private func mutation(_ name: String) -> APIResult<Ack> {
        if let error = failure(name) { return .failure(error) }
        return answers[name] ?? .success(Ack())
    }

    func accept(_ proposalId: String) -> APIResult<Ack> {
        let result = mutation("accept")
        if result.error == nil { onAccept[proposalId]?(self) }
        return result
    }
    func decline(_ proposalId: String) -> APIResult<Ack> {
        let result = mutation("decline")
        if result.error == nil { onDecline[proposalId]?(self) }
        return result
    }
    func postIntent(_ intent: Intent) -> APIResult<Ack> { mutation("postIntent") }
    func editIntent(_ intent: Intent) -> APIResult<Ack> { mutation("editIntent") }
    func cancelIntent(_ intentId: String) -> APIResult<Ack> { mutation("cancelIntent") }
    func confirmDeposit(_ cycleId: String) -> APIResult<Ack> {
        let result = mutation("confirmDeposit")
        if result.error == nil { onDeposit[cycleId]?(self) }
        return result
    }

    /// Records the decision the server now holds for proposal `id`.
    func decide(_ id: String, _ status: OpportunityStatus) {
        if let i = proposals.firstIndex(where: { $0.proposalId == id }) { proposals[i].status = status }
    }

    /// How many calls named `name` the implementation made.
    func count(_ name: String) -> Int { calls.filter { $0 == name }.count }
}
