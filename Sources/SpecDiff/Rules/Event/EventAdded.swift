import SpecModel

/// `event.added`: an event the base does not define.
enum EventAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("event.added", .info, .event, "an event was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.events.added.map { descriptor.finding($0.name, [:], "event \($0.name) was added", revision: $0.origin) }
    }
}
