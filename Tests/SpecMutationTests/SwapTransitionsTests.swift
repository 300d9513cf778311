import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// `swap-transitions` (issue 30): two transitions of one state for one event swapped, first-match order. Where both
/// guards can hold the order decides which fires and the checks must kill the swap; where they never hold together
/// the engine infers it equivalent.
@Suite struct SwapTransitionsTests {
    static func mutants(_ bundle: SpecBundle) -> [Mutant] {
        MutationOperators.mutants(of: bundle, operators: ["swap-transitions"])
    }

    static func inferred(_ bundle: SpecBundle, scenarios: [Scenario] = []) -> [String: String] {
        TransitionOrderEquivalence.resolve(mutants(bundle).map(\.info), in: bundle, scenarios: scenarios)
    }

    /// The toy with Idle's coin transitions guarded by `guards` (in order; nil: unguarded), each going to `Idle` and
    /// counting the coin but the last (to `Ready`).
    static func bundle(coinGuards guards: [String?]) throws -> SpecBundle {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let idle = try #require(bundle.machines[index].states.firstIndex { $0.name == "Idle" })
        bundle.machines[index].states[idle].on[0].transitions = guards.enumerated().map { ordinal, text in
            let last = ordinal == guards.count - 1
            return Transition(
                target: last ? "Ready" : "Idle", guardExpression: text.map { Located($0, origin: .synthetic()) },
                assignments: last
                    ? [] : [Assignment(field: "credit", expression: Located("credit + 1", origin: .synthetic()))])
        }
        return bundle
    }

    @Test("one mutant per pair of one group; the edit swaps the two and leaves the rest in place")
    func mutantsAndEdits() throws {
        let bundle = try Self.bundle(coinGuards: ["credit == 0", "credit >= 0", "credit == 1"])
        let mutants = Self.mutants(bundle)
        #expect(
            mutants.map(\.info.id) == [
                "swap-transitions:vending/Idle.coin#0<->1", "swap-transitions:vending/Idle.coin#0<->2",
                "swap-transitions:vending/Idle.coin#1<->2",
            ])
        let outer = try #require(mutants.first { $0.info.id.hasSuffix("#0<->2") })
        #expect(outer.info.reach == .sent(machine: "vending", state: "Idle", event: "coin"))
        let swapped = try #require(outer.apply(to: bundle).machines.first { $0.id == "vending" })
        let guards = swapped.state(named: "Idle")?.on[0].transitions.map { $0.guardExpression?.value }
        #expect(guards == ["credit == 1", "credit >= 0", "credit == 0"])
    }

    @Test("negative control: swapping a guarded transition with the unguarded one after it is killed")
    func overlappingSwapKilled() throws {
        // Idle --coin [credit + 1 < price]--> Idle, then Idle --coin--> Ready: both hold with credit 0, so swapped,
        // the first coin makes the machine ready at once.
        let results = try ToyMutation.results(operators: ["swap-transitions"])
        let swap = try #require(results["swap-transitions:vending/Idle.coin#0<->1"])
        #expect(swap.status == .killed)
        #expect(Self.inferred(try ToyFixture.bundle()).isEmpty, "overlapping guards are never inferred equivalent")
    }

    @Test("guards that never hold together in a reachable configuration make the swap equivalent")
    func exclusiveGuardsEquivalent() throws {
        let inferred = Self.inferred(try Self.bundle(coinGuards: ["credit + 1 < price", "credit + 1 >= price"]))
        let reason = try #require(inferred["swap-transitions:vending/Idle.coin#0<->1"])
        #expect(reason.hasPrefix("inferred by the engine: the guards of transitions #0 and #1 of Idle on 'coin'"))
        #expect(!Self.inferred(try Self.bundle(coinGuards: ["credit < 2", "credit > 3"])).isEmpty)
    }

    @Test("a pair apart from each other but not from a transition between them is not equivalent")
    func betweenMatters() throws {
        // credit 0: the original takes #0 (credit == 0); swapped #0 and #2, #1 (credit >= 0) comes first and fires.
        let inferred = Self.inferred(try Self.bundle(coinGuards: ["credit == 0", "credit >= 0", "credit == 1"]))
        #expect(inferred["swap-transitions:vending/Idle.coin#0<->2"] == nil)
        #expect(inferred["swap-transitions:vending/Idle.coin#0<->1"] == nil, "credit 0 holds both")
        #expect(inferred["swap-transitions:vending/Idle.coin#1<->2"] == nil, "credit 1 holds both")
        let apart = Self.inferred(try Self.bundle(coinGuards: ["credit == 0", "credit == 5", "credit == 1"]))
        #expect(
            apart.keys.sorted() == [
                "swap-transitions:vending/Idle.coin#0<->1", "swap-transitions:vending/Idle.coin#0<->2",
                "swap-transitions:vending/Idle.coin#1<->2",
            ])
    }

    @Test("guards apart from the initial context but holding together from a scenario's context are not equivalent")
    func scenarioContextMatters() throws {
        // The price never changes: from price 2 neither guard ever holds; a scenario that resets price to 9 makes
        // both hold, and there the order decides (#0 stays Idle, #1 goes to Ready).
        let bundle = try Self.bundle(coinGuards: ["price > 5", "price > 6"])
        let id = "swap-transitions:vending/Idle.coin#0<->1"
        #expect(Self.inferred(bundle)[id] != nil)
        let scenario = Scenario(
            id: "SCN-DEAR-COIN", product: "toy", covers: [], machine: "vending", context: ["vending": ["price": 9]],
            steps: [ScenarioStep(machine: "vending", send: "coin", expectState: "Idle")])
        #expect(Self.inferred(bundle, scenarios: [scenario])[id] == nil, "price 9 holds both")
    }
}
