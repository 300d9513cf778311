import SpecModel

/// The kinds of checks the runner executes.
package enum CheckKind: String, CaseIterable, Codable, Sendable {
    case path, scenario, event, rule
    /// A contract called with a valid input, or with an input violating one declared constraint.
    case contract
    /// A guard boundary check: a path to a guarded transition's source state with a compared value at `c - 1`, `c`
    /// or `c + 1`, the transition's event, and any steps that tell the spec's branch from the other one.
    case boundary
    /// Sneak paths of one state: every event the spec does not handle there, each sent after the state's prefix.
    case sneak
    /// A payload value on a schema bound (or an `enum` member) that a property driver made the implementation emit.
    case value
    /// A numeric limit probed one step under, at and one step over its value.
    case limit
    /// The combinations of a decision table one rule (or the default) decides, asked of its decision subject.
    case decision
    /// One output invariant held on every example and generated input (`output:<invariant ID>`).
    case invariant
    /// The passing runs of one recorded trace (`trace:<file>`), from a `specconform trace --evidence` file.
    case trace
}

/// The outcome of one check.
package enum CheckStatus: String, CaseIterable, Codable, Sendable {
    case passed, failed
    /// The check could not run to a verdict: the subject did not answer (it crashed, hung, replied malformed, could
    /// not be started, was given up, or said it could not do what was asked) or the check could not be built. It
    /// gives no evidence and the check does not pass, but it contradicts nothing: the IDs it exercises are
    /// `unverified`, not `failing` (docs/SUBJECT-PROTOCOL.md §5).
    case error
    /// The check returned without evaluating a single expectation, so it could not have failed: it gives no evidence
    /// and counts as failed.
    case vacuous
}

/// Where a failing check first diverged from the spec.
package struct Divergence: Hashable, Sendable {
    /// 0-based index of the step that diverged.
    package var step: Int
    /// The steps taken so far, including the diverging one, printed as `event` or `machine:event`.
    package var pathSoFar: [String]
    package var expected: String
    package var observed: String
    /// Where the spec stood at the diverging step of a machine: the transition it took (`lock: Open
    /// --lock.pressed#0-->`, the ordinal naming the guard) or the event it does not handle there (`lock: Open
    /// --pin.wrong--> (not handled)`); nil for a divergence that is no machine step (a drive, a reset, a decision).
    package var at: String?

    package init(step: Int, pathSoFar: [String], expected: String, observed: String, at: String? = nil) {
        self.step = step
        self.pathSoFar = pathSoFar
        self.expected = expected
        self.observed = observed
        self.at = at
    }

    /// `lock: Open --lock.pressed#0-->` for a transition taken, `lock: Open --pin.wrong--> (not handled)` without one.
    package static func position(machine: String, from: String, event: String, ordinal: Int?) -> String {
        "\(machine): \(from) --\(event)" + (ordinal.map { "#\($0)-->" } ?? "--> (not handled)")
    }
}

/// The result of one check that ran: its evidence counts only when it passed.
package struct CheckResult: Hashable, Sendable {
    /// Stable ID, e.g. `path:artwork-access:transitions:3`, `scenario:JRN-P03`, `rule:RULE-PROG-UNION`.
    package var id: String
    package var kind: CheckKind
    package var product: String
    package var title: String
    package var status: CheckStatus
    /// What the check exercises; turned into coverage only when `status == .passed`.
    package var evidence: [Evidence]
    /// Machine states the check reached, as (machine, state).
    package var states: [StateRef]
    /// Machine transitions the check ran through, sorted.
    package var transitions: [TransitionID]
    /// Guard outcomes the interpreter evaluated on the check's conforming steps, sorted.
    package var guardOutcomes: [GuardOutcome]
    /// Def-use pairs the check's conforming steps exercised (the interpreter's reads of context fields and the
    /// definitions reaching them, ``DefUsePair``), sorted.
    package var defUses: [DefUsePair]
    package var divergence: Divergence?
    package var message: String?
    /// For a sneak check: the events sent and what the implementation did with each.
    package var sneak: SneakOutcome?
    /// The claims of the evaluated expectations that named the IDs they prove, per ID, in evaluation order (rule
    /// checks; the engine's own kinds of check assert what their kind says, `docs/EVIDENCE.md`).
    package var proofs: [Proof]
    /// IDs the check claims (`covers`) that no evaluated expectation named: they get no evidence from it.
    package var unasserted: [String]
    /// The rule parameters the check read (rule checks), `RULE/key`, sorted: `check` reports a parameter no check
    /// read (`check.unread-parameter`).
    package var reads: [String]

    package init(
        id: String, kind: CheckKind, product: String, title: String, status: CheckStatus, evidence: [Evidence],
        states: [StateRef] = [], transitions: [TransitionID] = [], guardOutcomes: [GuardOutcome] = [],
        divergence: Divergence? = nil, message: String? = nil, sneak: SneakOutcome? = nil, proofs: [Proof] = [],
        unasserted: [String] = [], reads: [String] = [], defUses: [DefUsePair] = []
    ) {
        self.id = id
        self.kind = kind
        self.product = product
        self.title = title
        self.status = status
        self.evidence = evidence.sorted()
        self.states = Array(Set(states)).sorted()
        self.transitions = Array(Set(transitions)).sorted()
        self.guardOutcomes = Array(Set(guardOutcomes)).sorted()
        self.defUses = Array(Set(defUses)).sorted()
        self.divergence = divergence
        self.message = message
        self.sneak = sneak
        self.proofs = proofs
        self.unasserted = unasserted
        self.reads = Array(Set(reads)).sorted()
    }

    /// The IDs this check exercises (whatever its status).
    package var exercisedIDs: [String] { Array(Set(evidence.map(\.id))).sorted() }
}

/// A machine state a check reached.
package struct StateRef: Hashable, Sendable, Comparable {
    package var machine: String
    package var state: String

    package init(machine: String, state: String) {
        self.machine = machine
        self.state = state
    }

    package static func < (lhs: StateRef, rhs: StateRef) -> Bool { (lhs.machine, lhs.state) < (rhs.machine, rhs.state) }
}
