import Foundation

/// The task state machine of §16.2 with the evidence rules of §16.2, §16.6, §19 and §20.
///
/// A value: each step takes a tracker and returns an outcome; it reads artifacts under `root` (for §20.1) and
/// stamps `now`, nothing else. Every accepted step sets `last_updated_at`.
package struct TaskStateMachine: Sendable {
    /// The tracker root, for artifact checks.
    package let root: URL
    /// The injected clock.
    package let now: Date
    /// Max concurrent `in_progress` tasks per agent (§16.6).
    package var wipLimits: [String: Int]

    /// The §16.6 limits.
    package static let standardWIPLimits = ["ios-exec": 2, "web-exec": 2, "parity-integrator": 3]

    /// Creates a machine.
    package init(root: URL, now: Date, wipLimits: [String: Int] = TaskStateMachine.standardWIPLimits) {
        self.root = root
        self.now = now
        self.wipLimits = wipLimits
    }

    /// Takes one forward step, or refuses with the first failing rule.
    package func advance(_ tracker: TaskTracker, _ request: TransitionRequest) -> TransitionOutcome {
        guard let index = tracker.tasks.firstIndex(where: { $0.taskID == request.taskID }) else {
            return .refused(.unknownTask(request.taskID))
        }
        var task = tracker.tasks[index]
        guard task.state.next == request.target else {
            return .refused(.notNextState(from: task.state, to: request.target))
        }
        if let p0 = task.openIssues.first(where: { $0.severity == .p0 }) {
            return .refused(.openP0Blocker(issueID: p0.issueID))
        }
        if let refusal = guardStep(task, in: tracker, request) { return .refused(refusal) }
        let stamp = ReleaseTimestamp.render(now)
        switch request.target {
        case .inProgress:
            task.owner = request.owner ?? task.owner
            task.startedAt = stamp
        case .implemented:
            task.selfReviewNotes = request.selfReviewNote
        case .accepted:
            task.reviewer = request.reviewer
            task.reviewedAt = request.reviewedAt
        case .done:
            task.doneAt = stamp
        case .planned, .ready, .verified:
            break
        }
        task.state = request.target
        task.lastUpdatedAt = stamp
        var next = tracker
        next.tasks[index] = task
        return .applied(next)
    }

    /// The step-specific evidence rule, or `nil` when it holds.
    func guardStep(_ task: TrackedTask, in tracker: TaskTracker, _ request: TransitionRequest) -> TransitionRefusal? {
        switch request.target {
        case .ready:
            for dependency in task.dependsOn where tracker.task(dependency)?.state != .done {
                return .dependencyNotDone(dependency)
            }
            return task.checksRequired.isEmpty ? .noChecksMapped : nil
        case .inProgress:
            guard let owner = request.owner, !owner.isEmpty else { return .ownerMissing }
            guard let limit = wipLimits[owner] else { return .unknownOwner(owner) }
            let held = tracker.tasks.filter { $0.state == .inProgress && $0.owner == owner }.count
            return held >= limit ? .wipLimitReached(owner: owner, limit: limit) : nil
        case .implemented:
            let note = request.selfReviewNote?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return note.isEmpty ? .selfReviewMissing : nil
        case .verified:
            let validity = CheckValidity(root: root)
            for check in task.checksRequired {
                if let reason = validity.invalidity(ofCheck: check, in: task.checksPassed) {
                    return .checkNotValid(checkID: check, reason: reason)
                }
            }
            return nil
        case .accepted:
            guard let reviewer = request.reviewer, !reviewer.isEmpty else { return .reviewerMissing }
            guard ReleaseTimestamp.isValid(request.reviewedAt) else { return .reviewedAtInvalid }
            if let open = task.openIssues.first { return .openBlocker(issueID: open.issueID) }
            return nil
        case .done:
            if let p1 = task.openIssues.first(where: { $0.severity == .p1 }) {
                return .openP1Blocker(issueID: p1.issueID)
            }
            return nil
        case .planned:
            return nil
        }
    }

    /// A mapped check failed (§16.3, §19.3): an `implemented`, `verified` or `accepted` task goes back to
    /// `in_progress`, `issue` is appended, the check's earlier passes are dropped (a failing run supersedes them)
    /// and the review is cleared.
    package func failCheck(_ tracker: TaskTracker, taskID: String, issue: BlockingIssue) -> TransitionOutcome {
        guard let index = tracker.tasks.firstIndex(where: { $0.taskID == taskID }) else {
            return .refused(.unknownTask(taskID))
        }
        var task = tracker.tasks[index]
        guard [.implemented, .verified, .accepted].contains(task.state) else {
            return .refused(.notFailable(task.state))
        }
        guard task.checksRequired.contains(issue.checkID) else { return .refused(.checkNotMapped(issue.checkID)) }
        guard !task.blockingIssues.contains(where: { $0.issueID == issue.issueID }) else {
            return .refused(.duplicateIssue(issue.issueID))
        }
        task.state = .inProgress
        task.blockingIssues.append(issue)
        task.checksPassed.removeAll { $0.checkID == issue.checkID }
        task.reviewer = nil
        task.reviewedAt = nil
        task.lastUpdatedAt = ReleaseTimestamp.render(now)
        var next = tracker
        next.tasks[index] = task
        return .applied(next)
    }

    /// Marks an open issue on a task `resolved` (the state is unchanged).
    package func resolveIssue(_ tracker: TaskTracker, taskID: String, issueID: String) -> TransitionOutcome {
        guard let index = tracker.tasks.firstIndex(where: { $0.taskID == taskID }) else {
            return .refused(.unknownTask(taskID))
        }
        var task = tracker.tasks[index]
        guard let i = task.blockingIssues.firstIndex(where: { $0.issueID == issueID && $0.isOpen }) else {
            return .refused(.unknownIssue(issueID))
        }
        task.blockingIssues[i].status = .resolved
        task.lastUpdatedAt = ReleaseTimestamp.render(now)
        var next = tracker
        next.tasks[index] = task
        return .applied(next)
    }
}
