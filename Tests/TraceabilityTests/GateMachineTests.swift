import Conformance
import SpecModel
import Testing

@testable import Traceability

@Suite("gate: machines held whole")
struct GateMachineTests {
    static let id = TransitionID(machine: "door", from: "Closed", event: "open", ordinal: 0)

    /// A door whose guarded `open` has the given outcomes covered and proved unreachable.
    static func report(
        stateStatus: ElementCoverage = .covered, transitionStatus: ElementCoverage = .covered,
        outcomes: [Bool] = [false, true],
        unreachable: [Bool] = []
    ) -> CoverageReport {
        let machine = MachineCoverage(
            id: "door", initial: "Closed",
            states: [
                StateCoverage(name: "Closed", status: .covered), StateCoverage(name: "Open", status: stateStatus),
            ],
            transitions: [
                TransitionCoverage(
                    id: id, to: "Open", guardExpression: "tries > 0", status: transitionStatus, guardOutcomes: outcomes,
                    unreachableGuardOutcomes: unreachable)
            ])
        return CoverageReport(product: "demo", entries: [], machines: [machine])
    }

    @Test("a machine with every state, transition and guard outcome covered or proved unreachable passes")
    func wholeMachinePasses() {
        #expect(Gate.evaluate(Self.report(), GateSpec(product: "demo"), today: "2025-01-01").pass)
        #expect(
            Gate.evaluate(
                Self.report(outcomes: [true], unreachable: [false]), GateSpec(product: "demo"), today: "2025-01-01"
            ).pass)
    }

    @Test("an uncovered state, transition or guard outcome fails the gate, naming each hole")
    func holesFail() {
        let result = Gate.evaluate(
            Self.report(stateStatus: .uncovered, transitionStatus: .failing, outcomes: [true]),
            GateSpec(product: "demo"), today: "2025-01-01")
        #expect(
            result.failures == [
                GateFailure(
                    kind: .machineNotWhole, subject: "door",
                    message:
                        "machine door is not held whole: states Open not covered; transitions Closed --open#0--> Open not covered; "
                        + "guard outcomes [tries > 0] false at Closed --open#0--> neither covered nor proved unreachable"
                )
            ])
    }

    @Test("partialMachines exempts a machine, and an entry naming no machine of the report fails")
    func partialMachines() {
        let relaxed = GateSpec(
            product: "demo", partialMachines: [PartialMachine(machine: "door", reason: "hardware only")])
        #expect(Gate.evaluate(Self.report(outcomes: [true]), relaxed, today: "2025-01-01").pass)
        let typo = GateSpec(product: "demo", partialMachines: [PartialMachine(machine: "dor", reason: "typo")])
        let result = Gate.evaluate(Self.report(), typo, today: "2025-01-01")
        #expect(result.failures.map(\.message) == ["partialMachines names machine dor, which the report does not have"])
    }

    @Test(
        "gate.json partialMachines decodes machine and reason; both are required, the reason not blank, each machine once"
    )
    func decoding() throws {
        let ok = GateDecodingTests.gate(
            #""partialMachines": [{"machine": "door", "reason": "the motor is hardware", "notes": []}]"#)
        #expect(ok.diagnostics == [])
        #expect(ok.value?.partialMachines.map(\.machine) == ["door"])
        #expect(ok.value?.partialMachines.map(\.reason) == ["the motor is hardware"])
        let bad = GateDecodingTests.gate(
            #"""
            "partialMachines": [{"machine": "door"}, {"machine": "lift", "reason": " "}, {"machine": "door", "reason": "r"},
                                {"machine": "door", "reason": "again"}, {"machin": "x", "reason": "r"}]
            """#)
        #expect(bad.value == nil)
        #expect(bad.diagnostics.map(\.message).contains("missing required key \"reason\" in partialMachine"))
        #expect(bad.diagnostics.map(\.message).contains("\"reason\" must not be empty"))
        #expect(bad.diagnostics.map(\.message).contains("machine \"door\" is listed more than once"))
        #expect(
            bad.diagnostics.contains {
                $0.code == "spec.unknown-key" && $0.message.contains("did you mean \"machine\"")
            })
    }
}
