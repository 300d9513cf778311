import Foundation
import Testing

@testable import SwapGraph

@Suite("Release tracking: progress, health and forecast (§21)")
struct ProgressMetricsTests {
    @Test("§21.1 metrics of the passing fixture: all done, 100% gates, no blockers; ST- excluded")
    func fixtureMetrics() {
        let f = ReleaseFixture.passing(now: Release.now)
        let m = ProgressMetrics.compute(tracker: f.tracker, gates: f.gates)
        #expect(m.totalTasks == 10)
        #expect(m.taskCompletionPercent == 100)
        #expect(m.verificationCompletionPercent == 100)
        #expect(m.gateCompletionPercent == 100)
        #expect(m.blockerCount == 0)
        #expect(m.health == .green)
    }

    @Test("§21.1 task %, verification %, gate %, blocker count and mean cycle time")
    func formulas() {
        var a = Release.task(
            "A", .done,
            issues: [Release.issue("I0", .p0), Release.issue("I2", .p2), Release.issue("R", .p1, status: .resolved)])
        a.startedAt = "2026-03-01T00:00:00Z"
        a.doneAt = "2026-03-02T00:00:00Z"
        var b = Release.task("B", .done, issues: [Release.issue("I1", .p1)])
        b.startedAt = "2026-03-01T00:00:00Z"
        b.doneAt = "2026-03-04T00:00:00Z"
        let tasks = [
            a, b, Release.task("C", .verified), Release.task("D", .inProgress),
            Release.task("ST-9", .planned, issues: [Release.issue("S", .p0)]),
        ]
        let gates = GateStatusFile(
            generatedAt: "x",
            gates: [
                GateRecord(gateID: "G0", status: .pass, requiredChecks: ["A"], updatedAt: "x"),
                GateRecord(gateID: "G1", status: .pass, requiredChecks: ["A"], updatedAt: "x"),
                GateRecord(gateID: "G2", status: .fail, requiredChecks: ["A"], updatedAt: "x"),
                GateRecord(gateID: "G11", status: .pass, requiredChecks: ["A"], updatedAt: "x"),
            ])
        let m = ProgressMetrics.compute(tracker: TaskTracker(generatedAt: "x", tasks: tasks), gates: gates)
        #expect(m.taskCompletionPercent == 50)
        #expect(m.verificationCompletionPercent == 75)
        #expect(m.gateCompletionPercent == 20)
        #expect(m.blockerCount == 2)
        #expect(abs((m.meanCycleTime ?? 0) - 2 * 86_400) < 0.001)
        #expect(m.health == .red)
    }

    @Test("§21.1 with no tasks the task percentages are 0 and there is no cycle time")
    func empty() {
        let m = ProgressMetrics.compute(
            tracker: TaskTracker(generatedAt: "x", tasks: []), gates: GateStatusFile(generatedAt: "x", gates: []))
        #expect(m.taskCompletionPercent == 0)
        #expect(m.meanCycleTime == nil)
    }

    @Test("§21.2 health at the 50% and 80% boundaries")
    func thresholds() {
        #expect(HealthStatus.evaluate(gateCompletionPercent: 40, blockers: 0) == .red)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 49.9, blockers: 0) == .red)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 50, blockers: 0) == .yellow)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 70, blockers: 0) == .yellow)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 79.9, blockers: 0) == .yellow)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 80, blockers: 0) == .green)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 100, blockers: 0) == .green)
    }

    @Test("§21.2 blockers: one is YELLOW even at 100%, two or more is RED; RED takes precedence")
    func blockers() {
        #expect(HealthStatus.evaluate(gateCompletionPercent: 100, blockers: 1) == .yellow)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 100, blockers: 2) == .red)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 40, blockers: 1) == .red)
        #expect(HealthStatus.evaluate(gateCompletionPercent: 60, blockers: 1) == .yellow)
    }

    func tracker(done: [String], remaining: Int) -> TaskTracker {
        var tasks: [TrackedTask] = done.enumerated().map { i, at in
            var t = Release.task("D\(i)", .done)
            t.doneAt = at
            return t
        }
        tasks += (0..<remaining).map { Release.task("R\($0)", .ready) }
        return TaskTracker(generatedAt: "x", tasks: tasks)
    }

    @Test("§21.3 projection = remaining / trailing 5-day done rate")
    func projection() {
        // 5 done in the window → 1 per day; 2 remaining → 2 days from now (Friday).
        let t = tracker(
            done: [
                "2026-03-04T10:00:00Z", "2026-03-03T10:00:00Z", "2026-03-02T10:00:00Z", "2026-03-01T10:00:00Z",
                "2026-02-28T13:00:00Z", "2026-02-20T00:00:00Z",
            ], remaining: 2)
        let f = Forecast.compute(tracker: t, now: Release.now, target: ReleaseTimestamp.parse("2026-03-06T00:00:00Z")!)
        #expect(f.trailingDoneRate == 1)
        #expect(f.remainingTasks == 2)
        #expect(f.projectedCompletion == ReleaseTimestamp.parse("2026-03-06T12:00:00Z"))
        #expect(f.slipWorkingDays == 0)
        #expect(!f.mitigationRequired)
    }

    @Test("§21.3 a slip of more than 3 working days requires mitigation; exactly 3 does not")
    func slip() {
        // 1 done in the window → 0.2 per day; remaining 4 → 20 days → 2026-03-24 (Tuesday).
        let t = tracker(done: ["2026-03-03T10:00:00Z"], remaining: 4)
        let threeDays = Forecast.compute(
            tracker: t, now: Release.now, target: ReleaseTimestamp.parse("2026-03-19T00:00:00Z")!)
        #expect(threeDays.slipWorkingDays == 3)  // Fri 20, Mon 23, Tue 24
        #expect(!threeDays.mitigationRequired)
        let fourDays = Forecast.compute(
            tracker: t, now: Release.now, target: ReleaseTimestamp.parse("2026-03-18T00:00:00Z")!)
        #expect(fourDays.slipWorkingDays == 4)
        #expect(fourDays.mitigationRequired)
    }

    @Test("§21.3 no done tasks in the window: no projection, mitigation required")
    func zeroRate() {
        let f = Forecast.compute(
            tracker: tracker(done: ["2026-02-01T00:00:00Z"], remaining: 1), now: Release.now, target: Release.now)
        #expect(f.projectedCompletion == nil)
        #expect(f.mitigationRequired)
        let finished = Forecast.compute(tracker: tracker(done: [], remaining: 0), now: Release.now, target: Release.now)
        #expect(!finished.mitigationRequired)
    }
}
