import Foundation

/// `evaluate-stop-condition` (§18, §22): checks every stop condition over the tracker tree under a root and, on
/// pass with `--write-stop`, writes the §18.5 stop marker.
///
/// Usage: `[evaluate-stop-condition] [--write-stop --release-candidate <tag-or-sha>]`. Exit 0 only on pass, 1 on
/// any failure, 2 on a usage error (nothing evaluated, nothing written). Nothing is ever written on failure.
package enum StopEvaluator {
    /// The usage line printed with a usage error.
    package static let usage = "usage: evaluate-stop-condition [--write-stop --release-candidate <tag-or-sha>]"

    /// Parsed options.
    struct Options: Equatable {
        var writeStop = false
        var releaseCandidate: String?
    }

    /// Parses `arguments` (without the program name; a leading `evaluate-stop-condition` is skipped).
    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var args = arguments[...]
        if args.first == "evaluate-stop-condition" { args = args.dropFirst() }
        var options = Options()
        while let arg = args.popFirst() {
            switch arg {
            case "--write-stop":
                options.writeStop = true
            case "--release-candidate":
                guard let value = args.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                    return .failure(UsageError(message: "--release-candidate needs a tag or sha"))
                }
                options.releaseCandidate = value
            default:
                return .failure(UsageError(message: "unknown argument '\(arg)'"))
            }
        }
        if options.writeStop && options.releaseCandidate == nil {
            return .failure(UsageError(message: "--write-stop needs --release-candidate <tag-or-sha>"))
        }
        return .success(options)
    }

    /// A command-line mistake.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Runs the command in-process: returns what it prints and its exit code.
    package static func run(arguments: [String], root: URL, now: Date) -> (stdout: String, exitCode: Int32) {
        let options: Options
        switch parse(arguments) {
        case .failure(let error): return ("error: \(error.message)\n\(usage)\n", 2)
        case .success(let parsed): options = parsed
        }
        var evaluation = evaluate(root: root)
        if evaluation.pass, options.writeStop, let candidate = options.releaseCandidate {
            let marker = StopMarker(
                stoppedAt: ReleaseTimestamp.render(now), reason: StopMarker.standardReason,
                releaseCandidate: candidate, approvedBy: StopMarker.standardApprovers)
            if !write(marker, root: root) {
                evaluation = StopEvaluation(
                    failures: ["unwritable:\(TrackerPaths.stopMarker)"], missingFiles: [], nonDoneTasks: [],
                    openBlockers: [])
            }
        }
        return (evaluation.renderJSON(), evaluation.pass ? 0 : 1)
    }

    /// Evaluates the stop condition over the files under `root` (reads only).
    package static func evaluate(root: URL) -> StopEvaluation {
        var failures: [String] = []
        let missing = TrackerPaths.requiredFiles.filter { !exists($0, root: root) }
        failures += missing.map { "missing-file:\($0)" }

        let tracker: TaskTracker? = load(TrackerPaths.taskTracker, root: root, failures: &failures)
        let gates: GateStatusFile? = load(TrackerPaths.gateStatus, root: root, failures: &failures)
        let _: CheckRegistry? = load(TrackerPaths.checkRegistry, root: root, failures: &failures)

        if let gates {
            for id in GateStatusFile.stopGateIDs {
                let records = gates.records(id)
                if records.isEmpty {
                    failures.append("gate-missing:\(id)")
                } else if let bad = records.first(where: { $0.status != .pass }) {
                    failures.append("gate-not-pass:\(id) (status \(bad.status.rawValue))")
                }
            }
        }
        var nonDone: [String] = []
        var blockers: [String] = []
        if let tracker {
            for task in tracker.gatingTasks {
                if task.state != .done {
                    nonDone.append(task.taskID)
                    failures.append("task-not-done:\(task.taskID) (state \(task.state.rawValue))")
                }
                for issue in task.openIssues where issue.severity.isStopBlocking {
                    blockers.append(issue.issueID)
                    failures.append("blocker-open:\(issue.issueID) (\(issue.severity.rawValue) on \(task.taskID))")
                }
            }
        }
        return StopEvaluation(failures: failures, missingFiles: missing, nonDoneTasks: nonDone, openBlockers: blockers)
    }

    static func exists(_ path: String, root: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let found = FileManager.default.fileExists(
            atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
        return found && !isDirectory.boolValue
    }

    /// Decodes the file at `path`; an existing file that does not decode adds `unreadable:<path>`.
    static func load<T: Decodable>(_ path: String, root: URL, failures: inout [String]) -> T? {
        guard exists(path, root: root) else { return nil }
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
            let value = try? TrackerDecoding.decode(T.self, from: data)
        else {
            failures.append("unreadable:\(path)")
            return nil
        }
        return value
    }

    /// Writes the marker with sorted keys; `false` when the write fails.
    static func write(_ marker: StopMarker, root: URL) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let url = root.appendingPathComponent(TrackerPaths.stopMarker)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var data = try encoder.encode(marker)
            data.append(0x0A)
            try data.write(to: url)
            return true
        } catch {
            return false
        }
    }
}
