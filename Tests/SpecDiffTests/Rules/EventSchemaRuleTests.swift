import SpecModel
import Testing

extension RuleCases {
    static func reasons(_ values: JSONValue) -> @Sendable (inout OchreSpec) -> Void {
        { schema(&$0, "purchase_failed", "properties", "reason", "enum") { $0 = values } }
    }

    static func productIDMaxLength(_ n: Int) -> @Sendable (inout OchreSpec) -> Void {
        { schema(&$0, "purchase_failed", "properties", "product_id", "maxLength") { $0 = .int(n) } }
    }

    static func addAttempt(required: Bool) -> @Sendable (inout OchreSpec) -> Void {
        {
            schema(&$0, "purchase_failed", "properties", "attempt") { $0 = ["type": "integer"] }
            if required { schema(&$0, "purchase_failed", "required") { $0 = ["product_id", "reason", "attempt"] } }
        }
    }

    /// The base gains an optional `attempt` property, so the revision can remove or require it.
    static let withAttempt: @Sendable (inout OchreSpec) -> Void = addAttempt(required: false)

    static func requireAttempt(_ spec: inout OchreSpec) {
        schema(&spec, "purchase_failed", "required") { $0 = ["product_id", "reason", "attempt"] }
    }

    static func productIDOptional(_ spec: inout OchreSpec) {
        schema(&spec, "purchase_failed", "required") { $0 = ["reason"] }
    }

    static let eventSchemas: [RuleCase] = [
        RuleCase(
            "event.enum-value-removed", arguments: ["property": "reason", "value": "network"],
            reasons(["cancelled", "invalid_receipt", "store_unavailable", "unknown"])),
        .absent(
            "event.enum-value-removed", expect: ["event.enum-value-added"],
            reasons(["cancelled", "invalid_receipt", "store_unavailable", "network", "unknown", "timeout"])),
        RuleCase(
            "event.enum-value-added", arguments: ["property": "reason", "value": "timeout"],
            reasons(["cancelled", "invalid_receipt", "store_unavailable", "network", "unknown", "timeout"])),
        .absent(
            "event.enum-value-added",
            reasons(["unknown", "network", "store_unavailable", "invalid_receipt", "cancelled"])),
        RuleCase("event.required-property-added", arguments: ["property": "store"]) {
            schema(&$0, "purchase_failed", "properties", "store") { $0 = ["type": "string"] }
            schema(&$0, "purchase_failed", "required") { $0 = ["product_id", "reason", "store"] }
        },
        .absent("event.required-property-added", expect: ["event.property-added"], addAttempt(required: false)),
        RuleCase("event.required-property-removed", arguments: ["property": "product_id"]) {
            $0.remove(ev, "events", "purchase_failed", "schema", "properties", "product_id")
            productIDOptional(&$0)
        },
        .absent("event.required-property-removed", expect: ["event.property-removed"], base: withAttempt) {
            $0.remove(ev, "events", "purchase_failed", "schema", "properties", "attempt")
        },
        RuleCase("event.property-added", arguments: ["property": "attempt"], addAttempt(required: false)),
        .absent("event.property-added", expect: ["event.required-property-added"], addAttempt(required: true)),
        RuleCase("event.property-removed", arguments: ["property": "attempt"], base: withAttempt) {
            $0.remove(ev, "events", "purchase_failed", "schema", "properties", "attempt")
        },
        .absent("event.property-removed", expect: ["event.required-property-removed"]) {
            $0.remove(ev, "events", "purchase_failed", "schema", "properties", "product_id")
            productIDOptional(&$0)
        },
        RuleCase(
            "event.property-became-required", arguments: ["property": "attempt"], base: withAttempt, requireAttempt),
        .absent("event.property-became-required", expect: ["event.property-became-optional"], productIDOptional),
        RuleCase("event.property-became-optional", arguments: ["property": "product_id"], productIDOptional),
        .absent(
            "event.property-became-optional", expect: ["event.property-became-required"], base: withAttempt,
            requireAttempt),
        RuleCase("event.type-changed", arguments: ["property": "product_id", "from": "string", "to": "integer"]) {
            schema(&$0, "purchase_failed", "properties", "product_id", "type") { $0 = "integer" }
        },
        .absent("event.type-changed") {
            schema(&$0, "purchase_failed", "properties", "product_id", "type") { $0 = ["string"] }
        },
        RuleCase(
            "event.constraint-narrowed",
            arguments: ["property": "product_id", "keyword": "maxLength", "from": "128", "to": "64"],
            productIDMaxLength(64)),
        .absent("event.constraint-narrowed", expect: ["event.constraint-widened"], productIDMaxLength(256)),
        RuleCase(
            "event.constraint-widened", arguments: ["property": "product_id", "keyword": "maxLength", "to": "256"],
            productIDMaxLength(256)),
        .absent("event.constraint-widened", expect: ["event.constraint-narrowed"], productIDMaxLength(64)),
        RuleCase("event.schema-changed", arguments: ["keyword": "anyOf"]) {
            schema(&$0, "purchase_failed", "anyOf") { $0 = [["required": ["product_id"]]] }
        },
        .absent("event.schema-changed") {
            schema(&$0, "purchase_failed", "description") { $0 = "Why a purchase failed." }
        },
        RuleCase("event.shared-schema-changed", arguments: ["file": "common/reason.schema.json"], base: sharedReason) {
            $0.files["ochre-soul/common/reason.schema.json"] = ["$defs": ["reason": ["enum": ["cancelled"]]]]
        },
        .absent("event.shared-schema-changed", base: sharedReason) {
            $0.files["ochre-soul/common/unused.schema.json"] = ["type": "string"]
        },
    ]

    /// The base moves `purchase_failed.reason` into a shared schema file that the event refers to.
    static let sharedReason: @Sendable (inout OchreSpec) -> Void = {
        $0.files["ochre-soul/common/reason.schema.json"] = ["$defs": ["reason": ["enum": ["cancelled", "network"]]]]
        schema(&$0, "purchase_failed", "properties", "reason") {
            $0 = ["$ref": "common/reason.schema.json#/$defs/reason"]
        }
    }
}

/// Payload changes of an event, judged in both directions (old builds keep sending, consumers keep reading).
@Suite struct EventSchemaRuleTests {
    @Test("each payload rule: its fixture triggers it, its near miss does not", arguments: RuleCases.eventSchemas)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
