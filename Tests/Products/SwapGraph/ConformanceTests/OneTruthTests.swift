import SpecConformTestSupport
import SwapGraphConformance
import Testing

/// One truth in swapgraph's reports (issue 17): what they count they list, and lint and the reports agree on readiness.
@Suite struct SwapGraphOneTruthTests {
    @Test(
        "swapgraph: every guard outcome is covered, proved unreachable or listed with a reason; lint.module-readiness and the report name the same modules with the same words"
    )
    func reportsTellOneTruth() throws {
        try OneTruthCheck.expectOneTruth(SwapGraphVerification.self)
    }
}
