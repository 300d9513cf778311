/// `artifacts/progress/v2-task-tracker.json` (§17.2, §17.5): the source of truth for task states.
///
/// Reading: `scope_policies` is mandatory by §17.5 but absent from the §17.2 example, so a missing key decodes
/// as no policies (every task gating).
package struct TaskTracker: Codable, Equatable, Sendable {
    /// ISO-8601 generation time.
    package var generatedAt: String
    /// Every task, gating or not.
    package var tasks: [TrackedTask]
    /// Non-gating track policies.
    package var scopePolicies: [ScopePolicy]

    /// Creates a tracker.
    package init(generatedAt: String, tasks: [TrackedTask], scopePolicies: [ScopePolicy] = [.steam]) {
        self.generatedAt = generatedAt
        self.tasks = tasks
        self.scopePolicies = scopePolicies
    }

    /// Decodes a tracker; `scope_policies` defaults to empty.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        generatedAt = try c.decode(String.self, forKey: .generatedAt)
        tasks = try c.decode([TrackedTask].self, forKey: .tasks)
        scopePolicies = try c.decodeIfPresent([ScopePolicy].self, forKey: .scopePolicies) ?? []
    }

    /// Whether `taskID` counts for gates, task completion and blockers: no policy with `gating: false` has a
    /// prefix of it (§17.5, §18.6).
    package func isGating(_ taskID: String) -> Bool {
        !scopePolicies.contains { !$0.gating && taskID.hasPrefix($0.taskPrefix) }
    }

    /// The gating tasks, in file order.
    package var gatingTasks: [TrackedTask] { tasks.filter { isGating($0.taskID) } }

    /// The task with `taskID`, if any (the first when duplicated).
    package func task(_ taskID: String) -> TrackedTask? { tasks.first { $0.taskID == taskID } }

    enum CodingKeys: String, CodingKey {
        case generatedAt = "generated_at"
        case tasks
        case scopePolicies = "scope_policies"
    }
}
