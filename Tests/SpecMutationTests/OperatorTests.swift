import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// The operators on the toy spec: names, stable IDs, locations, and what each mutant's edit changes.
@Suite struct OperatorTests {
    static func toy() throws -> SpecBundle { try ToyFixture.bundle() }

    static func mutants(_ op: String) throws -> [Mutant] {
        MutationOperators.mutants(of: try toy(), operators: [op])
    }

    static func machine(_ bundle: SpecBundle) throws -> Machine { try #require(bundle.machine(id: "vending")) }

    @Test(
        "the registry lists 35 operators with unique names, machine operators first, the output and contract operators last"
    )
    func registry() {
        let names = MutationOperators.names
        #expect(names.count == 35)
        #expect(Set(names).count == names.count)
        #expect(names.first == "drop-transition")
        #expect(names[8...9] == ["drop-assignment", "change-assignment"])
        #expect(names[12...15] == ["retarget-level", "drop-region", "history-depth", "drop-eventless"])
        #expect(names[20...23] == ["shift-limit", "change-unit", "shift-parameter", "drop-list-value"])
        #expect(names[27] == "sequence")
        #expect(
            names.suffix(7) == [
                "invariant-bound", "invariant-order", "invariant-negate", "output-drop", "shift-constraint",
                "toggle-required", "shift-invariant-constant",
            ])
        #expect(MutationOperators.registry.allSatisfy { !$0.summary.isEmpty })
    }

    @Test("mutant IDs are unique, sorted and the same on a second listing")
    func stableIDs() throws {
        let first = MutationOperators.mutants(of: try Self.toy()).map(\.info.id)
        let second = MutationOperators.mutants(of: try Self.toy()).map(\.info.id)
        #expect(first == second)
        #expect(Set(first).count == first.count)
        #expect(first == first.sorted())
        #expect(first.count == 66)
    }

    @Test("every mutant names its spec file, a line and column, and a JSON pointer")
    func locations() throws {
        let (product, sources) = try ToyMutation.prepared()
        for mutant in MutationOperators.mutants(of: product.bundle, locator: SpecLocator(sources: sources)) {
            #expect(mutant.info.origin.file.hasPrefix("Tests/Fixtures/toy/Spec/toy/"), "\(mutant.info.id)")
            #expect(mutant.info.origin.location.line > 1, "\(mutant.info.id)")
            #expect(mutant.info.origin.pointer.hasPrefix("/"), "\(mutant.info.id)")
        }
    }

    @Test("drop-transition removes exactly one transition and keeps the others")
    func dropTransition() throws {
        let bundle = try Self.toy()
        let mutant = try #require(
            try Self.mutants("drop-transition").first { $0.info.id == "drop-transition:vending/Idle.coin#0" })
        let after = try Self.machine(mutant.apply(to: bundle))
        #expect(after.transitions.count == (try Self.machine(bundle)).transitions.count - 1)
        #expect(after.state(named: "Idle")?.on.first { $0.event == "coin" }?.transitions.map(\.target) == ["Ready"])
        #expect(mutant.info.scope == .machine("vending"))
        #expect(mutant.info.reach == .sent(machine: "vending", state: "Idle", event: "coin"))
    }

    @Test("add-transition makes a non-final state handle each event it ignores, towards another state")
    func addTransition() throws {
        let ids = try Self.mutants("add-transition").map(\.info.id)
        #expect(ids.contains("add-transition:vending/Idle.vend->Ready"))
        #expect(ids.contains("add-transition:vending/Ready.jam->Jammed"))
        #expect(ids.count == 10)
        let mutant = try #require(
            try Self.mutants("add-transition").first { $0.info.id == "add-transition:vending/Idle.vend->Ready" })
        let after = try Self.machine(mutant.apply(to: try Self.toy()))
        #expect(after.state(named: "Idle")?.on.first { $0.event == "vend" }?.transitions.map(\.target) == ["Ready"])
    }

    @Test("retarget-transition makes one mutant per other state")
    func retarget() throws {
        let mutants = try Self.mutants("retarget-transition")
        #expect(mutants.count == 6 * 2)
        let mutant = try #require(mutants.first { $0.info.id == "retarget-transition:vending/Ready.vend#0->Jammed" })
        let after = try Self.machine(mutant.apply(to: try Self.toy()))
        #expect(after.state(named: "Ready")?.on.first { $0.event == "vend" }?.transitions.first?.target == "Jammed")
        #expect(mutant.info.original == "Idle" && mutant.info.replacement == "Jammed")
    }

    @Test("flip-guard negates the guard; shift-guard-constant moves each integer constant by one each way")
    func guards() throws {
        let flip = try #require(try Self.mutants("flip-guard").first)
        #expect(flip.info.replacement == "!(credit + 1 < price)")
        let flipped = try Self.machine(flip.apply(to: try Self.toy()))
        #expect(
            flipped.state(named: "Idle")?.on.first?.transitions.first?.guardExpression?.value == "!(credit + 1 < price)"
        )
        let shifts = try Self.mutants("shift-guard-constant").map(\.info.replacement).sorted()
        #expect(shifts == ["credit + 0 < price", "credit + 2 < price"])
    }

    @Test("integer constants are found outside strings and names, decimals are not constants")
    func constantScanner() {
        let constants = ShiftGuardConstant.integerConstants(
            in: "retries2 > 0 && name == 'a1' && ratio < 1.5 && n >= 10")
        #expect(constants.map(\.value) == [0, 10])
        #expect(
            ShiftGuardConstant.replacing(
                constants[0], in: "retries2 > 0 && name == 'a1' && ratio < 1.5 && n >= 10", by: -1)
                == "retries2 > (-1) && name == 'a1' && ratio < 1.5 && n >= 10")
    }

    @Test("drop-emit removes one declared event; move-initial-state starts in each other non-final state")
    func emitsAndInitial() throws {
        let drop = try #require(
            try Self.mutants("drop-emit").first { $0.info.id == "drop-emit:vending/Ready.vend#0!item_vended" })
        let after = try Self.machine(drop.apply(to: try Self.toy()))
        #expect(after.state(named: "Ready")?.on.first { $0.event == "vend" }?.transitions.first?.emits == [])
        let moves = try Self.mutants("move-initial-state").map(\.info.id)
        #expect(moves == ["move-initial-state:vending->Jammed", "move-initial-state:vending->Ready"])
        let moved = try #require(try Self.mutants("move-initial-state").first)
        #expect(try Self.machine(moved.apply(to: try Self.toy())).initial == "Jammed")
        #expect(moved.info.origin.pointer == "/initial")
    }

    @Test("event operators: require a property, change a type, tighten a bound, each scoped to every check")
    func eventOperators() throws {
        let bundle = try Self.toy()
        let require = try #require(try Self.mutants("require-property").first { $0.info.element == "item_vended" })
        let required = require.apply(to: bundle).event(named: "item_vended")?.schema["required"]?.items?.compactMap(
            \.string)
        #expect(required == ["item", "price", RequireProperty.property])
        #expect(require.info.scope == .catalogue)
        let type = try #require(
            try Self.mutants("change-type").first {
                $0.info.id == "change-type:item_vended#/properties/price/type->string"
            })
        #expect(
            type.apply(to: bundle).event(named: "item_vended")?.schema["properties"]?["price"]?["type"]?.string
                == "string")
        let bound = try #require(
            try Self.mutants("tighten-bound").first { $0.info.element == "coin_inserted#/properties/credit/minimum" })
        #expect(bound.info.replacement == "2")
        #expect(bound.info.reach == .emits(event: "coin_inserted"))
    }

    @Test("drop-enum-value removes one value of an enum in schema position, never a value named enum in data")
    func dropEnum() throws {
        var bundle = try Self.toy()
        let schema = try #require(
            JSONParser().parse(
                #"{"type": "object", "properties": {"kind": {"enum": ["a", "b", "c"]}, "enum": {"const": {"enum": [1, 2]}}}}"#
            ).root)
        bundle.events.append(EventSpec(name: "picked", schema: schema, schemaPointer: "/events/9/schema"))
        let mutants = DropEnumValue().mutants(of: bundle, locator: SpecLocator())
        #expect(
            mutants.map(\.info.id) == [
                "drop-enum-value:picked#/properties/kind/enum!\"a\"",
                "drop-enum-value:picked#/properties/kind/enum!\"b\"",
                "drop-enum-value:picked#/properties/kind/enum!\"c\"",
            ])
        let after = mutants[1].apply(to: bundle).event(named: "picked")?.schema["properties"]?["kind"]?["enum"]?.items?
            .compactMap(\.string)
        #expect(after == ["a", "c"])
    }
}
