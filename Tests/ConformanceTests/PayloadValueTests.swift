import Conformance
import SpecConformTestSupport
import SpecModel
import StateMachine
import Testing

/// Payload values: the spec says what an emitted event's properties must equal, and every check that runs the
/// transition compares them with what the subject emitted.
@Suite struct PayloadValueTests {
    func run(_ defect: ToyVending.Defect?) throws -> ConformanceRun {
        let run = ToyFixture.runner(defect: defect).run(try ToyFixture.bundle(), scenarios: ToyFixture.scenarios())
        #expect(run.diagnostics.filter { $0.severity == .error }.isEmpty, "\(run.diagnostics)")
        return run
    }

    @Test("a subject emitting a wrong payload value fails the paths and the scenario with the divergence")
    func wrongPayloadValueFails() throws {
        let run = try run(.wrongPayloadValue)
        let failing = run.checks.filter { $0.status != .passed }
        let refund = try #require(failing.first { $0.kind == .path && $0.divergence?.pathSoFar.last == "refund" })
        // The credit before the refund is 2 (two coins at price 2): the context before the transition.
        #expect(refund.divergence?.expected == "refund_issued.amount = 2")
        #expect(refund.divergence?.observed == "refund_issued.amount = 0")
        #expect(refund.evidence.map(\.id).contains("TOY-FEAT-002"))
        // The event is valid against its schema: only the payload value tells it is wrong.
        #expect(run.checks.first { $0.id == "event:refund_issued" }?.status == .passed)
    }

    @Test("the correct subject carries every declared payload value")
    func correctSubjectPasses() throws {
        let run = try run(nil)
        #expect(
            run.checks.allSatisfy { $0.status == .passed }, "\(run.checks.filter { $0.status != .passed }.map(\.id))")
    }

    @Test("payload expressions read the context before the transition, not after its assignments")
    func preTransitionContext() throws {
        let machine = try #require(try ToyFixture.bundle().machines.first { $0.id == "vending" })
        let compiled = try CompiledMachine.compile(machine).get()
        let coin = TransitionID(machine: "vending", from: "Idle", event: "coin", ordinal: 0)
        // credit 0 before the coin: the declared value is credit + 1 = 1, although the assignment also makes it 1
        // afterwards (reading the context after the step would give 2).
        let slots = compiled.slotNames.map { $0 == "credit" ? JSONValue.int(0) : JSONValue.int(2) }
        let expected = compiled.expectedPayload(of: coin, slots: slots, data: .null)
        #expect(expected.count == 1)
        #expect(expected.first?.property == "credit")
        #expect(try expected.first?.value.get() == .int(1))
        #expect(compiled.declaresPayload(coin))
        #expect(!compiled.declaresPayload(TransitionID(machine: "vending", from: "Idle", event: "jam", ordinal: 0)))
    }

    @Test("a scenario step whose payload expression cannot be evaluated is a divergence, never a silent pass")
    func unevaluablePayloadIsADivergence() throws {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        // Make the refund's amount read event data that the step does not carry.
        for s in bundle.machines[index].states.indices {
            for e in bundle.machines[index].states[s].on.indices
            where bundle.machines[index].states[s].on[e].event == "refund" {
                bundle.machines[index].states[s].on[e].transitions[0].emits = [
                    EmittedEvent(
                        "refund_issued",
                        payload: [
                            PayloadExpectation(
                                property: "amount", expression: Located("event.amount.value", origin: .synthetic()))
                        ])
                ]
            }
        }
        let run = ToyFixture.runner(defect: nil).run(bundle, scenarios: [])
        let refund = try #require(run.checks.first { $0.kind == .path && $0.divergence?.pathSoFar.last == "refund" })
        #expect(refund.status == .failed)
        #expect(refund.divergence?.expected == "refund_issued.amount = event.amount.value")
        #expect(refund.divergence?.observed.contains("cannot be evaluated") == true)
    }
}

/// The planner's event data: declared data fields and fields payload expressions read get deterministic values.
@Suite struct PlannedEventDataTests {
    @Test(
        "events whose payload expectations read event data are sent an object of their declared and read fields; others JSON null"
    )
    func plannedData() throws {
        let machine = Machine(
            id: "m", product: "p", initial: "A", context: ["n": .int(0)],
            events: [
                "go": StimulusDeclaration(data: [
                    "count": "integer", "ratio": "number", "ok": "boolean", "name": "string",
                ]),
                "declaredOnly": StimulusDeclaration(data: ["count": "integer"]),
            ],
            states: [
                MachineState(
                    name: "A",
                    on: [
                        EventTransitions(
                            event: "go",
                            transitions: [
                                Transition(
                                    target: "A",
                                    emits: [
                                        EmittedEvent(
                                            "e",
                                            payload: [
                                                PayloadExpectation(
                                                    property: "n",
                                                    expression: Located("event.count", origin: .synthetic()))
                                            ])
                                    ])
                            ]),
                        EventTransitions(event: "declaredOnly", transitions: [Transition(target: "A")]),
                        EventTransitions(
                            event: "tap",
                            transitions: [
                                Transition(
                                    target: "A",
                                    emits: [
                                        EmittedEvent(
                                            "e",
                                            payload: [
                                                PayloadExpectation(
                                                    property: "c",
                                                    expression: Located("event.colour", origin: .synthetic()))
                                            ])
                                    ])
                            ]),
                        EventTransitions(event: "noop", transitions: [Transition(target: "A")]),
                    ])
            ])
        #expect(
            PlannedEventData.data(for: "go", in: machine)
                == .object(["count": .int(1), "ratio": .double(1.5), "ok": .bool(true), "name": "name"]))
        #expect(PlannedEventData.data(for: "tap", in: machine) == .object(["colour": "colour"]))
        #expect(PlannedEventData.data(for: "noop", in: machine) == .null)
        #expect(PlannedEventData.data(for: "declaredOnly", in: machine) == .null)
        let plan = PathPlanner().plan(try CompiledMachine.compile(machine).get(), criterion: .transitions)
        let tap = try #require(plan.paths.flatMap(\.steps).first { $0.event == "tap" })
        #expect(tap.data == .object(["colour": "colour"]))
    }
}
