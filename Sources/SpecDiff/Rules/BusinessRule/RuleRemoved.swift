import SpecModel

/// `rule.removed`: a business rule gone from the revision; the checks registered for it prove nothing the spec asks.
enum RuleRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("rule.removed", .error, .rule, "a business rule was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.rules.removed.map { descriptor.finding($0.id, [:], "rule \($0.id) was removed", base: $0.origin) }
    }
}
