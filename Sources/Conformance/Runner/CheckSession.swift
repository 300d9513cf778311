import EventSchema
import SpecModel
import StateMachine

/// One check in progress: the spec machines as the oracle, the subjects under test, and what was exercised.
///
/// Every step runs the interpreter first (what the spec says happens), then the subject (what the
/// implementation does), and compares state, emitted events, event validity and outputs. The first
/// difference ends the check as its divergence.
struct CheckSession {
    let product: String
    let traces: [String: MachineTraces]
    let catalog: EventCatalog
    let eventTraces: [String: [String]]
    private var instances: [String: MachineInstance]
    private var subjects: [Int: any ConformanceSubject]
    private let groupOf: [String: Int]
    private let multiMachine: Bool

    private(set) var states: [StateRef] = []
    private(set) var transitions: [TransitionID] = []
    private(set) var guardOutcomes: [GuardOutcome] = []
    /// Def-use pairs the conforming steps exercised.
    private(set) var defUses: Set<DefUsePair> = []
    /// Per machine, the definitions reaching the current step.
    private var dataFlow: [String: DefUseTracker] = [:]
    private(set) var evidence: [Evidence] = []
    private(set) var pathSoFar: [String] = []
    /// Where the spec stood at the step being performed (``Divergence/at``); nil before it stepped.
    private var position: String?
    /// Per subject group, the outputs the subject reported after its last conforming step (or right after the reset).
    private var lastOutputs: [Int: [String: JSONValue]] = [:]
    /// Per subject group, the outputs after its last step the spec handled (or right after the reset): what a refusal
    /// without a named value must change.
    private var refusalBaseline: [Int: [String: JSONValue]] = [:]
    /// What a subject showed right after its reset that the spec's initial configuration contradicts (another state,
    /// an output showing a context field at another value): the first step diverges with it, whatever the step.
    private var resetDivergence: (expected: String, observed: String)?
    /// Evidence of the step that diverged, if any: the IDs a failing check exercised.
    private(set) var failingEvidence: [Evidence] = []
    /// Every event the subjects emitted, with whether it was valid.
    private(set) var emitted: [(name: String, valid: Bool, problem: String?)] = []
    /// Every event the subjects emitted, with its payload, in order: what the event sequences are held against.
    private var history: [(name: String, payload: JSONValue)] = []
    /// The kinds of path the conforming steps ran through (success, recovery, failure), and `observability`
    /// when at least one declared event was emitted and valid: what a passing scenario proves for its `covers`.
    private(set) var provenKinds: Set<EvidenceKind> = []

    /// Starts a session: resets every machine's interpreter and every subject with the given context overrides.
    init(
        product: String, machines: [String], contexts: [String: [String: JSONValue]], traces: [String: MachineTraces],
        registry: SubjectRegistry, catalog: EventCatalog, eventTraces: [String: [String]]
    ) throws(SessionError) {
        self.product = product
        self.traces = traces
        self.catalog = catalog
        self.eventTraces = eventTraces
        self.multiMachine = machines.count > 1
        var instances: [String: MachineInstance] = [:]
        var subjects: [Int: any ConformanceSubject] = [:]
        var groupOf: [String: Int] = [:]
        var contextsByGroup: [Int: [String: JSONValue]] = [:]
        for machine in machines {
            guard let machineTraces = traces[machine] else {
                throw SessionError("machine '\(machine)' is not defined or does not compile")
            }
            var instance = MachineInstance(machineTraces.compiled)
            do {
                try instance.reset(context: contexts[machine] ?? [:])
            } catch {
                throw SessionError(
                    "context of '\(machine)' names undeclared fields: \(error.fields.joined(separator: ", "))")
            }
            instances[machine] = instance
            dataFlow[machine] = DefUseTracker(machineTraces.dataFlow)
            guard let group = registry.group(.machine, product: product, element: machine),
                let factory = registry.factory(.machine, product: product, element: machine)
            else {
                throw SessionError("no subject is registered for machine '\(machine)' of '\(product)'")
            }
            groupOf[machine] = group
            if subjects[group] == nil { subjects[group] = factory() }
            contextsByGroup[group, default: [:]][machine] = .object(instance.context)
        }
        for group in subjects.keys.sorted() {
            do {
                try subjects[group]?.reset(context: .object(contextsByGroup[group] ?? [:]))
            } catch {
                throw SessionError("subject reset failed: \(error)")
            }
        }
        self.instances = instances
        self.subjects = subjects
        self.groupOf = groupOf
        for (machine, group) in groupOf.sorted(by: { $0.key < $1.key }) {
            guard let observed = subjects[group]?.observeReset() else { continue }
            lastOutputs[group] = observed.outputs
            refusalBaseline[group] = observed.outputs
            if resetDivergence == nil, let instance = instances[machine], let machineTraces = traces[machine] {
                resetDivergence = Self.resetMismatch(
                    machine: machine, instance: instance, declaredOutputs: machineTraces.compiled.declaredOutputs,
                    observed: observed, spec: machineTraces.machine)
            }
        }
        // A statechart's start is a checked step: the events its initial configuration's entry actions emit against
        // those the subject reports at its reset (flat machines emit nothing at their start).
        for (machine, group) in groupOf.sorted(by: { $0.key < $1.key }) {
            guard let spec = traces[machine]?.machine, !spec.configurations.isEmpty else { continue }
            let observed = subjects[group]?.observeReset()
            for e in observed?.events ?? [] {
                let result = catalog.validate(eventName: e.name, payload: e.payload, conditions: e.conditions)
                let problem = Self.describe(result)
                emitted.append((e.name, result.isValid, problem))
                if resetDivergence == nil, let problem {
                    resetDivergence = ("event '\(e.name)' valid against its schema and policies", problem)
                }
            }
            if resetDivergence == nil {
                resetDivergence = Self.startMismatch(machine: machine, spec: spec, observed: observed, catalog: catalog)
            }
            if resetDivergence == nil {
                for e in observed?.events ?? [] {
                    evidence += (eventTraces[e.name] ?? []).map { Evidence(id: $0, kind: .observability) }
                }
            }
        }
        for machine in machines {
            if let instance = instances[machine] { states.append(StateRef(machine: machine, state: instance.state)) }
        }
    }

    /// Performs one step; returns the divergence if the subject did not conform, nil if it did.
    ///
    /// A step the spec does not handle (no transition, or every guard false) is held to the state's `unhandled`
    /// declaration (``refusalMismatch(event:state:unhandled:before:baseline:outputs:)``).
    mutating func perform(
        machine: String, event: String, data: JSONValue, expectState: String? = nil, expectEmits: [String]? = nil,
        expectOutputs: [String: JSONValue] = [:]
    ) throws(SessionError) -> Divergence? {
        pathSoFar.append(multiMachine ? "\(machine):\(event)" : event)
        position = nil
        if let reset = resetDivergence {
            resetDivergence = nil
            return divergence(expected: reset.expected, observed: reset.observed)
        }
        guard var instance = instances[machine], let machineTraces = traces[machine], let group = groupOf[machine]
        else {
            return divergence(
                expected: "a step of a machine of this check", observed: "machine '\(machine)' is not part of it")
        }
        let from = instance.state
        // Payload expectations read the context before the transition (the one its guard and assignments read).
        let slotsBefore = instance.slots
        let outcome = instance.step(event: event, data: data)
        position = Divergence.position(machine: machine, from: from, event: event, ordinal: outcome.transition?.ordinal)
        var expectedState = from
        var declared: [EmittedEvent] = []
        switch outcome.effect {
        case .rejected(let reason):
            return divergence(
                expected: "the spec machine to evaluate '\(event)' in \(from)", observed: "it cannot: \(reason)")
        case .ignored:
            break
        case .transitioned(_, let to, let emits):
            expectedState = to
            declared = emits
        }
        instances[machine] = instance
        let taken = outcome.transition
        var stepEvidence = machineTraces.exercised(taken: taken, target: expectedState)

        if let expectState, !machineTraces.machine.observes(expectState, in: expectedState) {
            failingEvidence = stepEvidence
            return divergence(
                expected: "the scenario's state \(expectState)",
                observed:
                    "the spec machine goes to \(machineTraces.machine.observedName(of: expectedState)) (the scenario "
                    + "contradicts the spec)")
        }

        let observation: Observation
        do {
            guard let applied = try subjects[group]?.apply(Stimulus(machine: machine, event: event, data: data)) else {
                preconditionFailure("every machine's group has a subject")
            }
            observation = applied
        } catch {
            failingEvidence = stepEvidence
            throw SessionError("subject failed to apply '\(event)': \(error)")
        }
        let names = observation.events.map(\.name)
        for e in observation.events {
            stepEvidence += (eventTraces[e.name] ?? []).map { Evidence(id: $0, kind: .observability) }
        }

        let observedState = observation.states[machine]
        guard let observedState, machineTraces.machine.observes(observedState, in: expectedState) else {
            failingEvidence = stepEvidence
            return divergence(
                expected: "state \(machineTraces.machine.observedName(of: expectedState))",
                observed: "state \(observedState ?? "(none reported)")")
        }
        let allowed = declared.indices.filter { catalog.allows(declared[$0].event, under: observation.conditions) }
        let expectedEvents = allowed.map { declared[$0] }
        if let expectEmits, expectEmits != names {
            failingEvidence = stepEvidence
            return divergence(
                expected: "the scenario's events \(EmissionMatcher.describe(expectEmits))",
                observed: "events \(EmissionMatcher.describe(names))")
        }
        let alignment = EmissionMatcher.align(expected: expectedEvents, observed: names)
        if let mismatch = alignment.mismatch {
            failingEvidence = stepEvidence
            return divergence(
                expected: "events \(EmissionMatcher.describe(expectedEvents))",
                observed: "events \(EmissionMatcher.describe(names)): \(mismatch)")
        }
        for e in observation.events {
            let result = catalog.validate(eventName: e.name, payload: e.payload, conditions: e.conditions)
            let problem = Self.describe(result)
            emitted.append((e.name, result.isValid, problem))
            if let problem {
                failingEvidence = stepEvidence
                return divergence(
                    expected: "event '\(e.name)' valid against its schema and policies", observed: problem)
            }
        }
        // Event sequences (events files' `sequences`): the first event breaking one is the divergence.
        history += observation.events.map { ($0.name, $0.payload) }
        for sequence in catalog.sequences where observation.events.contains(where: { $0.name == sequence.event }) {
            if let violation = sequence.violation(in: history) {
                failingEvidence = stepEvidence + [Evidence(id: sequence.id, kind: .observability)]
                return divergence(expected: sequence.phrase, observed: violation.message)
            }
            stepEvidence.append(Evidence(id: sequence.id, kind: .observability))
        }
        if let taken, machineTraces.compiled.declaresPayload(taken) {
            let expectations = machineTraces.compiled.expectedPayload(of: taken, slots: slotsBefore, data: data)
            if let mismatch = EmissionMatcher.payloadMismatch(
                expectations: expectations, positions: allowed, matched: alignment.matched, observed: observation.events
            ) {
                failingEvidence = stepEvidence
                return divergence(expected: mismatch.expected, observed: mismatch.observed)
            }
        }
        if let taken {
            for output in machineTraces.compiled.expectedOutputs(of: taken, slots: slotsBefore, data: data) {
                let want: JSONValue
                switch output.value {
                case .success(let value): want = value
                case .failure(let error):
                    failingEvidence = stepEvidence
                    return divergence(
                        expected: "output \(output.name) = \(output.expression)",
                        observed: "the expression cannot be evaluated for this step: \(error.message) [\(error.code)]")
                }
                let got = observation.outputs[output.name]
                guard let got, Expression.valuesEqual(got, want) else {
                    failingEvidence = stepEvidence
                    return divergence(
                        expected: "output \(output.name) = \(EmissionMatcher.compact(want))",
                        observed: "output \(output.name) = \(got.map(EmissionMatcher.compact) ?? "(none)")")
                }
            }
        } else if let mismatch = Self.refusalMismatch(
            event: event, state: from, unhandled: machineTraces.machine.unhandledEvents(in: from),
            before: lastOutputs[group], baseline: refusalBaseline[group], outputs: observation.outputs)
        {
            // The spec ignores (or rejects) the event: the outputs show exactly that.
            failingEvidence = stepEvidence
            return divergence(expected: mismatch.expected, observed: mismatch.observed)
        }
        // A self-loop that changes nothing the spec models is observed as an ignored event is: every output the subject
        // reports keeps its value, and the refusals that follow are still judged against the last step that changed
        // something (so dropping such a self-loop, or its guard failing, cannot be told from taking it).
        let inert = taken.flatMap { machineTraces.transition($0) }?.changesNothing(from: from) == true
        if inert, let before = lastOutputs[group],
            let name = Set(before.keys).union(observation.outputs.keys).sorted().first(where: {
                observation.outputs[$0] != before[$0]
            })
        {
            failingEvidence = stepEvidence
            let was = before[name].map(EmissionMatcher.compact) ?? "(none)"
            let now = observation.outputs[name].map(EmissionMatcher.compact) ?? "(none)"
            return divergence(
                expected:
                    "output \(name) unchanged (\(was)): \(from) --\(event)--> \(from) changes nothing the spec models",
                observed: "output \(name) = \(now)")
        }
        for (key, expected) in expectOutputs.sorted(by: { $0.key < $1.key }) where observation.outputs[key] != expected
        {
            failingEvidence = stepEvidence
            let want = JSONWriter(indent: 0).string(expected)
            let got = observation.outputs[key].map { JSONWriter(indent: 0).string($0) } ?? "(none)"
            return divergence(expected: "output \(key) = \(want)", observed: "output \(key) = \(got)")
        }

        // The step conformed: record what it proves.
        lastOutputs[group] = observation.outputs
        if taken != nil, !inert { refusalBaseline[group] = observation.outputs }
        states.append(StateRef(machine: machine, state: expectedState))
        if let taken { transitions.append(taken) }
        guardOutcomes += outcome.guards
        if let pairs = dataFlow[machine]?.observe(slots: slotsBefore, data: data, outcome: outcome) {
            defUses.formUnion(pairs)
        }
        if !expectedEvents.isEmpty, let taken {
            stepEvidence += machineTraces.traces(of: taken).map { Evidence(id: $0, kind: .observability) }
        }
        if !observation.events.isEmpty { provenKinds.insert(.observability) }
        if let taken, let transition = machineTraces.transition(taken) {
            switch transition.path {
            case .success: provenKinds.insert(.success)
            case .recovery: provenKinds.insert(.recovery)
            case .failure: provenKinds.insert(.failure)
            case .neutral: break
            }
        }
        evidence += stepEvidence
        return nil
    }

    /// The IDs a step exercises, by the kind of evidence it gives when it conforms.
    private func divergence(expected: String, observed: String) -> Divergence {
        Divergence(
            step: pathSoFar.count - 1, pathSoFar: pathSoFar, expected: expected, observed: observed, at: position)
    }

    private static func describe(_ result: EventCatalog.Result) -> String? {
        guard !result.isValid else { return nil }
        let parts =
            result.errors.map {
                "\($0.code) at \($0.instancePointer.isEmpty ? "/" : $0.instancePointer): \($0.message)"
            }
            + result.violations.map { "\($0)" }
        return parts.joined(separator: "; ")
    }
}

/// A check that could not run: no subject, a broken adapter, an undefined machine.
struct SessionError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
