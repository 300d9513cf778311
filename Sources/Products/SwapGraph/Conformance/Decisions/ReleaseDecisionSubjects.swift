import Conformance
import Foundation
import SpecModel
import SwapGraph

/// Answers DT-GATE-STATUS with `GateStatusEvaluator.record(for:tracker:now:)` over a real tracker root: required
/// checks C1…C<requiredCount>, valid passes (artifacts written) for C1…C<validPasses> on a gating task, C1 failing
/// and/or an open P0 on C1 as asked. A non-gating `ST-` task with valid passes of every check and an open P0 on C1
/// rides along in every world: it must count for nothing (§17.5).
struct GateStatusDecisionSubject: DecisionSubject {
    static let table = "DT-GATE-STATUS"
    static let checks = ["C1", "C2", "C3"]
    static let stamp = "2026-03-04T12:00:00Z"

    /// The tracker root holding the passing artifacts.
    let root: URL
    /// The evaluator asked; a negative control plugs in an altered one.
    var evaluate: @Sendable (GateStatusEvaluator, GateDefinition, TaskTracker, Date) -> GateStatus = {
        evaluator, definition, tracker, now in
        evaluator.record(for: definition, tracker: tracker, now: now).status
    }

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sg-dt-gate-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("artifacts/checks")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for check in Self.checks {
            try? Data(#"{"pass": true}"#.utf8).write(to: folder.appendingPathComponent("\(check).json"))
        }
    }

    static func pass(_ check: String) -> CheckPass {
        CheckPass(checkID: check, command: "run \(check)", artifact: "artifacts/checks/\(check).json", passedAt: stamp)
    }

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard table == Self.table, let required = inputs.cellInt("requiredCount"),
            let passes = inputs.cellInt("validPasses"),
            let failing = inputs.cellBool("anyFailing"), let blocked = inputs.cellBool("p0Blocked"),
            (0...3).contains(required), (0...3).contains(passes),
            let now = ReleaseTimestamp.parse(Self.stamp)
        else { return nil }
        let p0 = BlockingIssue(issueID: "ISS-1", severity: .p0, checkID: "C1", summary: "release blocker")
        let gating = TrackedTask(
            taskID: "WEB-T001", platform: "web", owner: "web-exec-1", state: .implemented,
            checksRequired: Self.checks, checksPassed: Self.checks.prefix(passes).map(Self.pass),
            blockingIssues: blocked ? [p0] : [], lastUpdatedAt: Self.stamp)
        let steam = TrackedTask(
            taskID: "ST-T001", platform: "web", owner: "web-exec-2", state: .implemented, checksRequired: Self.checks,
            checksPassed: Self.checks.map(Self.pass),
            blockingIssues: [BlockingIssue(issueID: "ISS-9", severity: .p0, checkID: "C1", summary: "steam only")],
            lastUpdatedAt: Self.stamp)
        let tracker = TaskTracker(generatedAt: Self.stamp, tasks: [steam, gating])
        let definition = GateDefinition(
            gateID: "G4", requiredChecks: Array(Self.checks.prefix(required)), failingChecks: failing ? ["C1"] : [])
        return .string(evaluate(GateStatusEvaluator(root: root), definition, tracker, now).rawValue)
    }
}

/// Answers DT-HEALTH with `ProgressMetrics.compute(tracker:gates:).health`: a gate-status file with
/// G0…G<passGates−1> PASS and the rest IN_PROGRESS, and a gating task with `blockers` open P0/P1 issues; open P2,
/// resolved P0 and non-gating P0 issues ride along and must not count.
struct HealthDecisionSubject: DecisionSubject {
    static let table = "DT-HEALTH"
    static let stamp = "2026-03-04T12:00:00Z"

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard table == Self.table, let passGates = inputs.cellInt("passGates"),
            let blockers = inputs.cellInt("blockers"),
            (0...10).contains(passGates), blockers >= 0
        else { return nil }
        let gates = GateStatusFile.stopGateIDs.enumerated().map { index, id in
            GateRecord(
                gateID: id, status: index < passGates ? .pass : .inProgress, requiredChecks: ["C\(index)"],
                updatedAt: Self.stamp)
        }
        var issues = (0..<blockers).map { n in
            BlockingIssue(
                issueID: "ISS-\(n)", severity: n.isMultiple(of: 2) ? .p0 : .p1, checkID: "C1", summary: "blocker")
        }
        issues.append(BlockingIssue(issueID: "ISS-P2", severity: .p2, checkID: "C1", summary: "quality"))
        issues.append(
            BlockingIssue(issueID: "ISS-R", severity: .p0, checkID: "C1", summary: "fixed", status: .resolved))
        let gating = TrackedTask(
            taskID: "WEB-T001", platform: "web", owner: "web-exec-1", state: .inProgress, blockingIssues: issues,
            lastUpdatedAt: Self.stamp)
        let steam = TrackedTask(
            taskID: "ST-T001", platform: "web", owner: "web-exec-2", state: .inProgress,
            blockingIssues: [BlockingIssue(issueID: "ISS-S", severity: .p0, checkID: "C1", summary: "steam only")],
            lastUpdatedAt: Self.stamp)
        let metrics = ProgressMetrics.compute(
            tracker: TaskTracker(generatedAt: Self.stamp, tasks: [gating, steam]),
            gates: GateStatusFile(generatedAt: Self.stamp, gates: gates))
        return .string(metrics.health.rawValue)
    }
}
