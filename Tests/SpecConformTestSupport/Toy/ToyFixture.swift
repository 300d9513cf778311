import Conformance
import SpecModel
import Testing

/// Loads the toy product from `Tests/Fixtures/toy/`.
package enum ToyFixture {
    package static let root = PackagePaths.fixture("toy")

    package static func bundle() throws -> SpecBundle {
        let result = SpecLoader.load(root: root + "/Spec")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.catalog.bundle("toy"))
    }

    package static func scenarios() -> [Scenario] {
        let loaded = ScenarioLoader.load(ProjectLayout(traceabilityRoot: root + "/Traceability"), product: "toy")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return loaded.scenarios
    }

    package static func runner(defect: ToyVending.Defect?) -> ConformanceRunner {
        let (registry, rules) = registries(defect: defect)
        return ConformanceRunner(subjects: registry, rules: rules)
    }

    /// The toy product's subject and rule check, with an optional planted defect.
    package static func registries(defect: ToyVending.Defect?) -> (SubjectRegistry, RuleCheckRegistry) {
        var registry = SubjectRegistry()
        registry.register(.machine, product: "toy", elements: ["vending"]) { ToyVendingSubject(defect: defect) }
        var rules = RuleCheckRegistry()
        rules.register(
            product: "toy",
            RuleCheck.expecting("TOY-RULE-01", covers: ["TOY-FEAT-002"], title: "credit never goes negative") {
                var v = ToyVending(defect: defect)
                for _ in 0..<5 {
                    v.insertCoin()
                    v.refund()
                    try expect(v.credit >= 0, "credit went to \(v.credit)")
                }
                var paid = ToyVending(defect: defect)
                for _ in 0..<10 where paid.phase == .idle { paid.insertCoin() }
                paid.refund()
                try expect(
                    paid.credit == 0 && paid.phase == .idle, "a refund of a paid credit returns all of it",
                    proves: "TOY-FEAT-002")
            })
        return (registry, rules)
    }
}
