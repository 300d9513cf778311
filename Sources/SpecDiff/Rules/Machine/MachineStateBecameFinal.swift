import SpecModel

/// `machine.state-became-final`: a kept state became final, so its way out is gone.
enum MachineStateBecameFinal: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-became-final", .error, .machine, "a state became final: its way out is gone")

    static func findings(_ c: DiffContext) -> [Finding] {
        MachineStateFinality.changes(c, becameFinal: true, descriptor)
    }
}
