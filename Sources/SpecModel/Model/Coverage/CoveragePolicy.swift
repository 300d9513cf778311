/// What "covered" means for one product: the declarative policy in `Traceability/<product>/policy.json`.
///
/// The policy lists the ID kinds the coverage report shows (one ``CoverageRequirement`` or more per kind), the
/// evidence each kind needs, extra out-of-scope IDs, and how the evidence of child IDs rolls up to parents.
package struct CoveragePolicy: Hashable, Sendable {
    package var product: String
    /// The requirements in document order; an ID is judged by the first one that applies to it.
    package var requirements: [CoverageRequirement]
    /// IDs or ID patterns treated as out of scope, beyond elements whose own `scope` is `out`.
    package var outOfScope: [IDMatcher]
    /// How evidence of child IDs counts for their parents, applied in document order.
    package var rollups: [RollupRule]
    package var source: SourceRef?
    package var notes: [String]
    package var origin: Origin

    package init(
        product: String, requirements: [CoverageRequirement], outOfScope: [IDMatcher] = [], rollups: [RollupRule] = [],
        source: SourceRef? = nil, notes: [String] = [], origin: Origin = .synthetic()
    ) {
        self.product = product
        self.requirements = requirements
        self.outOfScope = outOfScope
        self.rollups = rollups
        self.source = source
        self.notes = notes
        self.origin = origin
    }

    /// The ID kinds the report shows, in first-requirement order, without repeats.
    package var reportedKinds: [String] {
        var seen = Set<String>()
        return requirements.map(\.idKind).filter { seen.insert($0).inserted }
    }
}

/// The evidence one kind of ID needs to be `covered`.
package struct CoverageRequirement: Hashable, Sendable {
    /// Which IDs the requirement applies to, by their `scope`.
    package enum ScopeFilter: String, CaseIterable, Codable, Sendable {
        /// Only in-scope IDs; out-of-scope IDs of the kind are reported `out-of-scope`.
        case `in`
        /// Every ID of the kind, whatever its element's `scope` says (the policy's `outOfScope` still applies).
        case all
    }

    /// An ID kind: a kind of the product's `idPatterns` (`feature`, `edge`), or an element kind for IDs outside
    /// the patterns (`journey-step`).
    package var idKind: String
    package var scope: ScopeFilter
    /// Every group must be satisfied; a group is satisfied by any one of its evidence kinds.
    package var evidence: [[RequiredEvidence]]
    /// Whether an ID also needs a proof from an assertion that names it (a rule check's `proves`, a subject's verdict
    /// assertion, or the rule a rule check is registered for): what the engine's own checks observed through a
    /// transition's `traces` alone leaves it `partial`, "no assertion names it".
    package var requireAssertion: Bool
    package var origin: Origin

    package init(
        idKind: String, scope: ScopeFilter = .in, evidence: [[RequiredEvidence]], requireAssertion: Bool = false,
        origin: Origin = .synthetic()
    ) {
        self.idKind = idKind
        self.scope = scope
        self.evidence = evidence
        self.requireAssertion = requireAssertion
        self.origin = origin
    }
}

/// The evidence kinds a policy may require; the same names as the conformance engine's evidence kinds.
package enum RequiredEvidence: String, CaseIterable, Codable, Sendable, Comparable {
    case success, recovery, failure, observability, state, scenario, rule, contract, refusal, limit, decision,
        invariant, trace

    package static func < (lhs: RequiredEvidence, rhs: RequiredEvidence) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
