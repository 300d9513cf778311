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
            Issue.record(
                "\(check.id): \(check.divergence.map { "\($0.pathSoFar.joined()): expected \($0.expected), observed \($0.observed)" } ?? check.message ?? "")"
            )
        }
    }
}

/// Negative control: a backend whose time source lags one second expires every token and invitation a second late.
@Suite("nonna limits: a skipped expiry fails")
struct NonnaExpiryNegativeControlTests {
    @Test("with the clock a second behind, the expiry limits fail at their exact value and nothing else does")
    func laggingClockFailsExpiries() throws {
        let run = try NonnaHarness.run { subjects, _ in
            subjects.register(.limit, product: "nonna", elements: NonnaLimitProbe.limits) {
                NonnaLimitProbe(clockLag: 1)
            }
        }
        let failing = run.checks.filter { $0.kind == .limit && $0.status != .passed }
        #expect(Set(failing.map(\.id)) == ["limit:N-04", "limit:N-06", "limit:N-07", "limit:N-16"])
        #expect(failing.allSatisfy { $0.divergence?.expected == "refused" && $0.divergence?.observed == "accepted" })
    }
}
