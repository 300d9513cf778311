import SpecModel

/// `decision.rule-removed`: a kept decision table dropped a rule; the combinations it decided go to another rule or
/// the default.
enum DecisionRuleRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "decision.rule-removed", .error, .decision, "a decision table dropped a rule")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.decisionRules.flatMap { table in
            table.rules.removed.map { x in
                descriptor.finding(
                    x.key, ["table": table.id], "decision table \(table.id) dropped rule \(x.key)", base: x.value.origin
                )
            }
        }
    }
}
