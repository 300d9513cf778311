import SpecModel

/// `machine.added`: a state machine the base does not define.
enum MachineAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("machine.added", .info, .machine, "a state machine was added")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machines.added.map { descriptor.finding($0.id, [:], "machine \($0.id) was added", revision: $0.origin) }
    }
}
