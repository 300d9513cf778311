import Foundation

/// Status of an opportunity (LC-01); the state names are the spec's.
public enum OpportunityStatus: String, CaseIterable, Codable, Sendable {
    case pending, accepted, declined, expired

    /// accepted, declined and expired are terminal.
    public var isTerminal: Bool { self != .pending }
}

/// A system-generated swap proposal for the viewer (§1.1).
public struct Opportunity: Equatable, Codable, Sendable {
    /// Proposal identifier.
    public var proposalId: String
    /// What the viewer gives.
    public var give: [Asset]
    /// What the viewer gets.
    public var get: [Asset]
    /// Matcher confidence, 0…1.
    public var confidenceScore: Double
    /// Ranking score used to order opportunities inside a feed tier (higher first).
    public var score: Double
    /// Number of participants in the cycle.
    public var participantCount: Int
    /// When the proposal lapses.
    public var expiresAt: Date
    /// Which of the viewer's intents this matched.
    public var sourceIntentId: String?
    /// Lifecycle status.
    public var status: OpportunityStatus
    /// Explainability cards (value delta, confidence, constraint fit).
    public var explainability: [ExplainCard] = []
    /// Every participant with actor and give labels.
    public var cycleNodes: [CycleNode] = []

    /// Creates an opportunity.
    public init(
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
    public var confidencePercent: Int { Derivations.confidencePercent(confidenceScore) }
    /// Value the viewer gains, in USD.
    public var valueDeltaUsd: Decimal { Derivations.valueDeltaUsd(give: give, get: get) }
    /// Cycle shape, nil when the participant count is invalid.
    public var cycleType: CycleType? { CycleType(participantCount: participantCount) }
    /// Urgency band at `now`.
    public func urgency(now: Date) -> Urgency { Urgency.of(expiresAt: expiresAt, now: now) }
    /// True once `now` has reached `expiresAt`.
    public func isExpired(now: Date) -> Bool { urgency(now: now) == .expired }
}
