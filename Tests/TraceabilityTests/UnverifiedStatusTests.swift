import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Traceability

/// `unverified`: a check that could not run to a verdict (a subject error) contradicts nothing and verifies nothing.
/// Its IDs are neither `failing` nor `covered`, the gate fails on them with the reason "subject error", and a check
/// that did answer wrongly still makes its IDs `failing` (the negative control).
@Suite struct UnverifiedStatusTests {
    static func errored(_ id: String, _ evidence: [(String, EvidenceKind)], kind: CheckKind = .path) -> CheckResult {
        CheckResult(
            id: id, kind: kind, product: "demo", title: "check \(id)", status: .error,
            evidence: evidence.map { Evidence(id: $0.0, kind: $0.1) },
            message: "the subject demo-python exited (status 1) while answering apply #3")
    }

    @Test("a check that could not run makes the IDs it exercises unverified, not failing, and gives them no evidence")
    func erroredCheckUnverifies() throws {
        let report = try CoverageFixture.evaluate([
            Self.errored("rule:1", [("RULE-ONE", .rule)], kind: .rule)
        ])
        let entry = try #require(report.entry("RULE-ONE"))
        #expect(entry.status == .unverified)
        #expect(entry.erroredChecks == ["rule:1"] && entry.failingChecks == [])
        #expect(entry.evidence == [])
        #expect(report.summary[.unverified] == 1 && report.summary[.failing] == 0)
    }

    @Test(
        "unverified beats covered: an ID whose evidence is complete is not covered while one of its checks got no answer"
    )
    func unverifiedBeatsCovered() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", CoverageFixture.fullFeature),
            Self.errored("path:9", [("FEAT-ID-001", .success)]),
        ])
        #expect(report.status("FEAT-ID-001") == .unverified)
    }

    @Test("failing beats unverified: a check that answered wrongly makes the ID failing whatever else could not run")
    func failingBeatsUnverified() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", .failed, [("FEAT-ID-001", .success)]),
            Self.errored("path:2", [("FEAT-ID-001", .success)]),
        ])
        let entry = try #require(report.entry("FEAT-ID-001"))
        #expect(entry.status == .failing)
        #expect(entry.failingChecks == ["path:1"] && entry.erroredChecks == ["path:2"])
    }

    @Test("negative control: a failed or vacuous check alone makes its IDs failing, never unverified")
    func failedIsNeverUnverified() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", .failed, [("FEAT-ID-001", .success)]),
            CoverageFixture.check("rule:1", .vacuous, [("RULE-ONE", .rule)], kind: .rule),
        ])
        #expect(report.status("FEAT-ID-001") == .failing)
        #expect(report.status("RULE-ONE") == .failing)
        #expect(report.summary[.unverified] == 0)
    }

    @Test("an unverified step makes its journey unverified through an evidence roll-up; a failing one still wins")
    func rollsUpThroughEvidence() throws {
        let unverified = try CoverageFixture.evaluate([
            CoverageFixture.check("scenario:j", [("JRN-P02", .scenario)], kind: .scenario),
            Self.errored("scenario:s", [("JRN-P02-S2", .scenario)], kind: .scenario),
        ])
        #expect(unverified.status("JRN-P02") == .unverified)
        #expect(unverified.entry("JRN-P02")?.erroredChecks == ["scenario:s"])
        let failing = try CoverageFixture.evaluate([
            CoverageFixture.check("scenario:j", .failed, [("JRN-P02-S1", .scenario)], kind: .scenario),
            Self.errored("scenario:s", [("JRN-P02-S2", .scenario)], kind: .scenario),
        ])
        #expect(failing.status("JRN-P02") == .failing)
    }

    @Test("a status roll-up is unverified when a child is and none is failing")
    func statusRollup() {
        #expect(StatusRollup.combine([.covered, .unverified, .partial]).0 == .unverified)
        #expect(StatusRollup.combine([.failing, .unverified]).0 == .failing)
        #expect(StatusRollup.combine([.covered, .covered]).0 == .covered)
        var entries = [
            CoverageEntry(id: "P", kind: "requirement", status: .unverified),
            CoverageEntry(id: "C1", kind: "criterion", status: .covered),
        ]
        StatusRollup.apply([("C1", "P")], to: &entries)
        #expect(entries[0].status == .unverified, "the parent's own unanswered check stands")
        entries[1].status = .failing
        StatusRollup.apply([("C1", "P")], to: &entries)
        #expect(entries[0].status == .failing, "a failing child outranks it")
    }

    @Test(
        "the gate fails on every unverified ID with the reason subject error, never as failing; an unexpired waiver holds it"
    )
    func gate() throws {
        let checks = [Self.errored("path:9", [("FEAT-ID-001", .success)])]
        let report = try CoverageFixture.evaluate(checks)
        let result = Gate.evaluate(report, GateSpec(product: "demo"), today: "2025-06-01")
        let failures = result.failures.filter { $0.subject == "FEAT-ID-001" }
        #expect(
            failures == [
                GateFailure(
                    kind: .subjectError, subject: "FEAT-ID-001",
                    message:
                        "FEAT-ID-001 is unverified (subject error): a check that exercises it could not run (path:9)")
            ])
        #expect(!result.failures.contains { $0.kind == .failing })
        #expect(GateFailureKind.subjectError.rawValue == "subject-error")
        let waiver = Waiver(id: "FEAT-ID-001", reason: "the lab device is down", owner: "ana", expires: "2025-06-30")
        let waived = try CoverageFixture.evaluate(checks, gate: GateSpec(product: "demo", waivers: [waiver]))
        #expect(waived.status("FEAT-ID-001") == .waived)
        #expect(
            !Gate.evaluate(waived, GateSpec(product: "demo", waivers: [waiver]), today: "2025-06-01").failures.contains
            {
                $0.kind == .subjectError
            })
    }

    @Test("a required unverified ID blocks the release in the verdict as a subject error")
    func verdict() throws {
        let report = try CoverageFixture.evaluate([Self.errored("path:9", [("FEAT-ID-001", .success)])])
        let gate = Gate.evaluate(report, GateSpec(product: "demo"), today: "2025-06-01")
        let verdict = ReportVerdict(report: report, gate: gate)
        let entry = try #require(report.entry("FEAT-ID-001"))
        #expect(verdict.blocking(entry) == ["a check that exercises it could not run (subject error)"])
        #expect(verdict.reasons.first?.kind == .erroredCheck)
        #expect(verdict.reasons.contains { $0.kind == .subjectError && $0.subject == "FEAT-ID-001" })
        #expect(verdict.explanation.hasPrefix("1 of 1 checks could not run (subject errors); release gate failed"))
        #expect(verdict.erroredCount == 1 && !verdict.pass)
        let missing = verdict.missing.flatMap(\.ids).first { $0.entry.id == "FEAT-ID-001" }
        #expect(
            missing?.blocking == ["a check that exercises it could not run (subject error)"], "what is missing says so")
    }

    @Test(
        "the ratchet ranks unverified between uncovered and failing: covered to unverified regresses, failing to unverified does not"
    )
    func ratchet() {
        func entries(_ status: CoverageStatus) -> CoverageReport {
            CoverageReport(product: "demo", entries: [CoverageEntry(id: "FEAT-A-001", kind: "feature", status: status)])
        }
        let spec = GateSpec(product: "demo")
        let regressed = Gate.evaluate(entries(.unverified), spec, baseline: entries(.uncovered), today: "2025-01-01")
        #expect(regressed.regressions == [Regression(id: "FEAT-A-001", from: .uncovered, to: .unverified)])
        let improved = Gate.evaluate(entries(.unverified), spec, baseline: entries(.failing), today: "2025-01-01")
        #expect(improved.regressions == [])
    }

    @Test("a stage requirement on an unverified ID or a check that could not run is inconclusive, not failed")
    func stage() {
        var entry = CoverageEntry(id: "SC-1", kind: "check", status: .unverified)
        entry.erroredChecks = ["scenario:a"]
        let report = CoverageReport(
            product: "demo", entries: [entry],
            checks: [CheckSummary(id: "scenario:a", kind: .scenario, title: "a", status: .error, message: "hung")])
        let byID = StageEvaluator.judgeIDs(
            ["SC-1"], text: "SC-1", critical: true, index: report.entryIndex(), declared: false)
        #expect(byID.outcome == .inconclusive)
        #expect(byID.reason == "SC-1 unverified (subject error: scenario:a could not run)")
        let byCheck = StageEvaluator.judgeChecks("scenario:*", text: "scenario:*", critical: true, report: report)
        #expect(byCheck.outcome == .inconclusive)
    }

    @Test("coverage.json carries the status, its counts and the errored checks, and reads them back")
    func roundTrip() throws {
        let report = try CoverageFixture.evaluate([Self.errored("path:9", [("FEAT-ID-001", .success)])])
        let text = JSONWriter().string(report.jsonValue(generatorVersion: "test"))
        #expect(text.contains("\"erroredChecks\""))
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics == [])
        let read = try #require(decoded.value)
        #expect(read.entry("FEAT-ID-001")?.erroredChecks == ["path:9"])
        #expect(read.status("FEAT-ID-001") == .unverified)
        #expect(read.summary[.unverified] == report.summary[.unverified])
    }
}
