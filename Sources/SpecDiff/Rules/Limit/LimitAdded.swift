import SpecModel

/// `limit.added`: a numeric limit the base did not have (it needs a probe).
enum LimitAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("limit.added", .info, .limit, "a numeric limit was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.limits.added.map {
            descriptor.finding($0.id, [:], "limit \($0.id) was added: \($0.phrase)", revision: $0.origin)
        }
    }
}
