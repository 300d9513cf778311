import SpecModel
import Traceability

/// One product's inputs, loaded and validated: the spec bundle, its scenarios, policy and gate.
struct PreparedProduct {
    var bundle: SpecBundle
    var scenarios: [Scenario]
    var policy: CoveragePolicy
    var gate: GateSpec?
    /// The previous report the gate's ratchet compares with.
    var baseline: CoverageReport?
}

/// The inputs of every selected product, or every problem that makes them invalid.
struct PreparedInputs {
    var products: [PreparedProduct]
    /// Every diagnostic found (errors and warnings), sorted.
    var diagnostics: [Diagnostic]
    var sources: SourceFiles

    var hasErrors: Bool { diagnostics.hasErrors }
}
