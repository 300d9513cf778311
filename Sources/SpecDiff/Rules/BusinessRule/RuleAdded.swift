import SpecModel

/// `rule.added`: a business rule the base does not define.
enum RuleAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("rule.added", .info, .rule, "a business rule was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.rules.added.map { descriptor.finding($0.id, [:], "rule \($0.id) was added", revision: $0.origin) }
    }
}
