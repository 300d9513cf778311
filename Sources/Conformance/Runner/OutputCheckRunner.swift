import EventSchema
import SpecModel

/// Holds every output invariant on the outputs of the product's registered output subjects: one
/// `output:<invariant ID>` check per invariant.
///
/// For each output, the subject (a fresh one for every input) is asked every example input, then `runs` inputs
/// generated from the input schema with a generator seeded by the output's ID, so a run repeats exactly. A check
/// passes when its invariant held on every input where its `when` held, and was exercised at least once (a
/// `forAll` or `count` with a matching element, a `unique` or `orderedBy` with two, `exists` on an input that
/// counted); otherwise it fails, and says it was never exercised. The first input an invariant fails on is shrunk
/// (`CounterexampleShrinker`) and the check reports the smallest failing input, the output it got, and the witness.
/// Evidence `invariant` goes to the invariant's ID and the IDs it traces. An output without a subject is a warning
/// (`conformance.no-output-subject`) and its invariants stay uncovered.
struct OutputCheckRunner {
    let product: String
    let subjects: SubjectRegistry
    /// The baseline's checks, for a run of a changed spec (``ConformanceRunner/reuse``).
    var reuse: BaselineReuse?
    /// Where the baseline run writes its inputs and answers (``ConformanceRunner/baselineLog``).
    var log: BaselineLog?
    /// How many attempts a generated input gets to follow the schema before it is skipped.
    static let attempts = 20

    /// Checks the outputs with a subject that `claim` gives a unit of work (one unit per output: its invariants share
    /// the inputs asked).
    func run(_ bundle: SpecBundle, claim: (String) -> Int? = { _ in 0 }) -> (
        checks: [CheckResult], diagnostics: [Diagnostic]
    ) {
        var checks: [CheckResult] = []
        var diagnostics: [Diagnostic] = []
        for output in bundle.outputs where !output.invariants.isEmpty {
            guard let factory = subjects.factory(.output, product: product, element: output.id) else {
                diagnostics.append(
                    .warning(
                        "conformance.no-output-subject",
                        "no output subject is registered for \"\(output.id)\"; its invariants are not checked",
                        file: output.origin.file, at: output.origin.location, pointer: output.origin.pointer))
                continue
            }
            guard claim("output:\(output.id)") != nil else { continue }
            checks += reuse?.output(output) ?? check(output, bundle: bundle, factory: factory)
        }
        return (checks, diagnostics)
    }

    /// One input asked, and where it came from.
    struct Asked {
        var label: String
        var input: JSONValue
    }

    /// What the subject did with one input.
    enum Answer {
        case output(JSONValue)
        case threw(String)
        /// The subject could not answer at all (a ``SubjectError``: an adapter that failed, a subject process that
        /// crashed, hung or replied malformed): the invariant is not judged on it, and its check is an error.
        case unanswered(String)
    }

    /// The inputs an output is asked: its examples, then its generated inputs (those that follow the schema), which
    /// include `c - 1`, `c` and `c + 1` of every constant an invariant compares a field with.
    static func inputs(_ output: OutputSpec, schema: CompiledSchema) -> (inputs: [Asked], skipped: Int) {
        var asked = output.examples.map { Asked(label: "example \"\($0.name)\"", input: $0.input) }
        var rng = SeededGenerator(seed: seed(output.id))
        var generator = OutputInputGenerator(
            root: output.input.value, boundaries: InvariantConstants.boundaries(of: output))
        var skipped = 0
        for run in 0..<output.runs {
            var found: JSONValue?
            for _ in 0..<attempts {
                let candidate = generator.generate(&rng)
                if schema.isValid(candidate) {
                    found = candidate
                    break
                }
            }
            if let found {
                asked.append(Asked(label: "generated input \(run + 1)", input: found))
            } else {
                skipped += 1
            }
        }
        return (asked, skipped)
    }

    /// Everything ``inputs(_:schema:)`` makes the inputs of `output` from, as one JSON text: its ID (the seed), input
    /// schema, examples, runs and the constants its invariants compare with.
    static func inputsKey(_ output: OutputSpec) -> String {
        let examples = output.examples.map { JSONValue.array([.string($0.name), $0.input]) }
        let boundaries = InvariantConstants.boundaries(of: output).mapValues { JSONValue.array($0) }
        return JSONWriter(indent: 0).string(
            .array([
                .string(output.id), output.input.value, .array(examples), .int(output.runs), .object(boundaries),
            ]))
    }

    /// FNV-1a of the output's ID: the generator's seed.
    static func seed(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ("output:" + id).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private struct Tally {
        var applicable = 0
        var exercised = 0
        var failure: (index: Int, answer: Answer, witness: String)?
    }

    private func check(
        _ output: OutputSpec, bundle: SpecBundle, factory: @escaping SubjectRegistry.Factory<any OutputSubject>
    ) -> [CheckResult] {
        let evaluators = output.invariants.map(InvariantEvaluator.init)
        func evidence(_ inv: OutputInvariant) -> [Evidence] {
            Array(Set([inv.id] + inv.info.traces.flatMap { bundle.expand($0.value) })).sorted().map {
                Evidence(id: $0, kind: .invariant)
            }
        }
        func title(_ inv: OutputInvariant) -> String { "\(inv.id) \(inv.title ?? inv.summary) (output \(output.id))" }
        let (compiled, schemaDiagnostics) = CompiledSchema.compile(
            output.input, file: output.origin.file, pointer: output.inputPointer)
        guard let schema = compiled else {
            let why = schemaDiagnostics.first.map(\.message) ?? "it does not compile"
            return output.invariants.map {
                CheckResult(
                    id: "output:\($0.id)", kind: .invariant, product: product, title: title($0), status: .error,
                    evidence: evidence($0),
                    message: "the input schema of output \"\(output.id)\" does not compile: \(why)")
            }
        }
        let memo = reuse?.outputMemo ?? log?.outputs
        let key = Self.inputsKey(output)
        // An invariant the mutant did not change, asked the same inputs, has the baseline's check.
        var reused: [Int: CheckResult] = [:]
        for (i, invariant) in output.invariants.enumerated() {
            if let check = reuse?.invariant(invariant, output: output.id, inputsKey: key) { reused[i] = check }
        }
        func ask(_ input: JSONValue) -> Answer {
            guard let memo else { return askLive(input) }
            return memo.answer(output.id, input) { askLive(input) }
        }
        func askLive(_ input: JSONValue) -> Answer {
            var subject = factory()
            do {
                return .output(try subject.output(output.id, input: input))
            } catch let error as SubjectError {
                return .unanswered(error.message)
            } catch {
                return .threw("\(error)")
            }
        }
        let (inputs, skipped) =
            memo?.inputs(key) { Self.inputs(output, schema: schema) } ?? Self.inputs(output, schema: schema)
        var tallies = Array(repeating: Tally(), count: evaluators.count)
        var unanswered: (label: String, why: String)?
        for (index, asked) in inputs.enumerated() {
            let pending = tallies.indices.filter { tallies[$0].failure == nil && reused[$0] == nil }
            if pending.isEmpty { break }
            let answer = ask(asked.input)
            if case .unanswered(let why) = answer {
                unanswered = (asked.label, why)
                break
            }
            for i in pending {
                switch answer {
                case .unanswered: break
                case .threw(let message):
                    tallies[i].failure = (index, answer, "the subject threw: \(message)")
                case .output(let value):
                    switch evaluators[i].verdict(input: asked.input, output: value) {
                    case .notApplicable: break
                    case .held(let exercised):
                        tallies[i].applicable += 1
                        if exercised { tallies[i].exercised += 1 }
                    case .failed(let witness):
                        tallies[i].failure = (index, answer, witness)
                    }
                }
            }
        }
        let shrinker = CounterexampleShrinker(schema: output.input.value) { schema.isValid($0) }
        let skippedNote =
            skipped > 0
            ? "; \(skipped) generated input\(skipped == 1 ? "" : "s") did not follow the schema and were skipped" : ""
        return output.invariants.indices.map { i in
            if let check = reused[i] { return check }
            let inv = output.invariants[i]
            let tally = tallies[i]
            let id = "output:\(inv.id)"
            if tally.failure == nil, let unanswered {
                return CheckResult(
                    id: id, kind: .invariant, product: product, title: title(inv), status: .error,
                    evidence: evidence(inv),
                    message: "the subject did not answer \(unanswered.label): \(unanswered.why)")
            }
            guard let failure = tally.failure else {
                guard tally.exercised > 0 else {
                    let why: String
                    if tally.applicable == 0, let when = inv.when {
                        why = "when \(when.value) was never true"
                    } else {
                        switch inv.quantifier {
                        case .unique, .orderedBy:
                            why =
                                "no output had two elements of \(inv.collection.value)\(inv.filter.map { " where \($0.value)" } ?? "") to compare"
                        default:
                            why =
                                "no element of \(inv.collection.value)\(inv.filter.map { " matched \($0.value)" } ?? " existed")"
                        }
                    }
                    return CheckResult(
                        id: id, kind: .invariant, product: product, title: title(inv), status: .failed,
                        evidence: evidence(inv),
                        message:
                            "never exercised: \(why) on any of \(inputs.count) inputs (it held only vacuously)\(skippedNote)"
                    )
                }
                return CheckResult(
                    id: id, kind: .invariant, product: product, title: title(inv), status: .passed,
                    evidence: evidence(inv),
                    message:
                        "held on \(tally.applicable) of \(inputs.count) inputs (\(tally.exercised) exercised it)\(skippedNote)"
                )
            }
            let threw: Bool
            if case .threw = failure.answer { threw = true } else { threw = false }
            let evaluator = evaluators[i]
            func fails(_ candidate: JSONValue) -> Bool {
                switch ask(candidate) {
                case .unanswered: return false
                case .threw: return threw
                case .output(let value):
                    if threw { return false }
                    if case .failed = evaluator.verdict(input: candidate, output: value) { return true }
                    return false
                }
            }
            let original = inputs[failure.index]
            let shrunk = shrinker.shrink(original.input, fails: fails)
            var answer = failure.answer
            var witness = failure.witness
            if shrunk.steps > 0 {
                answer = ask(shrunk.input)
                switch answer {
                case .threw(let message), .unanswered(let message): witness = "the subject threw: \(message)"
                case .output(let value):
                    if case .failed(let w) = evaluator.verdict(input: shrunk.input, output: value) { witness = w }
                }
            }
            let inputText = InvariantEvaluator.text(shrunk.input)
            let outputText: String
            switch answer {
            case .output(let value): outputText = "; output " + Self.clipped(InvariantEvaluator.text(value))
            case .threw, .unanswered: outputText = ""
            }
            let origin =
                shrunk.steps > 0
                ? "shrunk from \(original.label) in \(shrunk.steps) step\(shrunk.steps == 1 ? "" : "s") (\(shrunk.calls) calls)"
                : "\(original.label), not shrunk further (\(shrunk.calls) calls)"
            return CheckResult(
                id: id, kind: .invariant, product: product, title: title(inv), status: .failed, evidence: evidence(inv),
                divergence: Divergence(
                    step: failure.index, pathSoFar: ["input " + Self.clipped(inputText)], expected: inv.summary,
                    observed: witness),
                message: "\(witness); smallest failing input \(inputText) (\(origin))\(outputText)")
        }
    }

    /// At most 2,000 characters of a long JSON text.
    static func clipped(_ text: String) -> String {
        text.count > 2000 ? String(text.prefix(2000)) + "…" : text
    }
}

extension OutputCheckRunner: CheckSource {
    static let isRuleLike = true

    static func run(_ run: inout SourceRun) -> Bool {
        let bundle = run.bundle
        let found = Self(product: run.product, subjects: run.subjects, reuse: run.reuse, log: run.runner.baselineLog)
            .run(
                bundle, claim: { run.claim($0) })
        run.diagnostics += found.diagnostics
        return run.record(found.checks)
    }
}
