import Foundation

/// The journey funnel events of §11.1, in funnel order.
package enum FunnelEventName: String, CaseIterable, Codable, Sendable {
    case feedViewed = "feed.viewed"
    case cardTapped = "opportunity.card_tapped"
    case detailViewed = "opportunity.detail_viewed"
    case acceptTapped = "opportunity.accept_tapped"
    case acceptSucceeded = "opportunity.accept_succeeded"
    case cycleCardViewed = "cycle.card_viewed"
    case depositConfirmed = "cycle.deposit_confirmed"
    case cycleCompleted = "cycle.completed"
    case receiptViewed = "receipt.viewed"
}

/// How the user arrived.
package enum EntryPoint: String, CaseIterable, Codable, Sendable {
    case tabTap = "tab_tap"
    case pushTap = "push_tap"
    case deepLink = "deep_link"
    case autoRedirect = "auto_redirect"
}

/// One emitted funnel event.
package struct FunnelEvent: Equatable, Sendable {
    /// Event name.
    package var name: FunnelEventName
    /// Session ID.
    package var sessionId: String
    /// Actor ID.
    package var actorId: String
    /// Milliseconds since the previous funnel event of the session (0 for the first).
    package var latencyMs: Int
    /// Surface.
    package var surface: Surface
    /// Entry point.
    package var entryPoint: EntryPoint
    /// Proposal ID, when applicable.
    package var proposalId: String?
    /// Cycle ID, when applicable.
    package var cycleId: String?
    /// Receipt ID, when applicable.
    package var receiptId: String?
    /// When it was emitted.
    package var at: Date

    /// Wire properties (snake_case).
    package func properties() -> [String: Any] {
        var p: [String: Any] = [
            "session_id": sessionId, "actor_id": actorId, "latency_ms": latencyMs, "surface": surface.rawValue,
            "entry_point": entryPoint.rawValue,
        ]
        if let proposalId { p["proposal_id"] = proposalId }
        if let cycleId { p["cycle_id"] = cycleId }
        if let receiptId { p["receipt_id"] = receiptId }
        return p
    }

    /// `{"name": ..., "properties": ...}`.
    package func jsonObject() -> [String: Any] { ["name": name.rawValue, "properties": properties()] }
}
