import OchreSoulConformance
import SpecConformTestSupport
import Testing

/// One truth in ochre-soul's reports (issue 17): what they count they list, and lint and the reports agree on readiness.
@Suite struct OchreSoulOneTruthTests {
    @Test(
        "ochre-soul: every guard outcome is covered, proved unreachable or listed with a reason; lint.module-readiness and the report name the same modules with the same words"
    )
    func reportsTellOneTruth() throws {
        try OneTruthCheck.expectOneTruth(OchreSoulVerification.self)
    }
}
