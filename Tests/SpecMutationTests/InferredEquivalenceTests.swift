import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// The engine's own equivalence rule: a no-effect self-loop, last for its event in a state that ignores unhandled
/// events, is observationally the same as no transition.
@Suite struct InferredEquivalenceTests {
    /// The toy machine with `Jammed` given extra `coin` transitions: a guarded no-effect self-loop (last), a
    /// self-loop before another transition, a self-loop that emits, and a state that rejects unhandled events.
    static func bundle(jammedRejects: Bool = false) throws -> SpecBundle {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        var machine = bundle.machines[index]
        let jammed = try #require(machine.states.firstIndex { $0.name == "Jammed" })
        let idle = try #require(machine.states.firstIndex { $0.name == "Idle" })
        machine.states[jammed].on.append(
            EventTransitions(
                event: "coin",
                transitions: [
                    Transition(target: "Jammed", guardExpression: Located("credit > 0", origin: .synthetic()))
                ]))
        machine.states[jammed].on.append(
            EventTransitions(event: "refund", transitions: [Transition(target: "Jammed"), Transition(target: "Idle")]))
        machine.states[idle].on.append(
            EventTransitions(
                event: "vend", transitions: [Transition(target: "Idle", emits: [EmittedEvent("refund_issued")])]))
        if jammedRejects { machine.states[jammed].unhandled = UnhandledEvents(mode: .reject, output: "error") }
        bundle.machines[index] = machine
        return bundle
    }

    static func inferred(_ bundle: SpecBundle) -> [String: String] {
        InferredEquivalence.resolve(MutationOperators.mutants(of: bundle).map(\.info), in: bundle)
    }

    @Test("dropping, flipping or shifting a no-effect self-loop that is last for its event is inferred equivalent")
    func noEffectSelfLoop() throws {
        let inferred = Self.inferred(try Self.bundle())
        #expect(
            inferred.keys.sorted() == [
                "drop-transition:vending/Jammed.coin#0", "flip-guard:vending/Jammed.coin#0",
                "shift-guard-constant:vending/Jammed.coin#0@9+1", "shift-guard-constant:vending/Jammed.coin#0@9-1",
            ])
        #expect(inferred.values.allSatisfy { $0.hasPrefix("inferred by the engine:") })
    }

    @Test("a self-loop before another transition of its event, one that emits, or one in a rejecting state is not")
    func notEquivalent() throws {
        let inferred = Self.inferred(try Self.bundle())
        #expect(inferred["drop-transition:vending/Jammed.refund#0"] == nil)
        #expect(inferred["drop-transition:vending/Idle.vend#0"] == nil)
        #expect(inferred["drop-transition:vending/Idle.coin#0"] == nil)
        #expect(Self.inferred(try Self.bundle(jammedRejects: true)).isEmpty)
    }
}
