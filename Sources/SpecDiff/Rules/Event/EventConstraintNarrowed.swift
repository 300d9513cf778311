import SpecModel

/// `event.constraint-narrowed`: a bound, `pattern`, `format`, `const`, `enum`, `items` or `additionalProperties` now accepts less.
enum EventConstraintNarrowed: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.constraint-narrowed", .error, .event,
        "a constraint accepts less than before: old builds may send rejected payloads")
    static let kind = SchemaChange.Kind.narrowed

    static func describe(_ change: SchemaChange, at: String) -> String { change.boundText(at, "narrowed") }
}
