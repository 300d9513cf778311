import Conformance
import Foundation
import SpecModel
import StateMachine

/// `decisions`: a 5,000-rule decision table over 6 inputs (100,000 combinations, every one asked), analysed as lint
/// analyses it (overlaps, gaps, unreachable rules) and checked against an in-memory subject; then the same rules
/// under `first` with 2,000 overlapping rules in front, and a table past the exhaustive bound (sampled).
func runDecisionBenchmark(quick: Bool) {
    let rangeCount = quick ? 2 : 10
    let table = DecisionBench.table(ranges: rangeCount, maximum: rangeCount * 10 - 1)
    print("decisions: \(table.rules.count) rules, \(table.inputs.count) inputs, \(table.domainSize) combinations")

    var analysis: DecisionAnalysis?
    let lint = best(of: quick ? 1 : 3) { analysis = DecisionAnalysis(table) }
    print(
        String(
            format: "  lint analysis (unique): %.3f s  (%d overlaps, %d gap combinations, %d unreachable)", lint,
            analysis?.overlaps.count ?? 0, analysis?.gapCombinations ?? 0, analysis?.unreachable.count ?? 0))

    var shadowed = table
    shadowed.hitPolicy = .first
    let extra = quick ? 200 : 2_000
    var generator = SplitMix(state: 7)
    var front: [DecisionRule] = []
    for i in 0..<extra {
        let lo = Int(generator.next() % UInt64(rangeCount * 10))
        let hi = min(rangeCount * 10 - 1, lo + Int(generator.next() % 16))
        front.append(
            DecisionRule(
                id: "X-\(i)",
                when: [
                    "a": .range(min: lo, max: hi), "b": .values([.string("b\(i % 10)")]),
                    "d": .values([.bool(i % 2 == 0)]),
                ],
                then: "review"))
    }
    shadowed.rules = front + shadowed.rules
    var first: DecisionAnalysis?
    let firstTime = best(of: quick ? 1 : 3) { first = DecisionAnalysis(shadowed) }
    print(
        String(
            format: "  lint analysis (first, %d rules, overlapping): %.3f s  (%d unreachable)", shadowed.rules.count,
            firstTime,
            first?.unreachable.count ?? 0))

    // Random boxes: no structure to exploit (each rule bounds 2 of 6 integer inputs, the rest any).
    var boxes = DecisionTable(
        id: "RANDOM", hitPolicy: .first,
        inputs: (0..<6).map { DecisionInput(name: "x\($0)", type: .integer, minimum: 0, maximum: 99) },
        output: DecisionOutput(name: "ok", type: .boolean), rules: [],
        defaultOutput: DecisionDefault(then: false, reason: "bench"))
    var seed = SplitMix(state: 42)
    for i in 0..<(quick ? 500 : 5_000) {
        var when: [String: DecisionCell] = [:]
        for _ in 0..<2 {
            let lo = Int(seed.next() % 100)
            let width = Int(seed.next() % 30)
            when["x\(seed.next() % 6)"] = .range(min: lo, max: min(99, lo + width))
        }
        boxes.rules.append(DecisionRule(id: "B-\(i)", when: when, then: .bool(i % 2 == 0)))
    }
    var random: DecisionAnalysis?
    let randomTime = best(of: 1) { random = DecisionAnalysis(boxes) }
    let partial = (random?.incomplete ?? false) ? ", stopped at the region limit: analysed in part" : ""
    print(
        String(
            format: "  lint analysis (first, %d random boxes over 6 inputs of 100 values): %.3f s  (%d unreachable",
            boxes.rules.count,
            randomTime, random?.unreachable.count ?? 0) + partial + ")")
    boxes.hitPolicy = .unique
    let randomUnique = best(of: 1) { random = DecisionAnalysis(boxes) }
    let more = (random?.overlapsTruncated ?? false) ? ", more not listed" : ""
    print(
        String(
            format: "  lint analysis (unique, same boxes): %.3f s  (%d overlapping pairs listed", randomUnique,
            random?.overlaps.count ?? 0) + more + ")")

    let run = DecisionBench.check(table)
    print(
        "  conformance (every cell asked of an in-memory subject): \(String(format: "%.3f", run.seconds)) s  (\(run.summary))"
    )

    let wide = DecisionBench.table(ranges: rangeCount, maximum: 999_999)
    let sampled = DecisionBench.check(wide)
    print(
        "  conformance past the bound (\(wide.domainSize) combinations, sampled): \(String(format: "%.3f", sampled.seconds)) s  (\(sampled.summary))"
    )
}

enum DecisionBench {
    static let outputs = ["allow", "deny", "review"]

    /// Rules partition the space: `a` in `ranges` bands of 10 (the last band reaching `maximum`), × 10 values of `b`
    /// × 5 of `c` × 2 of `d` × 5 of `e`; `f` is any.
    static func table(ranges: Int, maximum: Int) -> DecisionTable {
        let inputs = [
            DecisionInput(name: "a", type: .integer, minimum: 0, maximum: maximum),
            DecisionInput(name: "b", type: .enum, values: (0..<10).map { "b\($0)" }),
            DecisionInput(name: "c", type: .enum, values: (0..<5).map { "c\($0)" }),
            DecisionInput(name: "d", type: .boolean),
            DecisionInput(name: "e", type: .integer, minimum: 0, maximum: 4),
            DecisionInput(name: "f", type: .boolean),
        ]
        var rules: [DecisionRule] = []
        for band in 0..<ranges {
            for b in 0..<10 {
                for c in 0..<5 {
                    for d in [false, true] {
                        for e in 0..<5 {
                            let hi = band == ranges - 1 ? nil : band * 10 + 9
                            rules.append(
                                DecisionRule(
                                    id: "R-\(rules.count)",
                                    when: [
                                        "a": .range(min: band * 10, max: hi), "b": .values([.string("b\(b)")]),
                                        "c": .values([.string("c\(c)")]),
                                        "d": .values([.bool(d)]), "e": .values([.int(e)]),
                                    ],
                                    then: .string(output(band: band, b: b, c: c, d: d, e: e))))
                        }
                    }
                }
            }
        }
        return DecisionTable(
            id: "BENCH", inputs: inputs, output: DecisionOutput(name: "verdict", type: .enum, values: outputs),
            rules: rules)
    }

    static func output(band: Int, b: Int, c: Int, d: Int, e: Int) -> String {
        outputs[(band * 7 + b * 3 + c + d * 2 + e) % 3]
    }
    static func output(band: Int, b: Int, c: Int, d: Bool, e: Int) -> String {
        output(band: band, b: b, c: c, d: d ? 1 : 0, e: e)
    }

    /// The implementation: the same decision computed from the inputs.
    struct Subject: DecisionSubject {
        let bands: Int
        func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
            guard let a = inputs["a"]?.intValue, let b = inputs["b"]?.stringValue.flatMap({ Int($0.dropFirst()) }),
                let c = inputs["c"]?.stringValue.flatMap({ Int($0.dropFirst()) }), let d = inputs["d"]?.boolValue,
                let e = inputs["e"]?.intValue
            else { return nil }
            return .string(DecisionBench.output(band: min(a / 10, bands - 1), b: b, c: c, d: d, e: e))
        }
    }

    static func check(_ table: DecisionTable) -> (seconds: Double, summary: String) {
        let origin = Origin.synthetic()
        let bands = table.rules.count / 500
        let bundle = SpecBundle(
            product: "bench",
            files: [
                SpecFile(
                    path: "d", kind: .decisions, version: 1, product: Located("bench", origin: origin),
                    content: .decisions([table]))
            ])
        var subjects = SubjectRegistry()
        subjects.register(.decision, product: "bench", elements: [table.id]) { Subject(bands: bands) }
        var run: ConformanceRun?
        let seconds = measure { run = ConformanceRunner(subjects: subjects).run(bundle, scenarios: []) }
        let failed = run?.checks.filter { $0.status != .passed }.count ?? -1
        return (seconds, (run?.decisions.first?.text ?? "no run") + ", \(failed) checks failed")
    }
}

/// A fixed-seed generator, so the random tables are the same on every run.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
