import Conformance

/// The rule checks of SwapGraph.
enum SwapGraphChecks {
    static func register(_ rules: inout RuleCheckRegistry) {}
}
