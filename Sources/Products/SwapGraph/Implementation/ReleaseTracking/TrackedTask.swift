/// One row of the task tracker (§17.2), with the fields §19 and §21 use but the schema omits.
///
/// Readings for the unnamed fields: `started_at` (§19.1), `done_at` (§21.1), `reviewer` and `reviewed_at`
/// (§19.2 "reviewer name/timestamp"), `self_review_notes` (§16.2 "self-review notes"); all optional.
package struct TrackedTask: Codable, Equatable, Sendable {
    /// The task ID, e.g. `WEB-T021`; prefix `ST-` is the Steam track.
    package var taskID: String
    /// `web`, `ios` or another platform label.
    package var platform: String
    /// The implementation owner (agent ID).
    package var owner: String
    /// The state of §16.2.
    package var state: TaskState
    /// Task IDs that must be `done` before `planned → ready`.
    package var dependsOn: [String]
    /// The mapped check IDs.
    package var checksRequired: [String]
    /// Recorded passes.
    package var checksPassed: [CheckPass]
    /// Blocking issues, open or resolved.
    package var blockingIssues: [BlockingIssue]
    /// ISO-8601 time of the last change.
    package var lastUpdatedAt: String
    /// ISO-8601 time the task was claimed.
    package var startedAt: String?
    /// ISO-8601 time the task reached `done`.
    package var doneAt: String?
    /// The peer reviewer.
    package var reviewer: String?
    /// ISO-8601 time of the peer review.
    package var reviewedAt: String?
    /// The implementer's self-review notes.
    package var selfReviewNotes: String?

    /// Creates a task.
    package init(
        taskID: String, platform: String, owner: String, state: TaskState, dependsOn: [String] = [],
        checksRequired: [String] = [], checksPassed: [CheckPass] = [], blockingIssues: [BlockingIssue] = [],
        lastUpdatedAt: String, startedAt: String? = nil, doneAt: String? = nil, reviewer: String? = nil,
        reviewedAt: String? = nil, selfReviewNotes: String? = nil
    ) {
        self.taskID = taskID
        self.platform = platform
        self.owner = owner
        self.state = state
        self.dependsOn = dependsOn
        self.checksRequired = checksRequired
        self.checksPassed = checksPassed
        self.blockingIssues = blockingIssues
        self.lastUpdatedAt = lastUpdatedAt
        self.startedAt = startedAt
        self.doneAt = doneAt
        self.reviewer = reviewer
        self.reviewedAt = reviewedAt
        self.selfReviewNotes = selfReviewNotes
    }

    /// The open blocking issues.
    package var openIssues: [BlockingIssue] { blockingIssues.filter(\.isOpen) }

    enum CodingKeys: String, CodingKey {
        case taskID = "task_id"
        case platform, owner, state
        case dependsOn = "depends_on"
        case checksRequired = "checks_required"
        case checksPassed = "checks_passed"
        case blockingIssues = "blocking_issues"
        case lastUpdatedAt = "last_updated_at"
        case startedAt = "started_at"
        case doneAt = "done_at"
        case reviewer
        case reviewedAt = "reviewed_at"
        case selfReviewNotes = "self_review_notes"
    }
}
