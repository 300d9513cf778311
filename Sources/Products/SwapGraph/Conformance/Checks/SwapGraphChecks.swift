import Conformance

/// The rule checks of SwapGraph.
enum SwapGraphChecks {
    static var all: [RuleCheck] {
        JourneyChecks.all + ConflictChecks.all + OptimisticChecks.all + SurfaceChecks.all + ReleaseChecks.all
            + ModelChecks.all + CopyChecks.all
    }

    static func register(_ rules: inout RuleCheckRegistry) {
        for check in all { rules.register(product: SwapGraphVerification.product, check) }
    }
}
