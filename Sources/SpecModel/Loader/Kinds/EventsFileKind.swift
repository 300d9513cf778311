extension SpecFileKind {
    /// `events` files: event schemas with their conditions, content classes and sequences.
    static let events = SpecFileKind(
        .events,
        keyTables: [
            .eventsFile, .condition, .contentClass, .event, .eventPolicy, .conditionRule, .eventSequence,
            .foreignReference, .eventsOverlay, .eventOverlay, .source,
        ]
    ) { decoder, reader, _ in
        .events(decoder.decodeEventsFile(reader))
    }
}

extension SpecContent {
    /// The contents of an `events` file.
    package static func events(_ content: EventsFile) -> SpecContent {
        SpecContent { bundle in
            for condition in content.conditions
            where !bundle.eventConditions.contains(where: { $0.name == condition.name }) {
                bundle.eventConditions.append(condition)
            }
            bundle.events += content.events
            bundle.eventSequences += content.sequences
        }
    }
}
