import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Traceability

/// Machine coverage counts no guard outcome it does not list: each is covered, proved unreachable, or missing with why.
@Suite struct MissingGuardOutcomeTests {
    static let first = TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 0)
    static let second = TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 1)
    static let limit = "planner limit max-depth=2 reached (raise it with --max-depth)"

    @Test(
        "machine coverage: covered + listed == total; each missing outcome has the planner's reason, only failing checks, or no passing check"
    )
    func everyOutcomeIsCoveredOrListed() throws {
        let passed = CoverageFixture.check(
            "path:1", [("FEAT-DL-001", .success)], guards: [GuardOutcome(Self.second, outcome: false)])
        let failed = CoverageFixture.check("path:2", .failed, [], guards: [GuardOutcome(Self.second, outcome: true)])
        let planning = PlanningFindings(
            unplanned: [GuardOutcome(Self.first, outcome: true): Self.limit], limitReached: ["access": Self.limit],
            planned: ["access"])
        let report = try CoverageFixture.evaluate([passed, failed], planning: planning)
        let machine = try #require(report.machines.first { $0.id == "access" })
        #expect(machine.guardOutcomeCount == CoverageFraction(covered: 1, total: 4))
        #expect(
            machine.missingGuardOutcomes.map { "\($0.transition.ordinal) \($0.missing.outcome): \($0.missing.reason)" }
                == [
                    "0 false: no passing check observed it",
                    "0 true: \(Self.limit)",
                    "1 true: only failing checks observed it",
                ])
        #expect(
            machine.guardOutcomeCount.covered + machine.missingGuardOutcomes.count == machine.guardOutcomeCount.total)
        #expect(machine.plannerLimit == Self.limit)
        let text = JSONWriter().string(report.jsonValue(generatorVersion: "0.1.0"))
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics == [])
        #expect(
            decoded.value?.machines == report.machines,
            "missing outcomes or the planner limit did not survive the JSON round trip")
    }

    @Test(
        "machine coverage: a machine the run did not plan lists its outcomes as having no subject; one proved unreachable is not listed"
    )
    func unplannedMachine() throws {
        let impossible = GuardOutcome(Self.first, outcome: false)
        let report = try CoverageFixture.evaluate(
            [], planning: PlanningFindings(unreachable: [impossible], planned: []))
        let machine = try #require(report.machines.first { $0.id == "access" })
        #expect(machine.guardOutcomeCount == CoverageFraction(covered: 0, total: 3))
        #expect(machine.missingGuardOutcomes.count == 3)
        #expect(
            machine.missingGuardOutcomes.allSatisfy {
                $0.missing.reason == "no path was planned: no subject is registered for the machine"
            })
        #expect(!machine.missingGuardOutcomes.contains { $0.transition.id == Self.first && !$0.missing.outcome })
        #expect(machine.plannerLimit == nil)
    }
}
