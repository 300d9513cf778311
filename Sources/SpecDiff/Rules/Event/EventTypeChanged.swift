import SpecModel

/// `event.type-changed`: the `type` of a payload property (or of the payload) changed.
enum EventTypeChanged: SchemaChangeRule {
    static let descriptor = DiffRuleDescriptor("event.type-changed", .error, .event, "a property's type changed")
    static let kind = SchemaChange.Kind.typeChanged

    static func describe(_ change: SchemaChange, at: String) -> String {
        "type of \(at) changed from \(change.details["from"] ?? "") to \(change.details["to"] ?? "")"
    }
}
