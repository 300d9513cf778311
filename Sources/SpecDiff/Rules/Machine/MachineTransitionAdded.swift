import SpecModel

/// `machine.transition-added`: a transition of a kept state with no counterpart in the base (matched by from,
/// event and guard, then by order).
enum MachineTransitionAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("machine.transition-added", .info, .machine, "a transition was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { d in
            d.added.map {
                descriptor.finding(
                    d.id, $0.arguments(machine: d.id), "\(d.id): transition \($0.label) was added",
                    revision: $0.transition.origin)
            }
        }
    }
}
