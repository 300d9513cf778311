import Foundation

/// The §21.1 metrics, computed from the tracker and the gate-status file.
///
/// Readings: totals count gating tasks only (non-gating tracks are reported separately, §18.6); with no tasks
/// the task percentages are 0; gate completion counts distinct gates `G0`…`G9` whose every record is `PASS`,
/// over 10; the cycle time averages `done_at − started_at` over `done` tasks with both timestamps valid.
package struct ProgressMetrics: Equatable, Sendable {
    /// Gating tasks.
    package var totalTasks: Int
    /// Gating tasks in `done`.
    package var doneTasks: Int
    /// Gating tasks in `verified`, `accepted` or `done`.
    package var verifiedOrDoneTasks: Int
    /// Gates among `G0`…`G9` that are `PASS`.
    package var passGates: Int
    /// Open P0 + open P1 issues on gating tasks.
    package var blockerCount: Int
    /// Mean `done_at − started_at` in seconds, `nil` with no measurable task.
    package var meanCycleTime: TimeInterval?

    /// `done / total × 100`.
    package var taskCompletionPercent: Double { Self.percent(doneTasks, totalTasks) }
    /// `verified_or_done / total × 100`.
    package var verificationCompletionPercent: Double { Self.percent(verifiedOrDoneTasks, totalTasks) }
    /// `pass_gates / 10 × 100`.
    package var gateCompletionPercent: Double { Double(passGates) * 10 }
    /// §21.2 health.
    package var health: HealthStatus { HealthStatus.evaluate(self) }

    /// Creates metrics from counts.
    package init(
        totalTasks: Int, doneTasks: Int, verifiedOrDoneTasks: Int, passGates: Int, blockerCount: Int,
        meanCycleTime: TimeInterval?
    ) {
        self.totalTasks = totalTasks
        self.doneTasks = doneTasks
        self.verifiedOrDoneTasks = verifiedOrDoneTasks
        self.passGates = passGates
        self.blockerCount = blockerCount
        self.meanCycleTime = meanCycleTime
    }

    /// Computes the metrics.
    package static func compute(tracker: TaskTracker, gates: GateStatusFile) -> ProgressMetrics {
        let tasks = tracker.gatingTasks
        let done = tasks.filter { $0.state == .done }
        let verifiedOrDone = tasks.filter { [.verified, .accepted, .done].contains($0.state) }
        let passGates = GateStatusFile.stopGateIDs.filter { id in
            let records = gates.records(id)
            return !records.isEmpty && records.allSatisfy { $0.status == .pass }
        }
        let blockers = tasks.flatMap(\.openIssues).filter(\.severity.isStopBlocking).count
        let cycles: [TimeInterval] = done.compactMap { task in
            guard let start = task.startedAt.flatMap(ReleaseTimestamp.parse),
                let end = task.doneAt.flatMap(ReleaseTimestamp.parse)
            else { return nil }
            return end.timeIntervalSince(start)
        }
        return ProgressMetrics(
            totalTasks: tasks.count, doneTasks: done.count, verifiedOrDoneTasks: verifiedOrDone.count,
            passGates: passGates.count, blockerCount: blockers,
            meanCycleTime: cycles.isEmpty ? nil : cycles.reduce(0, +) / Double(cycles.count))
    }

    static func percent(_ part: Int, _ whole: Int) -> Double {
        whole == 0 ? 0 : Double(part) * 100 / Double(whole)
    }
}
