import SpecModel

/// `machine.emits-added`: a matched transition declares an event it did not emit before; implementations do not
/// send it yet, and consumers may not expect it.
enum MachineEmitsAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.emits-added", .warning, .machine,
        "a transition declares a new emitted event: implementations do not send it yet")

    static func findings(_ c: DiffContext) -> [Finding] { TransitionEmits.changes(c, added: true, descriptor) }
}
