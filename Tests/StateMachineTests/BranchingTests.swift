import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import StateMachine

/// `CompiledMachine.branches`: the interpreter's step when everything is known, every possible branch when a guard
/// reads something unknown, and the three-valued evaluation underneath.
@Suite struct BranchingTests {
    func evaluate(_ source: String, _ context: [String: JSONValue?], event: JSONValue? = nil) throws -> PartialValue {
        let expression = try Expression.parse(source).get()
        let names = context.keys.sorted()
        let evaluator = PartialEvaluator(
            slotIndex: Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }),
            slots: names.map { context[$0]! }, event: event)
        return try evaluator.evaluate(expression.root)
    }

    @Test("three-valued evaluation: Kleene && and ||, unknown through every other operator, exact when known")
    func kleene() throws {
        let ctx: [String: JSONValue?] = ["a": .bool(true), "b": .bool(false), "u": nil, "n": .int(3)]
        #expect(try evaluate("b && u", ctx) == .known(false))
        #expect(try evaluate("u && b", ctx) == .known(false))
        #expect(try evaluate("a || u", ctx) == .known(true))
        #expect(try evaluate("u || a", ctx) == .known(true))
        #expect(try evaluate("a && u", ctx) == .unknown)
        #expect(try evaluate("!u", ctx) == .unknown)
        #expect(try evaluate("u + 1 > n", ctx) == .unknown)
        #expect(try evaluate("n + 1 > 3", ctx) == .known(true))
        #expect(try evaluate("event.x == 1", ctx) == .unknown)
        #expect(try evaluate("event.x == 1", ctx, event: ["x": 1]) == .known(true))
        #expect(throws: EvaluationError.self) { try evaluate("n && u", ctx) }
    }

    @Test("an assumed guard pins the unknown fields it compares or reads as a boolean, never a known one")
    func refine() throws {
        let names = ["flag", "mode", "n"]
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        func refined(_ source: String, _ outcome: Bool, _ slots: [JSONValue?] = [nil, nil, nil]) throws -> [JSONValue?]
        {
            var result = slots
            PartialEvaluator(slotIndex: index, slots: slots, event: nil).refine(
                try Expression.parse(source).get().root, assuming: outcome, into: &result)
            return result
        }
        #expect(try refined("flag && mode == 'x'", true) == [.bool(true), "x", nil])
        #expect(try refined("!flag || n != 2", false) == [.bool(true), nil, 2])
        #expect(try refined("flag && n == 2", false) == [nil, nil, nil])
        #expect(try refined("n == 2", true, [nil, nil, 5]) == [nil, nil, 5])
    }

    @Test(
        "for a known configuration with recorded data, branches are exactly the interpreter's step, on every bundled machine"
    )
    func agreesWithInterpreter() throws {
        var random = SystemRandomNumberGenerator()
        for product in ["ochre-soul", "nonna", "swapgraph"] {
            let bundle = try #require(SpecLoader.load(root: PackagePaths.root + "/Spec").catalog.bundle(product))
            for machine in bundle.machines {
                let compiled = try Fixture.compile(machine)
                var instance = MachineInstance(compiled)
                for _ in 0..<400 {
                    let event = Int.random(in: 0..<compiled.eventNames.count, using: &random)
                    let data = compiled.plannedData(event: event)
                    let branches = compiled.branches(from: PartialConfiguration(instance), event: event, data: data)
                    var stepped = instance
                    let outcome = stepped.step(eventIndex: event, data: data)
                    try #require(branches.count == 1, "\(machine.id) \(instance.state) \(compiled.eventNames[event])")
                    switch (outcome, branches[0].result) {
                    case (.transitioned(let t), .success(let after)):
                        #expect(branches[0].transition == t && after == PartialConfiguration(stepped))
                    case (.ignored, .success(let after)):
                        #expect(branches[0].transition == nil && after == PartialConfiguration(instance))
                    case (.rejected(let r), .failure(let b)):
                        #expect(r == b)
                    default:
                        Issue.record("\(machine.id): \(outcome) against \(branches[0].result)")
                    }
                    instance = stepped
                    if Int.random(in: 0..<40, using: &random) == 0 { instance = MachineInstance(compiled) }
                }
            }
        }
    }

    @Test(
        "a guard on unrecorded data splits the step; assignments from it make their field unknown; a contradictory assumption is dropped"
    )
    func branchesOnUnknown() throws {
        let machine = try Fixture.compile(
            Fixture.machine(
                "A", context: ["k": 0, "f": false],
                [
                    Fixture.state(
                        "A",
                        [
                            (
                                "go",
                                [Fixture.to("B", when: "event.n > 1", assign: [("k", "event.n")]), Fixture.to("C")]
                            ),
                            ("set", [Fixture.to("A", when: "f && !f"), Fixture.to("A", assign: [("f", "event.f")])]),
                        ]),
                    Fixture.state("B"), Fixture.state("C"),
                ]))
        let start = PartialConfiguration(MachineInstance(machine))
        let go = machine.branches(from: start, event: machine.eventIndex("go")!, data: nil)
        #expect(go.count == 2)
        #expect(go.map(\.transition) == [0, 1])
        #expect(go.map { $0.guards.map(\.assumed) } == [[true], [true]])
        #expect(try go[0].result.get().slots[machine.slotIndex("k")!] == nil)
        #expect(try go[1].result.get() == PartialConfiguration(state: machine.stateIndex("C")!, slots: start.slots))
        // Recorded data decides it.
        #expect(
            machine.branches(from: start, event: machine.eventIndex("go")!, data: ["n": 5]).map(\.transition) == [0])
        // f unknown: `f && !f` can never hold, so only the second transition remains.
        var unknownF = start
        unknownF.slots[machine.slotIndex("f")!] = nil
        #expect(machine.branches(from: unknownF, event: machine.eventIndex("set")!, data: nil).map(\.transition) == [3])
    }
}
