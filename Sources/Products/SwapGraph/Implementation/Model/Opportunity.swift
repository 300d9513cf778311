import Foundation

/// Status of an opportunity (LC-01); the state names are the spec's.
package enum OpportunityStatus: String, CaseIterable, Codable, Sendable {
    case pending, accepted, declined, expired

    /// accepted, declined and expired are terminal.
    package var isTerminal: Bool { self != .pending }
}

/// A system-generated swap proposal for the viewer (§1.1).
package struct Opportunity: Equatable, Codable, Sendable {
    /// Proposal identifier.
    package var proposalId: String
    /// What the viewer gives.
    package var give: [Asset]
    /// What the viewer gets.
    package var get: [Asset]
    /// Matcher confidence, 0…1.
    package var confidenceScore: Double
    /// Ranking score used to order opportunities inside a feed tier (higher first).
    package var score: Double
    /// Number of participants in the cycle.
    package var participantCount: Int
    /// When the proposal lapses.
    package var expiresAt: Date
    /// Which of the viewer's intents this matched.
    package var sourceIntentId: String?
    /// Lifecycle status.
    package var status: OpportunityStatus
    /// Explainability cards (value delta, confidence, constraint fit).
    package var explainability: [ExplainCard] = []
    /// Every participant with actor and give labels.
    package var cycleNodes: [CycleNode] = []

    /// Creates an opportunity.
    package init(
        proposalId: String, give: [Asset] = [], get: [Asset] = [], confidenceScore: Double = 0.5, score: Double = 0,
        participantCount: Int = 2, expiresAt: Date, sourceIntentId: String? = nil, status: OpportunityStatus = .pending
    ) {
        self.proposalId = proposalId
        self.give = give
        self.get = get
        self.confidenceScore = confidenceScore
        self.score = score
        self.participantCount = participantCount
        self.expiresAt = expiresAt
        self.sourceIntentId = sourceIntentId
        self.status = status
    }

    /// Confidence as a whole percentage.
    package var confidencePercent: Int { Derivations.confidencePercent(confidenceScore) }
    /// Value the viewer gains, in USD.
    package var valueDeltaUsd: Decimal { Derivations.valueDeltaUsd(give: give, get: get) }
    /// Cycle shape, nil when the participant count is invalid.
    package var cycleType: CycleType? { CycleType(participantCount: participantCount) }
    /// Urgency band at `now`.
    package func urgency(now: Date) -> Urgency { Urgency.of(expiresAt: expiresAt, now: now) }
    /// True once `now` has reached `expiresAt`.
    package func isExpired(now: Date) -> Bool { urgency(now: now) == .expired }
}
