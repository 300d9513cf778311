import SpecModel

/// `event.enum-value-added`: an `enum` gained a value.
enum EventEnumValueAdded: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.enum-value-added", .warning, .event, "an enum value was added: consumers may not handle it")
    static let kind = SchemaChange.Kind.enumValueAdded

    static func describe(_ change: SchemaChange, at: String) -> String {
        "\(at) gained enum value \"\(change.details["value"] ?? "")\""
    }
}
