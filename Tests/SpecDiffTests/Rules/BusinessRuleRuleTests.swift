import SpecModel
import Testing

extension RuleCases {
    static let businessRules: [RuleCase] =
        lifecycle(
            added: "rule.added", removed: "rule.removed", file: "rules.json", list: "rules",
            item: ["id": "RULE-GIFT-LIMIT", "statement": "at most 3 gifts a day"],
            remove: "RULE-WRONG-COLOUR-PULSE", rename: ("RULE-WRONG-COLOUR-PULSE", "RULE-WRONG-COLOUR-HINT")
        ) + [
            RuleCase("rule.parameter-changed", arguments: ["parameter": "threshold", "from": "10", "to": "5"]) {
                $0.edit("rules.json", "rules", "RULE-AHA-THRESHOLD", "parameters", "threshold") { $0 = 5 }
            },
            .absent("rule.parameter-changed") {
                $0.edit("rules.json", "rules", "RULE-AHA-THRESHOLD", "statement") {
                    $0 = "The aha moment is the tenth correct fill."
                }
            },
        ]
}

/// Business rules added and removed, and their parameters.
@Suite struct BusinessRuleRuleTests {
    @Test(
        "each business-rule rule: its fixture triggers it, its near miss does not", arguments: RuleCases.businessRules)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
