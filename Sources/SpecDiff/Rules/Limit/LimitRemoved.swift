import SpecModel

/// `limit.removed`: a numeric limit the revision no longer has; what it limited is now unbounded.
enum LimitRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("limit.removed", .warning, .limit, "a numeric limit was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.limits.removed.map {
            descriptor.finding($0.id, [:], "limit \($0.id) (\($0.phrase)) was removed", base: $0.origin)
        }
    }
}
