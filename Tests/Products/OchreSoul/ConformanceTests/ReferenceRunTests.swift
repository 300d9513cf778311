import Conformance
import Testing

@testable import OchreSoulConformance

@Suite("ochre-soul reference implementation against the spec")
struct ReferenceRunTests {
    @Test("the run has no diagnostics and checks every kind")
    func runIsValid() throws {
        let run = try #require(ConformanceHarness.reference)
        #expect(
            ConformanceHarness.loaded.diagnostics.isEmpty,
            "scenario diagnostics: \(ConformanceHarness.loaded.diagnostics)")
        #expect(run.diagnostics.filter { $0.severity == .error }.isEmpty, "runner diagnostics: \(run.diagnostics)")
        // ochre-soul writes its limits as business-rule parameters (RULE-*, read by rule checks), not as a limits file,
        // and its documents state no decision table; `trace` checks come from recorded traces, never from the runner.
        for kind in CheckKind.allCases where kind != .limit && kind != .decision && kind != .invariant && kind != .trace
        {
            #expect(run.checks.contains { $0.kind == kind }, "no \(kind.rawValue) checks ran")
        }
        #expect(Set(run.plans.keys) == Set(OchreSoulVerification.machines), "a machine has no planned paths")
        #expect(run.checks.filter { $0.kind == .scenario }.count == 32, "one scenario per journey and edge case")
    }

    @Test("every check passes: the spec data, the adapters and the implementation agree")
    func everyCheckPasses() throws {
        let run = try #require(ConformanceHarness.reference)
        var counts: [String: [CheckStatus: Int]] = [:]
        for check in run.checks { counts[check.kind.rawValue, default: [:]][check.status, default: 0] += 1 }
        for kind in counts.keys.sorted() {
            let c = counts[kind] ?? [:]
            print("ochre-soul \(kind): \(c[.passed] ?? 0) passed, \(c[.failed] ?? 0) failed, \(c[.error] ?? 0) error")
        }
        var byMachine: [String: [CheckStatus: Int]] = [:]
        for check in run.checks where check.kind == .path {
            let machine = check.id.split(separator: ":").dropFirst().first.map(String.init) ?? "?"
            byMachine[machine, default: [:]][check.status, default: 0] += 1
        }
        for machine in byMachine.keys.sorted() {
            let c = byMachine[machine] ?? [:]
            print(
                "ochre-soul paths \(machine): \(c[.passed] ?? 0) passed, \(c[.failed] ?? 0) failed, \(c[.error] ?? 0) error"
            )
        }
        for check in run.checks where check.status != .passed {
            Issue.record("check did not pass:\n\(ConformanceHarness.describe(check))")
        }
        #expect(run.passed == run.checks.count, "\(run.passed) of \(run.checks.count) checks passed")
    }

    @Test("rule checks pass on the reference implementation")
    func ruleChecksPass() throws {
        let run = try #require(ConformanceHarness.reference)
        for check in run.checks where check.kind == .rule && check.status != .passed {
            Issue.record("rule check failed:\n\(ConformanceHarness.describe(check))")
        }
        #expect(run.checks.filter { $0.kind == .rule }.count >= 18)
    }

    @Test("event checks: every emitted event is valid against its schema")
    func eventChecksPass() throws {
        let run = try #require(ConformanceHarness.reference)
        for check in run.checks where check.kind == .event && check.status != .passed {
            Issue.record("event check failed:\n\(ConformanceHarness.describe(check))")
        }
    }
}
