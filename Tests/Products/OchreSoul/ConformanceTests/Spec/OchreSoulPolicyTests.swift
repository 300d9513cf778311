import Conformance
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Traceability

/// The committed ochre-soul policy and gate, on the real bundle.
@Suite struct OchreSoulPolicyTests {
    static func load() throws -> (SpecBundle, CoveragePolicy, GateSpec) {
        let root = URL(fileURLWithPath: PackagePaths.root)
        let result = SpecLoader.load(root: root.appendingPathComponent("Spec").path)
        let bundle = try #require(result.catalog.bundle("ochre-soul"))
        let folder = root.appendingPathComponent("Traceability/ochre-soul")
        let policy = CoverageFileLoader.decodePolicy(
            [UInt8](try Data(contentsOf: folder.appendingPathComponent("policy.json"))), file: "policy.json",
            product: "ochre-soul")
        #expect(policy.diagnostics == [])
        let gate = CoverageFileLoader.decodeGate(
            [UInt8](try Data(contentsOf: folder.appendingPathComponent("gate.json"))), file: "gate.json",
            product: "ochre-soul")
        #expect(gate.diagnostics == [])
        return (bundle, try #require(policy.value), try #require(gate.value))
    }

    @Test("§7.9 READY-2: an ochre-soul feature needs success, recovery and observability; only kinds the bundle has")
    func policyMatchesBundle() throws {
        let (bundle, policy, _) = try Self.load()
        #expect(policy.validate(against: bundle) == [])
        #expect(
            policy.requirements.first { $0.idKind == "feature" }?.evidence == [
                [.success], [.recovery], [.observability],
            ])
        #expect(!policy.reportedKinds.contains("row"))
        #expect(!policy.reportedKinds.contains("ui"))
    }

    @Test(
        "without checks every in-scope ochre-soul requirement is uncovered and the gate fails on features, journeys, edges and every machine"
    )
    func gateFailsWithoutChecks() throws {
        let (bundle, policy, gate) = try Self.load()
        let report = CoverageEvaluator.evaluate(
            bundle: bundle, checks: [], policy: policy, gate: gate, today: "2025-01-01")
        let features = try #require(report.byKind["feature"])
        #expect(features[.outOfScope] == 10)
        #expect(features[.covered] == 0)
        #expect(features.inScope == features.total - 10)
        #expect(report.byKind["edge"]?.total == 10)
        #expect(report.byKind["journey"]?[.outOfScope] == 9)
        #expect(report.machines.count == 4)
        let result = Gate.evaluate(report, gate, today: "2025-01-01")
        #expect(
            result.failures.filter { $0.kind != .unreadParameter }.map(\.subject) == [
                "kind edge", "kind feature", "kind journey", "artwork-access", "canvas-progress", "publication",
                "user-onboarding",
            ])
        // With no check, no parameter was read: the gate fails on every behavioural one (the declared unread aside).
        let behavioural = bundle.rules.flatMap { rule in rule.behaviouralParameters.map { "\(rule.id)/\($0)" } }
        #expect(result.failures.filter { $0.kind == .unreadParameter }.map(\.subject) == behavioural.sorted())
    }

    @Test("a passing scenario covers an ochre-soul journey")
    func scenarioCoversJourney() throws {
        let (bundle, policy, gate) = try Self.load()
        let check = CheckResult(
            id: "scenario:JRN-P01", kind: .scenario, product: "ochre-soul", title: "JRN-P01", status: .passed,
            evidence: [Evidence(id: "JRN-P01", kind: .scenario)])
        let report = CoverageEvaluator.evaluate(
            bundle: bundle, checks: [check], policy: policy, gate: gate, today: "2025-01-01")
        #expect(report.status("JRN-P01") == .covered)
        #expect(report.status("JRN-P02") == .uncovered)
    }
}
