import Foundation

/// The journey funnel events of §11.1, in funnel order.
public enum FunnelEventName: String, CaseIterable, Codable, Sendable {
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
public enum EntryPoint: String, CaseIterable, Codable, Sendable {
    case tabTap = "tab_tap"
    case pushTap = "push_tap"
    case deepLink = "deep_link"
    case autoRedirect = "auto_redirect"
}

/// One emitted funnel event.
public struct FunnelEvent: Equatable, Sendable {
    /// Event name.
    public var name: FunnelEventName
    /// Session ID.
    public var sessionId: String
    /// Actor ID.
    public var actorId: String
    /// Milliseconds since the previous funnel event of the session (0 for the first).
    public var latencyMs: Int
    /// Surface.
    public var surface: Surface
    /// Entry point.
    public var entryPoint: EntryPoint
    /// Proposal ID, when applicable.
    public var proposalId: String?
    /// Cycle ID, when applicable.
    public var cycleId: String?
    /// Receipt ID, when applicable.
    public var receiptId: String?
    /// When it was emitted.
    public var at: Date

    /// Wire properties (snake_case).
    public func properties() -> [String: Any] {
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
    public func jsonObject() -> [String: Any] { ["name": name.rawValue, "properties": properties()] }
}
