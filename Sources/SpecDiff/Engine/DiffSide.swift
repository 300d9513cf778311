import SpecModel

/// One side of a diff: a product's spec bundle and its scenarios (used for impact only).
public struct DiffSide: Sendable {
    public var bundle: SpecBundle
    /// The scenarios of `Traceability/<product>/scenarios/`, sorted by ID.
    public var scenarios: [Scenario]

    public init(bundle: SpecBundle, scenarios: [Scenario] = []) {
        self.bundle = bundle
        self.scenarios = scenarios
    }
}
