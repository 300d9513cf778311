import EventSchema
import SpecModel

/// What the spec offers a rule check while it runs: the product's event catalogue, so a check can hold the events
/// its flow emitted to the spec's taxonomy, schemas and policies instead of a list of its own.
public struct RuleContext: Sendable {
    let catalog: EventCatalog

    /// A context over `catalog`.
    public init(catalog: EventCatalog) {
        self.catalog = catalog
    }

    /// The event names the spec declares, sorted.
    public var eventNames: [String] { catalog.schemas.keys.sorted() }

    /// One line per problem with `events`, in order: an event the spec does not declare, a payload its schema
    /// rejects, a policy it breaks (a rule of a condition
    /// that was active when it was emitted, forbidden content), an active condition the spec does not declare. Empty when every event conforms.
    public func problems(in events: [ObservedEvent]) -> [String] {
        var lines: [String] = []
        for (index, event) in events.enumerated() {
            let result = catalog.validate(eventName: event.name, payload: event.payload, conditions: event.conditions)
            for error in result.errors {
                let at = error.instancePointer.isEmpty ? "" : " at \(error.instancePointer)"
                lines.append("event \(index) '\(event.name)'\(at): \(error.message)")
            }
            for violation in result.violations {
                lines.append("event \(index) '\(event.name)': \(violation)")
            }
        }
        return lines
    }
}
