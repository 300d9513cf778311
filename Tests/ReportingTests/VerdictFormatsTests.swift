import Conformance
import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// The verdict in JUnit, Markdown and JSON agrees with the gate and with `check`'s exit code.
@Suite struct VerdictFormatsTests {
    /// The fixture without its failing checks and failing IDs: covered, partial, uncovered, waived and out-of-scope
    /// features.
    static var passingReport: CoverageReport {
        let base = ReportFixture.report
        return CoverageReport(
            product: base.product, entries: base.entries.filter { $0.status != .failing && $0.status != .orphaned },
            checks: base.checks.filter { $0.status == .passed }, machines: [])
    }

    static func junit(_ report: CoverageReport, gate: GateResult?) throws -> XMLTree {
        try XMLTree.parse(JUnitReportRenderer().render(report, context: RenderContext(version: "0.1.0", gate: gate)))
            .get()
    }

    static func outcome(_ junit: XMLTree, _ name: String) -> String? {
        junit.all("testcase").first { $0.attributes["name"] == name }?.children.first?.name
    }

    @Test("JUnit: an ID the gate allows (below no minimum, not required) is skipped, and a passing gate fails nothing")
    func allowedIsSkipped() throws {
        let gate = GateResult(
            product: "demo", failures: [],
            minimums: [
                MinimumCheck(group: .kind, name: "feature", required: 50, satisfied: 2, inScope: 4, passed: true)
            ])
        let junit = try Self.junit(Self.passingReport, gate: gate)
        #expect(Self.outcome(junit, "FEAT-DL-002") == "skipped")
        #expect(Self.outcome(junit, "FEAT-ID-002") == "skipped")
        #expect(Self.outcome(junit, "release gate") == nil)
        let suite = try #require(junit.all("testsuite").first)
        #expect(suite.attributes["failures"] == "0" && suite.attributes["errors"] == "0")
        let skipped = try #require(
            junit.all("testcase").first { $0.attributes["name"] == "FEAT-DL-002" }?.children.first)
        #expect(skipped.attributes["message"]?.contains("allowed by the release gate") == true)
    }

    @Test("JUnit: when the gate fails, the IDs it fails on and the gate itself are failures")
    func gateFailureIsFailure() throws {
        let gate = GateResult(
            product: "demo",
            failures: [
                GateFailure(
                    kind: .minimum, subject: "kind feature",
                    message: "kind feature: 25.0% covered or waived, below the minimum 50.0%")
            ],
            minimums: [
                MinimumCheck(group: .kind, name: "feature", required: 50, satisfied: 1, inScope: 4, passed: false)
            ])
        let junit = try Self.junit(Self.passingReport, gate: gate)
        #expect(Self.outcome(junit, "FEAT-DL-002") == "failure")
        #expect(Self.outcome(junit, "FEAT-ID-002") == "failure")
        #expect(Self.outcome(junit, "release gate") == "failure")
        #expect(Self.outcome(junit, "FEAT-DL-003") == "skipped", "waived")
        let suite = try #require(junit.all("testsuite").first)
        #expect(suite.attributes["failures"] == "3")
    }

    @Test("JUnit: without a gate, uncovered IDs are skipped and only checks can fail")
    func noGate() throws {
        let junit = try Self.junit(Self.passingReport, gate: nil)
        #expect(Self.outcome(junit, "release gate") == "skipped")
        #expect(Self.outcome(junit, "FEAT-DL-002") == "skipped")
        #expect(try #require(junit.all("testsuite").first).attributes["failures"] == "0")
        let failing = try Self.junit(ReportFixture.report, gate: nil)
        #expect(Self.outcome(failing, "scenario:JRN-F04") == "failure")
        #expect(Self.outcome(failing, "JRN-F04") == "failure", "a failing ID always fails")
        #expect(Self.outcome(failing, "FEAT-ZZ-999") == "skipped", "orphaned, no gate")
    }

    @Test("JUnit has a failure or an error exactly when the verdict fails", arguments: [false, true])
    func junitAgreesWithVerdict(withGate: Bool) throws {
        for report in [ReportFixture.report, Self.passingReport] {
            let gate = withGate ? ReportFixture.gate : nil
            let suite = try #require(try Self.junit(report, gate: gate).all("testsuite").first)
            let red = suite.attributes["failures"] != "0" || suite.attributes["errors"] != "0"
            #expect(red == !ReportVerdict(report: report, gate: gate).pass)
        }
    }

    @Test("Markdown opens with the verdict, then what is missing; Mermaid fences are not escaped")
    func markdown() {
        let md = MarkdownReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        let verdict = md.range(of: "## Verdict: ❌ fail")
        let missing = md.range(of: "## What is missing")
        let summary = md.range(of: "## Summary")
        #expect(verdict != nil && missing != nil && summary != nil)
        if let verdict, let missing, let summary {
            #expect(verdict.lowerBound < missing.lowerBound && missing.lowerBound < summary.lowerBound)
        }
        #expect(md.contains("- check scenario:JRN-F04 failed at step 3 (start → mismatch → mismatch)"))
        #expect(md.contains("| kind `feature` | 80.0% | 33.3% (2 of 6) | ❌ missed |"))
        let fence = md.components(separatedBy: "```mermaid\n")[1].components(separatedBy: "```")[0]
        #expect(fence.contains("Idle --> Busy : start"))
        #expect(fence.contains("Busy --> Busy : mismatch [retriesLeft > 0]"))
        #expect(!fence.contains("&gt;") && !fence.contains("&lt;") && !fence.contains("&amp;"))
    }

    @Test("steps are counted from 1 in the human formats; coverage.json keeps the 0-based index")
    func stepNumbering() {
        let md = MarkdownReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(md.contains("First divergence at step 3: `start` → `mismatch` → `mismatch`"))
        let html = HTMLReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(html.contains("step 3 (start → mismatch → mismatch): expected state DownloadFailed"))
        let junit = JUnitReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(junit.contains("message=\"step 3 (start → mismatch → mismatch)"))
        let json = JSONReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(json.contains("\"step\": 2"))
    }

    @Test("coverage.json carries the verdict: pass, the gate, the reasons and what is missing")
    func jsonVerdict() throws {
        let text = JSONReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        let verdict = try #require(JSONParser().parse(text).root?.value["verdict"])
        #expect(verdict["pass"] == .bool(false))
        #expect(verdict["gate"] == .string("fail"))
        #expect(verdict["reasons"]?.arrayValue?.first?["kind"] == .string("failed-check"))
        let missing = try #require(verdict["missing"]?.arrayValue)
        // A failing ID is missing too (a check that exercises it failed), listed with the others of its kind.
        #expect(missing.map { $0["kind"] } == [.string("feature"), .string("journey")])
        let ids = try #require(missing[0]["ids"]?.arrayValue)
        #expect(
            ids.map { $0["id"] } == [
                .string("FEAT-DL-001"), .string("FEAT-DL-002"), .string("FEAT-ID-002"), .string("FEAT-ZZ-999"),
            ])
        #expect(ids[0]["status"] == .string("failing"))
        #expect(ids[2]["lacks"] == .string("a recovery path and its events checked"))
        let noGate = JSONReportRenderer().render(ReportFixture.report, context: RenderContext(version: "0.1.0"))
        #expect(try #require(JSONParser().parse(noGate).root?.value["verdict"])["gate"] == .string("none"))
    }
}
