import SpecModel

/// `event.required-property-added`: a payload gained a required property.
enum EventRequiredPropertyAdded: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.required-property-added", .error, .event, "a required property was added: old builds do not send it")
    static let kind = SchemaChange.Kind.requiredPropertyAdded

    static func describe(_ change: SchemaChange, at: String) -> String { "required property \(at) was added" }
}
