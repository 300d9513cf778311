import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// The engine's dead-assignment rule: an assignment whose value no run reads before the field is assigned again cannot
/// be told from its mutants; one some run reads, at any value, always can.
@Suite struct DeadAssignmentEquivalenceTests {
    /// The toy machine with a jam counter nothing reads, and a credit the clearing of a jam sets and the refund in
    /// `Ready` would read, were `Ready` not always entered through a coin that assigns it first.
    static func bundle() throws -> SpecBundle {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        var machine = bundle.machines[index]
        machine.context["jams"] = .int(0)
        let idle = try #require(machine.states.firstIndex { $0.name == "Idle" })
        let jam = try #require(machine.states[idle].on.firstIndex { $0.event == "jam" })
        machine.states[idle].on[jam].transitions[0].assignments = [
            Assignment(field: "jams", expression: Located("jams + 1", origin: .synthetic()))
        ]
        bundle.machines[index] = machine
        return bundle
    }

    static func inferred(_ bundle: SpecBundle) -> [String: String] {
        let mutants = MutationOperators.mutants(of: bundle, operators: ["drop-assignment", "change-assignment"])
        return AssignmentEquivalence.resolve(mutants.map(\.info), in: bundle)
    }

    @Test("every assignment mutant of a field no step reads is inferred equivalent, with the proof's reason")
    func unreadFieldIsDead() throws {
        let inferred = Self.inferred(try Self.bundle())
        #expect(
            inferred.keys.sorted() == [
                "change-assignment:vending/Idle.jam#0/jams+1", "change-assignment:vending/Idle.jam#0/jams-1",
                "drop-assignment:vending/Idle.jam#0/jams",
            ])
        #expect(inferred.values.allSatisfy { $0.hasPrefix("inferred by the engine: no run reads the value") })
    }

    @Test("an assignment a later guard or payload reads is never inferred equivalent, whatever value it is read at")
    func readAssignmentIsNot() throws {
        let inferred = Self.inferred(try Self.bundle())
        // `credit := 0` on vend is read by the next coin's guard and payload; the coin's step by the refund's payload.
        #expect(inferred["drop-assignment:vending/Ready.vend#0/credit"] == nil)
        #expect(inferred["change-assignment:vending/Ready.vend#0/credit+1"] == nil)
        #expect(inferred["drop-assignment:vending/Idle.coin#1/credit"] == nil)
        #expect(Self.inferred(try ToyFixture.bundle()).isEmpty)
    }
}
