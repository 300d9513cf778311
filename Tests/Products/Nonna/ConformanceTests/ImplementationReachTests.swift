import Foundation
import SpecConformTestSupport
import Testing

/// Checks drive the code users run: every implementation type the conformance side names is reached from an entry
/// point of the implementation (the app facade every signed-in member's request goes through (`NonnaApp.perform`)), or is declared test data with its reason. A type only the checks reach
/// is a model kept for the checks, and fails this test.
@Suite struct ImplementationReachTests {
    static let entryPoints = ["NonnaApp"]
    static let fixtures: [String: String] = [:]

    @Test("every implementation type the checks use is reached from an entry point the product's callers use")
    func checksDriveTheCodeUsersRun() throws {
        #expect(
            try ImplementationReach.problems(product: "Nonna", entryPoints: Self.entryPoints, fixtures: Self.fixtures)
                == [])
    }
}
