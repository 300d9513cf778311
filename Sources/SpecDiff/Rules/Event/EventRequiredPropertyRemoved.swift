import SpecModel

/// `event.required-property-removed`: a payload lost a required property.
enum EventRequiredPropertyRemoved: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.required-property-removed", .error, .event, "a required property was removed: consumers still read it")
    static let kind = SchemaChange.Kind.requiredPropertyRemoved

    static func describe(_ change: SchemaChange, at: String) -> String { "required property \(at) was removed" }
}
