import SpecModel

/// Payload changes of an event, judged in both directions: old app builds keep sending the old payload, and
/// long-lived consumers keep reading it.
enum EventSchemaRules: DiffRuleSet {
    static let requiredAdded = DiffRuleDescriptor(
        "event.required-property-added", .error, .event, "a required property was added: old builds do not send it")
    static let requiredRemoved = DiffRuleDescriptor(
        "event.required-property-removed", .error, .event, "a required property was removed: consumers still read it")
    static let propertyAdded = DiffRuleDescriptor("event.property-added", .info, .event, "an optional property was added")
    static let propertyRemoved = DiffRuleDescriptor(
        "event.property-removed", .warning, .event, "an optional property was removed: old builds may still send it")
    static let becameRequired = DiffRuleDescriptor(
        "event.property-became-required", .error, .event, "a property became required: old builds may omit it")
    static let becameOptional = DiffRuleDescriptor(
        "event.property-became-optional", .error, .event, "a property became optional: consumers rely on it")
    static let typeChanged = DiffRuleDescriptor("event.type-changed", .error, .event, "a property's type changed")
    static let enumAdded = DiffRuleDescriptor(
        "event.enum-value-added", .warning, .event, "an enum value was added: consumers may not handle it")
    static let enumRemoved = DiffRuleDescriptor(
        "event.enum-value-removed", .error, .event, "an enum value was removed: old builds keep sending it")
    static let narrowed = DiffRuleDescriptor(
        "event.constraint-narrowed", .error, .event, "a constraint accepts less than before: old builds may send rejected payloads")
    static let widened = DiffRuleDescriptor(
        "event.constraint-widened", .warning, .event, "a constraint accepts more than before: consumers may meet values they reject")
    static let other = DiffRuleDescriptor(
        "event.schema-changed", .warning, .event, "a composite keyword ($ref, allOf, anyOf, oneOf, not) changed; its effect is not decided")

    static var rules: [DiffRuleDescriptor] {
        [requiredAdded, requiredRemoved, propertyAdded, propertyRemoved, becameRequired, becameOptional, typeChanged, enumAdded,
         enumRemoved, narrowed, widened, other]
    }

    static func descriptor(_ kind: SchemaChange.Kind) -> DiffRuleDescriptor {
        switch kind {
        case .requiredPropertyAdded: requiredAdded
        case .requiredPropertyRemoved: requiredRemoved
        case .propertyAdded: propertyAdded
        case .propertyRemoved: propertyRemoved
        case .becameRequired: becameRequired
        case .becameOptional: becameOptional
        case .typeChanged: typeChanged
        case .enumValueAdded: enumAdded
        case .enumValueRemoved: enumRemoved
        case .narrowed: narrowed
        case .widened: widened
        case .other: other
        }
    }

    static func message(_ change: SchemaChange) -> String {
        let at = change.path.isEmpty ? "the payload" : change.path
        let d = change.details
        switch change.kind {
        case .requiredPropertyAdded: return "required property \(at) was added"
        case .requiredPropertyRemoved: return "required property \(at) was removed"
        case .propertyAdded: return "optional property \(at) was added"
        case .propertyRemoved: return "optional property \(at) was removed"
        case .becameRequired: return "property \(at) became required"
        case .becameOptional: return "property \(at) became optional"
        case .typeChanged: return "type of \(at) changed from \(d["from"] ?? "") to \(d["to"] ?? "")"
        case .enumValueAdded: return "\(at) gained enum value \"\(d["value"] ?? "")\""
        case .enumValueRemoved: return "\(at) lost enum value \"\(d["value"] ?? "")\""
        case .narrowed, .widened:
            return "\(d["keyword"] ?? "") of \(at) \(change.kind == .narrowed ? "narrowed" : "widened"): \(d["from"] ?? "none") → \(d["to"] ?? "none")"
        case .other: return "\(d["keyword"] ?? "") of \(at) changed"
        }
    }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for pair in c.events.pairs {
            let (b, r) = (pair.base, pair.revision)
            for change in SchemaComparer.compare(b.schema.value, r.schema.value) {
                var args = change.details
                args["property"] = change.path
                out.append(
                    descriptor(change.kind).finding(
                        r.name, args, "event \(r.name): \(message(change))", base: b.origin, revision: r.origin))
            }
        }
        return out
    }
}
