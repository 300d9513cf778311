import SpecModel

/// `drop-region`: removes one region of a parallel state that keeps at least one other. Only regions no transition
/// outside them targets (and no history default names), so the mutant stays a valid machine: the parallel state
/// then completes without the region, and the region's transitions and actions are gone.
struct DropRegion: MutationOperator {
    var name: String { "drop-region" }
    var summary: String { "remove one region of a parallel state" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for machine in bundle.machines where machine.isStatechart {
            for state in machine.allStates where state.type == .parallel && state.states.count > 1 {
                for region in state.states where !Self.isTargetedFromOutside(region, in: machine) {
                    let (parallel, dropped) = (state.name, region.name)
                    let info = StatechartMutations.info(
                        name, machine: machine, element: region.name, origin: region.origin,
                        description: "drop region \(region.name) of the parallel state \(state.name)",
                        original: "\(state.name) has \(state.states.count) regions",
                        replacement: "\(state.name) without \(region.name)",
                        reach: .drives(machine: machine.id))
                    result.append(
                        MachineMutations.mutant(info, machine: machine.id) { machine in
                            StatechartMutations.editState(parallel, in: &machine.states) { state in
                                state.states.removeAll { $0.name == dropped }
                            }
                        })
                }
            }
        }
        return result
    }

    /// Whether a transition or history default outside `region` names a state inside it (or the region itself).
    static func isTargetedFromOutside(_ region: MachineState, in machine: Machine) -> Bool {
        var inside = Set<String>()
        func collect(_ state: MachineState) {
            inside.insert(state.name)
            state.states.forEach(collect)
        }
        collect(region)
        for state in machine.allStates where !inside.contains(state.name) {
            let targets =
                state.on.flatMap { $0.transitions.map(\.target) } + state.always.map(\.target)
                + [state.historyDefault?.value, state.initial?.value].compactMap { $0 }
            if targets.contains(where: inside.contains) { return true }
        }
        return false
    }
}
