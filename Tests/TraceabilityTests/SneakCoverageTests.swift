import Conformance
import SpecModel
import Testing

@testable import Traceability

/// Sneak checks in coverage: per-machine "sneak paths: N/N refused", refusal evidence, failing IDs, coverage.json.
@Suite struct SneakCoverageTests {
    static func sneak(
        _ state: String, refused: [String], accepted: [String] = [], notRun: [String] = [],
        evidence: [(String, EvidenceKind)] = []
    )
        -> CheckResult
    {
        var check = CoverageFixture.check(
            "sneak:access:\(state)", accepted.isEmpty && notRun.isEmpty ? .passed : accepted.isEmpty ? .error : .failed,
            evidence,
            kind: .sneak)
        check.sneak = SneakOutcome(
            machine: "access", state: state, refused: refused, accepted: accepted, notRun: notRun)
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

    @Test("per-state sneak counts are summed over the contexts a state was reached in, sorted by state; unsent apart")
    func perStateCounts() throws {
        var busyUnsent = Self.sneak("Busy", refused: ["start"])
        busyUnsent.sneak?.unsent = ["cancel"]
        let report = try CoverageFixture.evaluate([
            Self.sneak("Idle", refused: ["done", "mismatch"]),
            busyUnsent,
            Self.sneak("Done", refused: ["mismatch"], accepted: ["start", "done"], notRun: ["x"]),
            Self.sneak("Idle", refused: ["mismatch"], accepted: ["done"]),
        ])
        let sneak = try #require(report.machines.first { $0.id == "access" }?.sneakPaths)
        #expect(
            sneak.states == [
                SneakStateCount(state: "Busy", refused: 1, total: 1, unsent: 1),
                SneakStateCount(state: "Done", refused: 1, total: 4),
                SneakStateCount(state: "Idle", refused: 3, total: 4),
            ])
        #expect(
            sneak.states.reduce(0) { $0 + $1.refused } == sneak.refused
                && sneak.states.reduce(0) { $0 + $1.total } == sneak.total)
        #expect(sneak.states.reduce(0) { $0 + $1.unsent } == sneak.unsent)
    }

    @Test("no sneak check: no sneak summary (not 0/0)")
    func noSneakChecks() throws {
        let report = try CoverageFixture.evaluate([CoverageFixture.check("path:1", CoverageFixture.fullFeature)])
        #expect(report.machines.first?.sneakPaths == nil)
    }

    @Test("a passing sneak check gives refusal evidence; a failing one makes the IDs it exercises failing")
    func refusalEvidenceAndFailing() throws {
        let passing = try CoverageFixture.evaluate([
            Self.sneak("Idle", refused: ["done"], evidence: [("FEAT-ID-001", .refusal)])
        ])
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
        #expect(
            decoded.value?.machines.first?.sneakPaths?.states == [SneakStateCount(state: "Done", refused: 1, total: 2)])
    }

    /// The report's `coverage.json` with its first machine's `sneakPaths` object edited.
    static func json(_ report: CoverageReport, editingSneakPaths edit: (inout [String: JSONValue]) -> Void) throws
        -> String
    {
        var root = try #require(report.jsonValue(generatorVersion: "0.1.0").objectValue)
        var machines = try #require(root["machines"]?.arrayValue)
        var machine = try #require(machines.first?.objectValue)
        var sneak = try #require(machine["sneakPaths"]?.objectValue)
        edit(&sneak)
        machine["sneakPaths"] = .object(sneak)
        machines[0] = .object(machine)
        root["machines"] = .array(machines)
        return JSONWriter().string(.object(root))
    }

    @Test("a coverage.json written before per-state sneak counts were kept still reads, with none")
    func readsWithoutPerStateCounts() throws {
        let report = try CoverageFixture.evaluate([Self.sneak("Done", refused: ["mismatch"], accepted: ["start"])])
        let text = try Self.json(report) { #expect($0.removeValue(forKey: "states") != nil) }
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics == [])
        let sneakPaths = try #require(decoded.value?.machines.first?.sneakPaths)
        #expect(sneakPaths.text == "1/2 refused" && sneakPaths.taken == [SneakPath(state: "Done", event: "start")])
        #expect(sneakPaths.states == [])
    }

    @Test("a per-state sneak count without its total is reported, not guessed")
    func perStateCountIsRead() throws {
        let report = try CoverageFixture.evaluate([Self.sneak("Done", refused: ["mismatch"], accepted: ["start"])])
        let text = try Self.json(report) { $0["states"] = [["state": "Done", "refused": 1]] }
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics.map(\.code) == ["coverage.missing-key"])
        #expect(decoded.value == nil)
    }
}
