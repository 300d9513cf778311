import SpecModel

/// `event.property-became-optional`: a required property of a payload became optional.
enum EventPropertyBecameOptional: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor(
        "event.property-became-optional", .error, .event, "a property became optional: consumers rely on it")
    static let kind = SchemaChange.Kind.becameOptional

    static func describe(_ change: SchemaChange, at: String) -> String { "property \(at) became optional" }
}
