import SpecModel

/// `machine.state-became-non-final`: a kept final state became non-final.
enum MachineStateBecameNonFinal: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-became-non-final", .warning, .machine, "a final state became non-final")

    static func findings(_ c: DiffContext) -> [Finding] {
        MachineStateFinality.changes(c, becameFinal: false, descriptor)
    }
}
