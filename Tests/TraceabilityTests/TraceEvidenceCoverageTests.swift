import Conformance
import SpecModel
import Testing

@testable import Traceability

/// Recorded-trace evidence (`trace`) is its own kind: it covers an ID only under a policy that names it.
@Suite struct TraceEvidenceCoverageTests {
    func evaluate(_ policyEvidence: String, _ checks: [CheckResult]) throws -> CoverageReport {
        let text = """
            {"kind": "policy", "version": 1, "product": "demo",
             "requirements": [{"idKind": "feature", "evidence": \(policyEvidence)}]}
            """
        let decoded = CoverageFileLoader.decodePolicy(text, file: "policy.json", product: "demo")
        #expect(decoded.diagnostics == [])
        return CoverageEvaluator.evaluate(
            bundle: try CoverageFixture.bundle(), checks: checks, policy: try #require(decoded.value), gate: nil,
            today: "2025-06-01")
    }

    static let traced = CoverageFixture.check("trace:prod.jsonl", [("FEAT-DL-001", .trace)], kind: .trace)

    @Test("the same ID is covered by trace evidence under a policy that counts it, and not under one that does not")
    func policyDecides() throws {
        #expect(try evaluate(#"[["success", "trace"]]"#, [Self.traced]).status("FEAT-DL-001") == .covered)
        #expect(try evaluate(#"[["success"]]"#, [Self.traced]).status("FEAT-DL-001") == .uncovered)
        // A trace can stand for one group and not another.
        let partial = try evaluate(#"[["success", "trace"], ["observability"]]"#, [Self.traced])
        #expect(partial.status("FEAT-DL-001") == .partial)
        #expect(partial.entry("FEAT-DL-001")?.missing == [[.observability]])
    }

    @Test("trace evidence from a check that did not pass never counts")
    func failedTraceNeverCounts() throws {
        let failed = CoverageFixture.check("trace:prod.jsonl", .failed, [("FEAT-DL-001", .trace)], kind: .trace)
        #expect(try evaluate(#"[["trace"]]"#, [failed]).status("FEAT-DL-001") == .failing)
    }

    @Test("a policy may name the trace kind: it is one of the kinds the policy schema and decoder accept")
    func kindIsKnown() {
        #expect(
            RequiredEvidence(rawValue: "trace") != nil && EvidenceKind(rawValue: "trace") != nil
                && CheckKind(rawValue: "trace") != nil)
    }
}
