import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Traceability

@Suite struct RollupTests {
    @Test("a journey is covered through its steps only when every step has the evidence")
    func journeyStepsRollUp() throws {
        let both = try CoverageFixture.evaluate([
            CoverageFixture.check("scenario:a", [("JRN-P02-S1", .scenario)], kind: .scenario),
            CoverageFixture.check("scenario:b", [("JRN-P02-S2", .scenario)], kind: .scenario),
        ])
        #expect(both.status("JRN-P02") == .covered)
        #expect(
            both.entry("JRN-P02")?.evidence == [EvidenceRecord(kind: .scenario, checks: ["scenario:a", "scenario:b"])])
        let one = try CoverageFixture.evaluate([
            CoverageFixture.check("scenario:a", [("JRN-P02-S1", .scenario)], kind: .scenario)
        ])
        #expect(one.status("JRN-P02") == .uncovered)
    }

    @Test("a failing step makes its journey failing")
    func failingStepFailsJourney() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("scenario:j", [("JRN-P02", .scenario)], kind: .scenario),
            CoverageFixture.check("scenario:s", .failed, [("JRN-P02-S2", .scenario)], kind: .scenario),
        ])
        #expect(report.status("JRN-P02") == .failing)
        #expect(report.entry("JRN-P02")?.failingChecks == ["scenario:s"])
    }

    @Test("acceptance criteria roll up to their requirement through childPattern and $1")
    func patternRollup() throws {
        let partial = try CoverageFixture.evaluate([
            CoverageFixture.check("scenario:1", [("FR-1.1.AC1", .scenario)], kind: .scenario)
        ])
        #expect(partial.status("FR-1.1") == .uncovered)
        let all = try CoverageFixture.evaluate([
            CoverageFixture.check("scenario:1", [("FR-1.1.AC1", .scenario)], kind: .scenario),
            CoverageFixture.check("scenario:2", [("FR-1.1.AC2", .scenario)], kind: .scenario),
        ])
        #expect(all.status("FR-1.1") == .covered)
    }

    @Test("mode any gives the parent the evidence of any child")
    func anyMode() throws {
        var policy = try CoverageFixture.policy()
        policy.rollups = [RollupRule(.structural(from: "journey-step", to: "journey"), mode: .any)]
        let report = CoverageEvaluator.evaluate(
            bundle: try CoverageFixture.bundle(),
            checks: [CoverageFixture.check("scenario:a", [("JRN-P02-S1", .scenario)], kind: .scenario)], policy: policy,
            today: "2025-01-01")
        #expect(report.status("JRN-P02") == .covered)
    }

    @Test("counts per kind, priority and module, with covered percent of in-scope")
    func statusRollups() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", CoverageFixture.fullFeature),
            CoverageFixture.check("path:2", [("FEAT-DL-001", .success)]),
        ])
        let features = try #require(report.byKind["feature"])
        // FEAT-ID-001 covered, FEAT-DL-001 partial, FEAT-ID-002 and FEAT-DL-002 uncovered, FEAT-ID-003 and
        // FEAT-XP-001 out of scope, FEAT-ZZ-999 orphaned.
        #expect(features[.covered] == 1)
        #expect(features[.partial] == 1)
        #expect(features[.uncovered] == 2)
        #expect(features[.outOfScope] == 2)
        #expect(features[.orphaned] == 1)
        #expect(features.total == 7)
        #expect(features.inScope == 5)
        #expect(features.percentCovered == 20.0)
        #expect(report.byPriority["P0"]?[.covered] == 1)
        #expect(report.byPriority["P0"]?.total == 2)
        #expect(report.byModule["MOD-DOWNLOAD"]?[.partial] == 1)
        #expect(report.byModule["MOD-DOWNLOAD"]?.total == 3, "two features and the journey that uses them")
        #expect(report.summary.total == report.entries.count)
        var none = StatusCounts()
        none.add(.outOfScope)
        #expect(none.percentCovered == nil)
        var third = StatusCounts()
        third.add(.covered)
        third.add(.uncovered)
        third.add(.uncovered)
        #expect(third.percentCovered == 33.3)
    }

    @Test("machine coverage: totals from the machine, two outcomes per guard, uncovered and failing transitions listed")
    func machineCoverage() throws {
        let start = TransitionID(machine: "access", from: "Idle", event: "start", ordinal: 0)
        let retry = TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 0)
        let done = TransitionID(machine: "access", from: "Busy", event: "done", ordinal: 0)
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check(
                "path:1", [("FEAT-DL-001", .success)], transitions: [start, retry],
                states: [StateRef(machine: "access", state: "Idle"), StateRef(machine: "access", state: "Busy")],
                guards: [
                    GuardOutcome(
                        TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 0), outcome: true),
                    GuardOutcome(
                        TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 1), outcome: false),
                    GuardOutcome(
                        TransitionID(machine: "access", from: "Nowhere", event: "x", ordinal: 0), outcome: false),
                ]),
            CoverageFixture.check(
                "path:2", .failed, [], transitions: [start, done], states: [StateRef(machine: "access", state: "Done")]),
        ])
        let machine = try #require(report.machines.first { $0.id == "access" })
        #expect(machine.stateCount == CoverageFraction(covered: 2, total: 4))
        #expect(machine.transitionCount == CoverageFraction(covered: 2, total: 4))
        #expect(machine.guardOutcomeCount == CoverageFraction(covered: 2, total: 4))
        #expect(
            machine.uncoveredTransitions.map { "\($0.from) \($0.event) \($0.ordinal) \($0.to) \($0.status)" } == [
                "Busy mismatch 1 Failed uncovered", "Busy done 0 Done failing",
            ])
        #expect(machine.states.first { $0.name == "Done" }?.status == .failing)
        #expect(machine.states.first { $0.name == "Failed" }?.status == .uncovered)
    }

    @Test(
        "machine coverage: a guard outcome proved unreachable is listed apart and left out of the total; an observed one stays covered"
    )
    func unreachableGuardOutcomes() throws {
        let observed = GuardOutcome(
            TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 1), outcome: false)
        let impossible = GuardOutcome(
            TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 0), outcome: false)
        let check = CoverageFixture.check("path:1", [("FEAT-DL-001", .success)], guards: [observed])
        let report = try CoverageFixture.evaluate([check], unreachable: [impossible, observed])
        let machine = try #require(report.machines.first { $0.id == "access" })
        #expect(machine.guardOutcomeCount == CoverageFraction(covered: 1, total: 3))
        #expect(machine.unreachableGuardOutcomeCount == 1)
        let first = try #require(machine.transitions.first { $0.event == "mismatch" && $0.ordinal == 0 })
        #expect(first.unreachableGuardOutcomes == [false] && first.guardOutcomes.isEmpty)
        let second = try #require(machine.transitions.first { $0.event == "mismatch" && $0.ordinal == 1 })
        #expect(
            second.guardOutcomes == [false] && second.unreachableGuardOutcomes.isEmpty,
            "an observed outcome was called unreachable")
        let text = JSONWriter().string(report.jsonValue(generatorVersion: "0.1.0", date: "2025-01-01"))
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics == [])
        #expect(decoded.value?.machines == report.machines, "unreachable outcomes did not survive the JSON round trip")
    }
}
