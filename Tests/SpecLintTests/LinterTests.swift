import SpecLint
import SpecModel
import Testing

@Suite("Linter")
struct LinterTests {
    static let broken: [String: String] = [
        "surfaces.json": UndefinedReferenceRuleTests.surfaces(
            traces: #""FEAT-A-009", "FEAT-A-1", "FEAT-A-003 to FEAT-A-001""#),
        "modules.json": ModuleReadinessRuleTests.modules(features: #""FEAT-A-001""#),
    ]

    @Test("default rules: one per code, stable lint.* codes, lowercase summaries")
    func registry() {
        let ids = Linter.defaultRules.map(\.id)
        #expect(ids.count == 34)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix("lint.") && $0 == $0.lowercased() })
        for rule in Linter.defaultRules {
            #expect(!rule.summary.isEmpty && !rule.summary.hasSuffix("."), "\(rule.id)")
            #expect(rule.summary.first?.isLowercase == true, "\(rule.id)")
        }
        #expect(Linter.rule(id: "lint.module-readiness")?.defaultSeverity == .warning)
        #expect(Linter.rule(id: "lint.unreachable-transition")?.defaultSeverity == .warning)
        #expect(Linter.rule(id: "lint.unreachable-state")?.defaultSeverity == .error)
        #expect(Linter.rule(id: "lint.no-such-rule") == nil)
    }

    @Test("lint output is sorted and the same on every run")
    func deterministic() {
        let first = LintFixture.lint(Self.broken)
        #expect(
            first.map(\.code) == [
                "lint.module-readiness", "lint.undefined-reference", "lint.unknown-reference", "lint.inverted-range",
            ])
        #expect(first == first.sorted())
        for _ in 0..<3 { #expect(LintFixture.lint(Self.broken) == first) }
    }

    @Test("options: products, disabled rules and severity overrides")
    func options() {
        let loaded = LintFixture.load(Self.broken)
        let none = Linter().lint(loaded, options: LintOptions(products: ["other"]))
        #expect(none.isEmpty)
        let some = Linter().lint(
            loaded, options: LintOptions(products: ["demo"], disabledRules: ["lint.unknown-reference"]))
        #expect(some.count == 3 && !some.contains { $0.code == "lint.unknown-reference" })
        let strict = Linter().lint(loaded, options: LintOptions(severityOverrides: ["lint.module-readiness": .error]))
        #expect(strict.first { $0.code == "lint.module-readiness" }?.severity == .error)
        #expect(Linter().lint(loaded.catalog, products: ["demo"]).count == 4)
    }

    @Test("a bundle without a product file gets no reference findings and no crash")
    func missingProductFile() {
        let result = SpecLoader.loadBundle(
            product: "demo", texts: ["surfaces.json": UndefinedReferenceRuleTests.surfaces(traces: #""FEAT-A-1""#)])
        #expect(result.diagnostics.contains { $0.code == "spec.missing-product-file" })
        #expect(Linter().lint(result).isEmpty)
    }
}
