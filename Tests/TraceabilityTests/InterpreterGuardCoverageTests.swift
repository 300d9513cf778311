import Conformance
import SpecModel
import StateMachine
import Testing

@testable import Traceability

@Suite("Machine coverage from the guard outcomes the interpreter reports")
struct InterpreterGuardCoverageTests {
    /// Runs `events` on the fixture's `access` machine and records what the interpreter reported as a passing check.
    static func run(_ id: String, _ events: [String], machine: CompiledMachine) -> CheckResult {
        var instance = MachineInstance(machine)
        var states = [StateRef(machine: machine.id, state: instance.state)]
        var transitions: [TransitionID] = []
        var guards: [GuardOutcome] = []
        for event in events {
            let outcome = instance.step(event: event)
            states.append(StateRef(machine: machine.id, state: instance.state))
            if let taken = outcome.transition { transitions.append(taken) }
            guards += outcome.guards
        }
        return CoverageFixture.check(id, [], transitions: transitions, states: states, guards: guards)
    }

    @Test("coverage lists exactly the guard outcomes the interpreter evaluated, none it skipped")
    func coverageMatchesReportedOutcomes() throws {
        let spec = try #require(try CoverageFixture.bundle().machine(id: "access"))
        let compiled = try CompiledMachine.compile(spec).get()
        // First mismatch takes guard 0 (true) and never evaluates guard 1; the second finds guard 0 false, guard 1 true.
        let checks = [
            Self.run("path:1", ["start", "mismatch", "mismatch"], machine: compiled),
            Self.run("path:2", ["start", "done"], machine: compiled),
        ]
        let reported = Set(checks.flatMap(\.guardOutcomes))
        let report = try CoverageFixture.evaluate(checks)
        let machine = try #require(report.machines.first { $0.id == "access" })
        for t in machine.transitions {
            let expected = [false, true].filter { reported.contains(GuardOutcome(t.id, outcome: $0)) }
            #expect(t.guardOutcomes == expected, "\(t.id)")
        }
        let outcomes = machine.transitions.filter { $0.event == "mismatch" }.map(\.guardOutcomes)
        #expect(outcomes == [[false, true], [true]])
        #expect(machine.guardOutcomeCount == CoverageFraction(covered: 3, total: 4))
        #expect(machine.transitionCount == CoverageFraction(covered: 4, total: 4))
    }

    @Test("coverage transitions carry the walk's identities, in the walk's order")
    func coverageFollowsWalk() throws {
        let spec = try #require(try CoverageFixture.bundle().machine(id: "access"))
        let report = try CoverageFixture.evaluate([])
        let machine = try #require(report.machines.first { $0.id == "access" })
        #expect(machine.transitions.map(\.id) == spec.transitions.map(\.id))
    }
}
