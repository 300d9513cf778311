import SpecModel
import Testing

extension RuleCases {
    static let trace = "traceability.json"

    static let traceability: [RuleCase] = [
        RuleCase(
            "trace.matrix-id-dropped", expect: ["trace.matrix-id-dropped", "trace.matrix-id-dropped"],
            arguments: ["row": "ROW-7-8-IDENTITY"]
        ) {
            $0.edit(trace, "matrices", "MATRIX-7-8", "rows", "ROW-7-8-IDENTITY", "features") {
                $0 = ["FEAT-ID-001 to FEAT-ID-003"]
            }
        },
        .absent("trace.matrix-id-dropped") {
            $0.edit(trace, "matrices", "MATRIX-7-8", "rows", "ROW-7-8-IDENTITY", "features") {
                $0 = ["FEAT-ID-001", "FEAT-ID-002", "FEAT-ID-003", "FEAT-DATA-001", "FEAT-API-003"]
            }
        },
        RuleCase("trace.claim-changed", arguments: ["change": "changed"]) {
            $0.edit(trace, "matrices", "MATRIX-7-8", "claims", "CLAIM-7-8-FROZEN", "count") { $0 = 66 }
        },
        .absent("trace.claim-changed") {
            $0.edit(trace, "matrices", "MATRIX-7-8", "claims", "CLAIM-7-8-FROZEN", "text") {
                $0 = "The rows cover the 67 frozen records."
            }
        },
        RuleCase("trace.coverage-lost") {
            $0.edit(pub, "states", "Validated", "on", "review.requested", "0", "traces") {
                $0 = ["FEAT-CULT-001", "FEAT-ADMIN-001", "JRN-P05"]
            }
        },
        .absent("trace.coverage-lost") {
            $0.remove(pub, "states", "Draft", "on", "generator.succeeded", "0", "traces")
        },
    ]
}

/// The document's matrix, its claims, and the evidence the spec can produce for each ID.
@Suite struct TraceabilityRuleTests {
    @Test("each traceability rule: its fixture triggers it, its near miss does not", arguments: RuleCases.traceability)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
