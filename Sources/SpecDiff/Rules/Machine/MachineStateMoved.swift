import SpecModel

/// `machine.state-moved`: a kept state of a statechart now lies inside another state (or at another level): the
/// transitions of its new enclosing states apply to it, those of its old ones no longer do, and entering or leaving it
/// enters and exits other states. Compared through renames; a state whose parent was only renamed has not moved.
/// Only the state whose parent changed is reported, not its substates, which moved with it.
enum MachineStateMoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.state-moved", .error, .machine,
        "a state moved to another parent: other enclosing states' transitions apply to it")

    static func findings(_ c: DiffContext) -> [Finding] {
        MachineHierarchyChanges.all(c).flatMap { h in
            h.diff.states.pairs.compactMap { pair -> Finding? in
                let (from, to) = (h.baseParent(of: pair), h.revisionParent(of: pair))
                guard from != to else { return nil }
                let (f, t) = (MachineHierarchyChanges.describe(from), MachineHierarchyChanges.describe(to))
                return descriptor.finding(
                    h.diff.id, ["state": pair.revision.name, "from": f, "to": t],
                    "state \(h.diff.id)/\(pair.revision.name) moved from \(f) to \(t)", base: pair.base.origin,
                    revision: pair.revision.origin)
            }
        }
    }
}
