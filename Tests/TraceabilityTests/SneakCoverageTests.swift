import Conformance
import SpecModel
import Testing
@testable import Traceability

/// Sneak checks in coverage: per-machine "sneak paths: N/N refused", refusal evidence, failing IDs, coverage.json.
@Suite struct SneakCoverageTests {
    static func sneak(_ state: String, refused: [String], accepted: [String] = [], notRun: [String] = [], evidence: [(String, EvidenceKind)] = [])
        -> CheckResult
    {
        var check = CoverageFixture.check(
            "sneak:access:\(state)", accepted.isEmpty && notRun.isEmpty ? .passed : accepted.isEmpty ? .error : .failed, evidence,
            kind: .sneak)
        check.sneak = SneakOutcome(machine: "access", state: state, refused: refused, accepted: accepted, notRun: notRun)
        return check
    }

    @Test("a machine's sneak paths are summed over its sneak checks; taken ones are listed by state and event")
    func machineSummary() throws {
        let report = try CoverageFixture.evaluate([
            Self.sneak("Idle", refused: ["done", "mismatch"]),
            Self.sneak("Busy", refused: ["start"], accepted: []),
            Self.sneak("Done", refused: ["mismatch"], accepted: ["start", "done"], notRun: ["x"]),
        ])
        let sneak = try #require(report.machines.first { $0.id == "access" }?.sneakPaths)
        #expect(sneak.text == "4/7 refused")
        #expect(sneak.taken == [SneakPath(state: "Done", event: "done"), SneakPath(state: "Done", event: "start")])
    }

    @Test("no sneak check: no sneak summary (not 0/0)")
    func noSneakChecks() throws {
        let report = try CoverageFixture.evaluate([CoverageFixture.check("path:1", CoverageFixture.fullFeature)])
        #expect(report.machines.first?.sneakPaths == nil)
    }

    @Test("a passing sneak check gives refusal evidence; a failing one makes the IDs it exercises failing")
    func refusalEvidenceAndFailing() throws {
        let passing = try CoverageFixture.evaluate([Self.sneak("Idle", refused: ["done"], evidence: [("FEAT-ID-001", .refusal)])])
        #expect(passing.entryIndex()["FEAT-ID-001"]?.evidence.map(\.kind) == [.refusal])
        let failing = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", CoverageFixture.fullFeature),
            Self.sneak("Busy", refused: [], accepted: ["start"], evidence: [("FEAT-DL-001", .refusal)]),
        ])
        #expect(failing.entryIndex()["FEAT-DL-001"]?.status == .failing)
        #expect(failing.entryIndex()["FEAT-DL-001"]?.failingChecks == ["sneak:access:Busy"])
    }

    @Test("coverage.json keeps the sneak summary and reads it back")
    func roundTrip() throws {
        let report = try CoverageFixture.evaluate([Self.sneak("Done", refused: ["mismatch"], accepted: ["start"])])
        let text = JSONWriter().string(report.jsonValue(generatorVersion: "0.1.0"))
        #expect(text.contains("\"sneakPaths\": {"))
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics == [])
        #expect(decoded.value == report)
        #expect(decoded.value?.machines.first?.sneakPaths?.text == "1/2 refused")
    }
}
