import Foundation
import SpecConformTestSupport
import Testing

/// Checks drive the code users run: every implementation type the conformance side names is reached from an entry
/// point of the implementation (the app's flows, the `oands` command line and the release gate), or is declared test data with its reason. A type only the checks reach
/// is a model kept for the checks, and fails this test.
@Suite struct ImplementationReachTests {
    static let product = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Products/OchreSoul")
    static let entryPoints = [
        // the app's screens: the environment it composes and the flows its screens drive
        "AppEnvironment", "ArtworkAccessFlow", "CanvasFlow", "OnboardingFlow", "SettingsFlow", "PublicationFlow",
        // the content team's `oands` command line and the CI release gate
        "OandsCLI", "ReleaseGate",
    ]
    static let fixtures: [String: String] = [:]

    @Test("every implementation type the checks use is reached from an entry point the product's callers use")
    func checksDriveTheCodeUsersRun() throws {
        let reach = try ImplementationReach(implementation: Self.product.appendingPathComponent("Implementation"))
        let conformance = Self.product.appendingPathComponent("Conformance")
        #expect(Set(Self.entryPoints).isSubset(of: reach.types), "an entry point names no implementation type")
        let unreached = try reach.unreached(usedBy: conformance, entryPoints: Self.entryPoints)
        #expect(unreached.filter { Self.fixtures[$0] == nil } == [])
        #expect(Set(Self.fixtures.keys).isSubset(of: Set(unreached)), "a declared fixture is reached or unused")
    }
}
