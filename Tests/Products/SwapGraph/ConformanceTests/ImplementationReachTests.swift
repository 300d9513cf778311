import Foundation
import SpecConformTestSupport
import Testing

/// Checks drive the code users run: every implementation type the conformance side names is reached from an entry
/// point of the implementation (the client and the release-tracking tools), or is declared test data with its reason. A type only the checks reach
/// is a model kept for the checks, and fails this test.
@Suite struct ImplementationReachTests {
    static let entryPoints = [
        // the client app's one entry point
        "SwapGraphClient",
        // the release-tracking tools the release scripts call (Implementation/ReleaseTracking/API.md)
        "DailyStatus", "TaskStateMachine", "StopEvaluator", "GateStatusEvaluator", "TrackerDecoding", "TrackerPaths",
    ]
    static let fixtures: [String: String] = [
        "ReleaseFixture": "test data: a complete release-tracking tree a check breaks one thing of, not code under test"
    ]

    @Test("every implementation type the checks use is reached from an entry point the product's callers use")
    func checksDriveTheCodeUsersRun() throws {
        #expect(
            try ImplementationReach.problems(
                product: "SwapGraph", entryPoints: Self.entryPoints, fixtures: Self.fixtures)
                == [])
    }
}
