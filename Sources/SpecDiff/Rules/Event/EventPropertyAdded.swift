import SpecModel

/// `event.property-added`: a payload gained an optional property.
enum EventPropertyAdded: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor("event.property-added", .info, .event, "an optional property was added")
    static let kind = SchemaChange.Kind.propertyAdded

    static func describe(_ change: SchemaChange, at: String) -> String { "optional property \(at) was added" }
}
