import SpecModel

/// `event.property-removed`: a payload lost an optional property.
enum EventPropertyRemoved: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.property-removed", .warning, .event, "an optional property was removed: old builds may still send it")
    static let kind = SchemaChange.Kind.propertyRemoved

    static func describe(_ change: SchemaChange, at: String) -> String { "optional property \(at) was removed" }
}
