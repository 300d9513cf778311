import SpecModel

/// `event.enum-value-removed`: an `enum` lost a value.
enum EventEnumValueRemoved: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.enum-value-removed", .error, .event, "an enum value was removed: old builds keep sending it")
    static let kind = SchemaChange.Kind.enumValueRemoved

    static func describe(_ change: SchemaChange, at: String) -> String {
        "\(at) lost enum value \"\(change.details["value"] ?? "")\""
    }
}
