import Conformance
import SpecModel
import Testing

@testable import Traceability

/// Feature items (SHALL statements and acceptance criteria) as traceable IDs, the status roll-up to their feature,
/// items that can only be partly verified, and assumptions shown next to the IDs they affect.
@Suite struct FeatureItemCoverageTests {
    static let product = """
        {"kind": "product", "version": 1, "product": "fam", "name": "Fam", "documents": [{"file": "doc.txt"}],
         "idPatterns": [
           {"kind": "requirement", "pattern": "^FR-[0-9]+\\\\.[0-9]+$"},
           {"kind": "shall", "pattern": "^FR-[0-9]+\\\\.[0-9]+\\\\.S[0-9]+$"},
           {"kind": "acceptance", "pattern": "^FR-[0-9]+\\\\.[0-9]+\\\\.AC[0-9]+$"},
           {"kind": "assumption", "pattern": "^A-[0-9]{2}$"}],
         "externalPatterns": [{"kind": "service", "pattern": "^Mail service$"}]}
        """

    static let features = """
        {"kind": "features", "version": 1, "product": "fam", "features": [
          {"id": "FR-1.1", "title": "Register", "scope": "in", "priority": "P0", "dependsOn": ["Mail service"],
           "items": [
             {"id": "FR-1.1.S1", "type": "shall", "text": "The system SHALL register"},
             {"id": "FR-1.1.AC1", "type": "acceptance", "text": "a user registers", "verification": "scenario register"},
             {"id": "FR-1.1.AC2", "type": "acceptance", "text": "the email arrives", "unverified": "delivery by the mail provider"},
             {"id": "FR-1.1.AC3", "type": "acceptance", "text": "looks nice", "scope": "out", "scopeReason": "wording"}]},
          {"id": "FR-1.2", "title": "Verify", "scope": "in", "priority": "P1", "dependsOn": ["FR-1.1"],
           "items": [{"id": "FR-1.2.S1", "type": "shall", "text": "The system SHALL verify"}]}]}
        """

    static let assumptions = """
        {"kind": "assumptions", "version": 1, "product": "fam", "assumptions": [
          {"id": "A-01", "question": "which window?", "readings": ["24 h", "48 h"], "assumption": "24 h",
           "affects": ["FR-1.1.AC1", "FR-1.2"]}]}
        """

    static let policy = """
        {"kind": "policy", "version": 1, "product": "fam",
         "requirements": [
           {"idKind": "requirement", "evidence": [["scenario", "rule"]]},
           {"idKind": "shall", "evidence": [["scenario", "rule"]]},
           {"idKind": "acceptance", "evidence": [["scenario", "rule"]]}],
         "rollups": [{"from": "feature-item", "to": "requirement", "mode": "status"}]}
        """

    static func evaluate(_ evidence: [(String, EvidenceKind)], failing: [String] = []) throws -> CoverageReport {
        let loaded = SpecLoader.loadBundle(
            product: "fam",
            texts: ["product.json": product, "features.json": features, "assumptions.json": assumptions])
        #expect(loaded.diagnostics.map(\.message) == [])
        let bundle = try #require(loaded.catalog.bundle("fam"))
        let decoded = CoverageFileLoader.decodePolicy(policy, file: "policy.json", product: "fam")
        #expect(decoded.diagnostics == [])
        var checks = [
            CheckResult(
                id: "rule:ok", kind: .rule, product: "fam", title: "ok", status: .passed,
                evidence: evidence.map { Evidence(id: $0.0, kind: $0.1) })
        ]
        if !failing.isEmpty {
            checks.append(
                CheckResult(
                    id: "rule:bad", kind: .rule, product: "fam", title: "bad", status: .failed,
                    evidence: failing.map { Evidence(id: $0, kind: .rule) }))
        }
        return CoverageEvaluator.evaluate(
            bundle: bundle, checks: checks, policy: try #require(decoded.value), today: "2026-01-01")
    }

    @Test("items are IDs of their own kinds, inheriting the feature's priority")
    func itemsAreReported() throws {
        let report = try Self.evaluate([])
        #expect(report.entry("FR-1.1.S1")?.kind == "shall")
        #expect(report.entry("FR-1.1.AC2")?.kind == "acceptance")
        #expect(report.entry("FR-1.1.AC2")?.priority == "P0")
        #expect(report.status("FR-1.1.AC3") == .outOfScope)
        #expect(report.entry("FR-1.1.AC3")?.note == "scope out: wording")
    }

    @Test("a feature is covered only when every in-scope item is covered")
    func statusRollup() throws {
        let none = try Self.evaluate([])
        #expect(none.status("FR-1.1") == .uncovered)
        let some = try Self.evaluate([("FR-1.1.S1", .rule)])
        #expect(some.status("FR-1.1") == .partial)
        #expect(some.entry("FR-1.1")?.note == "rolled up from 3 items: 1 covered, 2 uncovered")
        let all = try Self.evaluate([("FR-1.2.S1", .rule)])
        #expect(all.status("FR-1.2") == .covered)
    }

    @Test("a failing item fails its feature")
    func failingItemFailsFeature() throws {
        let report = try Self.evaluate([("FR-1.1.S1", .rule), ("FR-1.1.AC1", .rule)], failing: ["FR-1.1.AC1"])
        #expect(report.status("FR-1.1.AC1") == .failing)
        #expect(report.status("FR-1.1") == .failing)
    }

    @Test("an item with an unverified part is at best partial, and says what is not verified")
    func unverifiedCapsAtPartial() throws {
        let report = try Self.evaluate([("FR-1.1.S1", .rule), ("FR-1.1.AC1", .scenario), ("FR-1.1.AC2", .rule)])
        #expect(report.status("FR-1.1.AC2") == .partial)
        #expect(report.entry("FR-1.1.AC2")?.note == "not verified here: delivery by the mail provider")
        #expect(report.status("FR-1.1") == .partial)
    }

    @Test("an item's verification text and the assumptions it is verified under are in its entry")
    func verificationAndAssumptions() throws {
        let report = try Self.evaluate([("FR-1.1.AC1", .scenario)])
        #expect(report.entry("FR-1.1.AC1")?.verification == "scenario register")
        #expect(report.entry("FR-1.1.AC1")?.assumptions == ["A-01"])
        #expect(report.entry("FR-1.2")?.assumptions == ["A-01"])
        #expect(report.entry("FR-1.1.S1")?.assumptions == [])
    }

    @Test(
        "a gate may count items partial only by declaration as satisfied; a partial with missing evidence still fails it"
    )
    func declaredPartialGate() throws {
        var gate = GateSpec(product: "fam", minimumByPriority: ["P0": 100])
        let declared = try Self.evaluate([("FR-1.1.S1", .rule), ("FR-1.1.AC1", .scenario), ("FR-1.1.AC2", .rule)])
        #expect(
            declared.entry("FR-1.1.AC2")?.declaredPartial == true && declared.entry("FR-1.1")?.declaredPartial == true)
        #expect(!Gate.evaluate(declared, gate, today: "2026-01-01").pass)
        gate.declaredPartialSatisfies = true
        #expect(Gate.evaluate(declared, gate, today: "2026-01-01").pass)
        let missing = try Self.evaluate([("FR-1.1.S1", .rule), ("FR-1.1.AC2", .rule)])
        #expect(missing.entry("FR-1.1")?.declaredPartial == false)
        #expect(!Gate.evaluate(missing, gate, today: "2026-01-01").pass)
    }
}
