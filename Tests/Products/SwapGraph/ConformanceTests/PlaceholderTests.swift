import Foundation
import SwapGraph
import Testing

@Test("the conformance test target links the SwapGraph implementation")
func implementationLinks() {
    let now = Date(timeIntervalSince1970: 1_000_000)
    #expect(Urgency.of(expiresAt: now.addingTimeInterval(30 * 60), now: now) == .critical)
}
