import SpecModel
import Traceability

/// One product's inputs, loaded and validated: the spec bundle, its scenarios, policy and gate. The output of
/// ``Pipeline/prepare(_:products:)`` and the input of every later stage.
package struct PreparedProduct: Sendable {
    package var bundle: SpecBundle
    package var scenarios: [Scenario]
    /// What each ID kind needs to count as covered (`Traceability/<product>/policy.json`).
    package var policy: CoveragePolicy
    /// The release gate (`Traceability/<product>/gate.json`), if the product has one.
    package var gate: GateSpec?
    /// The previous report the gate's ratchet compares with.
    package var baseline: CoverageReport?

    package init(
        bundle: SpecBundle, scenarios: [Scenario], policy: CoveragePolicy, gate: GateSpec?, baseline: CoverageReport?
    ) {
        self.bundle = bundle
        self.scenarios = scenarios
        self.policy = policy
        self.gate = gate
        self.baseline = baseline
    }

    /// The product ID.
    package var product: String { bundle.product }
}

/// The inputs of every selected product, or every problem that makes them invalid.
package struct Preparation: Sendable {
    package var products: [PreparedProduct]
    /// Every diagnostic found (errors and warnings), sorted.
    package var diagnostics: [Diagnostic]
    /// The bytes of every file read, so diagnostics can show their source lines.
    package var sources: SourceFiles

    package init(products: [PreparedProduct], diagnostics: [Diagnostic], sources: SourceFiles) {
        self.products = products
        self.diagnostics = diagnostics
        self.sources = sources
    }

    /// Whether any diagnostic is an error: then nothing may run.
    package var hasErrors: Bool { diagnostics.hasErrors }
}
