import Conformance
import Foundation
import SpecModel
import SwapGraph

/// LC-12 through the implementation's ``TaskStateMachine`` on a small tracker world: one web-exec task under
/// test (`WEB-T001`, depending on `WEB-T000`, mapped to check `WEB-CHK-01`), real artifact files under a fresh
/// tracker root, and other web-exec tasks the environment starts. The machine's WIP limit is the implementation's.
struct TaskScript: MachineScript {
    static let machine = "task"
    static let taskID = "WEB-T001"
    static let dependencyID = "WEB-T000"
    static let checkID = "WEB-CHK-01"
    static let owner = "web-exec"

    let root: URL
    var tracker: TaskTracker
    var issues = 0
    var others = 0

    init(context: JSONValue, now: Date) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("swapgraph-task-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("artifacts"), withIntermediateDirectories: true)
        let stamp = ReleaseTimestamp.render(now)
        let dependency = TrackedTask(
            taskID: Self.dependencyID, platform: "web", owner: Self.owner, state: .verified, dependsOn: [],
            checksRequired: [Self.checkID],
            checksPassed: [], blockingIssues: [], lastUpdatedAt: stamp)
        let task = TrackedTask(
            taskID: Self.taskID, platform: "web", owner: Self.owner, state: .planned, dependsOn: [Self.dependencyID],
            checksRequired: [Self.checkID], checksPassed: [], blockingIssues: [], lastUpdatedAt: stamp)
        tracker = TaskTracker(generatedAt: stamp, tasks: [dependency, task])
    }

    private var task: TrackedTask {
        guard let task = tracker.task(Self.taskID) else { preconditionFailure("the tracker holds the script's task") }
        return task
    }

    private mutating func request(
        _ target: TaskState?, now: Date, owner: String? = nil, note: String? = nil, reviewer: String? = nil
    ) {
        guard let target else { return }
        let request = TransitionRequest(
            taskID: Self.taskID, target: target, owner: owner, selfReviewNote: note, reviewer: reviewer,
            reviewedAt: reviewer == nil ? nil : ReleaseTimestamp.render(now))
        if case .applied(let next) = TaskStateMachine(root: root, now: now).advance(tracker, request) { tracker = next }
    }

    private mutating func edit(_ id: String, _ change: (inout TrackedTask) -> Void) {
        guard let index = tracker.tasks.firstIndex(where: { $0.taskID == id }) else { return }
        change(&tracker.tasks[index])
    }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        let stamp = ReleaseTimestamp.render(now)
        switch event {
        case "ready": request(.ready, now: now)
        case "start": request(.inProgress, now: now, owner: Self.owner)
        case "implement": request(.implemented, now: now, note: "self-review: diff read, tests added")
        case "implement_unreviewed": request(.implemented, now: now)
        case "verify": request(.verified, now: now)
        case "accept": request(.accepted, now: now, reviewer: "parity-integrator")
        case "accept_unreviewed": request(.accepted, now: now)
        case "complete": request(.done, now: now)
        case "skip":
            let all = TaskState.allCases
            guard let position = all.firstIndex(of: task.state) else {
                preconditionFailure("allCases holds every state")
            }
            let index = position + 2
            request(
                index < all.count ? all[index] : nil, now: now, owner: Self.owner, note: "notes",
                reviewer: "parity-integrator")
        case "fail_check":
            issues += 1
            let issue = BlockingIssue(
                issueID: "ISS-\(issues)", severity: .p2, checkID: Self.checkID, summary: "mapped check failed")
            if case .applied(let next) = TaskStateMachine(root: root, now: now).failCheck(
                tracker, taskID: Self.taskID, issue: issue)
            {
                tracker = next
            }
        case "resolve_issue":
            let open = task.openIssues.last?.issueID ?? "ISS-0"
            if case .applied(let next) = TaskStateMachine(root: root, now: now).resolveIssue(
                tracker, taskID: Self.taskID, issueID: open)
            {
                tracker = next
            }
        case "dependency_done":
            edit(Self.dependencyID) {
                $0.state = .done
                $0.doneAt = stamp
            }
        case "check_passed":
            let path = "artifacts/\(Self.checkID)-\(task.checksPassed.count).json"
            try Data(#"{"pass": true}"#.utf8).write(to: root.appendingPathComponent(path))
            edit(Self.taskID) {
                $0.checksPassed.append(
                    CheckPass(checkID: Self.checkID, command: "npm run check", artifact: path, passedAt: stamp))
            }
        case "other_started":
            others += 1
            tracker.tasks.append(
                TrackedTask(
                    taskID: String(format: "WEB-T%03d", 100 + others), platform: "web", owner: Self.owner,
                    state: .inProgress, dependsOn: [],
                    checksRequired: [Self.checkID], checksPassed: [], blockingIssues: [], lastUpdatedAt: stamp,
                    startedAt: stamp))
        default: throw unknown(event, Self.machine)
        }
    }

    var state: String { task.state.rawValue }

    /// The world's facts, read from the tracker: what the machine's outputs assert.
    var outputs: [String: JSONValue] {
        let validity = CheckValidity(root: root)
        return [
            "dependencyDone": .bool(tracker.task(Self.dependencyID)?.state == .done),
            "hasValidPass": .bool(task.checksPassed.contains { $0.checkID == Self.checkID && validity.isValid($0) }),
            "othersInProgress": .int(
                tracker.tasks.filter { $0.taskID != Self.taskID && $0.state == .inProgress }.count),
            "openIssues": .int(task.openIssues.count),
        ]
    }
}
