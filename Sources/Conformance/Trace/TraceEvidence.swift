import SpecModel
import StateMachine

/// What one recorded trace proves for coverage: the requirement IDs traced by the states reached, the transitions
/// taken and the events emitted by the runs that followed the spec, as `specconform trace --evidence OUT.json` writes
/// it and `specconform check --trace-evidence OUT.json` reads it.
///
/// The file is one JSON object, `{"kind": "trace-evidence", "version": 1, "product", "trace", "steps", "runs",
/// "passingRuns", "violations", "ids", "states", "transitions", "events"}`, keys sorted, lists sorted: the same trace
/// and spec give the same bytes. A run that left the spec gives nothing; a transition counts only when every candidate
/// configuration of the run took it.
package struct TraceEvidence: Hashable, Sendable {
    /// The format version this engine writes and reads.
    package static let version = 1

    package var product: String
    /// The trace as it was named (`<stdin>` for standard input).
    package var trace: String
    package var steps: Int
    package var runs: Int
    package var passingRuns: Int
    package var violations: Int
    /// The IDs the passing runs exercised, sorted.
    package var ids: [String]
    /// `machine/State`, `machine/From.event#ordinal` and event names, sorted: what the IDs come from.
    package var states: [String]
    package var transitions: [String]
    package var events: [String]

    package init(
        product: String, trace: String, steps: Int, runs: Int, passingRuns: Int, violations: Int, ids: [String],
        states: [String] = [],
        transitions: [String] = [], events: [String] = []
    ) {
        self.product = product
        self.trace = trace
        self.steps = steps
        self.runs = runs
        self.passingRuns = passingRuns
        self.violations = violations
        self.ids = ids
        self.states = states
        self.transitions = transitions
        self.events = events
    }

    /// The evidence of `report` (checked with ``TraceChecker/Options/collectsEvidence``) on `bundle`: each exercised
    /// element's IDs as the runner's path checks find them (a state's and a transition's `traces`, an event's
    /// `traces` and ID).
    package init(report: TraceReport, trace: String, bundle: SpecBundle) {
        let exercised = report.exercised ?? TraceExercise()
        var ids = Set<String>()
        for machine in bundle.machines {
            if machine.isStatechart {
                ids.formUnion(Self.statechartIDs(machine, exercised: exercised, bundle: bundle))
                continue
            }
            guard case .success(let compiled) = CompiledMachine.compile(machine) else { continue }
            let traces = MachineTraces(machine: machine, compiled: compiled, bundle: bundle)
            for state in exercised.states where state.machine == machine.id {
                ids.formUnion(traces.traces(ofState: state.state))
            }
            for transition in exercised.transitions where transition.machine == machine.id {
                ids.formUnion(traces.traces(of: transition))
            }
        }
        let eventTraces = MachineTraces.eventTraces(of: bundle)
        for event in exercised.events { ids.formUnion(eventTraces[event] ?? []) }
        self.init(
            product: bundle.product, trace: trace, steps: report.steps, runs: report.runs,
            passingRuns: report.passingRuns,
            violations: report.violations.count, ids: ids.sorted(),
            states: exercised.states.sorted().map { "\($0.machine)/\($0.state)" },
            transitions: exercised.transitions.sorted().map(\.description), events: exercised.events.sorted())
    }

    /// The IDs a statechart's exercised states (at every level) and transitions (eventless ones as
    /// `State.always#n`) trace.
    private static func statechartIDs(_ machine: Machine, exercised: TraceExercise, bundle: SpecBundle) -> Set<String> {
        var ids = Set<String>()
        for state in machine.allStates where exercised.states.contains(StateRef(machine: machine.id, state: state.name))
        {
            ids.formUnion(state.info.traces.flatMap { bundle.expand($0.value) })
            for (ordinal, t) in state.always.enumerated()
            where exercised.transitions.contains(
                TransitionID(machine: machine.id, from: state.name, event: "always", ordinal: ordinal))
            {
                ids.formUnion(t.info.traces.flatMap { bundle.expand($0.value) })
            }
        }
        for t in machine.transitions where exercised.transitions.contains(t.id) {
            ids.formUnion(t.transition.info.traces.flatMap { bundle.expand($0.value) })
        }
        return ids
    }

    /// The check `check` adds to a product's run: kind `trace`, passed, `trace` evidence for every ID. It names no
    /// state or transition, so the machines' own coverage (and the gate's whole-machine rule) counts planned checks
    /// only.
    package var check: CheckResult {
        let left = runs - passingRuns
        return CheckResult(
            id: "trace:\(trace)", kind: .trace, product: product,
            title: "recorded trace \(trace): \(passingRuns) of \(runs) run\(runs == 1 ? "" : "s") followed the spec",
            status: .passed,
            evidence: ids.map { Evidence(id: $0, kind: .trace) },
            message: left == 0
                ? nil
                : "evidence from the \(passingRuns) runs that followed the spec only; \(left) left it (see specconform trace)"
        )
    }

    /// The file's JSON.
    package var json: JSONValue {
        [
            "kind": "trace-evidence", "version": .int(Self.version), "product": .string(product),
            "trace": .string(trace),
            "steps": .int(steps), "runs": .int(runs), "passingRuns": .int(passingRuns), "violations": .int(violations),
            "ids": .array(ids.map(JSONValue.string)), "states": .array(states.map(JSONValue.string)),
            "transitions": .array(transitions.map(JSONValue.string)), "events": .array(events.map(JSONValue.string)),
        ]
    }

    /// Reads an evidence file strictly (codes `trace-evidence.*`: unknown keys with a "did you mean", missing keys,
    /// wrong types, another kind, a newer version); nil with the problems when it cannot be read.
    package static func decode(_ bytes: [UInt8], file: String) -> (evidence: TraceEvidence?, diagnostics: [Diagnostic])
    {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return (nil, parsed.diagnostics) }
        let sink = DiagnosticSink(file: file, domain: "trace-evidence")
        var result: TraceEvidence?
        if let (reader, product) = ObjectReader.envelope(
            root, table: .traceEvidenceFile, kind: "trace-evidence", supportedVersion: version, expectedProduct: nil,
            sink: sink),
            let trace = reader.nonBlank("trace"), let steps = reader.int("steps"), let runs = reader.int("runs"),
            let passing = reader.int("passingRuns"), let violations = reader.int("violations"),
            reader.array("ids") != nil
        {
            result = TraceEvidence(
                product: product, trace: trace, steps: steps, runs: runs, passingRuns: passing, violations: violations,
                ids: reader.strings("ids"), states: reader.strings("states"),
                transitions: reader.strings("transitions"),
                events: reader.strings("events"))
        }
        let diagnostics = (parsed.diagnostics + sink.sorted).sorted()
        return (diagnostics.contains { $0.severity == .error } ? nil : result, diagnostics)
    }
}

extension KeySpec {
    static let traceEvidenceFile = KeySpec(
        "trace-evidence", required: envelopeRequired + ["trace", "steps", "runs", "passingRuns", "violations", "ids"],
        optional: envelopeOptional + ["states", "transitions", "events"])
}
