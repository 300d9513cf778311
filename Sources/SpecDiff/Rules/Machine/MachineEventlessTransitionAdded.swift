import SpecModel

/// `machine.eventless-transition-added`: a kept state gained an eventless (`always`) transition, matched like other
/// transitions (by guard, then order). It fires without an event wherever its guard holds, so the machine no longer
/// rests where implementations of the base rest.
enum MachineEventlessTransitionAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.eventless-transition-added", .error, .machine,
        "an eventless transition was added: the machine no longer rests where it did")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { d in
            d.addedEventless.map {
                descriptor.finding(
                    d.id, $0.arguments(machine: d.id), "\(d.id): eventless transition \($0.label) was added",
                    revision: $0.transition.origin)
            }
        }
    }
}
