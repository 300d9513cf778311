import SpecModel
import Testing

@testable import StateMachine

@Suite("Interpreter semantics")
struct InterpreterTests {
    typealias F = Fixture

    @Test("transitions for an event are tried in document order: the first unguarded one is taken")
    func documentOrder() throws {
        let machine = try F.compile(
            F.machine(
                "A",
                [
                    F.state("A", [("go", [F.to("B"), F.to("C")])]), F.state("B"), F.state("C"),
                ]))
        var instance = MachineInstance(machine)
        #expect(instance.step(event: "go").effect == .transitioned(from: "A", to: "B", emits: []))
        #expect(instance.state == "B")
        #expect(instance.lastTransition == TransitionID(machine: "test", from: "A", event: "go", ordinal: 0))
    }

    @Test(
        "fixedMove: a final state or an unhandled event is ignored, a first unguarded transition is taken, guards decide the rest"
    )
    func fixedMove() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 2],
                [
                    F.state(
                        "A",
                        [
                            ("go", [F.to("B"), F.to("C", when: "n > 5")]),
                            ("try", [F.to("C", when: "n > 5"), F.to("B")]),
                        ]),
                    F.state("B", [("go", [F.to("A", assign: [("n", "n + 1")])])]), F.state("C", final: true),
                ]))
        let (a, b, c) = (machine.stateIndex("A")!, machine.stateIndex("B")!, machine.stateIndex("C")!)
        let (go, tryEvent) = (machine.eventIndex("go")!, machine.eventIndex("try")!)
        #expect(machine.fixedMove(state: a, event: go) == .transition(0))
        #expect(machine.fixedMove(state: a, event: tryEvent) == .guarded)
        #expect(machine.fixedMove(state: b, event: go) == .transition(4))
        #expect(machine.fixedMove(state: b, event: tryEvent) == .ignored)
        #expect(machine.fixedMove(state: c, event: go) == .ignored)
        #expect(
            machine.fixedMove(state: a, event: -1) == .ignored && machine.fixedMove(state: a, event: 99) == .ignored)
        // Whatever the context, the interpreter makes the fixed move.
        for n in [0, 2, 9] {
            for state in [a, b, c] {
                for event in [go, tryEvent] {
                    let instance = MachineInstance(machine, stateIndex: state, slots: [.int(n)])
                    switch machine.fixedMove(state: state, event: event) {
                    case .ignored: #expect(instance.transition(forEvent: event) == .ignored)
                    case .transition(let t): #expect(instance.transition(forEvent: event) == .transitioned(t))
                    case .guarded: break
                    }
                }
            }
        }
    }

    @Test("the first transition whose guard holds is taken, not a later one nor a false one")
    func firstEnabledGuard() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 2],
                [
                    F.state(
                        "A",
                        [
                            (
                                "go",
                                [
                                    F.to("B", when: "n > 5"), F.to("C", when: "n == 2", emits: ["c"]),
                                    F.to("D", when: "n < 5"),
                                ]
                            )
                        ]),
                    F.state("B"), F.state("C"), F.state("D"),
                ]))
        var instance = MachineInstance(machine)
        #expect(instance.step(event: "go").effect == .transitioned(from: "A", to: "C", emits: [EmittedEvent("c")]))
        #expect(instance.lastTransition?.ordinal == 1)
    }

    @Test("assignments are evaluated against the context before the step, then applied together")
    func assignmentsAreAtomic() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["a": 1, "b": 2],
                [
                    F.state("A", [("swap", [F.to("A", assign: [("a", "b"), ("b", "a")])])])
                ]))
        var instance = MachineInstance(machine)
        _ = instance.step(event: "swap")
        #expect(instance.context == ["a": 2, "b": 1])
    }

    @Test("a guard sees the context before the assignments of its own transition")
    func guardSeesContextBeforeStep() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 0],
                [
                    F.state("A", [("inc", [F.to("A", when: "n < 2", assign: [("n", "n + 1")])])])
                ]))
        var instance = MachineInstance(machine)
        #expect(instance.step(event: "inc").effect != .ignored)
        #expect(instance.step(event: "inc").effect != .ignored)
        #expect(instance.step(event: "inc").effect == .ignored)
        #expect(instance.context["n"] == 2)
    }

    @Test("a final state ignores every event, even one it lists")
    func finalStateIgnoresEvents() throws {
        let machine = try F.compile(
            F.machine(
                "A",
                [
                    F.state("A", [("end", [F.to("Done")])]), F.state("Done", final: true, [("again", [F.to("A")])]),
                ]))
        var instance = MachineInstance(machine)
        _ = instance.step(event: "end")
        #expect(instance.isInFinalState)
        #expect(instance.step(event: "again").effect == .ignored)
        #expect(instance.state == "Done")
    }

    @Test("an unknown event and an event with no enabled transition are ignored without change")
    func ignoredOutcomes() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 0],
                [
                    F.state("A", [("go", [F.to("B", when: "n > 0")])]), F.state("B", [("back", [F.to("A")])]),
                ]))
        var instance = MachineInstance(machine)
        #expect(instance.step(event: "nope").effect == .ignored)
        #expect(instance.step(event: "back").effect == .ignored)
        #expect(instance.step(event: "go").effect == .ignored)
        #expect(instance.state == "A")
        #expect(instance.lastTransition == nil)
        #expect(instance.step(eventIndex: 99) == .ignored)
        #expect(instance.step(eventIndex: -1) == .ignored)
    }

    @Test("a guard that is not boolean rejects the step and changes nothing")
    func guardTypeErrorRejects() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 1],
                [
                    F.state("A", [("go", [F.to("B", when: "n + 1", assign: [("n", "5")]), F.to("C")])]),
                    F.state("B"), F.state("C"),
                ]))
        var instance = MachineInstance(machine)
        guard case .rejected(let reason) = instance.step(event: "go").effect else {
            Issue.record("expected a rejection")
            return
        }
        #expect(reason.contains("guard of A --go[n + 1]--> B failed"))
        #expect(reason.contains("expr.type-error"))
        #expect(instance.state == "A")
        #expect(instance.context == ["n": 1])
    }

    @Test("an assignment that fails to evaluate rejects the step and leaves every field unchanged")
    func assignmentErrorRejects() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["a": 1, "b": 0],
                [
                    F.state("A", [("go", [F.to("B", assign: [("a", "2"), ("b", "a / b")])])]), F.state("B"),
                ]))
        var instance = MachineInstance(machine)
        guard case .rejected(let reason) = instance.step(event: "go").effect else {
            Issue.record("expected a rejection")
            return
        }
        #expect(reason.contains("assignment to 'b'"))
        #expect(instance.state == "A")
        #expect(instance.context == ["a": 1, "b": 0])
    }

    @Test("guards and assignments read event data")
    func eventData() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["total": 0],
                [
                    F.state(
                        "A",
                        [("pay", [F.to("B", when: "event.amount > 10", assign: [("total", "total + event.amount")])])]),
                    F.state("B"),
                ]))
        var instance = MachineInstance(machine)
        #expect(instance.step(event: "pay", data: ["amount": 5]).effect == .ignored)
        #expect(
            instance.step(event: "pay", data: ["amount": 12]).effect == .transitioned(from: "A", to: "B", emits: []))
        #expect(instance.context["total"] == 12)
    }

    @Test("reset returns to the initial state with overrides, and rejects unknown fields unchanged")
    func resetWithOverrides() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 0, "flag": false],
                [
                    F.state("A", [("go", [F.to("B", when: "flag")])]), F.state("B"),
                ]))
        var instance = MachineInstance(machine)
        try instance.reset(context: ["flag": true])
        #expect(instance.step(event: "go").effect != .ignored)
        #expect(throws: UnknownContextFieldsError(fields: ["zzz"])) { try instance.reset(context: ["zzz": 1]) }
        #expect(instance.state == "B")
        try instance.reset()
        #expect(instance.state == "A")
        #expect(instance.context == ["n": 0, "flag": false])
    }

    @Test("a copied instance is an independent run")
    func valueSemantics() throws {
        let machine = try F.compile(F.machine("A", [F.state("A", [("go", [F.to("B")])]), F.state("B")]))
        let original = MachineInstance(machine)
        var copy = original
        _ = copy.step(event: "go")
        #expect(original.state == "A")
        #expect(copy.state == "B")
    }

    @Test("each transition has a stable identity and a printable label")
    func transitionIdentity() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 0],
                [
                    F.state("A", [("go", [F.to("B", when: "n > 0"), F.to("A")])]), F.state("B"),
                ]))
        let id = TransitionID(machine: "test", from: "A", event: "go", ordinal: 1)
        let index = try #require(machine.transitionIndex(id))
        #expect(machine.transitions[index].label == "A --go--> A")
        #expect(machine.transitions[0].label == "A --go[n > 0]--> B")
        #expect(id.description == "test/A.go#1")
        #expect(machine.transitionIndex(TransitionID(machine: "test", from: "A", event: "go", ordinal: 2)) == nil)
        #expect(machine.transitionIndex(TransitionID(machine: "test", from: "B", event: "go", ordinal: 0)) == nil)
    }

    static func id(_ from: String, _ event: String, _ ordinal: Int) -> TransitionID {
        TransitionID(machine: "test", from: from, event: event, ordinal: ordinal)
    }

    @Test("a step reports every guard it evaluated, in order, with its result, and the transition it took")
    func reportsEvaluatedGuards() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 2],
                [
                    F.state(
                        "A", [("go", [F.to("B", when: "n > 5"), F.to("C", when: "n == 2"), F.to("D", when: "n < 5")])]),
                    F.state("B"), F.state("C"), F.state("D"),
                ]))
        var instance = MachineInstance(machine)
        let outcome = instance.step(event: "go")
        #expect(
            outcome.guards == [
                GuardOutcome(Self.id("A", "go", 0), outcome: false), GuardOutcome(Self.id("A", "go", 1), outcome: true),
            ])
        #expect(outcome.transition == Self.id("A", "go", 1))
    }

    @Test("a guard after the transition taken is not evaluated, so it is not reported")
    func skippedGuardNotReported() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 9],
                [
                    F.state("A", [("go", [F.to("B", when: "n > 5"), F.to("C", when: "n > 1")])]), F.state("B"),
                    F.state("C"),
                ]))
        var instance = MachineInstance(machine)
        let outcome = instance.step(event: "go")
        #expect(outcome.guards == [GuardOutcome(Self.id("A", "go", 0), outcome: true)])
        #expect(!outcome.guards.contains { $0.transition.ordinal == 1 })
    }

    @Test("an unguarded transition taken reports no outcome for itself; the false guards before it are reported")
    func unguardedTaken() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 0],
                [
                    F.state("A", [("go", [F.to("B", when: "n > 0"), F.to("C"), F.to("B", when: "n == 0")])]),
                    F.state("B"), F.state("C"),
                ]))
        var instance = MachineInstance(machine)
        let outcome = instance.step(event: "go")
        #expect(outcome.guards == [GuardOutcome(Self.id("A", "go", 0), outcome: false)])
        #expect(outcome.transition == Self.id("A", "go", 1))
    }

    @Test("an ignored step reports every guard false and no transition; a final state or unknown event evaluates none")
    func ignoredStepGuards() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 0],
                [
                    F.state(
                        "A", [("go", [F.to("B", when: "n > 0"), F.to("B", when: "n < 0")]), ("end", [F.to("Z")])]),
                    F.state("B"), F.state("Z", final: true, [("go", [F.to("A", when: "n == 0")])]),
                ]))
        var instance = MachineInstance(machine)
        let ignored = instance.step(event: "go")
        #expect(ignored.effect == .ignored && ignored.transition == nil)
        #expect(
            ignored.guards == [
                GuardOutcome(Self.id("A", "go", 0), outcome: false),
                GuardOutcome(Self.id("A", "go", 1), outcome: false),
            ])
        #expect(instance.step(event: "nope").guards.isEmpty)
        _ = instance.step(event: "end")
        #expect(instance.step(event: "go").guards.isEmpty, "a final state evaluated a guard")
    }

    @Test("a guard that fails to evaluate is not reported; the false ones before it are")
    func rejectedGuardNotReported() throws {
        let machine = try F.compile(
            F.machine(
                "A", context: ["n": 1],
                [
                    F.state("A", [("go", [F.to("B", when: "n > 5"), F.to("C", when: "n + 1")])]), F.state("B"),
                    F.state("C"),
                ]))
        var instance = MachineInstance(machine)
        let outcome = instance.step(event: "go")
        guard case .rejected = outcome.effect else {
            Issue.record("expected a rejection")
            return
        }
        #expect(outcome.guards == [GuardOutcome(Self.id("A", "go", 0), outcome: false)])
        #expect(outcome.transition == nil)
    }
}
