import Conformance
import Testing

@testable import Traceability

/// Failing checks grouped by what broke: the console and every report open their failures on root causes.
@Suite struct RootCausesTests {
    static func failed(_ id: String, _ path: [String], expected: String, observed: String) -> CheckSummary {
        CheckSummary(
            id: id, kind: .path, title: id, status: .failed,
            divergence: Divergence(step: path.count - 1, pathSoFar: path, expected: expected, observed: observed))
    }

    @Test("checks that first diverge at the same step with the same outcome are one cause; another outcome is another")
    func grouping() {
        let checks = [
            Self.failed(
                "path:lock:2", ["pin.wrong", "pin.wrong"], expected: "state Locked", observed: "state LockedOut"),
            Self.failed("path:lock:1", ["pin.wrong"], expected: "state Locked", observed: "state LockedOut"),
            Self.failed(
                "path:lock:3", ["pin.correct", "after:30s"], expected: "state Locked", observed: "state Unlocked"),
            CheckSummary(id: "rule:R", kind: .rule, title: "r", status: .failed, message: "the bolt stayed out\nmore"),
            CheckSummary(id: "path:lock:0", kind: .path, title: "p", status: .passed),
        ]
        let causes = RootCauses(checks)
        #expect(causes.groups.map(\.checks) == [["path:lock:1", "path:lock:2"], ["path:lock:3"], ["rule:R"]])
        #expect(causes.groups[0].cause == "pin.wrong: expected state Locked, observed state LockedOut")
        #expect(causes.groups[0].shownAt == "at step 1 (pin.wrong) of path:lock:1")
        #expect(causes.groups[2].cause == "the bolt stayed out")
        let lines = causes.lines(limit: 2, more: "Reports/lock/coverage.md")
        #expect(lines.first == "3 root causes of 4 failing checks:")
        #expect(
            lines.contains(
                "  1. pin.wrong: expected state Locked, observed state LockedOut — 2 checks (path:lock:1, path:lock:2)")
        )
        #expect(lines.last == "  and 1 more in Reports/lock/coverage.md")
    }

    @Test("no failing check: no cause and no line (the control)")
    func none() {
        let causes = RootCauses([CheckSummary(id: "path:m:1", kind: .path, title: "t", status: .passed)])
        #expect(causes.groups.isEmpty && causes.lines(more: "x").isEmpty)
    }

    @Test("a failing ID is listed as missing and blocking; a failing verdict never says nothing is missing")
    func failingIsMissing() {
        let entries = [
            CoverageEntry(id: "FEAT-A-001", kind: "feature", status: .failing),
            CoverageEntry(id: "FEAT-A-002", kind: "feature", status: .covered),
        ]
        let report = CoverageReport(
            product: "demo", entries: entries,
            checks: [Self.failed("path:m:1", ["go"], expected: "state B", observed: "state A")])
        let verdict = ReportVerdict(report: report, gate: nil)
        #expect(!verdict.pass)
        #expect(verdict.missing.flatMap(\.ids).map(\.entry.id) == ["FEAT-A-001"])
        #expect(verdict.missing.flatMap(\.ids).allSatisfy { !$0.blocking.isEmpty })
    }

    @Test("the minimums say what they count when declared partials count as satisfied")
    func minimumsSayWhatTheyCount() {
        #expect(GateResult(product: "p", failures: []).minimumsCount == "covered or waived")
        #expect(
            GateResult(product: "p", failures: [], declaredPartialSatisfies: true).minimumsCount
                == "covered, waived or declared partial")
    }
}
