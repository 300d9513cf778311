/// The kind of a spec file, named by its envelope's `kind` key.
package enum SpecKind: String, CaseIterable, Codable, Sendable {
    case product, features, journeys, surfaces, machine, events, contracts, modules
    case edgeCases = "edge-cases"
    case rules, traceability, assumptions, limits
    /// Decision tables (`DecisionTable`).
    case decisions
    /// Staged release gates (`ReleaseStage`).
    case stages
    /// Output invariants (`OutputSpec`).
    case outputs
}

/// Whether an element is in the product's scope (`in`) or kept for the record only (`out`).
package enum Scope: String, CaseIterable, Codable, Sendable {
    case `in`, out
}

/// The kind of a spec element: what an ID definition or a referring element is.
///
/// These are the engine's own element kinds; the product's `idPatterns` kinds are free words chosen by the author.
package enum ElementKind: String, CaseIterable, Codable, Sendable {
    case product
    case feature
    /// A SHALL statement or acceptance criterion under a feature (`FR-1.1.AC2`).
    case featureItem = "feature-item"
    case journey
    case journeyStep = "journey-step"
    case journeyDecision = "journey-decision"
    case surface
    case machine
    case state
    case transition
    /// An event's `name` (`artwork_download_completed`).
    case eventName = "event-name"
    /// An event's `id` (`EVT-ARTWORK-DOWNLOAD-COMPLETED`).
    case event
    case localContract = "local-contract"
    case apiEndpoint = "api-endpoint"
    case cliCommand = "cli-command"
    case module
    case moduleRule = "module-rule"
    case crossCuttingRule = "cross-cutting-rule"
    case edgeCase = "edge-case"
    case rule
    case matrix
    case matrixClaim = "matrix-claim"
    case matrixRow = "matrix-row"
    case readiness
    /// One constraint of one contract input (`CLI-ARTWORK-UNPUBLISH.reason.required`).
    case inputConstraint = "input-constraint"
    /// A recorded gap or contradiction with the reading taken (`A-03`).
    case assumption
    /// A numeric limit with its bound and unit (`N-01`).
    case limit
    /// An ordering or deduplication rule over emitted events (`SEQ-FUNNEL-1`).
    case eventSequence = "event-sequence"
    /// A decision table (`PERM-PHOTO`).
    case decisionTable = "decision-table"
    /// One rule of a decision table (`PR-01`), or a default given an `id`.
    case decisionRule = "decision-rule"
    /// A staged release gate (`G2`).
    case stage
    /// An output whose invariants are checked on generated inputs (`feed`).
    case output
    /// One invariant over an output (`FEED-04`).
    case outputInvariant = "output-invariant"
}
