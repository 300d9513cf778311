import Conformance
import SpecModel
import Testing

@testable import Traceability

@Suite struct ReportSerializationTests {
    static func sampleReport() throws -> CoverageReport {
        let gate = GateSpec(
            product: "demo", waivers: [Waiver(id: "FEAT-ID-002", reason: "late", owner: "ana", expires: "2099-01-01")])
        return try CoverageFixture.evaluate(
            [
                CoverageFixture.check(
                    "path:1", CoverageFixture.fullFeature,
                    transitions: [TransitionID(machine: "access", from: "Idle", event: "start", ordinal: 0)],
                    guards: [
                        GuardOutcome(
                            TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 0), outcome: true)
                    ]),
                CoverageFixture.check("path:2", .failed, [("FEAT-DL-001", .success)]),
            ], gate: gate)
    }

    @Test("coverage.json reads back into the same report")
    func roundTrip() throws {
        let report = try Self.sampleReport()
        let text = JSONWriter().string(report.jsonValue(generatorVersion: "0.1.0", date: "2025-01-01"))
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics == [])
        #expect(decoded.value == report)
    }

    @Test("a malformed coverage.json is rejected with located diagnostics")
    func malformed() {
        let result = CoverageReport.decode(
            "{\"kind\": \"coverage\", \"version\": 1, \"product\": \"demo\", \"ids\": [{\"id\": \"A\", \"kind\": \"feature\", \"status\": \"done\"}], \"checks\": 3, \"machines\": []}",
            file: "coverage.json")
        #expect(result.value == nil)
        #expect(
            result.diagnostics.map(\.jsonPointer) == [
                "/ids/0", "/ids/0", "/ids/0", "/ids/0", "/ids/0", "/ids/0/status", "/checks",
            ])
        #expect(result.diagnostics.allSatisfy { $0.code.hasPrefix("coverage.") && $0.location != nil })
        let wrongKind = CoverageReport.decode(
            "{\"kind\": \"policy\", \"version\": 1, \"product\": \"demo\"}", file: "c.json")
        #expect(wrongKind.diagnostics.map(\.message) == ["expected kind \"coverage\", found \"policy\""])
    }

    @Test("the JSON has no date unless one is given")
    func noDateByDefault() throws {
        let report = try Self.sampleReport()
        let json = report.jsonValue(generatorVersion: "0.1.0")
        #expect(json["date"] == nil)
        #expect(report.jsonValue(generatorVersion: "0.1.0", date: "2025-01-01")["date"] == .string("2025-01-01"))
    }
}
