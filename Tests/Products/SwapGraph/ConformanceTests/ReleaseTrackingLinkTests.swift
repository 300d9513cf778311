import Foundation
import Testing

@testable import SwapGraph

/// Proves the conformance test target links the release-tracking tools.
@Suite("SwapGraph release tracking links")
struct ReleaseTrackingLinkTests {
    @Test("§22 the stop evaluator passes on the passing fixture tree")
    func evaluatorLinks() throws {
        let now = try #require(ReleaseTimestamp.parse("2026-03-04T12:00:00Z"))
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sg-link-\(UUID().uuidString)")
        try ReleaseFixture.passing(now: now).write(to: root)
        let out = StopEvaluator.run(arguments: [], root: root, now: now)
        #expect(out.exitCode == 0)
        #expect(out.stdout.hasPrefix("{\"failures\":[]"))
    }
}
