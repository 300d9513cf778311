import SpecModel
import Testing

@testable import StateMachine

@Suite("Machine compilation")
struct CompiledMachineTests {
    typealias F = Fixture

    static func origin(_ pointer: String, line: Int = 3, column: Int = 10, offset: Int = 40) -> Origin {
        Origin(
            file: "Spec/p/m.json", location: SourceLocation(line: line, column: column, offset: offset),
            pointer: pointer)
    }

    static func diagnostics(_ machine: Machine) -> [Diagnostic] {
        switch CompiledMachine.compile(machine) {
        case .success: return []
        case .failure(let error): return error.diagnostics
        }
    }

    @Test("states, events and context fields are interned in document and sorted order")
    func interning() throws {
        let machine = try F.compile(
            F.machine(
                "B", context: ["z": 0, "a": 1], events: ["declared": StimulusDeclaration()],
                [
                    F.state("A", [("y", [F.to("B")]), ("x", [F.to("A")])]), F.state("B", [("x", [F.to("A")])]),
                ]))
        #expect(machine.stateNames == ["A", "B"])
        #expect(machine.eventNames == ["y", "x", "declared"])
        #expect(machine.slotNames == ["a", "z"])
        #expect(machine.initialState == 1)
        #expect(machine.initialSlots == [1, 0])
        #expect(machine.transitions.map(\.id.description) == ["test/A.y#0", "test/A.x#0", "test/B.x#0"])
    }

    @Test("compiled transitions carry the identities of the spec machine's walk, in the same order")
    func compiledFollowsWalk() throws {
        let spec = F.machine(
            "A", context: ["n": 0],
            [
                F.state("A", [("go", [F.to("B", when: "n > 0"), F.to("A")]), ("stop", [F.to("C")])]),
                F.state("B", [("go", [F.to("A")])]), F.state("C", final: true),
            ])
        let machine = try F.compile(spec)
        #expect(machine.transitions.map(\.id) == spec.transitions.map(\.id))
        for t in spec.transitions { #expect(machine.transitionIndex(t.id).map { machine.transitions[$0].id } == t.id) }
        let elsewhere = TransitionID(machine: "other", from: "A", event: "go", ordinal: 0)
        #expect(machine.transitionIndex(elsewhere) == nil, "another machine's transition was found")
    }

    @Test("an unknown initial state is a located error")
    func unknownInitial() {
        let diagnostics = Self.diagnostics(F.machine("Nowhere", [F.state("A")]))
        #expect(diagnostics.map(\.code) == ["machine.unknown-initial"])
        #expect(diagnostics.first?.jsonPointer == "/initial")
        #expect(diagnostics.first?.file == "test.json")
    }

    @Test("an unknown target state is a located error pointing at the target")
    func unknownTarget() {
        var transition = F.to("Nowhere")
        transition.origin = Self.origin("/states/A/on/go/0")
        let diagnostics = Self.diagnostics(F.machine("A", [F.state("A", [("go", [transition])])]))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == "machine.unknown-target")
        #expect(diagnostics.first?.jsonPointer == "/states/A/on/go/0/target")
        #expect(diagnostics.first?.file == "Spec/p/m.json")
        #expect(diagnostics.first?.message == "transition target 'Nowhere' is not a state of the machine")
    }

    @Test("a guard that does not parse is an error located inside the expression")
    func guardSyntax() {
        var transition = F.to("A")
        transition.guardExpression = Located("n > ", origin: Self.origin("/states/A/on/go/0/guard"))
        let diagnostics = Self.diagnostics(F.machine("A", context: ["n": 0], [F.state("A", [("go", [transition])])]))
        let diagnostic = try? #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic?.code.hasPrefix("expr.") == true)
        #expect(diagnostic?.message.hasPrefix("guard 'n > ':") == true)
        #expect(diagnostic?.jsonPointer == "/states/A/on/go/0/guard")
        // column 10 is the opening quote; the error is at offset 4 of the expression
        #expect(diagnostic?.location == SourceLocation(line: 3, column: 15, offset: 45))
    }

    @Test("unknown context fields in guards and assignments are errors, all reported at once")
    func unknownContextFields() {
        let guarded = Transition(
            target: "A", guardExpression: Located("missing > 0", origin: Self.origin("/g")),
            assignments: [
                Assignment(field: "nope", expression: Located("1", origin: Self.origin("/a1"))),
                Assignment(field: "n", expression: Located("other + 1", origin: Self.origin("/a2"))),
            ])
        let diagnostics = Self.diagnostics(F.machine("Ghost", context: ["n": 0], [F.state("A", [("go", [guarded])])]))
        #expect(
            diagnostics.map(\.code).sorted() == [
                "machine.unknown-context-field", "machine.unknown-context-field", "machine.unknown-context-field",
                "machine.unknown-initial",
            ])
        #expect(diagnostics.map(\.jsonPointer).contains("/g"))
        #expect(diagnostics.map(\.jsonPointer).contains("/a1"))
        #expect(diagnostics.map(\.jsonPointer).contains("/a2"))
        #expect(diagnostics.contains { $0.message == "guard reads unknown context field 'missing'" })
        #expect(diagnostics.contains { $0.message == "assignment to unknown context field 'nope'" })
        #expect(diagnostics.contains { $0.message == "assignment to 'n' reads unknown context field 'other'" })
    }

    @Test("an assignment expression that does not parse is an error")
    func assignmentSyntax() {
        let diagnostics = Self.diagnostics(
            F.machine(
                "A", context: ["n": 0],
                [
                    F.state("A", [("go", [F.to("A", assign: [("n", "n +* 1")])])])
                ]))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("assignment to 'n' 'n +* 1':") == true)
    }

    @Test("duplicate states and duplicate event lists are errors")
    func duplicates() {
        let machine = F.machine(
            "A",
            [
                F.state("A", [("go", [F.to("A")]), ("go", [F.to("A")])]), F.state("A"),
            ])
        #expect(
            Self.diagnostics(machine).map(\.code).sorted() == ["machine.duplicate-event", "machine.duplicate-state"])
    }

    @Test("a valid machine compiles without diagnostics")
    func validMachine() {
        #expect(
            Self.diagnostics(
                F.machine(
                    "A", context: ["n": 0],
                    [
                        F.state("A", [("go", [F.to("A", when: "n < 3", assign: [("n", "n + 1")])])])
                    ])
            ).isEmpty)
    }
}
