import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Traceability

@Suite struct CoverageStatusTests {
    @Test("a feature with success, recovery and observability from passing checks is covered")
    func coveredNeedsEveryGroup() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", [("FEAT-ID-001", .success), ("FEAT-ID-001", .observability)]),
            CoverageFixture.check("path:2", [("FEAT-ID-001", .recovery)]),
        ])
        let entry = try #require(report.entry("FEAT-ID-001"))
        #expect(entry.status == .covered)
        #expect(entry.missing == [])
        #expect(
            entry.evidence == [
                EvidenceRecord(kind: .success, checks: ["path:1"]), EvidenceRecord(kind: .recovery, checks: ["path:2"]),
                EvidenceRecord(kind: .observability, checks: ["path:1"]),
            ])
        #expect(entry.title == "Anonymous start")
        #expect(entry.priority == "P0")
        #expect(entry.modules == ["MOD-IDENTITY"])
    }

    @Test("partial lists exactly the evidence groups still missing")
    func partialListsMissing() throws {
        let report = try CoverageFixture.evaluate([CoverageFixture.check("path:1", [("FEAT-ID-001", .success)])])
        let entry = try #require(report.entry("FEAT-ID-001"))
        #expect(entry.status == .partial)
        #expect(entry.missing == [[.recovery], [.observability]])
    }

    @Test("a link alone never covers: a referenced feature without evidence stays uncovered, linked not evidenced")
    func linkOnlyStaysUncovered() throws {
        let report = try CoverageFixture.evaluate([])
        let entry = try #require(report.entry("FEAT-ID-002"))
        #expect(entry.status == .uncovered)
        #expect(entry.isLinkedOnly)
        #expect(entry.references.contains(ReferenceRecord(id: "JRN-P01", kind: "journey", field: "features")))
        #expect(entry.missing.count == 3)
        // Evidence kinds the policy does not ask for do not make an ID partial either.
        let state = try CoverageFixture.evaluate([CoverageFixture.check("path:1", [("FEAT-ID-002", .state)])])
        #expect(state.status("FEAT-ID-002") == .uncovered)
    }

    @Test("failing beats covered: one failing check that exercises an ID makes it failing")
    func failingBeatsCovered() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", CoverageFixture.fullFeature),
            CoverageFixture.check("path:9", .failed, [("FEAT-ID-001", .success)]),
        ])
        let entry = try #require(report.entry("FEAT-ID-001"))
        #expect(entry.status == .failing)
        #expect(entry.failingChecks == ["path:9"])
    }

    @Test("evidence of a failed or errored check never counts")
    func failedEvidenceDoesNotCount() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", .failed, CoverageFixture.fullFeature),
            CoverageFixture.check("rule:1", .error, [("RULE-ONE", .rule)], kind: .rule),
        ])
        #expect(report.entry("FEAT-ID-001")?.evidence == [])
        #expect(report.status("FEAT-ID-001") == .failing)
        #expect(report.status("RULE-ONE") == .unverified, "a check that could not run contradicts nothing")
    }

    @Test("an unexpired waiver waives a gap; it holds through its expiry day")
    func waiverWaives() throws {
        let gate = GateSpec(
            product: "demo",
            waivers: [Waiver(id: "FEAT-ID-002", reason: "vendor SDK late", owner: "ana", expires: "2025-06-01")])
        let report = try CoverageFixture.evaluate([], gate: gate, today: "2025-06-01")
        let entry = try #require(report.entry("FEAT-ID-002"))
        #expect(entry.status == .waived)
        #expect(entry.note == "vendor SDK late")
        #expect(
            entry.waiver == WaiverRecord(reason: "vendor SDK late", owner: "ana", expires: "2025-06-01", expired: false)
        )
    }

    @Test("an expired waiver does not waive")
    func expiredWaiverDoesNotWaive() throws {
        let gate = GateSpec(
            product: "demo", waivers: [Waiver(id: "FEAT-ID-002", reason: "late", owner: "ana", expires: "2025-05-31")])
        let report = try CoverageFixture.evaluate([], gate: gate, today: "2025-06-01")
        let entry = try #require(report.entry("FEAT-ID-002"))
        #expect(entry.status == .uncovered)
        #expect(entry.waiver?.expired == true)
    }

    @Test("a waiver never downgrades a covered ID")
    func waiverKeepsCovered() throws {
        let gate = GateSpec(
            product: "demo", waivers: [Waiver(id: "FEAT-ID-001", reason: "r", owner: "o", expires: "2099-01-01")])
        let report = try CoverageFixture.evaluate(
            [CoverageFixture.check("path:1", CoverageFixture.fullFeature)], gate: gate)
        #expect(report.status("FEAT-ID-001") == .covered)
    }

    @Test("scope out and the policy's outOfScope patterns give out-of-scope, even with failing checks")
    func outOfScope() throws {
        let report = try CoverageFixture.evaluate([
            CoverageFixture.check("path:1", .failed, [("FEAT-ID-003", .success)])
        ])
        #expect(report.status("FEAT-ID-003") == .outOfScope)
        #expect(report.entry("FEAT-ID-003")?.note == "scope out: roadmap")
        #expect(report.status("JRN-R01") == .outOfScope)
        #expect(report.status("FEAT-XP-001") == .outOfScope)
        #expect(report.entry("FEAT-XP-001")?.note == "out of scope by policy (^FEAT-XP-)")
        #expect(report.status("FEAT-ID-002") != .outOfScope)
    }

    @Test("an ID referenced and matching a pattern but never defined is orphaned, with who references it")
    func orphaned() throws {
        let report = try CoverageFixture.evaluate([CoverageFixture.check("path:1", [("FEAT-QQ-123", .success)])])
        let entry = try #require(report.entry("FEAT-ZZ-999"))
        #expect(entry.status == .orphaned)
        #expect(entry.kind == "feature")
        #expect(entry.references == [ReferenceRecord(id: "JRN-P01", kind: "journey", field: "features")])
        let fromCheck = try #require(report.entry("FEAT-QQ-123"))
        #expect(fromCheck.status == .orphaned)
        #expect(fromCheck.references == [ReferenceRecord(id: "path:1", kind: "check", field: "evidence")])
    }

    @Test("every reported ID has exactly one entry, and unreported kinds are left out")
    func oneStatusPerID() throws {
        let report = try CoverageFixture.evaluate([CoverageFixture.check("path:1", CoverageFixture.fullFeature)])
        let ids = report.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        #expect(!ids.contains("MOD-IDENTITY"))
        #expect(!ids.contains("JRN-P01-S1"))
        #expect(!ids.contains("access"))
        #expect(ids.contains("EDGE-001"))
        #expect(report.entry("EDGE-001")?.kind == "edge")
    }
}
