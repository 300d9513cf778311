import SpecModel

/// `decision.rule-added`: a kept decision table has a rule the base does not: combinations may change hands.
enum DecisionRuleAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "decision.rule-added", .warning, .decision, "a decision table gained a rule")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.decisionRules.flatMap { table in
            table.rules.added.map { x in
                descriptor.finding(
                    x.key, ["table": table.id], "decision table \(table.id) gained rule \(x.key)",
                    revision: x.value.origin)
            }
        }
    }
}
