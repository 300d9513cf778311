import SpecModel

/// Reading a shard file back, for `merge`.
extension ShardFile {
    /// Decodes a shard file written by ``jsonValue``, strictly: unknown keys are rejected with a "did you mean", and
    /// every problem is reported with its location under the codes `shard.*` (`shard.unknown-key`,
    /// `shard.missing-key`, `shard.wrong-type`, `shard.invalid-value`, `shard.unknown-kind`,
    /// `shard.unsupported-version`). The value is nil when any diagnostic is an error.
    package static func decode(_ bytes: [UInt8], file: String) -> CoverageFileResult<ShardFile> {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return CoverageFileResult(value: nil, diagnostics: parsed.diagnostics) }
        let sink = DiagnosticSink(file: file, domain: "shard")
        var value: ShardFile?
        if let (reader, product) = ObjectReader.envelope(
            root, table: .shardFile, kind: "shard", supportedVersion: formatVersion, expectedProduct: nil, sink: sink)
        {
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
            shardFile, shardGenerator, shardSlice, shardCheck, shardEvidence, shardState, shardTransition,
            shardGuardOutcome, shardDefUse, defUseTransition, shardDivergence,
            shardSneak, shardSneakContinuation, shardProof,
        ] + CheckSources.sharded.flatMap { $0.shardTables }
    }

    static let shardFile = KeySpec(
        "shard",
        required: envelopeRequired + ["generator", "inputs", "shard", "units", "plan", "checks"]
            + CheckSources.sharded.map { $0.shardKey })
    static let shardGenerator = KeySpec("generator", required: ["name", "version"])
    static let shardSlice = KeySpec("slice", required: ["index", "count"])
    static let shardCheck = KeySpec(
        "check", required: ["id", "kind", "title", "status", "evidence"],
        optional: [
            "states", "transitions", "guardOutcomes", "defUses", "divergence", "message", "sneak", "proofs",
            "unasserted", "reads",
        ])
    static let shardProof = KeySpec("proof", required: ["id", "claim"])
    static let shardEvidence = KeySpec("evidence", required: ["id", "kind"])
    static let shardState = KeySpec("state", required: ["machine", "state"])
    static let shardTransition = KeySpec("transition", required: ["machine", "from", "event", "ordinal"])
    static let shardGuardOutcome = KeySpec(
        "guardOutcome", required: ["machine", "from", "event", "ordinal", "outcome"])
    static let shardDefUse = KeySpec(
        "defUse", required: ["machine", "field", "definition"], optional: ["definedBy", "use", "kind", "value"])
    static let shardDivergence = KeySpec(
        "divergence", required: ["step", "path", "expected", "observed"], optional: ["at"])
    static let shardSneak = KeySpec(
        "sneak", required: ["machine", "state", "mode", "refused", "accepted", "notRun", "unsent"],
        optional: ["diverged"])
    static let shardSneakContinuation = KeySpec(
        "sneakContinuation", required: ["event", "step", "expected", "observed"])
}

/// Walks a shard file's tree.
private struct ShardDecoder {
    let sink: DiagnosticSink

    func file(_ reader: ObjectReader, product: String) -> ShardFile? {
        let generator = reader.object("generator", .shardGenerator)
        let version = generator?.string("version")
        let inputs = reader.string("inputs")
        var shard: Shard?
        if let slice = reader.object("shard", .shardSlice), let index = slice.int("index"),
            let count = slice.int("count")
        {
            shard = Shard(index: index, count: count)
            if shard == nil {
                sink.error(
                    "invalid-value", "invalid shard \(index) of \(count); a shard is 1 to its count", at: slice.origin)
            }
        }
        let units = reader.int("units")
        let plan = reader.string("plan")
        func unit(_ item: ObjectReader) -> Int? {
            guard let unit = item.int("unit") else { return nil }
            guard let units, (0..<units).contains(unit) else {
                sink.error(
                    "invalid-value", "unit \(unit) is not one of the file's \(units ?? 0) units", at: item.origin)
                return nil
            }
            return unit
        }
        let checks = reader.objects("checks", .shardCheck) { check($0, product: product) }
        var findings = RunFindings()
        for part in CheckSources.sharded { part.decode(reader, unit: unit, into: &findings) }
        guard let version, let inputs, let shard, let units, let plan else { return nil }
        return ShardFile(
            product: product, shard: shard, generatorVersion: version, inputs: inputs, units: units, unitDigest: plan,
            checks: checks,
            findings: findings)
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
        let defUses = reader.objects("defUses", .shardDefUse) { item -> DefUsePair? in
            guard let machine = item.string("machine") else { return nil }
            return DefUsePair.decode(item, machine: machine)
        }
        var divergence: Divergence?
        if let d = reader.object("divergence", .shardDivergence) {
            let path = d.strings("path")
            if let step = d.int("step"), let expected = d.string("expected"), let observed = d.string("observed") {
                divergence = Divergence(
                    step: step, pathSoFar: path, expected: expected, observed: observed, at: d.string("at"))
            }
        }
        var sneak: SneakOutcome?
        if let s = reader.object("sneak", .shardSneak), let machine = s.string("machine"),
            let state = s.string("state"),
            let mode = s.enumValue("mode", UnhandledEvents.Mode.self)
        {
            let diverged = s.objects("diverged", .shardSneakContinuation) { item -> SneakContinuation? in
                guard let event = item.string("event"), let step = item.string("step"),
                    let expected = item.string("expected"), let observed = item.string("observed")
                else { return nil }
                return SneakContinuation(
                    state: state, event: event, step: step, expected: expected, observed: observed)
            }
            sneak = SneakOutcome(
                machine: machine, state: state, mode: mode, refused: s.strings("refused"),
                accepted: s.strings("accepted"), diverged: diverged,
                notRun: s.strings("notRun"), unsent: s.strings("unsent"))
        }
        let message = reader.string("message")
        let proofs = reader.objects("proofs", .shardProof) { item -> Proof? in
            guard let id = item.string("id"), let claim = item.string("claim") else { return nil }
            return Proof(id: id, claim: claim)
        }
        let unasserted = reader.strings("unasserted")
        let reads = reader.strings("reads")
        guard let id, let kind, let title, let status else { return nil }
        return CheckResult(
            id: id, kind: kind, product: product, title: title, status: status, evidence: evidence, states: states,
            transitions: transitions, guardOutcomes: guardOutcomes, divergence: divergence, message: message,
            sneak: sneak, proofs: proofs, unasserted: unasserted, reads: reads, defUses: defUses)
    }

    private func transition(_ item: ObjectReader) -> TransitionID? {
        guard let machine = item.string("machine"), let from = item.string("from"), let event = item.string("event"),
            let ordinal = item.int("ordinal")
        else { return nil }
        return TransitionID(machine: machine, from: from, event: event, ordinal: ordinal)
    }
}
