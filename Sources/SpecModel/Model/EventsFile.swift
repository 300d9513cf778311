/// The contents of an `events` file: the conditions and content classes it declares, and its events.
public struct EventsFile: Sendable {
    /// `conditions`, in document order.
    public var conditions: [EventCondition]
    /// `contentClasses`, in document order.
    public var contentClasses: [DeclaredContentClass]
    public var events: [EventSpec]
    /// `sequences`: ordering and deduplication rules over emitted events.
    public var sequences: [EventSequence]

    public init(
        conditions: [EventCondition] = [], contentClasses: [DeclaredContentClass] = [], events: [EventSpec] = [],
        sequences: [EventSequence] = []
    ) {
        self.conditions = conditions
        self.contentClasses = contentClasses
        self.events = events
        self.sequences = sequences
    }
}
