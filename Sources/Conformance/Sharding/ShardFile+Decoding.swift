import SpecModel

/// Reading a shard file back, for `merge`.
extension ShardFile {
    /// Decodes a shard file written by ``jsonValue``, strictly: unknown keys are rejected with a "did you mean", and
    /// every problem is reported with its location under the codes `shard.*` (`shard.unknown-key`,
    /// `shard.missing-key`, `shard.wrong-type`, `shard.invalid-value`, `shard.unknown-kind`,
    /// `shard.unsupported-version`). The value is nil when any diagnostic is an error.
    public static func decode(_ bytes: [UInt8], file: String) -> CoverageFileResult<ShardFile> {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return CoverageFileResult(value: nil, diagnostics: parsed.diagnostics) }
        let sink = DiagnosticSink(file: file, domain: "shard")
        var value: ShardFile?
        if let (reader, product) = ObjectReader.envelope(
            root, table: .shardFile, kind: "shard", supportedVersion: formatVersion, expectedProduct: nil, sink: sink) {
            value = ShardDecoder(sink: sink).file(reader, product: product)
        }
        let diagnostics = (parsed.diagnostics + sink.sorted).sorted()
        return CoverageFileResult(value: diagnostics.hasErrors ? nil : value, diagnostics: diagnostics)
    }
}

/// The key tables of a shard file; each is the `$defs` entry of its name in `Spec/schema/shard.schema.json`.
extension KeySpec {
    /// Every table, for the test that keeps the schema in step.
    static var shardTables: [KeySpec] {
        [
            shardFile, shardGenerator, shardSlice, shardCheck, shardEvidence, shardState, shardTransition, shardGuardOutcome, shardDivergence,
            shardSneak, shardEvent, shardProblem, shardNotDriven, shardDecision,
        ]
    }

    static let shardFile = KeySpec(
        "shard", required: envelopeRequired + ["generator", "inputs", "shard", "units", "plan", "checks", "events", "notDriven", "decisions"])
    static let shardGenerator = KeySpec("generator", required: ["name", "version"])
    static let shardSlice = KeySpec("slice", required: ["index", "count"])
    static let shardCheck = KeySpec(
        "check", required: ["id", "kind", "title", "status", "evidence"],
        optional: ["states", "transitions", "guardOutcomes", "divergence", "message", "sneak"])
    static let shardEvidence = KeySpec("evidence", required: ["id", "kind"])
    static let shardState = KeySpec("state", required: ["machine", "state"])
    static let shardTransition = KeySpec("transition", required: ["machine", "from", "event", "ordinal"])
    static let shardGuardOutcome = KeySpec("guardOutcome", required: ["machine", "from", "event", "ordinal", "outcome"])
    static let shardDivergence = KeySpec("divergence", required: ["step", "path", "expected", "observed"])
    static let shardSneak = KeySpec("sneak", required: ["machine", "state", "mode", "refused", "accepted", "notRun", "unsent"])
    static let shardEvent = KeySpec("event", required: ["name", "count"], optional: ["problem"])
    static let shardProblem = KeySpec("problem", required: ["unit", "message"])
    static let shardNotDriven = KeySpec("notDriven", required: ["check", "reason"])
    static let shardDecision = KeySpec(
        "decision", required: [
            "unit", "table", "asked", "wrong", "sampled", "combinations", "gapRegionsLeftOut", "booleanOutput", "leaks", "wrongDenials",
        ])
}

/// Walks a shard file's tree.
private struct ShardDecoder {
    let sink: DiagnosticSink

    func file(_ reader: ObjectReader, product: String) -> ShardFile? {
        let generator = reader.object("generator", .shardGenerator)
        let version = generator?.string("version")
        let inputs = reader.string("inputs")
        var shard: Shard?
        if let slice = reader.object("shard", .shardSlice), let index = slice.int("index"), let count = slice.int("count") {
            shard = Shard(index: index, count: count)
            if shard == nil {
                sink.error("invalid-value", "invalid shard \(index) of \(count); a shard is 1 to its count", at: slice.origin)
            }
        }
        let units = reader.int("units")
        let plan = reader.string("plan")
        func unit(_ item: ObjectReader) -> Int? {
            guard let unit = item.int("unit") else { return nil }
            guard let units, (0..<units).contains(unit) else {
                sink.error("invalid-value", "unit \(unit) is not one of the file's \(units ?? 0) units", at: item.origin)
                return nil
            }
            return unit
        }
        let checks = reader.objects("checks", .shardCheck) { check($0, product: product) }
        var entries: [String: EmittedEvents.Entry] = [:]
        for (name, entry) in reader.objects("events", .shardEvent, { event($0, unit: unit) }) { entries[name] = entry }
        let notDriven = reader.objects("notDriven", .shardNotDriven) { item -> PayloadValueCheckRunner.NotDriven? in
            guard let check = item.string("check"), let reason = item.string("reason") else { return nil }
            return PayloadValueCheckRunner.NotDriven(checkID: check, reason: reason)
        }
        let decisions = reader.objects("decisions", .shardDecision) { item in decision(item, unit: unit) }
        guard let version, let inputs, let shard, let units, let plan else { return nil }
        return ShardFile(
            product: product, shard: shard, generatorVersion: version, inputs: inputs, units: units, unitDigest: plan, checks: checks,
            emitted: EmittedEvents(entries: entries), notDriven: notDriven, decisions: decisions)
    }

    private func check(_ reader: ObjectReader, product: String) -> CheckResult? {
        let id = reader.string("id")
        let kind = reader.enumValue("kind", CheckKind.self)
        let title = reader.string("title")
        let status = reader.enumValue("status", CheckStatus.self)
        let evidence = reader.objects("evidence", .shardEvidence) { item -> Evidence? in
            guard let id = item.string("id"), let kind = item.enumValue("kind", EvidenceKind.self) else { return nil }
            return Evidence(id: id, kind: kind)
        }
        let states = reader.objects("states", .shardState) { item -> StateRef? in
            guard let machine = item.string("machine"), let state = item.string("state") else { return nil }
            return StateRef(machine: machine, state: state)
        }
        let transitions = reader.objects("transitions", .shardTransition, transition)
        let guardOutcomes = reader.objects("guardOutcomes", .shardGuardOutcome) { item -> GuardOutcome? in
            guard let transition = transition(item), let outcome = item.bool("outcome") else { return nil }
            return GuardOutcome(transition, outcome: outcome)
        }
        var divergence: Divergence?
        if let d = reader.object("divergence", .shardDivergence) {
            let path = d.strings("path")
            if let step = d.int("step"), let expected = d.string("expected"), let observed = d.string("observed") {
                divergence = Divergence(step: step, pathSoFar: path, expected: expected, observed: observed)
            }
        }
        var sneak: SneakOutcome?
        if let s = reader.object("sneak", .shardSneak), let machine = s.string("machine"), let state = s.string("state"),
            let mode = s.enumValue("mode", UnhandledEvents.Mode.self) {
            sneak = SneakOutcome(
                machine: machine, state: state, mode: mode, refused: s.strings("refused"), accepted: s.strings("accepted"),
                notRun: s.strings("notRun"), unsent: s.strings("unsent"))
        }
        let message = reader.string("message")
        guard let id, let kind, let title, let status else { return nil }
        return CheckResult(
            id: id, kind: kind, product: product, title: title, status: status, evidence: evidence, states: states,
            transitions: transitions, guardOutcomes: guardOutcomes, divergence: divergence, message: message, sneak: sneak)
    }

    private func transition(_ item: ObjectReader) -> TransitionID? {
        guard let machine = item.string("machine"), let from = item.string("from"), let event = item.string("event"),
            let ordinal = item.int("ordinal")
        else { return nil }
        return TransitionID(machine: machine, from: from, event: event, ordinal: ordinal)
    }

    private func event(_ reader: ObjectReader, unit: (ObjectReader) -> Int?) -> (String, EmittedEvents.Entry)? {
        let name = reader.string("name")
        let count = reader.int("count")
        var problem: EmittedEvents.Problem?
        if let p = reader.object("problem", .shardProblem), let at = unit(p), let message = p.string("message") {
            problem = EmittedEvents.Problem(unit: at, message: message)
        }
        guard let name, let count else { return nil }
        return (name, EmittedEvents.Entry(count: count, problem: problem))
    }

    private func decision(_ reader: ObjectReader, unit: (ObjectReader) -> Int?) -> (unit: Int, summary: DecisionTableSummary)? {
        let at = unit(reader)
        let table = reader.string("table")
        let asked = reader.int("asked"), wrong = reader.int("wrong"), combinations = reader.int("combinations")
        let sampled = reader.bool("sampled"), gaps = reader.bool("gapRegionsLeftOut"), boolean = reader.bool("booleanOutput")
        let leaks = reader.int("leaks"), wrongDenials = reader.int("wrongDenials")
        guard let at, let table, let asked, let wrong, let combinations, let sampled, let gaps, let boolean, let leaks, let wrongDenials
        else { return nil }
        return (
            at,
            DecisionTableSummary(
                table: table, asked: asked, wrong: wrong, sampled: sampled, combinations: combinations, gapRegionsLeftOut: gaps,
                booleanOutput: boolean, leaks: leaks, wrongDenials: wrongDenials)
        )
    }
}
