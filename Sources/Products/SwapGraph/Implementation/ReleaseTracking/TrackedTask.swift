/// One row of the task tracker (§17.2), with the fields §19 and §21 use but the schema omits.
///
/// Readings for the unnamed fields: `started_at` (§19.1), `done_at` (§21.1), `reviewer` and `reviewed_at`
/// (§19.2 "reviewer name/timestamp"), `self_review_notes` (§16.2 "self-review notes"); all optional.
public struct TrackedTask: Codable, Equatable, Sendable {
    /// The task ID, e.g. `WEB-T021`; prefix `ST-` is the Steam track.
    public var taskID: String
    /// `web`, `ios` or another platform label.
    public var platform: String
    /// The implementation owner (agent ID).
    public var owner: String
    /// The state of §16.2.
    public var state: TaskState
    /// Task IDs that must be `done` before `planned → ready`.
    public var dependsOn: [String]
    /// The mapped check IDs.
    public var checksRequired: [String]
    /// Recorded passes.
    public var checksPassed: [CheckPass]
    /// Blocking issues, open or resolved.
    public var blockingIssues: [BlockingIssue]
    /// ISO-8601 time of the last change.
    public var lastUpdatedAt: String
    /// ISO-8601 time the task was claimed.
    public var startedAt: String?
    /// ISO-8601 time the task reached `done`.
    public var doneAt: String?
    /// The peer reviewer.
    public var reviewer: String?
    /// ISO-8601 time of the peer review.
    public var reviewedAt: String?
    /// The implementer's self-review notes.
    public var selfReviewNotes: String?

    /// Creates a task.
    public init(
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
    public var openIssues: [BlockingIssue] { blockingIssues.filter(\.isOpen) }

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
