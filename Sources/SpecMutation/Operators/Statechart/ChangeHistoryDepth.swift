import SpecModel

/// `history-depth`: turns a shallow history state deep, or a deep one shallow. A deep history restores the active
/// atomic descendants, a shallow one only the parent's active child (entered by its initial states), so the two
/// differ once a child of the parent is itself compound and left in a non-initial substate.
struct ChangeHistoryDepth: MutationOperator {
    var name: String { "history-depth" }
    var summary: String { "make a shallow history state deep, or a deep one shallow" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for machine in bundle.machines where machine.isStatechart {
            for state in machine.allStates where state.type == .history {
                let depth = state.history ?? .shallow
                let changed: HistoryDepth = depth == .shallow ? .deep : .shallow
                let stateName = state.name
                let info = StatechartMutations.info(
                    name, machine: machine, element: state.name, origin: state.origin,
                    description: "make the history state \(state.name) \(changed.rawValue)", original: depth.rawValue,
                    replacement: changed.rawValue, reach: .drives(machine: machine.id))
                result.append(
                    MachineMutations.mutant(info, machine: machine.id) { machine in
                        StatechartMutations.editState(stateName, in: &machine.states) { $0.history = changed }
                    })
            }
        }
        return result
    }
}
