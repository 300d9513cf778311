/// Why the ``TaskStateMachine`` refused a step. ``code`` is a stable reason code.
package enum TransitionRefusal: Equatable, Sendable {
    /// No task with the ID in the tracker.
    case unknownTask(String)
    /// The target is not the single next state (skips, backward moves, moves from `done`; §16.2).
    case notNextState(from: TaskState, to: TaskState)
    /// An open P0 blocker on the task blocks every forward step (§20.3).
    case openP0Blocker(issueID: String)
    /// `planned → ready`: a dependency is not `done` (or is not in the tracker).
    case dependencyNotDone(String)
    /// `planned → ready`: no acceptance criteria mapped to check IDs.
    case noChecksMapped
    /// `ready → in_progress`: no owner given.
    case ownerMissing
    /// `ready → in_progress`: the owner is not one of the agents with a WIP limit (§16.1, §16.6).
    case unknownOwner(String)
    /// `ready → in_progress`: the owner already holds its limit of `in_progress` tasks (§16.6).
    case wipLimitReached(owner: String, limit: Int)
    /// `in_progress → implemented`: no self-review note.
    case selfReviewMissing
    /// `implemented → verified`: a mapped check has no valid pass per §20.1.
    case checkNotValid(checkID: String, reason: CheckInvalidity)
    /// `verified → accepted`: no reviewer.
    case reviewerMissing
    /// `verified → accepted`: `reviewed_at` missing or not ISO-8601.
    case reviewedAtInvalid
    /// `verified → accepted`: an open blocking issue on the task.
    case openBlocker(issueID: String)
    /// `accepted → done`: an open P1 blocker on the task (§20.3).
    case openP1Blocker(issueID: String)
    /// `failCheck`: the task is not `implemented`, `verified` or `accepted`.
    case notFailable(TaskState)
    /// `failCheck`: the check is not one of the task's mapped checks.
    case checkNotMapped(String)
    /// `failCheck`: an issue with that ID already exists on the task.
    case duplicateIssue(String)
    /// `resolveIssue`: no open issue with that ID on the task.
    case unknownIssue(String)

    /// The stable reason code, e.g. `dependency-not-done`.
    package var code: String {
        switch self {
        case .unknownTask: "unknown-task"
        case .notNextState: "not-next-state"
        case .openP0Blocker: "open-p0-blocker"
        case .dependencyNotDone: "dependency-not-done"
        case .noChecksMapped: "no-checks-mapped"
        case .ownerMissing: "owner-missing"
        case .unknownOwner: "unknown-owner"
        case .wipLimitReached: "wip-limit-reached"
        case .selfReviewMissing: "self-review-missing"
        case .checkNotValid: "check-not-valid"
        case .reviewerMissing: "reviewer-missing"
        case .reviewedAtInvalid: "reviewed-at-invalid"
        case .openBlocker: "open-blocker"
        case .openP1Blocker: "open-p1-blocker"
        case .notFailable: "not-failable"
        case .checkNotMapped: "check-not-mapped"
        case .duplicateIssue: "duplicate-issue"
        case .unknownIssue: "unknown-issue"
        }
    }
}
