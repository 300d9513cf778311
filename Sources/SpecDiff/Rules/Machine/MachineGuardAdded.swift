import SpecModel

/// `machine.guard-added`: a matched transition that always fired now has a guard.
enum MachineGuardAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.guard-added", .error, .machine, "a transition that always fired now has a guard")

    static func findings(_ c: DiffContext) -> [Finding] {
        MachineDiff.matchedTransitions(c) { b, r in b.guardText == nil && r.guardText != nil }.map { id, b, r in
            descriptor.finding(
                id, r.arguments(machine: id), "\(id): \(r.label) gained a guard", base: b.transition.origin,
                revision: r.transition.origin)
        }
    }
}
