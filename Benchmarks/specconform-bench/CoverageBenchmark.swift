import Conformance
import Foundation
import SpecModel
import Traceability

/// Coverage evaluation at scale: 100k IDs (features, journeys and their steps), 200k links between them, and a
/// check per journey. Times `CoverageEvaluator.evaluate` only (the bundle is built first). `--quick`: 10k IDs.
func runCoverageBenchmark(quick: Bool) {
    let journeys = quick ? 1_000 : 10_000
    let featureCount = quick ? 7_000 : 70_000
    // IDs: features + journeys + 2 steps per journey = 70k + 10k + 20k = 100k.
    // Links: each journey names 8 features, each step 3, each feature traces 1 other = 80k + 60k + 70k... trimmed to 200k.
    func feature(_ i: Int) -> String { "FEAT-B-" + String(100_000 + i % featureCount).dropFirst() }
    var features: [Feature] = []
    features.reserveCapacity(featureCount)
    var links = 0
    for i in 0..<featureCount {
        var info = ElementInfo()
        if links < (quick ? 20_000 : 200_000) - journeys * 14 {
            info.traces = [Located(feature(i + 1), origin: .synthetic())]
            links += 1
        }
        features.append(
            Feature(
                id: feature(i), title: "Feature \(i)", modules: [Located("MOD-M\(i % 20)", origin: .synthetic())],
                scope: i % 50 == 0 ? .out : .in, scopeReason: i % 50 == 0 ? "roadmap" : nil, priority: "P\(i % 3)",
                info: info))
    }
    var journeyList: [Journey] = []
    for j in 0..<journeys {
        let id = "JRN-P" + String(100_000 + j).dropFirst()
        let steps = (1...2).map { s in
            JourneyStep(
                id: id + "-S\(s)", features: (0..<3).map { Located(feature(j * 7 + s * 3 + $0), origin: .synthetic()) })
        }
        journeyList.append(
            Journey(
                id: id, title: "Journey \(j)", type: .primary, steps: steps,
                features: (0..<8).map { Located(feature(j * 7 + $0), origin: .synthetic()) }))
        links += 14
    }
    let product = ProductSpec(
        product: "bench", name: "Bench",
        idPatterns: [
            IDPattern(kind: "feature", pattern: Located("^FEAT-[A-Z]+-[0-9]{5}$", origin: .synthetic())),
            IDPattern(kind: "journey", pattern: Located("^JRN-P[0-9]{5}$", origin: .synthetic())),
        ])
    let origin = Located("bench", origin: .synthetic())
    let bundle = SpecBundle(
        product: "bench",
        files: [
            SpecFile(path: "product.json", kind: .product, version: 1, product: origin, content: .product(product)),
            SpecFile(path: "features.json", kind: .features, version: 1, product: origin, content: .features(features)),
            SpecFile(
                path: "journeys.json", kind: .journeys, version: 1, product: origin, content: .journeys(journeyList)),
        ])
    var checks: [CheckResult] = []
    for j in 0..<journeys {
        let id = "JRN-P" + String(100_000 + j).dropFirst()
        var evidence = [
            Evidence(id: id, kind: .scenario), Evidence(id: id + "-S1", kind: .scenario),
            Evidence(id: id + "-S2", kind: .scenario),
        ]
        for k in 0..<7 {
            evidence.append(Evidence(id: feature(j * 7 + k), kind: .success))
            if k % 2 == 0 { evidence.append(Evidence(id: feature(j * 7 + k), kind: .recovery)) }
            if k % 3 == 0 { evidence.append(Evidence(id: feature(j * 7 + k), kind: .observability)) }
        }
        checks.append(
            CheckResult(
                id: "scenario:\(id)", kind: .scenario, product: "bench", title: id,
                status: j % 10 == 9 ? .failed : .passed, evidence: evidence))
    }
    let policy = CoveragePolicy(
        product: "bench",
        requirements: [
            CoverageRequirement(idKind: "feature", evidence: [[.success], [.recovery], [.observability]]),
            CoverageRequirement(idKind: "journey", evidence: [[.scenario]]),
        ],
        rollups: [RollupRule(.structural(from: "journey-step", to: "journey"))])
    var report: CoverageReport?
    let seconds = best(of: quick ? 1 : 3) {
        report = CoverageEvaluator.evaluate(bundle: bundle, checks: checks, policy: policy, today: "2025-01-01")
    }
    let ids = bundle.idIndex.count
    let covered = report?.summary[.covered] ?? 0
    print(
        "coverage: \(ids) IDs, \(links) links, \(checks.count) checks: evaluate \(String(format: "%.3f", seconds)) s (best of \(quick ? 1 : 3)); \(report?.entries.count ?? 0) entries, \(covered) covered"
    )
    if let report {
        let json = measure { _ = JSONWriter().string(report.jsonValue(generatorVersion: "bench")) }
        print("coverage: coverage.json of \(report.entries.count) entries written in \(String(format: "%.3f", json)) s")
    }
}
