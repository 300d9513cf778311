import SpecModel

extension RuleCases {
    static let ev = "events.json"
    static let api = "contracts.json"

    static func schema(_ spec: inout OchreSpec, _ event: String, _ path: String..., change: (inout JSONValue) -> Void) {
        var full = ["events", event, "schema"]
        full += path
        let key = "ochre-soul/" + ev
        var root = spec.files[key] ?? .null
        OchreSpec.modify(&root, full[...], change)
        spec.files[key] = root
    }

    static let events: [RuleCase] = [
        RuleCase("event.added") { $0.append(ev, "events", item: ["name": "hint_used", "schema": ["type": "object"]]) },
        RuleCase("event.removed") { $0.remove(ev, "events", "sync_failed") },
        RuleCase("event.renamed", arguments: ["from": "purchase_failed", "to": "purchase_error"]) {
            $0.edit(ev, "events", "purchase_failed") { e in
                e = .object((e.objectValue ?? [:]).merging(["name": "purchase_error", "formerIds": ["purchase_failed"]]) { _, n in n })
            }
        },
        RuleCase("event.enum-value-removed", arguments: ["property": "reason", "value": "network"]) {
            schema(&$0, "purchase_failed", "properties", "reason", "enum") { $0 = ["cancelled", "invalid_receipt", "store_unavailable", "unknown"] }
        },
        RuleCase("event.enum-value-added", arguments: ["property": "reason", "value": "timeout"]) {
            schema(&$0, "purchase_failed", "properties", "reason", "enum") { $0 = .array(($0.arrayValue ?? []) + ["timeout"]) }
        },
        RuleCase("event.required-property-added", arguments: ["property": "store"]) {
            schema(&$0, "purchase_failed", "properties", "store") { $0 = ["type": "string"] }
            schema(&$0, "purchase_failed", "required") { $0 = ["product_id", "reason", "store"] }
        },
        RuleCase("event.required-property-removed", arguments: ["property": "product_id"]) {
            $0.remove(ev, "events", "purchase_failed", "schema", "properties", "product_id")
            schema(&$0, "purchase_failed", "required") { $0 = ["reason"] }
        },
        RuleCase("event.property-added", arguments: ["property": "attempt"]) {
            schema(&$0, "purchase_failed", "properties", "attempt") { $0 = ["type": "integer"] }
        },
        RuleCase("event.property-removed", arguments: ["property": "attempt"], base: {
            schema(&$0, "purchase_failed", "properties", "attempt") { $0 = ["type": "integer"] }
        }) {
            $0.remove(ev, "events", "purchase_failed", "schema", "properties", "attempt")
        },
        RuleCase("event.property-became-optional", arguments: ["property": "product_id"]) {
            schema(&$0, "purchase_failed", "required") { $0 = ["reason"] }
        },
        RuleCase("event.property-became-required", arguments: ["property": "attempt"], base: {
            schema(&$0, "purchase_failed", "properties", "attempt") { $0 = ["type": "integer"] }
        }) {
            schema(&$0, "purchase_failed", "required") { $0 = ["product_id", "reason", "attempt"] }
        },
        RuleCase("event.type-changed", arguments: ["property": "product_id", "from": "string", "to": "integer"]) {
            schema(&$0, "purchase_failed", "properties", "product_id", "type") { $0 = "integer" }
        },
        RuleCase("event.constraint-narrowed", arguments: ["property": "product_id", "keyword": "maxLength", "from": "128", "to": "64"]) {
            schema(&$0, "purchase_failed", "properties", "product_id", "maxLength") { $0 = 64 }
        },
        RuleCase("event.constraint-widened", arguments: ["property": "product_id", "keyword": "maxLength", "to": "256"]) {
            schema(&$0, "purchase_failed", "properties", "product_id", "maxLength") { $0 = 256 }
        },
        RuleCase("event.child-mode-changed", arguments: ["policy": "x-child-mode", "from": "suppressed", "to": "allowed"]) {
            schema(&$0, "purchase_failed", "x-child-mode") { $0 = "allowed" }
        },
        RuleCase("event.schema-changed", arguments: ["keyword": "anyOf"]) {
            schema(&$0, "purchase_failed", "anyOf") { $0 = [["required": ["product_id"]]] }
        },
    ]

    static let contracts: [RuleCase] = [
        RuleCase("api.endpoint-added") {
            $0.append(api, "api", item: ["id": "API-GIFT", "method": "POST", "path": "/functions/gift", "success": ["status": 200]])
        },
        RuleCase("api.endpoint-removed") { $0.remove(api, "api", "API-STORE-NOTIFICATION") },
        RuleCase("api.operation-changed", arguments: ["from": "GET /entitlements", "to": "GET /v2/entitlements"]) {
            $0.edit(api, "api", "API-GET-ENTITLEMENTS", "path") { $0 = "/v2/entitlements" }
        },
        RuleCase("api.success-status-changed", arguments: ["from": "200", "to": "201"]) {
            $0.edit(api, "api", "API-VALIDATE-PURCHASE", "success", "status") { $0 = 201 }
        },
        RuleCase("api.error-status-added", arguments: ["status": "429", "code": "rate_limited"]) {
            $0.append(api, "api", "API-VALIDATE-PURCHASE", "errors", item: ["status": 429, "code": "rate_limited", "when": "Too many validations."])
        },
        RuleCase("api.error-status-removed", arguments: ["status": "429"]) { $0.remove(api, "api", "API-DOWNLOAD-URL", "errors", "3") },
        RuleCase("api.request-field-added", arguments: ["side": "request", "field": "locale"]) {
            $0.edit(api, "api", "API-GET-ARTWORKS", "input", "fields", "locale") { $0 = "string" }
        },
        RuleCase("api.request-field-removed", arguments: ["side": "request", "field": "query"]) {
            $0.remove(api, "api", "API-GET-ARTWORKS", "input", "fields", "query")
        },
        RuleCase("api.response-field-added", arguments: ["side": "response", "field": "cursor"]) {
            $0.edit(api, "api", "API-GET-ARTWORKS", "success", "fields", "cursor") { $0 = "string" }
        },
        RuleCase("api.response-field-removed", arguments: ["side": "response", "field": "rows"]) {
            $0.remove(api, "api", "API-GET-ARTWORKS", "success", "fields", "rows")
        },
        RuleCase("api.field-type-changed", arguments: ["field": "rows", "from": "array<artwork>", "to": "array<artwork-summary>"]) {
            $0.edit(api, "api", "API-GET-ARTWORKS", "success", "fields", "rows") { $0 = "array<artwork-summary>" }
        },
        RuleCase("api.schema-changed", expect: ["api.schema-changed", "api.schema-changed"], arguments: ["side": "request", "change": "event.constraint-narrowed", "keyword": "additionalProperties"]) {
            $0.edit(api, "api", "API-GET-ARTWORKS", "input", "schema") { $0 = ["type": "object", "additionalProperties": false] }
        },
    ]

    static let others: [RuleCase] = [
        RuleCase("module.added") { $0.append("modules.json", "modules", item: ["id": "MOD-GIFTING", "name": "Gifting"]) },
        RuleCase("module.removed") { $0.remove("modules.json", "modules", "MOD-NOTIFICATIONS") },
        RuleCase("module.rule-added", arguments: ["rule": "MOD-IDENTITY-MUST-9"]) {
            $0.append("modules.json", "modules", "MOD-IDENTITY", "must", item: ["id": "MOD-IDENTITY-MUST-9", "text": "rotate tokens daily"])
        },
        RuleCase("module.rule-removed", arguments: ["rule": "MOD-IDENTITY-MUST-3"]) {
            $0.remove("modules.json", "modules", "MOD-IDENTITY", "must", "MOD-IDENTITY-MUST-3")
        },
        RuleCase("rule.added") { $0.append("rules.json", "rules", item: ["id": "RULE-GIFT-LIMIT", "statement": "at most 3 gifts a day"]) },
        RuleCase("rule.removed") { $0.remove("rules.json", "rules", "RULE-WRONG-COLOUR-PULSE") },
        RuleCase("rule.parameter-changed", arguments: ["parameter": "threshold", "from": "10", "to": "5"]) {
            $0.edit("rules.json", "rules", "RULE-AHA-THRESHOLD", "parameters", "threshold") { $0 = 5 }
        },
        RuleCase("trace.matrix-id-dropped", expect: ["trace.matrix-id-dropped", "trace.matrix-id-dropped"], arguments: ["row": "ROW-7-8-IDENTITY"]) {
            $0.edit("traceability.json", "matrices", "MATRIX-7-8", "rows", "ROW-7-8-IDENTITY", "features") { $0 = ["FEAT-ID-001 to FEAT-ID-003"] }
        },
        RuleCase("trace.claim-changed", arguments: ["change": "changed"]) {
            $0.edit("traceability.json", "matrices", "MATRIX-7-8", "claims", "CLAIM-7-8-FROZEN", "count") { $0 = 66 }
        },
    ]

    static var all: [RuleCase] { features + journeys + machines + events + contracts + others }
}
