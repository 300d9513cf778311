import SpecModel

/// `drop-eventless`: removes one eventless (`always`) transition: the configuration it led out of becomes stable
/// where the spec moved on at once.
struct DropEventless: MutationOperator {
    var name: String { "drop-eventless" }
    var summary: String { "remove one eventless (always) transition" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for machine in bundle.machines where machine.isStatechart {
            for state in machine.allStates {
                for (ordinal, transition) in state.always.enumerated() {
                    let stateName = state.name
                    let condition = transition.guardExpression.map { " [\($0.value)]" } ?? ""
                    let arrow = "\(state.name) --always\(condition)--> \(transition.target)"
                    let info = StatechartMutations.info(
                        name, machine: machine, element: "\(state.name).always#\(ordinal)", origin: transition.origin,
                        description: "drop \(arrow)", original: arrow, replacement: "(no eventless transition)",
                        reach: .drives(machine: machine.id))
                    result.append(
                        MachineMutations.mutant(info, machine: machine.id) { machine in
                            StatechartMutations.editState(stateName, in: &machine.states) { state in
                                guard state.always.indices.contains(ordinal) else { return }
                                state.always.remove(at: ordinal)
                            }
                        })
                }
            }
        }
        return result
    }
}
