import SpecModel

/// How much of one state machine the passing checks exercised.
package struct MachineCoverage: Hashable, Sendable {
    package var id: String
    package var title: String?
    package var initial: String
    /// States in document order.
    package var states: [StateCoverage]
    /// Transitions in document order (states, then events, then transitions).
    package var transitions: [TransitionCoverage]
    /// The sneak paths sent and how many the implementation refused; nil when no sneak check ran for the machine.
    package var sneakPaths: SneakPathCount?
    /// The planner limit that stopped the machine's path search, with its value and the option that raises it
    /// (`planner limit max-depth=64 reached (raise it with --max-depth)`); nil when the search was not stopped.
    package var plannerLimit: String?
    /// Its def-use pairs; nil when the machine was not planned with the `uses` criterion.
    package var defUses: DefUseCoverage?

    package init(
        id: String, title: String? = nil, initial: String, states: [StateCoverage], transitions: [TransitionCoverage],
        sneakPaths: SneakPathCount? = nil, plannerLimit: String? = nil, defUses: DefUseCoverage? = nil
    ) {
        self.id = id
        self.title = title
        self.initial = initial
        self.states = states
        self.transitions = transitions
        self.sneakPaths = sneakPaths
        self.plannerLimit = plannerLimit
        self.defUses = defUses
    }

    package var stateCount: CoverageFraction {
        CoverageFraction(covered: states.count(where: { $0.status == .covered }), total: states.count)
    }

    package var transitionCount: CoverageFraction {
        CoverageFraction(covered: transitions.count(where: { $0.status == .covered }), total: transitions.count)
    }

    /// Guard outcomes covered of total: every guarded transition has two outcomes (true and false), less those
    /// proved unreachable.
    package var guardOutcomeCount: CoverageFraction {
        let guarded = transitions.filter { $0.guardExpression != nil }
        return CoverageFraction(
            covered: guarded.reduce(0) { $0 + $1.guardOutcomes.count },
            total: guarded.count * 2 - unreachableGuardOutcomeCount)
    }

    /// Guard outcomes proved unreachable (not counted in `guardOutcomeCount.total`).
    package var unreachableGuardOutcomeCount: Int { transitions.reduce(0) { $0 + $1.unreachableGuardOutcomes.count } }

    /// Guard outcomes neither covered nor proved unreachable, each with why, in document order: with the covered
    /// ones they make `guardOutcomeCount.total`.
    package var missingGuardOutcomes: [(transition: TransitionCoverage, missing: MissingGuardOutcome)] {
        transitions.flatMap { t in t.missingGuardOutcomes.map { (t, $0) } }
    }

    /// Transitions no passing check ran through (uncovered or failing), in document order.
    package var uncoveredTransitions: [TransitionCoverage] { transitions.filter { $0.status != .covered } }
}

/// Whether a state or transition was exercised.
package enum ElementCoverage: String, CaseIterable, Codable, Sendable {
    /// A passing check reached it.
    case covered
    /// No check reached it.
    case uncovered
    /// Only failing checks reached it.
    case failing
}

/// A state of a machine and whether a passing check reached it.
package struct StateCoverage: Hashable, Sendable {
    package var name: String
    package var isFinal: Bool
    package var status: ElementCoverage

    /// The enclosing state's name; nil at top level (and for every state of a flat machine).
    package var parent: String?
    /// What kind of state it is; a flat machine's states are atomic or final.
    package var kind: Kind

    /// The kinds of a statechart's states (history pseudo-states are not listed).
    package enum Kind: String, Codable, Sendable, CaseIterable { case atomic, compound, parallel, final }

    package init(
        name: String, isFinal: Bool = false, status: ElementCoverage, parent: String? = nil, kind: Kind? = nil
    ) {
        self.name = name
        self.isFinal = isFinal
        self.status = status
        self.parent = parent
        self.kind = kind ?? (isFinal ? .final : .atomic)
    }
}

/// A transition of a machine, identified by its ``TransitionID``, and whether a passing check ran through it.
package struct TransitionCoverage: Hashable, Sendable {
    /// The transition's identity: machine, from, event, ordinal.
    package var id: TransitionID
    package var to: String
    package var guardExpression: String?
    /// `success`, `recovery`, `failure` or `neutral`.
    package var path: String
    package var status: ElementCoverage
    /// The guard outcomes passing checks observed, sorted (`false` before `true`).
    package var guardOutcomes: [Bool]
    /// The guard outcomes the planner proved no run can observe, sorted.
    package var unreachableGuardOutcomes: [Bool]
    /// The guard outcomes neither observed nor proved unreachable, with why, sorted by outcome.
    package var missingGuardOutcomes: [MissingGuardOutcome]

    package init(
        id: TransitionID, to: String, guardExpression: String? = nil, path: String = "neutral",
        status: ElementCoverage, guardOutcomes: [Bool] = [], unreachableGuardOutcomes: [Bool] = [],
        missingGuardOutcomes: [MissingGuardOutcome] = []
    ) {
        self.id = id
        self.to = to
        self.guardExpression = guardExpression
        self.path = path
        self.status = status
        self.guardOutcomes = guardOutcomes
        self.unreachableGuardOutcomes = unreachableGuardOutcomes
        self.missingGuardOutcomes = missingGuardOutcomes.sorted { !$0.outcome && $1.outcome }
    }

    /// `Closed → Open on open when n > 0`, the transition as the report lists it.
    package var summaryText: String {
        "\(from) → \(to) on \(event)" + (guardExpression.map { " when \($0)" } ?? "")
    }

    /// The source state.
    package var from: String { id.from }
    /// The triggering event.
    package var event: String { id.event }
    /// The position among the transitions of (`from`, `event`).
    package var ordinal: Int { id.ordinal }
}

/// A guard outcome no passing check observed and the planner did not prove unreachable, and why (a planner limit,
/// guards reading event data, only failing checks reaching it, no subject for the machine).
package struct MissingGuardOutcome: Hashable, Sendable {
    package var outcome: Bool
    package var reason: String

    package init(outcome: Bool, reason: String) {
        self.outcome = outcome
        self.reason = reason
    }
}

/// `covered` of `total`.
package struct CoverageFraction: Hashable, Sendable {
    package var covered: Int
    package var total: Int

    package init(covered: Int, total: Int) {
        self.covered = covered
        self.total = total
    }
}
