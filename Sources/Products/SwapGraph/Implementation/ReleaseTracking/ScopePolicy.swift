/// A track's stop-gating policy (§17.5), e.g. Steam: prefix `ST-`, `gating: false`.
package struct ScopePolicy: Codable, Equatable, Sendable {
    /// The track, e.g. `steam`.
    package var trackID: String
    /// The task-ID prefix the policy covers, e.g. `ST-`.
    package var taskPrefix: String
    /// `false` excludes the track from gates, task completion and blockers.
    package var gating: Bool
    /// Why.
    package var reason: String

    /// Creates a policy.
    package init(trackID: String, taskPrefix: String, gating: Bool, reason: String) {
        self.trackID = trackID
        self.taskPrefix = taskPrefix
        self.gating = gating
        self.reason = reason
    }

    /// The canonical v2 Steam policy of §17.5.
    package static let steam = ScopePolicy(
        trackID: "steam", taskPrefix: "ST-", gating: false,
        reason: "Steam integration is parallel-track and excluded from v2 stop condition.")

    enum CodingKeys: String, CodingKey {
        case trackID = "track_id"
        case taskPrefix = "task_prefix"
        case gating, reason
    }
}
