import SpecModel

/// `invariant.removed`: an output invariant the revision no longer has; what it held is no longer checked.
enum InvariantRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "invariant.removed", .warning, .output, "an output invariant was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.invariants.removed.map {
            descriptor.finding($0.id, [:], "invariant \($0.id) (\($0.summary)) was removed", base: $0.origin)
        }
    }
}
