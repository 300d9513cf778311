import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// The engine's redundant-assignment rule: dropping an assignment of a constant the field already holds in every run
/// that takes the transition changes nothing; a drop where some run brings another value, and any changed value, can
/// be told apart.
@Suite struct RedundantAssignmentEquivalenceTests {
    /// The toy machine with `price := 2` on vend (the price never changes) and `credit := 0` on clearing a jam (a coin
    /// before the jam leaves credit at 1).
    static func bundle() throws -> SpecBundle {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        var machine = bundle.machines[index]
        let ready = try #require(machine.states.firstIndex { $0.name == "Ready" })
        let vend = try #require(machine.states[ready].on.firstIndex { $0.event == "vend" })
        machine.states[ready].on[vend].transitions[0].assignments.append(
            Assignment(field: "price", expression: Located("2", origin: .synthetic())))
        let jammed = try #require(machine.states.firstIndex { $0.name == "Jammed" })
        let clear = try #require(machine.states[jammed].on.firstIndex { $0.event == "clear" })
        machine.states[jammed].on[clear].transitions[0].assignments = [
            Assignment(field: "credit", expression: Located("0", origin: .synthetic()))
        ]
        bundle.machines[index] = machine
        return bundle
    }

    @Test(
        "dropping a constant the field always holds where the transition fires is inferred equivalent, with the reason")
    func alwaysHeldIsRedundant() throws {
        let inferred = DeadAssignmentEquivalenceTests.inferred(try Self.bundle())
        let reason = try #require(inferred["drop-assignment:vending/Ready.vend#0/price"])
        #expect(
            reason.hasPrefix("inferred by the engine: every run that takes vending/Ready.vend#0 finds price already"))
    }

    @Test(
        "near misses: a changed constant, and a drop where a coin before the jam leaves credit at 1, are never inferred"
    )
    func nearMissesAreNot() throws {
        let inferred = DeadAssignmentEquivalenceTests.inferred(try Self.bundle())
        #expect(inferred["change-assignment:vending/Ready.vend#0/price+1"] == nil)
        #expect(inferred["change-assignment:vending/Ready.vend#0/price-1"] == nil)
        #expect(inferred["drop-assignment:vending/Jammed.clear#0/credit"] == nil)
        #expect(inferred["drop-assignment:vending/Ready.vend#0/credit"] == nil)
        #expect(inferred.keys.sorted() == ["drop-assignment:vending/Ready.vend#0/price"])
    }
}
