import SpecModel

/// `machine.eventless-transition-removed`: a kept state lost an eventless (`always`) transition: the machine now rests
/// where implementations of the base move on by themselves. Located at the state in the revision.
enum MachineEventlessTransitionRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.eventless-transition-removed", .error, .machine,
        "an eventless transition was removed: the machine now rests where it moved on")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { d in
            d.removedEventless.map {
                descriptor.finding(
                    d.id, $0.arguments(machine: d.id), "\(d.id): eventless transition \($0.label) was removed",
                    base: $0.transition.origin, revision: d.revisionState(ofBase: $0.id.from)?.origin)
            }
        }
    }
}
