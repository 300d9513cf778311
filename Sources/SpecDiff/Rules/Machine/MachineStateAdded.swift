import SpecModel

/// `machine.state-added`: a kept machine gained a state, at any level, that implementations do not know yet (history
/// pseudo-states are `machine.history-added`).
enum MachineStateAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-added", .warning, .machine, "a state was added: implementations do not know it yet")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { d in
            d.states.added.filter { $0.type != .history }.map {
                descriptor.finding(d.id, ["state": $0.name], "state \(d.id)/\($0.name) was added", revision: $0.origin)
            }
        }
    }
}
