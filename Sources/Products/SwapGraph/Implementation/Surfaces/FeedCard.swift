import Foundation

/// Kinds of feed card.
package enum FeedCardKind: String, CaseIterable, Codable, Sendable {
    case opportunity, cycle, suggestion, receipt

    /// Accent stripe colour token: opportunity signal, cycle caution, suggestion neutral, receipt ink-5.
    package var accent: String {
        switch self {
        case .opportunity: "signal"
        case .cycle: "caution"
        case .suggestion: "neutral"
        case .receipt: "ink-5"
        }
    }
}

/// One card in the feed stream.
package struct FeedCard: Equatable, Sendable {
    /// Kind.
    package var kind: FeedCardKind
    /// Object ID: proposalId, cycleId, asset ID (suggestion) or receiptId.
    package var id: String
    /// Priority tier 1…5.
    package var tier: Int
    /// Urgency (opportunities).
    package var urgency: Urgency?
    /// Ranking score (opportunities).
    package var score: Double?
    /// Deadline (cycles).
    package var deadlineAt: Date?
    /// Demand count (suggestions).
    package var demand: Int?
    /// Issue time (receipts).
    package var createdAt: Date?
    /// Receipt outcome label (receipts).
    package var outcome: ReceiptOutcome?

    /// Accent token of the card's kind.
    package var accent: String { kind.accent }
    /// Feed cards never carry Accept/Decline (FEED-02).
    package var hasAcceptDecline: Bool { false }

    /// As a JSON object; dates are seconds since 1970.
    package func jsonObject() -> [String: Any] {
        var object: [String: Any] = [
            "kind": kind.rawValue, "id": id, "tier": tier, "accent": accent, "hasAcceptDecline": hasAcceptDecline,
        ]
        var keys: [String: Any] = [:]
        if let urgency { keys["urgency"] = urgency.rawValue }
        if let score { keys["score"] = score }
        if kind == .cycle { keys["deadlineAt"] = deadlineAt.map { $0.timeIntervalSince1970 as Any } ?? NSNull() }
        if let demand { keys["demand"] = demand }
        if let createdAt { keys["createdAt"] = createdAt.timeIntervalSince1970 }
        object["sortKeys"] = keys
        if let outcome { object["outcome"] = outcome.rawValue }
        return object
    }
}
