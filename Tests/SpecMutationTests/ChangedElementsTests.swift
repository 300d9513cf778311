import SpecConformTestSupport
import SpecDiff
import SpecModel
import Testing

@testable import SpecMutation

/// `--since`: only mutants of elements a change touched, found with the diff's matching.
@Suite struct ChangedElementsTests {
    @Test("changing one transition's guard selects the mutants of that transition and of its state, not the others")
    func changedGuard() throws {
        let base = try ToyFixture.bundle()
        var revision = base
        revision.machines[0].states[0].on[0].transitions[0].guardExpression?.value = "credit + 1 <= price"
        let findings = ChangedElements.findings(base: DiffSide(bundle: base), revision: DiffSide(bundle: revision))
        #expect(!findings.isEmpty)
        let selected = ChangedElements.select(
            MutationOperators.mutants(of: revision), product: "toy", findings: findings
        ).map(\.info.id)
        #expect(selected.contains("flip-guard:vending/Idle.coin#0"))
        #expect(selected.contains("drop-transition:vending/Idle.coin#0"))
        #expect(!selected.contains("drop-transition:vending/Ready.vend#0"))
        #expect(!selected.contains { $0.hasPrefix("require-property:") })
    }

    @Test("no change selects no mutant")
    func unchanged() throws {
        let bundle = try ToyFixture.bundle()
        let findings = ChangedElements.findings(base: DiffSide(bundle: bundle), revision: DiffSide(bundle: bundle))
        #expect(
            ChangedElements.select(MutationOperators.mutants(of: bundle), product: "toy", findings: findings).isEmpty)
    }

    @Test("files compare from the product folder on, pointers by ancestry")
    func matching() {
        #expect(ChangedElements.relative("Spec/toy/machines/vending.json", product: "toy") == "machines/vending.json")
        #expect(ChangedElements.relative("old/Spec/toy/events.json", product: "toy") == "events.json")
        #expect(ChangedElements.contains("/states/Idle", "/states/Idle/on/coin/0"))
        #expect(!ChangedElements.contains("/states/Idle", "/states/Idler"))
    }
}
