import SpecModel

/// What checking recorded traces found: per session and machine, how far the record followed the spec, and where it
/// stopped following it.
package struct TraceReport: Hashable, Sendable {
    /// A move the spec allows: from a state, on an event, under an optional guard, to a target.
    package struct Move: Hashable, Sendable, CustomStringConvertible {
        package var from: String
        package var event: String
        package var `guard`: String?
        package var target: String

        /// `coin [credit + 1 < price] → Idle`.
        package var description: String { event + (self.guard.map { " [\($0)]" } ?? "") + " → " + target }
    }

    /// A value a guard read: a context field (`credit`) or an event field (`event.amount`); nil when unknown (a
    /// context field computed from data that was not recorded, or event data not recorded).
    package struct FieldValue: Hashable, Sendable {
        package var name: String
        package var value: JSONValue?
    }

    /// A guard the spec evaluated false, with the transition it guards and the values it read.
    package struct GuardReading: Hashable, Sendable {
        package var `guard`: String
        /// `Idle --coin[credit + 1 < price]--> Idle`.
        package var transition: String
        package var reads: [FieldValue]
    }

    /// A step of a run that followed the spec: its line, its event and the state after it.
    package struct PrefixStep: Hashable, Sendable {
        package var line: Int
        package var event: String
        package var state: String
    }

    /// One configuration the run could have been in, and why the step does not follow the spec from there.
    package struct Candidate: Hashable, Sendable {
        package var state: String
        /// Context fields whose value was unknown there.
        package var unknown: [String]
        /// The guard outcomes assumed to reach this branch, latest last: `[guard] true at line N`.
        package var assumptions: [String]
        package var code: String
        package var message: String
    }

    /// Where a spec element is written.
    package struct SpecLocation: Hashable, Sendable {
        package var file: String
        package var line: Int
        package var column: Int
    }

    /// One violation (or warning) of a session's record.
    package struct Violation: Hashable, Sendable, Comparable {
        /// 1-based line of the trace file.
        package var line: Int
        package var session: String?
        package var machine: String?
        /// `trace.malformed`, `trace.unknown-machine`, `trace.illegal-step`, `trace.missing-emit`, `trace.extra-emit`,
        /// `trace.unevaluable-guard` (a guard or assignment fails on known values), `trace.candidates-exhausted` (no
        /// candidate configuration explains the step), an event schema's code (`schema.*`, `event.unknown`); for a
        /// warning, `trace.candidates-widened`.
        package var code: String
        package var message: String
        /// Steps of the session on this machine that matched before this one.
        package var matched: Int
        /// The last steps that matched (at most ``TraceReport/prefixShown``), oldest first; the earlier ones are
        /// counted in ``matched`` only.
        package var prefix: [PrefixStep]
        /// The spec's moves from the state (or states, with candidates) the session was in.
        package var allowedNext: [Move]
        /// Guards the spec evaluated false for the recorded event, with the values they read.
        package var falseGuards: [GuardReading]
        /// With more than one way the step could have gone: each, and why it fails.
        package var candidates: [Candidate]
        /// Where the state the session was in is written in the machine file.
        package var specLocation: SpecLocation?

        package init(
            line: Int, session: String? = nil, machine: String? = nil, code: String, message: String, matched: Int = 0,
            prefix: [PrefixStep] = [], allowedNext: [Move] = [], falseGuards: [GuardReading] = [],
            candidates: [Candidate] = [],
            specLocation: SpecLocation? = nil
        ) {
            self.line = line
            self.session = session
            self.machine = machine
            self.code = code
            self.message = message
            self.matched = matched
            self.prefix = prefix
            self.allowedNext = allowedNext
            self.falseGuards = falseGuards
            self.candidates = candidates
            self.specLocation = specLocation
        }

        package static func < (a: Violation, b: Violation) -> Bool {
            (a.line, a.code, a.session ?? "", a.machine ?? "", a.message) < (
                b.line, b.code, b.session ?? "", b.machine ?? "", b.message
            )
        }
    }

    /// How many matched steps a violation lists.
    package static let prefixShown = 8

    /// Records read (non-blank lines).
    package var steps = 0
    /// Steps that followed the spec.
    package var matched = 0
    /// Steps not checked because their session had already left the spec on that machine.
    package var skipped = 0
    /// Distinct (session, machine) runs.
    package var runs = 0
    /// Runs that followed the spec to their last record.
    package var passingRuns = 0
    /// Runs that ended with more than one candidate configuration (what they read was not all recorded).
    package var ambiguousRuns = 0
    /// Runs whose candidates outgrew the bound and were merged (see ``TraceChecker/Options/maximumCandidates``).
    package var widenedRuns = 0
    package var violations: [Violation] = []
    /// Warnings: candidates merged past the bound, so later steps of that run were checked less precisely.
    package var warnings: [Violation] = []
    /// What the passing runs exercised, when asked for (``TraceChecker/Options/collectsEvidence``).
    package var exercised: TraceExercise?

    package init() {}

    /// Whether no record left the spec (warnings aside).
    package var isClean: Bool { violations.isEmpty }

    mutating func merge(_ other: TraceReport) {
        steps += other.steps
        matched += other.matched
        skipped += other.skipped
        runs += other.runs
        passingRuns += other.passingRuns
        ambiguousRuns += other.ambiguousRuns
        widenedRuns += other.widenedRuns
        violations += other.violations
        warnings += other.warnings
        if let more = other.exercised { exercised = exercised.map { $0.union(more) } ?? more }
    }
}

/// The spec elements the passing runs of a trace exercised: states reached, transitions taken for certain (every
/// candidate took it), events emitted as declared.
package struct TraceExercise: Hashable, Sendable {
    package var states: Set<StateRef> = []
    package var transitions: Set<TransitionID> = []
    package var events: Set<String> = []

    package init(states: Set<StateRef> = [], transitions: Set<TransitionID> = [], events: Set<String> = []) {
        self.states = states
        self.transitions = transitions
        self.events = events
    }

    func union(_ other: TraceExercise) -> TraceExercise {
        TraceExercise(
            states: states.union(other.states), transitions: transitions.union(other.transitions),
            events: events.union(other.events))
    }
}
