import SpecModel

/// `machine.state-dead-end`: a kept state, non-final in both versions, lost its last transition to another state (in
/// a statechart: and no enclosing state has a transition, nor can another region leave it).
enum MachineStateDeadEnd: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-dead-end", .error, .machine, "a non-final state lost its last transition to another state")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { diff in
            let before = diff.base.isStatechart ? StatechartStructure(diff.base) : nil
            let after = diff.revision.isStatechart ? StatechartStructure(diff.revision) : nil
            return diff.states.pairs.filter { pair in
                let (b, r) = (pair.base, pair.revision)
                return !r.isFinal && !b.isFinal && r.type != .history && MachineGraph.hasWayOut(b, in: before)
                    && !MachineGraph.hasWayOut(r, in: after)
            }.map { pair in
                descriptor.finding(
                    diff.id, ["state": pair.revision.name],
                    "non-final state \(diff.id)/\(pair.revision.name) has no way out any more",
                    base: pair.base.origin, revision: pair.revision.origin)
            }
        }
    }
}
