/// What a statechart state does when it is entered or exited (`onEntry`, `onExit`): its assignments, evaluated
/// together against the context before them and then written, then its emitted events.
package struct StateActions: Hashable, Sendable {
    /// Assignments: context field → expression source, in document order.
    package var assignments: [Assignment]
    package var emits: [EmittedEvent]
    package var origin: Origin

    package init(assignments: [Assignment] = [], emits: [EmittedEvent] = [], origin: Origin = .synthetic()) {
        self.assignments = assignments
        self.emits = emits
        self.origin = origin
    }
}

/// How much of its parent a history state remembers (SCXML's `type` of `<history>`).
package enum HistoryDepth: String, CaseIterable, Codable, Sendable {
    /// The parent's active children.
    case shallow
    /// The parent's active atomic descendants.
    case deep
}
