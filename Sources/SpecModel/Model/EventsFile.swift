/// The contents of an `events` file: the conditions and content classes it declares, and its events.
package struct EventsFile: Sendable {
    /// `conditions`, in document order.
    package var conditions: [EventCondition]
    /// `contentClasses`, in document order.
    package var contentClasses: [DeclaredContentClass]
    package var events: [EventSpec]
    /// `sequences`: ordering and deduplication rules over emitted events.
    package var sequences: [EventSequence]

    package init(
        conditions: [EventCondition] = [], contentClasses: [DeclaredContentClass] = [], events: [EventSpec] = [],
        sequences: [EventSequence] = []
    ) {
        self.conditions = conditions
        self.contentClasses = contentClasses
        self.events = events
        self.sequences = sequences
    }
}
