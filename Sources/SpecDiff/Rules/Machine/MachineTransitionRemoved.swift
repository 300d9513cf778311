import SpecModel

/// `machine.transition-removed`: a transition of a kept state with no counterpart in the revision.
enum MachineTransitionRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.transition-removed", .error, .machine, "a transition was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { d in
            d.removed.map {
                descriptor.finding(
                    d.id, $0.arguments(machine: d.id), "\(d.id): transition \($0.label) was removed",
                    base: $0.transition.origin)
            }
        }
    }
}
