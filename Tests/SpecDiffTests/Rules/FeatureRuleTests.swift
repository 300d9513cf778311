import SpecModel
import Testing

extension RuleCases {
    static let features: [RuleCase] = [
        RuleCase("feature.added") {
            $0.append("features.json", "features", item: ["id": "FEAT-ID-004", "title": "Passkeys", "scope": "in"])
        },
        .absent("feature.added", expect: ["feature.renumbered"]) {
            rename(&$0, "features.json", "features", "FEAT-ID-003", to: "FEAT-ID-009")
        },
        RuleCase("feature.removed") { $0.remove("features.json", "features", "FEAT-ADS-001") },
        .absent(
            "feature.removed", expect: ["feature.deprecated-removed"],
            base: { $0.edit("features.json", "features", "FEAT-ADS-001", "deprecated") { $0 = true } },
            {
                $0.remove("features.json", "features", "FEAT-ADS-001")
            }),
        RuleCase(
            "feature.deprecated-removed",
            base: { $0.edit("features.json", "features", "FEAT-ADS-001", "deprecated") { $0 = true } },
            {
                $0.remove("features.json", "features", "FEAT-ADS-001")
            }),
        .absent("feature.deprecated-removed", expect: ["feature.removed"]) {
            $0.remove("features.json", "features", "FEAT-ADS-001")
        },
        RuleCase("feature.deprecated") {
            $0.edit("features.json", "features", "FEAT-ADS-001", "deprecated") { $0 = true }
        },
        .absent(
            "feature.deprecated", expect: ["feature.text-changed"],
            base: { $0.edit("features.json", "features", "FEAT-ADS-001", "deprecated") { $0 = true } },
            {
                $0.edit("features.json", "features", "FEAT-ADS-001", "title") { $0 = "Advertising (retired)" }
            }),
        RuleCase("feature.scope-changed", arguments: ["from": "out", "to": "in"]) {
            $0.edit("features.json", "features", "FEAT-ADS-001", "scope") { $0 = "in" }
            $0.remove("features.json", "features", "FEAT-ADS-001", "scopeReason")
        },
        .absent("feature.scope-changed") {
            $0.edit("features.json", "features", "FEAT-ADS-001", "scopeReason") { $0 = "Not in v1: no ads." }
        },
        RuleCase("feature.text-changed", arguments: ["fields": "title"]) {
            $0.edit("features.json", "features", "FEAT-ID-001", "title") { $0 = "Anonymous identity on first launch" }
        },
        .absent("feature.text-changed") {
            $0.edit("features.json", "features", "FEAT-ID-001", "notes") { $0 = ["Reviewed with legal."] }
        },
        RuleCase("feature.renumbered", arguments: ["from": "FEAT-ID-003", "to": "FEAT-ID-009"]) {
            rename(&$0, "features.json", "features", "FEAT-ID-003", to: "FEAT-ID-009")
        },
        .absent("feature.renumbered", expect: ["feature.added", "feature.removed"]) {
            rename(&$0, "features.json", "features", "FEAT-ID-003", to: "FEAT-ID-009", declared: false)
        },
    ]
}

/// Features added, removed, deprecated, moved in or out of scope, reworded, renumbered.
@Suite struct FeatureRuleTests {
    @Test("each feature rule: its fixture triggers it, its near miss does not", arguments: RuleCases.features)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
