import SpecModel

/// `machine.state-unreachable`: a kept state reachable from the initial state in the base is not in the revision
/// (guards ignored).
enum MachineStateUnreachable: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-unreachable", .error, .machine, "a state reachable from the initial state before is not any more"
    )

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            let before = MachineGraph.reachable(diff.base)
            let after = MachineGraph.reachable(diff.revision)
            return diff.states.pairs.filter { before.contains($0.base.name) && !after.contains($0.revision.name) }.map {
                pair in
                descriptor.finding(
                    diff.id, ["state": pair.revision.name],
                    "state \(diff.id)/\(pair.revision.name) can no longer be reached from \(diff.revision.initial)",
                    base: pair.base.origin, revision: pair.revision.origin)
            }
        }
    }
}
