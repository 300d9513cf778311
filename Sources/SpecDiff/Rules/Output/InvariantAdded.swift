import SpecModel

/// `invariant.added`: an output invariant the base did not have (its output subject must now keep it).
enum InvariantAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("invariant.added", .info, .output, "an output invariant was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.invariants.added.map {
            descriptor.finding($0.id, [:], "invariant \($0.id) was added: \($0.summary)", revision: $0.origin)
        }
    }
}
