import SpecModel

/// `swap-transitions`: swaps two transitions of one state for one event. Transitions for one event are tried in
/// document order and the first whose guard holds is taken, so where both guards can hold the order decides which
/// fires: the mutant then takes the other one. Every pair of a group gives one mutant (`#0<->1`); a pair whose guards
/// (and those between them) never hold together cannot change anything, and the engine lists it as equivalent
/// (``TransitionOrderEquivalence``).
struct SwapTransitions: MutationOperator {
    var name: String { "swap-transitions" }
    var summary: String { "swap two transitions of one state for one event (first-match order)" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for machine in bundle.machines {
            let walked = machine.transitions
            for first in walked {
                let group = walked.filter { $0.id.from == first.id.from && $0.id.event == first.id.event }
                for second in group where second.id.ordinal > first.id.ordinal {
                    let (a, b) = (first.id.ordinal, second.id.ordinal)
                    let id = first.id
                    let info = MachineMutations.info(
                        name, first, variant: "<->\(b)",
                        description: "swap \(MachineMutations.arrow(first)) (#\(a)) and "
                            + "\(MachineMutations.arrow(second)) (#\(b)): the second is tried first",
                        original: "#\(a) before #\(b)", replacement: "#\(b) before #\(a)")
                    result.append(
                        MachineMutations.mutant(info, machine: machine.id) { machine in
                            MachineMutations.editGroup(id, in: &machine) { transitions in
                                guard transitions.indices.contains(b) else { return }
                                transitions.swapAt(a, b)
                            }
                        })
                }
            }
        }
        return result
    }
}
