/// What a caller supplies for one forward step; only the fields the step needs are read.
package struct TransitionRequest: Equatable, Sendable {
    /// The task to move.
    package var taskID: String
    /// The state to move it to (must be the next one).
    package var target: TaskState
    /// `ready → in_progress`: the claiming agent.
    package var owner: String?
    /// `in_progress → implemented`: the self-review note.
    package var selfReviewNote: String?
    /// `verified → accepted`: the peer reviewer.
    package var reviewer: String?
    /// `verified → accepted`: ISO-8601 review time.
    package var reviewedAt: String?

    /// Creates a request.
    package init(
        taskID: String, target: TaskState, owner: String? = nil, selfReviewNote: String? = nil,
        reviewer: String? = nil, reviewedAt: String? = nil
    ) {
        self.taskID = taskID
        self.target = target
        self.owner = owner
        self.selfReviewNote = selfReviewNote
        self.reviewer = reviewer
        self.reviewedAt = reviewedAt
    }
}
