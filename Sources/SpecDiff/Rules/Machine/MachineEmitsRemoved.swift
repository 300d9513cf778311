import SpecModel

/// `machine.emits-removed`: a matched transition no longer emits an event; consumers built on the old spec still
/// expect it.
enum MachineEmitsRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.emits-removed", .error, .machine, "a transition no longer emits an event that consumers expect")

    static func findings(_ c: DiffContext) -> [Finding] { TransitionEmits.changes(c, added: false, descriptor) }
}
