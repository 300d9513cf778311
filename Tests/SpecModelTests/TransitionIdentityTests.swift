import SpecModel
import Testing

@Suite("Transition identity and the ordered walk of a machine")
struct TransitionIdentityTests {
    static func id(_ machine: String, _ from: String, _ event: String, _ ordinal: Int) -> TransitionID {
        TransitionID(machine: machine, from: from, event: event, ordinal: ordinal)
    }

    static func state(_ name: String, _ on: [(String, [String])]) -> MachineState {
        MachineState(
            name: name, on: on.map { EventTransitions(event: $0.0, transitions: $0.1.map { Transition(target: $0) }) })
    }

    /// States, events and transitions deliberately out of alphabetical order.
    static let machine = Machine(
        id: "m", product: "p", initial: "Zed",
        states: [
            state("Zed", [("go", ["Alpha", "Zed"]), ("back", ["Zed"])]),
            state("Alpha", []),
            state("Mid", [("any", ["Alpha"])]),
        ])

    @Test("two identities are equal exactly when machine, from, event and ordinal are")
    func equality() {
        #expect(Self.id("m", "A", "go", 0) == Self.id("m", "A", "go", 0))
        #expect(Self.id("m", "A", "go", 0) != Self.id("n", "A", "go", 0))
        #expect(Self.id("m", "A", "go", 0) != Self.id("m", "B", "go", 0))
        #expect(Self.id("m", "A", "go", 0) != Self.id("m", "A", "stop", 0))
        #expect(Self.id("m", "A", "go", 0) != Self.id("m", "A", "go", 1))
        #expect(Set([Self.id("m", "A", "go", 0), Self.id("m", "A", "go", 0)]).count == 1)
    }

    @Test("identities order by machine, then source state, then event, then ordinal")
    func ordering() {
        let sorted = [
            Self.id("a", "Z", "z", 9), Self.id("b", "A", "a", 0), Self.id("b", "A", "b", 0), Self.id("b", "A", "b", 1),
            Self.id("b", "B", "a", 0),
        ]
        #expect(sorted.reversed().sorted() == sorted)
        #expect(Self.id("b", "A", "b", 1).description == "b/A.b#1")
    }

    @Test("guard outcomes are identified by their transition and outcome, and order false before true")
    func guardOutcomes() {
        let t0 = Self.id("m", "A", "go", 0)
        let t1 = Self.id("m", "A", "go", 1)
        #expect(GuardOutcome(t0, outcome: true) == GuardOutcome(t0, outcome: true))
        #expect(GuardOutcome(t0, outcome: true) != GuardOutcome(t0, outcome: false))
        let sorted = [
            GuardOutcome(t0, outcome: false), GuardOutcome(t0, outcome: true), GuardOutcome(t1, outcome: false),
        ]
        #expect(sorted.reversed().sorted() == sorted)
    }

    @Test("the walk yields every transition once, in document order: states, then events, then ordinal")
    func walkOrder() {
        let walk = Self.machine.transitions
        #expect(
            walk.map(\.id) == [
                Self.id("m", "Zed", "go", 0), Self.id("m", "Zed", "go", 1), Self.id("m", "Zed", "back", 0),
                Self.id("m", "Mid", "any", 0),
            ])
        #expect(walk.map(\.transition.target) == ["Alpha", "Zed", "Zed", "Alpha"])
    }

    @Test("the walk is complete and its identities are unique")
    func walkCompleteness() {
        let walk = Self.machine.transitions
        let written = Self.machine.states.reduce(0) { $0 + $1.on.reduce(0) { $0 + $1.transitions.count } }
        #expect(walk.count == written)
        #expect(Set(walk.map(\.id)).count == walk.count)
    }

    @Test("a state's walk is its slice of the machine's walk")
    func stateWalk() {
        let zed = Self.machine.states[0]
        #expect(zed.transitions(machine: "m") == Array(Self.machine.transitions.prefix(3)))
        #expect(Self.machine.states[1].transitions(machine: "m").isEmpty)
    }
}
