import Foundation
import SpecConformTestSupport
import Testing

/// Checks drive the code users run: every implementation type the conformance side names is reached from an entry
/// point of the implementation (the app's flows, the `oands` command line and the release gate), or is declared test data with its reason. A type only the checks reach
/// is a model kept for the checks, and fails this test.
@Suite struct ImplementationReachTests {
    static let entryPoints = [
        // the app's screens: the environment it composes and the flows its screens drive
        "AppEnvironment", "ArtworkAccessFlow", "CanvasFlow", "OnboardingFlow", "SettingsFlow", "PublicationFlow",
        // the content team's `oands` command line and the CI release gate
        "OandsCLI", "ReleaseGate",
    ]
    static let fixtures: [String: String] = [:]

    @Test("every implementation type the checks use is reached from an entry point the product's callers use")
    func checksDriveTheCodeUsersRun() throws {
        #expect(
            try ImplementationReach.problems(
                product: "OchreSoul", entryPoints: Self.entryPoints, fixtures: Self.fixtures)
                == [])
    }
}
