import SpecModel

/// One side of a diff: a product's spec bundle and its scenarios (used for impact only).
package struct DiffSide: Sendable {
    package var bundle: SpecBundle
    /// The scenarios of `Traceability/<product>/scenarios/`, sorted by ID.
    package var scenarios: [Scenario]

    package init(bundle: SpecBundle, scenarios: [Scenario] = []) {
        self.bundle = bundle
        self.scenarios = scenarios
    }
}
