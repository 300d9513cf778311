/// What a statechart state does when it is entered or exited (`onEntry`, `onExit`): its assignments, evaluated
/// together against the context before them and then written, then its emitted events.
public struct StateActions: Hashable, Sendable {
    /// Assignments: context field → expression source, in document order.
    public var assignments: [Assignment]
    public var emits: [EmittedEvent]
    public var origin: Origin

    public init(assignments: [Assignment] = [], emits: [EmittedEvent] = [], origin: Origin = .synthetic()) {
        self.assignments = assignments
        self.emits = emits
        self.origin = origin
    }
}

/// How much of its parent a history state remembers (SCXML's `type` of `<history>`).
public enum HistoryDepth: String, CaseIterable, Codable, Sendable {
    /// The parent's active children.
    case shallow
    /// The parent's active atomic descendants.
    case deep
}
