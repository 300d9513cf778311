import SpecModel

/// `machine.state-removed`: a kept machine lost a state, at any level (history pseudo-states are
/// `machine.history-removed`); the state's own transitions go with it and are not
/// reported again.
enum MachineStateRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-removed", .error, .machine, "a state was removed (its own transitions go with it)")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { d in
            d.states.removed.filter { $0.type != .history }.map {
                descriptor.finding(d.id, ["state": $0.name], "state \(d.id)/\($0.name) was removed", base: $0.origin)
            }
        }
    }
}
