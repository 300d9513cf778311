import SpecModel
import Testing

extension RuleCases {
    static func rateLimitValidation(_ spec: inout OchreSpec) {
        spec.append(
            api, "api", "API-VALIDATE-PURCHASE", "errors",
            item: ["status": 429, "code": "rate_limited", "when": "Too many validations."])
    }

    static func dropDownloadRateLimit(_ spec: inout OchreSpec) {
        spec.remove(api, "api", "API-DOWNLOAD-URL", "errors", "3")
    }

    static let endpoints: [RuleCase] =
        lifecycle(
            added: "api.endpoint-added", removed: "api.endpoint-removed", file: api, list: "api",
            item: ["id": "API-GIFT", "method": "POST", "path": "/functions/gift", "success": ["status": 200]],
            remove: "API-STORE-NOTIFICATION",
            rename: ("API-GET-ENTITLEMENTS", "API-LIST-ENTITLEMENTS")
        ) + [
            RuleCase("api.operation-changed", arguments: ["from": "GET /entitlements", "to": "GET /v2/entitlements"]) {
                $0.edit(api, "api", "API-GET-ENTITLEMENTS", "path") { $0 = "/v2/entitlements" }
            },
            .absent("api.operation-changed") {
                $0.edit(api, "api", "API-GET-ENTITLEMENTS", "caller") { $0 = "Paywall, artwork detail, restore" }
            },
            RuleCase("api.success-status-changed", arguments: ["from": "200", "to": "201"]) {
                $0.edit(api, "api", "API-VALIDATE-PURCHASE", "success", "status") { $0 = 201 }
            },
            .absent("api.success-status-changed") {
                $0.edit(api, "api", "API-VALIDATE-PURCHASE", "success", "output") {
                    $0 = "The active entitlement and its receipt audit record."
                }
            },
            RuleCase(
                "api.error-status-added", arguments: ["status": "429", "code": "rate_limited"], rateLimitValidation),
            .absent("api.error-status-added") {
                $0.edit(api, "api", "API-VALIDATE-PURCHASE", "errors", "0", "when") {
                    $0 = "The store rejects the receipt."
                }
            },
            RuleCase("api.error-status-removed", arguments: ["status": "429"], dropDownloadRateLimit),
            .absent("api.error-status-removed", expect: ["api.error-status-added"], rateLimitValidation),
        ]

    static func addField(_ side: String, _ name: String) -> @Sendable (inout OchreSpec) -> Void {
        {
            $0.edit(api, "api", "API-GET-ARTWORKS", side == "request" ? "input" : "success", "fields", name) {
                $0 = "string"
            }
        }
    }

    static func removeField(_ side: String, _ name: String) -> @Sendable (inout OchreSpec) -> Void {
        { $0.remove(api, "api", "API-GET-ARTWORKS", side == "request" ? "input" : "success", "fields", name) }
    }

    static let endpointBodies: [RuleCase] = [
        RuleCase(
            "api.request-field-added", arguments: ["side": "request", "field": "locale"], addField("request", "locale")),
        .absent("api.request-field-added", expect: ["api.response-field-added"], addField("response", "locale")),
        RuleCase(
            "api.request-field-removed", arguments: ["side": "request", "field": "query"],
            removeField("request", "query")),
        .absent("api.request-field-removed", expect: ["api.response-field-removed"], removeField("response", "rows")),
        RuleCase(
            "api.response-field-added", arguments: ["side": "response", "field": "cursor"],
            addField("response", "cursor")),
        .absent("api.response-field-added", expect: ["api.request-field-added"], addField("request", "cursor")),
        RuleCase(
            "api.response-field-removed", arguments: ["side": "response", "field": "rows"],
            removeField("response", "rows")),
        .absent("api.response-field-removed", expect: ["api.request-field-removed"], removeField("request", "query")),
        RuleCase(
            "api.field-type-changed",
            arguments: ["field": "rows", "from": "array<artwork>", "to": "array<artwork-summary>"]
        ) {
            $0.edit(api, "api", "API-GET-ARTWORKS", "success", "fields", "rows") { $0 = "array<artwork-summary>" }
        },
        .absent("api.field-type-changed", expect: ["api.response-field-added", "api.response-field-removed"]) {
            removeField("response", "rows")(&$0)
            $0.edit(api, "api", "API-GET-ARTWORKS", "success", "fields", "items") { $0 = "array<artwork>" }
        },
        RuleCase(
            "api.schema-changed", expect: ["api.schema-changed", "api.schema-changed"],
            arguments: ["side": "request", "change": "event.constraint-narrowed", "keyword": "additionalProperties"]
        ) {
            $0.edit(api, "api", "API-GET-ARTWORKS", "input", "schema") {
                $0 = ["type": "object", "additionalProperties": false]
            }
        },
        .absent("api.schema-changed") { $0.edit(api, "api", "API-GET-ARTWORKS", "input", "schema") { $0 = [:] } },
    ]
}

/// API endpoints: added, removed, moved, their statuses, request and response fields and body schemas.
@Suite struct APIRuleTests {
    @Test("each endpoint rule: its fixture triggers it, its near miss does not", arguments: RuleCases.endpoints)
    func endpoint(_ c: RuleCase) throws { try c.verify() }

    @Test(
        "each request and response rule: its fixture triggers it, its near miss does not",
        arguments: RuleCases.endpointBodies)
    func body(_ c: RuleCase) throws { try c.verify() }
}
