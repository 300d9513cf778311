import Foundation

/// A complete, passing release-tracking tree, for tests: every gate `G0`…`G9` PASS (and consistent with the
/// tracker evidence), every gating task `done` with valid §20.1 passes, one non-gating `ST-` task in progress,
/// every required file present. Break one thing, then ``write(to:)``.
///
/// The gate → check assignment is the fixture's own (the document maps checks only to G2, G4, G5 and G7).
package struct ReleaseFixture: Sendable {
    /// The task tracker.
    package var tracker: TaskTracker
    /// The gate-status file.
    package var gates: GateStatusFile
    /// The check registry.
    package var registry: CheckRegistry
    /// The gate definitions matching ``gates``.
    package var definitions: [GateDefinition]
    /// Every other file to write, by root-relative path (artifacts, daily status, release evidence).
    package var files: [String: String]

    /// The fixture's gate → checks assignment.
    package static let gateChecks: [(gate: String, task: String, owner: String, checks: [String])] = [
        ("G0", "WEB-T020", "web-exec", ["SC-DS-01", "SC-DS-02"]),
        ("G1", "WEB-T021", "web-exec", ["SC-API-01", "SC-API-03", "SC-API-04"]),
        (
            "G2", "IOS-T030", "ios-exec",
            ["SC-UX-01", "SC-UX-02", "SC-UX-03", "SC-UX-04", "SC-UX-05", "SC-UX-06", "SC-UX-07"]
        ),
        ("G3", "WEB-T022", "web-exec", ["SC-AN-01", "SC-AN-02"]),
        ("G4", "IOS-T031", "ios-exec", ["SC-AX-04"]),
        ("G5", "WEB-T023", "web-exec", ["SC-PF-04"]),
        ("G6", "IOS-T032", "ios-exec", ["SC-RL-01", "SC-RL-03"]),
        ("G7", "WEB-T024", "web-exec", ["SC-RL-04"]),
        ("G8", "PAR-T001", "parity-integrator", (1...12).map { String(format: "PC-%02d", $0) }),
        ("G9", "PAR-T002", "parity-integrator", ["SC-RR-03"]),
    ]

    /// The artifact path the fixture records for `checkID`.
    package static func artifactPath(_ checkID: String) -> String { "artifacts/checks/\(checkID.lowercased()).json" }

    /// The passing fixture, timestamped relative to `now`.
    package static func passing(now: Date) -> ReleaseFixture {
        let stamp = ReleaseTimestamp.render(now)
        func ago(_ days: Double) -> String { ReleaseTimestamp.render(now.addingTimeInterval(-days * 86_400)) }
        var tasks: [TrackedTask] = []
        var records: [GateRecord] = []
        var definitions: [GateDefinition] = []
        var registry: [CheckRegistry.Entry] = []
        var files: [String: String] = [:]
        for (i, row) in gateChecks.enumerated() {
            let platform = row.task.hasPrefix("IOS") ? "ios" : row.task.hasPrefix("WEB") ? "web" : "parity"
            let passes = row.checks.map { check in
                let command = "run \(check.lowercased())"
                registry.append(.init(checkID: check, platform: platform, command: command, owner: row.owner))
                files[artifactPath(check)] = "{\"check_id\":\"\(check)\",\"pass\":true}\n"
                return CheckPass(checkID: check, command: command, artifact: artifactPath(check), passedAt: ago(1))
            }
            tasks.append(
                TrackedTask(
                    taskID: row.task, platform: platform, owner: row.owner, state: .done,
                    dependsOn: i == 0 ? [] : [gateChecks[i - 1].task], checksRequired: row.checks, checksPassed: passes,
                    lastUpdatedAt: ago(0.5), startedAt: ago(Double(3 + i % 3)), doneAt: ago(Double(i % 3)),
                    reviewer: "parity-integrator", reviewedAt: ago(0.5), selfReviewNotes: "scoped slice only"))
            records.append(
                GateRecord(
                    gateID: row.gate, status: .pass, requiredChecks: row.checks, evidence: row.checks.map(artifactPath),
                    updatedAt: stamp))
            definitions.append(GateDefinition(gateID: row.gate, requiredChecks: row.checks))
        }
        tasks.append(
            TrackedTask(
                taskID: "ST-T001", platform: "steam", owner: "web-exec", state: .inProgress,
                checksRequired: ["SC-ST-01"], lastUpdatedAt: stamp, startedAt: ago(1)))
        files[TrackerPaths.dailyStatus] = "# v2 daily status\n\nAll gates PASS.\n"
        for path in TrackerPaths.releaseFiles {
            files[path] = path.hasSuffix(".json") ? "{\"pass\":true}\n" : "# v2 release notes\n"
        }
        return ReleaseFixture(
            tracker: TaskTracker(generatedAt: stamp, tasks: tasks, scopePolicies: [.steam]),
            gates: GateStatusFile(generatedAt: stamp, gates: records), registry: CheckRegistry(checks: registry),
            definitions: definitions, files: files)
    }

    /// Applies `change` to the task with `taskID` (no-op when absent).
    package mutating func updateTask(_ taskID: String, _ change: (inout TrackedTask) -> Void) {
        guard let i = tracker.tasks.firstIndex(where: { $0.taskID == taskID }) else { return }
        change(&tracker.tasks[i])
    }

    /// Applies `change` to the record of `gateID` (no-op when absent).
    package mutating func updateGate(_ gateID: String, _ change: (inout GateRecord) -> Void) {
        guard let i = gates.gates.firstIndex(where: { $0.gateID == gateID }) else { return }
        change(&gates.gates[i])
    }

    /// Writes the tree under `root`: the three tracker JSON files (sorted keys) and every entry of ``files``.
    package func write(to root: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try Self.put(encoder.encode(tracker), TrackerPaths.taskTracker, root)
        try Self.put(encoder.encode(gates), TrackerPaths.gateStatus, root)
        try Self.put(encoder.encode(registry), TrackerPaths.checkRegistry, root)
        for (path, text) in files { try Self.put(Data(text.utf8), path, root) }
    }

    /// Writes `data` at `path` under `root`, creating directories.
    package static func put(_ data: Data, _ path: String, _ root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
