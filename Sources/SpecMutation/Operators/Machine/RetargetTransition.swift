import SpecModel

/// `retarget-transition`: sends one transition to another state, once for every other state of the machine; in a
/// statechart, every other state at its target's level (the target's siblings; `retarget-level` moves it up or down).
struct RetargetTransition: MutationOperator {
    var name: String { "retarget-transition" }
    var summary: String { "send one transition to another state (one mutant per other state)" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.machines.flatMap { machine in
            let structure = machine.isStatechart ? StatechartStructure(machine) : nil
            return machine.transitions.flatMap { t in
                let parent = structure?.parents[t.transition.target].flatMap { structure?.states[$0] }
                let level = parent?.states ?? machine.states
                return level.filter { $0.type != .history }.map(\.name).filter { $0 != t.transition.target }.map {
                    target in
                    let id = t.id
                    let origin = locator.origin(
                        file: t.transition.origin.file, pointer: t.transition.origin.pointer + "/target",
                        fallback: t.transition.origin)
                    let info = MachineMutations.info(
                        name, t, variant: "->\(target)", origin: origin,
                        description: "retarget \(MachineMutations.arrow(t)) to \(target)",
                        original: t.transition.target,
                        replacement: target)
                    return MachineMutations.mutant(info, machine: machine.id) { machine in
                        MachineMutations.edit(id, in: &machine) { $0.target = target }
                    }
                }
            }
        }
    }
}
