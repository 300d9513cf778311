import SpecModel

/// `machine.history-removed`: a kept machine lost a history state: what entered it now enters a state by default
/// where implementations restore what was active. Located at its parent in the revision, when the parent is kept.
enum MachineHistoryRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.history-removed", .error, .machine, "a history state was removed: nothing restores that history")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.flatMap { d in
            let parents = StatechartStructure(d.base).parents
            return d.states.removed.filter { $0.type == .history }.map {
                descriptor.finding(
                    d.id, ["state": $0.name, "depth": ($0.history ?? .shallow).rawValue],
                    "history state \(d.id)/\($0.name) was removed", base: $0.origin,
                    revision: parents[$0.name].flatMap(d.revisionState(ofBase:))?.origin)
            }
        }
    }
}
