import Conformance
import SpecModel
import Testing

@testable import NonnaConformance

/// The nonna limits against the reference implementation, through the limit probe.
@Suite("nonna limits: each probed under, at and over its value")
struct NonnaLimitProbeTests {
    @Test("every limit of Spec/nonna/limits.json has a probe, and the probe names no other")
    func everyLimitHasAProbe() throws {
        let ids = try NonnaHarness.bundle().limits.map(\.id)
        #expect(Set(ids) == Set(NonnaLimitProbe.limits))
    }

    @Test("every limit check passes against the reference implementation")
    func everyLimitPasses() throws {
        let run = try NonnaHarness.run()
        let limits = run.checks.filter { $0.kind == .limit }
        #expect(limits.count == NonnaLimitProbe.limits.count)
        for check in limits where check.status != .passed {
            Issue.record("\(check.id): \(check.divergence.map { "\($0.pathSoFar.joined()): expected \($0.expected), observed \($0.observed)" } ?? check.message ?? "")")
        }
    }
}
