import SpecModel

/// `machine.restructured`: a kept machine, a statechart in either version, is written differently (states nested or
/// moved, a transition lifted to a parent) but behaves the same: its flat machines of configurations, what `check`
/// runs, are identical (``MachineBehaviour``). The machine's other findings are then lowered to `info`
/// (``SpecDiffer``): each describes the writing, none a change an implementation could see.
enum MachineRestructured: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.restructured", .info, .machine, "a statechart was restructured without changing its behaviour")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.machineDiffs.filter(isRestructured).map { diff in
            descriptor.finding(
                diff.id, ["machine": diff.id],
                "\(diff.id) was restructured without changing its behaviour: its flat machines of configurations "
                    + "(states, transitions, guards, assignments, emits, outputs) are the same, so its other findings "
                    + "are info",
                base: diff.base.origin, revision: diff.revision.origin)
        }
    }

    /// Whether the two versions of `diff`'s machine are written differently but behave the same.
    static func isRestructured(_ diff: MachineDiff) -> Bool {
        guard diff.base.isStatechart || diff.revision.isStatechart,
            MachineBehaviour.structure(diff.base) != MachineBehaviour.structure(diff.revision),
            let base = MachineBehaviour.observable(diff.base)
        else { return false }
        return base == MachineBehaviour.observable(diff.revision)
    }
}
