import SpecModel

/// `event.property-became-required`: an optional property of a payload became required.
enum EventPropertyBecameRequired: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.property-became-required", .error, .event, "a property became required: old builds may omit it")
    static let kind = SchemaChange.Kind.becameRequired

    static func describe(_ change: SchemaChange, at: String) -> String { "property \(at) became required" }
}
