import Conformance
import SwapGraph

/// Registers the SwapGraph subjects, probes and rule checks with the conformance runner: the only side that knows
/// both the spec (`Spec/swapgraph/`) and the reference implementation.
package enum SwapGraphVerification: ProductVerification {
    /// The product ID of the bundle these adapters verify.
    package static let product = "swapgraph"

    /// Registers every subject, probe and rule check against the reference implementation.
    package static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        SwapGraphDecisions.register(&subjects)
        SwapGraphMachines.register(&subjects)
        SwapGraphChecks.register(&rules)
        subjects.register(.property, product: product, elements: FunnelPropertyDriver.properties) {
            FunnelPropertyDriver()
        }
        subjects.register(.output, product: product, elements: ComposerOutputSubject.outputs) {
            ComposerOutputSubject()
        }
    }
}
