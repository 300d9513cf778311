import SpecDiff
import SpecModel
import Testing

extension RuleCases {
    static func enumValueRemoved(_ spec: inout OchreSpec) {
        schema(&spec, "purchase_failed", "properties", "reason", "enum") {
            $0 = ["cancelled", "invalid_receipt", "store_unavailable", "unknown"]
        }
    }

    static func acceptance(_ args: [String: String] = ["value": "network"], expires: String = "2027-01-01")
        -> AcceptedChange
    {
        AcceptedChange(
            rule: "event.enum-value-removed", id: "purchase_failed", arguments: args, reason: "coarse reasons merged",
            owner: "analytics",
            expires: expires)
    }

    static let general: [RuleCase] = [
        RuleCase("id.reused", expect: ["feature.renumbered", "id.reused"]) {
            rename(&$0, "features.json", "features", "FEAT-ID-003", to: "FEAT-ID-009")
            $0.append(
                "features.json", "features", item: ["id": "FEAT-ID-003", "title": "Something else", "scope": "in"])
        },
        .absent("id.reused", expect: ["feature.added", "feature.renumbered"]) {
            rename(&$0, "features.json", "features", "FEAT-ID-003", to: "FEAT-ID-009")
            $0.append(
                "features.json", "features", item: ["id": "FEAT-ID-010", "title": "Something else", "scope": "in"])
        },
        RuleCase("element.renamed", arguments: ["kind": "state", "from": "Previewed", "to": "PreviewPassed"]) {
            renameState(&$0, pub, "Previewed", to: "PreviewPassed")
        },
        .absent("element.renamed", expect: ["feature.renumbered"]) {
            rename(&$0, "features.json", "features", "FEAT-ID-003", to: "FEAT-ID-009")
        },
        RuleCase(
            "accepted.unused", expect: ["accepted.unused", "event.enum-value-removed"],
            arguments: ["rule": "event.enum-value-removed"],
            accepted: [acceptance(["value": "offline"])], enumValueRemoved),
        .absent("accepted.unused", expect: ["event.enum-value-removed"], accepted: [acceptance()], enumValueRemoved),
        RuleCase(
            "accepted.expired", expect: ["accepted.expired", "event.enum-value-removed"],
            arguments: ["expires": "2026-11-21"],
            accepted: [acceptance(expires: "2026-11-21")], enumValueRemoved),
        .absent(
            "accepted.expired", expect: ["event.enum-value-removed"], accepted: [acceptance(expires: "2026-11-22")],
            enumValueRemoved),
    ]
}

/// Identity rules (renames, reused IDs) and the accepted-changes rules.
@Suite struct GeneralRuleTests {
    @Test("each general rule: its fixture triggers it, its near miss does not", arguments: RuleCases.general)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
