import SpecModel

/// `event.constraint-widened`: a bound, `pattern`, `format`, `const`, `enum`, `items` or `additionalProperties` now accepts more.
enum EventConstraintWidened: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.constraint-widened", .warning, .event,
        "a constraint accepts more than before: consumers may meet values they reject")
    static let kind = SchemaChange.Kind.widened

    static func describe(_ change: SchemaChange, at: String) -> String { change.boundText(at, "widened") }
}
