import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// `mutation.json`: strict reading, declared equivalent mutants listed apart (never dropped), unknown names located.
@Suite struct EquivalentMutantTests {
    static func decode(_ text: String) -> CoverageFileResult<MutationSpec> {
        CoverageFileLoader.decodeMutation(text, file: "Traceability/toy/mutation.json", product: "toy")
    }

    static func infos() throws -> [MutantInfo] { MutationOperators.mutants(of: try ToyFixture.bundle()).map(\.info) }

    /// `mutation.json` text resolved against every toy mutant.
    static func resolved(_ text: String) throws -> (ignored: [String: String], diagnostics: [Diagnostic]) {
        EquivalentMutants.resolve(try #require(decode(text).value), mutants: try infos())
    }

    @Test("a declared mutant ID is reported Ignored with its reason, not run, and kept in every report")
    func declaredIsIgnored() throws {
        let results = try ToyMutation.results()
        let ignored = try #require(results["tighten-bound:refund_issued#/properties/amount/minimum"])
        #expect(ignored.status == .ignored)
        #expect(ignored.statusReason?.hasPrefix("equivalent: a refund is issued only from Ready") == true)
        #expect(ignored.killedBy.isEmpty && ignored.coveredBy.isEmpty)
        #expect(results.count == 66)
        let report = MutationReport(products: [
            ProductMutation(product: "toy", results: Array(results.values), baselineChecks: 1)
        ])
        for renderer in MutationRenderers.registry.renderers {
            #expect(
                renderer.render(report, context: .init(version: "t")).contains("tighten-bound:refund_issued"),
                "\(renderer.format)")
        }
    }

    @Test("an element and an operator declare every mutant that operator makes of the element")
    func elementEntry() throws {
        let resolved = try Self.resolved(
            #"""
            {"kind": "mutation", "version": 1, "product": "toy", "equivalent": [
              {"element": "vending/Idle.coin#0", "operator": "retarget-transition", "reason": "for a test"}]}
            """#)
        #expect(resolved.diagnostics.isEmpty)
        #expect(
            resolved.ignored.keys.sorted() == [
                "retarget-transition:vending/Idle.coin#0->Jammed", "retarget-transition:vending/Idle.coin#0->Ready",
            ])
    }

    @Test("an unknown mutant ID, element or operator is a located error with a did-you-mean")
    func unknownNames() throws {
        let text = #"""
            {"kind": "mutation", "version": 1, "product": "toy", "equivalent": [
              {"mutant": "flip-guard:vending/Idle.coin#9", "reason": "typo"},
              {"element": "vending/Idle.coin#0", "operator": "flip-gaurd", "reason": "typo"},
              {"element": "vending/Idle.coins#0", "operator": "flip-guard", "reason": "typo"}]}
            """#
        let spec = try #require(Self.decode(text).value)
        let diagnostics = EquivalentMutants.resolve(spec, mutants: try Self.infos()).diagnostics
        #expect(
            diagnostics.map(\.code) == [
                "mutation.unknown-mutant", "mutation.unknown-operator", "mutation.unknown-element",
            ])
        #expect(diagnostics[0].message.contains("did you mean \"flip-guard:vending/Idle.coin#0\"?"))
        #expect(diagnostics[0].position == "2:14" && diagnostics[0].jsonPointer == "/equivalent/0/mutant")
        #expect(diagnostics[1].message.contains("did you mean \"flip-guard\"?"))
        #expect(diagnostics[1].jsonPointer == "/equivalent/1/operator")
        #expect(diagnostics[2].message.contains("did you mean \"vending/Idle.coin#0\"?"))
    }

    @Test("mutation.json is strict: unknown keys with a did-you-mean, a missing reason, both kinds of target")
    func strictReading() {
        let result = Self.decode(
            #"""
            {"kind": "mutation", "version": 1, "product": "toy", "equivalents": [], "equivalent": [
              {"mutant": "a", "reason": ""},
              {"mutant": "a", "element": "b", "operator": "c", "reason": "x"},
              {"mutant": "a", "reasn": "x"}]}
            """#)
        #expect(result.value == nil)
        let messages = result.diagnostics.map(\.message)
        #expect(
            messages.contains {
                $0.contains("unknown key \"equivalents\"") && $0.contains("did you mean \"equivalent\"?")
            })
        #expect(messages.contains("\"reason\" must not be empty"))
        #expect(messages.contains("an equivalent mutant names either \"mutant\", or \"element\" and \"operator\""))
        #expect(messages.contains { $0.contains("missing required key \"reason\"") })
        #expect(result.diagnostics.allSatisfy { $0.location != nil && $0.jsonPointer != nil })
    }

    @Test("gate.json's minimumMutationScore is read, and a value outside 0 to 100 is an error")
    func gateMinimum() {
        let good = CoverageFileLoader.decodeGate(
            #"{"kind": "gate", "version": 1, "product": "toy", "minimumMutationScore": 92.5}"#, file: "gate.json")
        #expect(good.value?.minimumMutationScore == 92.5)
        let bad = CoverageFileLoader.decodeGate(
            #"{"kind": "gate", "version": 1, "product": "toy", "minimumMutationScore": 120}"#, file: "gate.json")
        #expect(bad.value == nil)
        #expect(bad.diagnostics.first?.message == "minimum mutation score 120 is outside 0 to 100")
    }
}

/// Near misses of a declaration: it covers exactly what it names.
@Suite struct EquivalentMutantNearMissTests {
    @Test("a declared mutant ID covers that mutant only, not its sibling variant nor another operator's mutant")
    func declarationIsExact() throws {
        let ignored = try EquivalentMutantTests.resolved(
            #"""
            {"kind": "mutation", "version": 1, "product": "toy", "equivalent": [
              {"mutant": "retarget-transition:vending/Idle.coin#0->Jammed", "reason": "for a test"},
              {"element": "vending/Idle.coin#0", "operator": "flip-guard", "reason": "for a test"}]}
            """#
        ).ignored
        #expect(
            ignored.keys.sorted() == [
                "flip-guard:vending/Idle.coin#0", "retarget-transition:vending/Idle.coin#0->Jammed",
            ])
        #expect(ignored["retarget-transition:vending/Idle.coin#0->Ready"] == nil)
        #expect(ignored["drop-transition:vending/Idle.coin#0"] == nil)
    }
}
