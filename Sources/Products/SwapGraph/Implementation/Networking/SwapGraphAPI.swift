import Foundation

/// The marketplace API the client talks to. Synchronous and injected, so tests and conformance fake it.
package protocol SwapGraphAPI {
    /// `/cycle-proposals`.
    func fetchProposals() -> APIResult<[Opportunity]>
    /// Settlement timeline (cycles).
    func fetchTimeline() -> APIResult<[Cycle]>
    /// `/receipts`.
    func fetchReceipts() -> APIResult<[Receipt]>
    /// Opportunity detail.
    func fetchProposalDetail(_ proposalId: String) -> APIResult<Opportunity>
    /// Accept a proposal.
    func accept(_ proposalId: String) -> APIResult<Ack>
    /// Decline a proposal.
    func decline(_ proposalId: String) -> APIResult<Ack>
    /// Post a new intent.
    func postIntent(_ intent: Intent) -> APIResult<Ack>
    /// Save an edited intent.
    func editIntent(_ intent: Intent) -> APIResult<Ack>
    /// Cancel an intent.
    func cancelIntent(_ intentId: String) -> APIResult<Ack>
    /// Confirm the viewer's deposit on a cycle.
    func confirmDeposit(_ cycleId: String) -> APIResult<Ack>
}
