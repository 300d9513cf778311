import SpecModel

/// `machine.removed`: a state machine gone from the revision, with every path checked through it.
enum MachineRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor("machine.removed", .error, .machine, "a state machine was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machines.removed.map { descriptor.finding($0.id, [:], "machine \($0.id) was removed", base: $0.origin) }
    }
}
