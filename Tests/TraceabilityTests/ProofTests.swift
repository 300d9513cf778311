import Conformance
import SpecModel
import Testing

@testable import Traceability

/// Every covered ID lists what proved it (`proofs`): the claims of the assertions that named it, or what the
/// engine's checks observed; a policy can demand an assertion; a gate can refuse unasserted claims.
@Suite struct ProofTests {
    static func rule(_ id: String, proofs: [Proof], unasserted: [String] = []) -> CheckResult {
        CheckResult(
            id: "rule:\(id)", kind: .rule, product: "demo", title: "rule \(id)", status: .passed,
            evidence: Set([id] + proofs.map(\.id)).map { Evidence(id: $0, kind: .rule) }, proofs: proofs,
            unasserted: unasserted)
    }

    @Test("an ID's proofs are its checks' assertions that named it, else what each check observed")
    func proofsListed() throws {
        let checks = [
            Self.rule("RULE-ONE", proofs: [Proof(id: "RULE-ONE", claim: "one holds")]),
            CoverageFixture.check("path:access:1", [("FEAT-DL-001", .success)]),
        ]
        let report = try CoverageFixture.evaluate(checks)
        let rule = try #require(report.entries.first { $0.id == "RULE-ONE" })
        #expect(rule.proofs == [ProofRecord(check: "rule:RULE-ONE", assertion: "one holds")])
        let feature = try #require(report.entries.first { $0.id == "FEAT-DL-001" })
        #expect(
            feature.proofs == [
                ProofRecord(check: "path:access:1", assertion: EvidenceKind.success.observation, observed: true)
            ])
    }

    @Test("proofs survive coverage.json: written and read back equal")
    func proofsRoundTrip() throws {
        let checks = [
            Self.rule("RULE-ONE", proofs: [Proof(id: "RULE-ONE", claim: "one holds")], unasserted: ["FR-1.1"])
        ]
        let report = try CoverageFixture.evaluate(checks)
        let text = JSONWriter().string(report.jsonValue(generatorVersion: "0.1.0", date: "2025-01-01"))
        let read = CoverageReport.decode(text, file: "coverage.json")
        #expect(read.diagnostics == [])
        let back = try #require(read.value)
        #expect(back == report)
        #expect(
            back.entries.first { $0.id == "RULE-ONE" }?.proofs == report.entries.first { $0.id == "RULE-ONE" }?.proofs)
        #expect(back.checks.first?.unasserted == ["FR-1.1"])
    }

    @Test("negative control: with requireAssertion, an ID only observed through traces is partial, not covered")
    func policyDemandsAssertion() throws {
        var policy = try CoverageFixture.policy()
        let index = try #require(policy.requirements.firstIndex { $0.idKind == "feature" })
        policy.requirements[index].requireAssertion = true
        let observedOnly = [
            CoverageFixture.check("path:access:1", [("FEAT-ID-001", .success)]),
            CoverageFixture.check("path:access:2", [("FEAT-ID-001", .recovery), ("FEAT-ID-001", .observability)]),
        ]
        let bundle = try CoverageFixture.bundle()
        let partial = CoverageEvaluator.evaluate(
            bundle: bundle, checks: observedOnly, policy: policy, today: "2025-06-01")
        let entry = try #require(partial.entries.first { $0.id == "FEAT-ID-001" })
        #expect(entry.status == .partial)
        #expect(entry.lacksAssertion)
        #expect(entry.note?.hasPrefix("no assertion names it") == true)
        let asserted =
            observedOnly + [
                Self.rule("RULE-ONE", proofs: [Proof(id: "FEAT-ID-001", claim: "an anonymous user starts")])
            ]
        let covered = CoverageEvaluator.evaluate(bundle: bundle, checks: asserted, policy: policy, today: "2025-06-01")
        #expect(covered.entries.first { $0.id == "FEAT-ID-001" }?.status == .covered)
    }

    @Test("negative control: a gate with failOnUnassertedClaims fails on a claim no assertion names")
    func gateRefusesUnassertedClaims() throws {
        let checks = [
            Self.rule("RULE-ONE", proofs: [Proof(id: "RULE-ONE", claim: "one holds")], unasserted: ["FR-1.1"])
        ]
        let report = try CoverageFixture.evaluate(checks)
        var gate = GateSpec(product: "demo")
        #expect(!Gate.evaluate(report, gate, today: "2025-06-01").failures.contains { $0.kind == .unassertedClaim })
        gate.failOnUnassertedClaims = true
        let failures = Gate.evaluate(report, gate, today: "2025-06-01").failures.filter { $0.kind == .unassertedClaim }
        #expect(failures.map(\.message) == ["rule:RULE-ONE claims FR-1.1, but no expectation it evaluated names it"])
    }
}
