import Foundation

/// `daily-status` (§19.4, §21): the parity-integrator's end-of-day digest, computed from the tracker tree under a
/// root: the §21.1 metrics, the §21.2 health and the §21.3 forecast against the target date, with the mitigation
/// notice the document requires when the projection slips too far. Reads only; the caller publishes the Markdown
/// at ``TrackerPaths/dailyStatus``.
package enum DailyStatus {
    /// What the digest reports.
    package struct Report: Equatable, Sendable {
        /// The §21.1 metrics over the gating tasks and the gate-status file.
        package var metrics: ProgressMetrics
        /// The §21.3 forecast at the report's time against the target.
        package var forecast: Forecast
        /// Gating tasks with an open P0 or P1 issue, by ID.
        package var blockedTasks: [String]
        /// The digest, Markdown.
        package var markdown: String
    }

    /// Computes the digest at `now` against the `target` completion date; a tracker or gate-status file that is
    /// missing or does not decode is refused, naming it.
    package static func compute(root: URL, now: Date, target: Date) throws(TrackerDecodingError) -> Report {
        let tracker = try read(TaskTracker.self, TrackerPaths.taskTracker, root: root)
        let gates = try read(GateStatusFile.self, TrackerPaths.gateStatus, root: root)
        let metrics = ProgressMetrics.compute(tracker: tracker, gates: gates)
        let forecast = Forecast.compute(tracker: tracker, now: now, target: target)
        let blocked = tracker.gatingTasks.filter { task in task.openIssues.contains { $0.severity.isStopBlocking } }
            .map(\.taskID).sorted()
        return Report(
            metrics: metrics, forecast: forecast, blockedTasks: blocked,
            markdown: render(metrics, forecast, blocked: blocked, tracker: tracker, now: now, target: target))
    }

    static func read<T: Decodable>(_ type: T.Type, _ path: String, root: URL) throws(TrackerDecodingError) -> T {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            throw TrackerDecodingError(field: "", message: "\(path) is missing")
        }
        do {
            return try TrackerDecoding.decode(type, from: data)
        } catch {
            throw TrackerDecodingError(field: error.field, message: "\(path): \(error.message)")
        }
    }

    static func render(
        _ m: ProgressMetrics, _ f: Forecast, blocked: [String], tracker: TaskTracker, now: Date, target: Date
    ) -> String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }
        var lines = [
            "# v2 daily status \(ReleaseTimestamp.render(now))", "",
            "## Metrics", "",
            "- task completion: \(percent(m.taskCompletionPercent)) (\(m.doneTasks)/\(m.totalTasks))",
            "- verification completion: \(percent(m.verificationCompletionPercent))",
            "- gate completion: \(percent(m.gateCompletionPercent)) (\(m.passGates) PASS)",
            "- blockers: \(m.blockerCount)",
            "- mean task cycle time: " + (m.meanCycleTime.map { String(format: "%.1f h", $0 / 3_600) } ?? "n/a"),
            "- health: \(m.health.rawValue)", "",
            "## Forecast", "",
            "- remaining tasks: \(f.remainingTasks)",
            "- trailing done rate: " + String(format: "%.2f", f.trailingDoneRate) + " per day",
            "- projected completion: "
                + (f.projectedCompletion.map(ReleaseTimestamp.render) ?? "none (no recent pace)"),
            "- target: \(ReleaseTimestamp.render(target))",
        ]
        if let slip = f.slipWorkingDays { lines.append("- slip: \(slip) working day(s)") }
        if f.mitigationRequired {
            lines += ["", "**Mitigation plan required**: the projection slips past the target."]
        }
        lines += ["", "## Tasks blocked", ""] + (blocked.isEmpty ? ["- none"] : blocked.map { "- \($0)" })
        let nonGating = tracker.tasks.filter { !tracker.isGating($0.taskID) }
        lines +=
            ["", "## Non-gating work", ""]
            + (nonGating.isEmpty ? ["- none"] : nonGating.map { "- \($0.taskID): \($0.state.rawValue)" })
        return lines.joined(separator: "\n") + "\n"
    }
}
