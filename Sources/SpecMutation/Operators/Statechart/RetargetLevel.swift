import SpecModel

/// `retarget-level`: sends one transition of a statechart one level up or down from its target: to the target's
/// parent (entering it by its initial child, or all its regions) and to each child of a compound or parallel target
/// (entering that child instead of the target's initial one). `retarget-transition` moves targets among siblings.
struct RetargetLevel: MutationOperator {
    var name: String { "retarget-level" }
    var summary: String { "send one statechart transition to its target's parent or to one of the target's children" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.machines.filter(\.isStatechart).flatMap { machine in
            let structure = StatechartStructure(machine)
            return machine.transitions.flatMap { t -> [Mutant] in
                let target = t.transition.target
                var targets: [String] = []
                if let parent = structure.parents[target] { targets.append(parent) }
                // Entering a compound state enters its initial child anyway, and entering one region of a parallel
                // state enters them all: only the other children of a compound target tell a level down apart.
                if let state = structure.states[target], state.type != .parallel {
                    let initial = state.initial?.value
                    targets += state.states.filter { $0.type != .history && $0.name != initial }.map(\.name)
                }
                let id = t.id
                let origin = locator.origin(
                    file: t.transition.origin.file, pointer: t.transition.origin.pointer + "/target",
                    fallback: t.transition.origin)
                return targets.map { level in
                    let direction = structure.parents[target] == level ? "up" : "down"
                    let info = MachineMutations.info(
                        name, t, variant: "->\(level)", origin: origin,
                        description: "retarget \(MachineMutations.arrow(t)) a level \(direction), to \(level)",
                        original: target, replacement: level)
                    return MachineMutations.mutant(info, machine: machine.id) { machine in
                        MachineMutations.edit(id, in: &machine) { $0.target = level }
                    }
                }
            }
        }
    }
}
