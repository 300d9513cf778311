import Conformance
import SpecModel
import Testing

@testable import Traceability

@Suite struct GateTests {
    static func report(_ statuses: [(String, String, CoverageStatus, String?)]) -> CoverageReport {
        CoverageReport(
            product: "demo", entries: statuses.map { CoverageEntry(id: $0.0, kind: $0.1, priority: $0.3, status: $0.2) }
        )
    }

    static let sample = report([
        ("FEAT-A-001", "feature", .covered, "P0"), ("FEAT-A-002", "feature", .waived, "P0"),
        ("FEAT-A-003", "feature", .partial, "P1"),
        ("FEAT-A-004", "feature", .outOfScope, nil), ("JRN-P01", "journey", .covered, nil),
    ])

    @Test("a minimum counts covered and waived of in-scope, per kind and per priority")
    func minimums() {
        let pass = Gate.evaluate(
            Self.sample,
            GateSpec(product: "demo", minimumByKind: ["feature": 66, "journey": 100], minimumByPriority: ["P0": 100]),
            today: "2025-01-01")
        #expect(pass.pass)
        #expect(pass.minimums.map(\.actual) == [66.6, 100.0, 100.0])
        let fail = Gate.evaluate(
            Self.sample, GateSpec(product: "demo", minimumByKind: ["feature": 100]), today: "2025-01-01")
        #expect(!fail.pass)
        #expect(
            fail.failures == [
                GateFailure(
                    kind: .minimum, subject: "kind feature",
                    message: "kind feature: 66.6% covered or waived, below the minimum 100.0%")
            ])
    }

    @Test("a minimum for a kind the report does not have fails instead of passing silently")
    func minimumOfUnknownKind() {
        let result = Gate.evaluate(
            Self.sample, GateSpec(product: "demo", minimumByKind: ["feture": 100]), today: "2025-01-01")
        #expect(result.failures.map(\.message) == ["no reported IDs of kind \"feture\""])
    }

    @Test("a failing ID fails the gate whatever its kind, even with no minimum for that kind")
    func failingIDFailsGate() {
        let failing = Self.report([
            ("FEAT-A-001", "feature", .covered, "P0"), ("MOD-X-MUST-1", "module-rule", .failing, nil),
        ])
        let result = Gate.evaluate(
            failing, GateSpec(product: "demo", minimumByKind: ["feature": 100]), today: "2025-01-01")
        #expect(
            result.failures == [
                GateFailure(
                    kind: .failing, subject: "MOD-X-MUST-1",
                    message: "MOD-X-MUST-1 is failing: a check that exercises it failed")
            ])
        let clean = Self.report([
            ("FEAT-A-001", "feature", .covered, "P0"), ("MOD-X-MUST-1", "module-rule", .uncovered, nil),
        ])
        #expect(
            Gate.evaluate(clean, GateSpec(product: "demo", minimumByKind: ["feature": 100]), today: "2025-01-01").pass)
    }

    @Test("mustCover: IDs and patterns must be covered or waived; a pattern must match something")
    func mustCover() {
        let gate = GateSpec(
            product: "demo",
            mustCover: [
                IDMatcher("FEAT-A-002"), IDMatcher("^FEAT-A-00[34]$"), IDMatcher("FEAT-A-999"), IDMatcher("^EDGE-"),
            ])
        let result = Gate.evaluate(Self.sample, gate, today: "2025-01-01")
        #expect(result.failures.map(\.subject) == ["FEAT-A-003", "FEAT-A-999", "^EDGE-"])
        #expect(result.failures.allSatisfy { $0.kind == .mustCover })
        let ok = Gate.evaluate(
            Self.sample, GateSpec(product: "demo", mustCover: [IDMatcher("^FEAT-A-00[12]$")]), today: "2025-01-01")
        #expect(ok.pass)
    }

    @Test("an expired waiver fails the gate; an unexpired one does not")
    func expiredWaiver() {
        let expired = Waiver(id: "FEAT-A-002", reason: "r", owner: "ana", expires: "2024-12-31")
        let result = Gate.evaluate(Self.sample, GateSpec(product: "demo", waivers: [expired]), today: "2025-01-01")
        #expect(!result.pass)
        #expect(result.expiredWaivers == [expired])
        #expect(
            result.failures == [
                GateFailure(
                    kind: .expiredWaiver, subject: "FEAT-A-002",
                    message: "waiver for FEAT-A-002 (owner ana) expired on 2024-12-31")
            ])
        let valid = Gate.evaluate(Self.sample, GateSpec(product: "demo", waivers: [expired]), today: "2024-12-31")
        #expect(valid.pass)
    }

    @Test("waivers for covered or unknown IDs are reported unused, without failing")
    func unusedWaivers() {
        let waivers = [
            Waiver(id: "FEAT-A-001", reason: "r", owner: "o", expires: "2099-01-01"),
            Waiver(id: "NOPE", reason: "r", owner: "o", expires: "2099-01-01"),
        ]
        let result = Gate.evaluate(Self.sample, GateSpec(product: "demo", waivers: waivers), today: "2025-01-01")
        #expect(result.pass)
        #expect(result.unusedWaivers.map(\.id) == ["FEAT-A-001", "NOPE"])
    }

    @Test("the ratchet fails any ID whose status got worse than in the baseline")
    func ratchet() {
        let baseline = Self.report([
            ("FEAT-A-001", "feature", .covered, nil), ("FEAT-A-002", "feature", .covered, nil),
            ("FEAT-A-003", "feature", .uncovered, nil),
            ("FEAT-A-004", "feature", .covered, nil), ("FEAT-A-005", "feature", .partial, nil),
            ("FEAT-A-006", "feature", .orphaned, nil),
            ("JRN-P01", "journey", .partial, nil),
        ])
        let current = Self.report([
            ("FEAT-A-001", "feature", .covered, nil), ("FEAT-A-002", "feature", .waived, nil),
            ("FEAT-A-003", "feature", .partial, nil),
            ("FEAT-A-004", "feature", .outOfScope, nil), ("FEAT-A-005", "feature", .orphaned, nil),
            ("FEAT-A-006", "feature", .failing, nil),
            ("JRN-P01", "journey", .failing, nil), ("JRN-P02", "journey", .failing, nil),
        ])
        let result = Gate.evaluate(current, GateSpec(product: "demo"), baseline: baseline, today: "2025-01-01")
        #expect(
            result.regressions == [
                Regression(id: "FEAT-A-002", from: .covered, to: .waived),
                Regression(id: "FEAT-A-005", from: .partial, to: .orphaned),
                Regression(id: "JRN-P01", from: .partial, to: .failing),
            ])
        #expect(result.failures.filter { $0.kind == .regression }.count == 3)
        #expect(Gate.evaluate(baseline, GateSpec(product: "demo"), baseline: baseline, today: "2025-01-01").pass)
    }

    @Test("the ranking is covered > waived > partial > uncovered > unverified > failing")
    func ranking() {
        let order: [CoverageStatus] = [.covered, .waived, .partial, .uncovered, .unverified, .failing]
        #expect(order.compactMap(\.rank) == [5, 4, 3, 2, 1, 0])
        #expect(CoverageStatus.outOfScope.rank == nil)
        #expect(CoverageStatus.orphaned.rank == nil)
    }

    @Test("the gate result renders as JSON with pass and every failure")
    func resultJSON() {
        let result = Gate.evaluate(
            Self.sample, GateSpec(product: "demo", minimumByKind: ["feature": 100]), today: "2025-01-01")
        let json = JSONWriter(indent: 0).string(result.jsonValue)
        #expect(json.contains("\"pass\":false"))
        #expect(json.contains("\"kind\":\"minimum\""))
        #expect(json.contains("\"kind\":\"gate-result\""))
    }
}
