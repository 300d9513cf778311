import Conformance
import Testing

@testable import Traceability

/// The verdict every report format opens with: pass only when every check passed and the gate passed; an ID not
/// covered blocks only when the gate fails because of it.
@Suite struct ReportVerdictTests {
    static let entries = [
        CoverageEntry(id: "FEAT-A-001", kind: "feature", priority: "P0", status: .covered),
        CoverageEntry(id: "FEAT-A-002", kind: "feature", priority: "P1", status: .uncovered, missing: [[.success]]),
        CoverageEntry(id: "JRN-P01", kind: "journey", status: .partial, missing: [[.recovery]]),
        CoverageEntry(id: "FEAT-A-003", kind: "feature", status: .outOfScope),
    ]
    static let passed = CheckSummary(id: "path:m:1", kind: .path, title: "t", status: .passed)
    static let failed = CheckSummary(
        id: "scenario:JRN-P01", kind: .scenario, title: "t", status: .failed,
        divergence: Divergence(step: 0, pathSoFar: ["go"], expected: "state B", observed: "state A"))

    static func report(_ checks: [CheckSummary]) -> CoverageReport {
        CoverageReport(product: "demo", entries: entries, checks: checks)
    }

    @Test("no gate: the checks alone decide, and nothing not covered blocks")
    func noGate() {
        let verdict = ReportVerdict(report: Self.report([Self.passed]), gate: nil)
        #expect(verdict.pass)
        #expect(verdict.summary == "pass: the one check passed; no release gate configured, judged by the checks only")
        #expect(verdict.missing.map(\.kind) == ["feature", "journey"])
        #expect(verdict.missing.flatMap(\.ids).allSatisfy { $0.blocking.isEmpty })
        let failing = ReportVerdict(report: Self.report([Self.passed, Self.failed]), gate: nil)
        #expect(!failing.pass)
        #expect(failing.reasons.map(\.kind) == [.failedCheck])
        #expect(
            failing.reasons[0].message
                == "check scenario:JRN-P01 failed at step 1 (go): expected state B, observed state A")
    }

    @Test("a passing gate lets uncovered IDs through; a missed minimum blocks the IDs of its kind or priority")
    func blocking() {
        let passing = GateResult(
            product: "demo", failures: [],
            minimums: [
                MinimumCheck(group: .kind, name: "feature", required: 50, satisfied: 1, inScope: 2, passed: true)
            ])
        let verdict = ReportVerdict(report: Self.report([Self.passed]), gate: passing)
        #expect(verdict.pass && verdict.summary == "pass: the one check passed; release gate passed")
        #expect(verdict.missing.flatMap(\.ids).allSatisfy { $0.blocking.isEmpty })

        let failing = GateResult(
            product: "demo",
            failures: [
                GateFailure(
                    kind: .minimum, subject: "priority P1",
                    message: "priority P1: 0.0% covered or waived, below the minimum 100.0%"),
                GateFailure(
                    kind: .mustCover, subject: "JRN-P01", message: "JRN-P01 must be covered or waived, but is partial"),
            ],
            minimums: [
                MinimumCheck(group: .priority, name: "P1", required: 100, satisfied: 0, inScope: 1, passed: false)
            ])
        let blocked = ReportVerdict(report: Self.report([Self.passed]), gate: failing)
        #expect(!blocked.pass)
        #expect(blocked.summary == "fail: the one check passed; release gate failed (2 reasons)")
        #expect(blocked.reasons.map(\.kind) == [.minimum, .mustCover])
        let index = Dictionary(uniqueKeysWithValues: blocked.missing.flatMap(\.ids).map { ($0.entry.id, $0.blocking) })
        #expect(
            index["FEAT-A-002"] == [
                "counts against the missed minimum for priority P1: 0.0% covered or waived, 100.0% required"
            ])
        #expect(index["JRN-P01"] == ["JRN-P01 must be covered or waived, but is partial"])
    }

    @Test("an ID partial only by declaration does not count against a missed minimum when the gate counts it satisfied")
    func declaredPartialIsNotBlocking() {
        var declared = CoverageEntry(
            id: "FEAT-A-004", kind: "feature", priority: "P1", status: .partial, missing: [[.recovery]])
        declared.declaredPartial = true
        let report = CoverageReport(product: "demo", entries: Self.entries + [declared], checks: [Self.passed])
        let minimum = MinimumCheck(group: .priority, name: "P1", required: 100, satisfied: 1, inScope: 2, passed: false)
        let failure = GateFailure(
            kind: .minimum, subject: "priority P1",
            message: "priority P1: 50.0% covered or waived, below the minimum 100.0%")
        func blocking(_ counted: Bool) -> [String: [String]] {
            let gate = GateResult(
                product: "demo", failures: [failure], minimums: [minimum], declaredPartialSatisfies: counted)
            let verdict = ReportVerdict(report: report, gate: gate)
            return Dictionary(uniqueKeysWithValues: verdict.missing.flatMap(\.ids).map { ($0.entry.id, $0.blocking) })
        }
        #expect(blocking(true)["FEAT-A-004"] == [], "a declared partial the gate counts satisfied was shown blocking")
        #expect(blocking(true)["FEAT-A-002"]?.count == 1, "an uncovered ID of the missed minimum must still block")
        #expect(
            blocking(false)["FEAT-A-004"]?.count == 1,
            "without declaredPartialSatisfies the declared partial counts against the minimum")
    }
}
