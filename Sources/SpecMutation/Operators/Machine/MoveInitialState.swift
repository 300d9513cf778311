import SpecModel

/// `move-initial-state`: starts the machine in another state, once for every other non-final state.
struct MoveInitialState: MutationOperator {
    var name: String { "move-initial-state" }
    var summary: String { "start the machine in another non-final state (one mutant per state)" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.machines.flatMap { machine in
            machine.states.filter { !$0.isFinal && $0.name != machine.initial }.map { state in
                let target = state.name
                let origin = locator.origin(
                    file: machine.origin.file, pointer: machine.origin.pointer + "/initial", fallback: machine.origin)
                let info = MutantInfo(
                    id: "\(name):\(machine.id)->\(target)", operatorName: name, element: machine.id, origin: origin,
                    description: "start \(machine.id) in \(target) instead of \(machine.initial)",
                    original: machine.initial,
                    replacement: target, scope: .machine(machine.id), reach: .drives(machine: machine.id))
                return MachineMutations.mutant(info, machine: machine.id) { $0.initial = target }
            }
        }
    }
}
