import SpecModel

/// `event.schema-changed`: a composite keyword (`$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `$defs`, `uniqueItems`) changed; its effect is not decided.
enum EventSchemaChanged: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.schema-changed", .warning, .event,
        "a composite keyword ($ref, allOf, anyOf, oneOf, not) changed; its effect is not decided")
    static let kind = SchemaChange.Kind.other

    static func describe(_ change: SchemaChange, at: String) -> String {
        "\(change.details["keyword"] ?? "") of \(at) changed"
    }
}
