import Conformance
import Foundation
import SpecModel
import Testing

@testable import Traceability

/// A small bundle, policy and checks built from strings, for the evaluator and gate tests.
enum CoverageFixture {
    static let product = """
        {"kind": "product", "version": 1, "product": "demo", "name": "Demo", "documents": [{"file": "doc.txt"}],
         "idPatterns": [
           {"kind": "feature", "pattern": "^FEAT-[A-Z]+-[0-9]{3}$"},
           {"kind": "journey", "pattern": "^JRN-[PR][0-9]{2}$"},
           {"kind": "edge", "pattern": "^EDGE-[0-9]{3}$"},
           {"kind": "module", "pattern": "^MOD-[A-Z]+$"},
           {"kind": "rule", "pattern": "^RULE-[A-Z-]+$"},
           {"kind": "requirement", "pattern": "^FR-[0-9]+\\\\.[0-9]+$"},
           {"kind": "criterion", "pattern": "^FR-[0-9]+\\\\.[0-9]+\\\\.AC[0-9]+$"}]}
        """

    static let features = """
        {"kind": "features", "version": 1, "product": "demo", "features": [
          {"id": "FEAT-ID-001", "title": "Anonymous start", "modules": ["MOD-IDENTITY"], "scope": "in", "priority": "P0"},
          {"id": "FEAT-ID-002", "title": "Link account", "modules": ["MOD-IDENTITY"], "scope": "in", "priority": "P0"},
          {"id": "FEAT-ID-003", "title": "Family sharing", "scope": "out", "scopeReason": "roadmap"},
          {"id": "FEAT-DL-001", "title": "Download", "modules": ["MOD-DOWNLOAD"], "scope": "in", "priority": "P1"},
          {"id": "FEAT-DL-002", "title": "Verify", "modules": ["MOD-DOWNLOAD"], "scope": "in", "priority": "P1"},
          {"id": "FEAT-XP-001", "title": "Experiment", "scope": "in"}]}
        """

    static let journeys = """
        {"kind": "journeys", "version": 1, "product": "demo", "journeys": [
          {"id": "JRN-P01", "title": "First run", "type": "primary", "scope": "in",
           "steps": [{"id": "JRN-P01-S1", "features": ["FEAT-ID-001"]}, {"id": "JRN-P01-S2", "features": ["FEAT-ID-002"]}],
           "features": ["FEAT-ID-001 to FEAT-ID-002", "FEAT-ZZ-999"]},
          {"id": "JRN-P02", "title": "Download", "type": "primary", "scope": "in",
           "steps": [{"id": "JRN-P02-S1"}, {"id": "JRN-P02-S2"}], "features": ["FEAT-DL-001"]},
          {"id": "JRN-R01", "title": "Later", "type": "roadmap", "scope": "out", "scopeReason": "roadmap candidate"},
          {"id": "EDGE-001", "title": "Offline", "type": "edge", "scope": "in"}]}
        """

    static let rules = """
        {"kind": "rules", "version": 1, "product": "demo", "rules": [
          {"id": "RULE-ONE", "statement": "one", "traces": ["FEAT-DL-002"]},
          {"id": "FR-1.1", "statement": "requirement"},
          {"id": "FR-1.1.AC1", "statement": "criterion 1"},
          {"id": "FR-1.1.AC2", "statement": "criterion 2"}]}
        """

    static let machine = """
        {"kind": "machine", "version": 1, "product": "demo", "id": "access", "initial": "Idle", "context": {"retriesLeft": 1},
         "states": {
           "Idle": {"on": {"start": [{"target": "Busy", "path": "success", "traces": ["FEAT-DL-001"]}]}},
           "Busy": {"on": {"mismatch": [
             {"target": "Busy", "guard": "retriesLeft > 0", "assign": {"retriesLeft": "retriesLeft - 1"}, "path": "recovery"},
             {"target": "Failed", "guard": "retriesLeft == 0", "path": "failure"}],
             "done": [{"target": "Done", "path": "success"}]}},
           "Done": {"type": "final"},
           "Failed": {"type": "final"}}}
        """

    static func bundle() throws -> SpecBundle {
        let result = SpecLoader.loadBundle(
            product: "demo",
            texts: [
                "product.json": product, "features.json": features, "journeys.json": journeys, "rules.json": rules,
                "machines/access.json": machine,
            ])
        #expect(result.diagnostics.filter { $0.severity == .error } == [], "fixture loads cleanly")
        return try #require(result.catalog.bundle("demo"))
    }

    static let policyText = """
        {"kind": "policy", "version": 1, "product": "demo",
         "requirements": [
           {"idKind": "feature", "evidence": [["success"], ["recovery"], ["observability"]]},
           {"idKind": "journey", "evidence": [["scenario"]]},
           {"idKind": "edge", "evidence": [["scenario"]]},
           {"idKind": "rule", "evidence": [["rule", "scenario"]]},
           {"idKind": "requirement", "evidence": [["scenario"]]}],
         "outOfScope": ["^FEAT-XP-"],
         "rollups": [{"from": "journey-step", "to": "journey"},
                     {"childPattern": "^(FR-[0-9]+\\\\.[0-9]+)\\\\.AC[0-9]+$", "parent": "$1"}]}
        """

    static func policy() throws -> CoveragePolicy {
        let result = CoverageFileLoader.decodePolicy(policyText, file: "policy.json", product: "demo")
        #expect(result.diagnostics == [])
        return try #require(result.value)
    }

    static func check(
        _ id: String, _ evidence: [(String, EvidenceKind)], kind: CheckKind = .path,
        transitions: [TransitionID] = [], states: [StateRef] = [], guards: [GuardOutcome] = []
    ) -> CheckResult {
        check(id, .passed, evidence, kind: kind, transitions: transitions, states: states, guards: guards)
    }

    static func check(
        _ id: String, _ status: CheckStatus, _ evidence: [(String, EvidenceKind)], kind: CheckKind = .path,
        transitions: [TransitionID] = [], states: [StateRef] = [], guards: [GuardOutcome] = []
    ) -> CheckResult {
        CheckResult(
            id: id, kind: kind, product: "demo", title: "check \(id)", status: status,
            evidence: evidence.map { Evidence(id: $0.0, kind: $0.1) }, states: states, transitions: transitions,
            guardOutcomes: guards,
            divergence: status == .passed
                ? nil : Divergence(step: 1, pathSoFar: ["start", "done"], expected: "Done", observed: "Busy"))
    }

    /// Evaluates the fixture with `checks` and an optional gate.
    static func evaluate(
        _ checks: [CheckResult], gate: GateSpec? = nil, today: String = "2025-06-01",
        unreachable: Set<GuardOutcome> = [],
        planning: PlanningFindings? = nil
    ) throws -> CoverageReport {
        CoverageEvaluator.evaluate(
            bundle: try bundle(), checks: checks, policy: try policy(), gate: gate, today: today,
            planning: planning ?? PlanningFindings(unreachable: unreachable))
    }

    static let fullFeature: [(String, EvidenceKind)] = [
        ("FEAT-ID-001", .success), ("FEAT-ID-001", .recovery), ("FEAT-ID-001", .observability),
    ]

    /// The repository root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
