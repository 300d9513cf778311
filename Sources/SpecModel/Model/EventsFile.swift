/// The contents of an `events` file: the conditions it declares and its events.
public struct EventsFile: Sendable {
    /// `conditions`, in document order.
    public var conditions: [EventCondition]
    public var events: [EventSpec]

    public init(conditions: [EventCondition] = [], events: [EventSpec] = []) {
        self.conditions = conditions
        self.events = events
    }
}
