import Foundation
import Testing

@testable import SwapGraph

@Suite("Release tracking: gate status (§20.2)")
struct GateStatusEvaluatorTests {
    let root = Release.makeRoot()
    var evaluator: GateStatusEvaluator { GateStatusEvaluator(root: root) }

    func tracker(_ tasks: TrackedTask...) -> TaskTracker { TaskTracker(generatedAt: "x", tasks: tasks) }

    @Test("§20.2 PASS iff at least one required check and every one has a valid pass")
    func pass() {
        let t = tracker(
            Release.task(
                "W", .done, checks: ["A", "B"], passes: [Release.pass("A", root: root), Release.pass("B", root: root)]))
        #expect(evaluator.status(requiredChecks: ["A", "B"], failingChecks: [], tracker: t) == .pass)
    }

    @Test("§20.2 reading: an empty gate is NOT_STARTED, never a vacuous PASS")
    func emptyGate() {
        #expect(evaluator.status(requiredChecks: [], failingChecks: [], tracker: tracker()) == .notStarted)
        #expect(evaluator.status(requiredChecks: [], failingChecks: ["A"], tracker: tracker()) == .notStarted)
    }

    @Test("§20.2 IN_PROGRESS when some but not all required checks are valid; NOT_STARTED when none")
    func partial() {
        var invalid = Release.pass("B", root: root)
        invalid.passedAt = "later"
        let t = tracker(
            Release.task("W", .implemented, checks: ["A", "B"], passes: [Release.pass("A", root: root), invalid]))
        #expect(evaluator.status(requiredChecks: ["A", "B"], failingChecks: [], tracker: t) == .inProgress)
        #expect(evaluator.status(requiredChecks: ["B", "C"], failingChecks: [], tracker: t) == .notStarted)
    }

    @Test("§20.2 FAIL when a required check is failing, even with a valid pass; unrelated failures do not count")
    func fail() {
        let t = tracker(Release.task("W", .done, checks: ["A"], passes: [Release.pass("A", root: root)]))
        #expect(evaluator.status(requiredChecks: ["A"], failingChecks: ["A"], tracker: t) == .fail)
        #expect(evaluator.status(requiredChecks: ["A"], failingChecks: ["Z"], tracker: t) == .pass)
    }

    @Test("§20.3 BLOCKED when an open P0 blocker names one of the gate's checks; FAIL takes precedence")
    func blocked() {
        let t = tracker(
            Release.task(
                "W", .inProgress, checks: ["A"], passes: [Release.pass("A", root: root)],
                issues: [Release.issue("I", .p0, check: "A")]))
        #expect(evaluator.status(requiredChecks: ["A"], failingChecks: [], tracker: t) == .blocked)
        #expect(evaluator.status(requiredChecks: ["A"], failingChecks: ["A"], tracker: t) == .fail)
        #expect(evaluator.status(requiredChecks: ["B"], failingChecks: [], tracker: t) == .notStarted)
    }

    @Test("§20.3 a P1 or resolved P0 does not block a gate")
    func notBlocked() {
        let t = tracker(
            Release.task(
                "W", .inProgress, checks: ["A"], passes: [Release.pass("A", root: root)],
                issues: [Release.issue("I", .p1, check: "A"), Release.issue("J", .p0, check: "A", status: .resolved)]))
        #expect(evaluator.status(requiredChecks: ["A"], failingChecks: [], tracker: t) == .pass)
    }

    @Test("§18.6 non-gating ST- tasks contribute no evidence and no blockers")
    func nonGating() {
        let evidence = tracker(Release.task("ST-1", .done, checks: ["A"], passes: [Release.pass("A", root: root)]))
        #expect(evaluator.status(requiredChecks: ["A"], failingChecks: [], tracker: evidence) == .notStarted)
        let blocker = tracker(
            Release.task("W", .done, checks: ["A"], passes: [Release.pass("A", root: root)]),
            Release.task("ST-1", .inProgress, checks: ["A"], issues: [Release.issue("I", .p0, check: "A")]))
        #expect(evaluator.status(requiredChecks: ["A"], failingChecks: [], tracker: blocker) == .pass)
    }

    @Test("§17.3 recomputing the fixture's gate file gives every gate PASS, sorted, stamped now")
    func recompute() {
        let fixture = ReleaseFixture.passing(now: Release.now)
        let root = Release.root()
        let file = GateStatusEvaluator(root: root).recompute(
            tracker: fixture.tracker, definitions: fixture.definitions.reversed(), now: Release.now)
        #expect(file.gates.map(\.gateID) == GateStatusFile.stopGateIDs)
        #expect(file.gates.allSatisfy { $0.status == .pass })
        #expect(file.generatedAt == "2026-03-04T12:00:00Z")
        #expect(file.gates.first?.evidence == ["artifacts/checks/sc-ds-01.json", "artifacts/checks/sc-ds-02.json"])
        var failing = fixture.definitions
        failing[3].failingChecks = ["SC-AN-01"]
        failing[4].requiredChecks = []
        let again = GateStatusEvaluator(root: root).recompute(
            tracker: fixture.tracker, definitions: failing, now: Release.now)
        #expect(again.gates[3].status == .fail)
        #expect(again.gates[3].failingChecks == ["SC-AN-01"])
        #expect(again.gates[4].status == .notStarted)
    }
}
