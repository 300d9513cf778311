import SpecModel

/// `event.removed`: an event gone from the revision, while old app builds keep sending it and consumers keep reading it.
enum EventRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "event.removed", .error, .event,
        "an event was removed: old app builds keep sending it, consumers keep reading it")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.events.removed.map { descriptor.finding($0.name, [:], "event \($0.name) was removed", base: $0.origin) }
    }
}
