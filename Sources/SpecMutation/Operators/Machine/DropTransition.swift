import SpecModel

/// `drop-transition`: removes one transition. The spec no longer lets the event do that in that state, so a suite
/// that also proves what the implementation refuses (a sneak-path check) must see the implementation still take it.
struct DropTransition: MutationOperator {
    var name: String { "drop-transition" }
    var summary: String { "remove one transition (the state no longer handles the event that way)" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.machines.flatMap { machine in
            machine.transitions.map { t in
                let id = t.id
                let info = MachineMutations.info(
                    name, t, description: "drop \(MachineMutations.arrow(t))", original: MachineMutations.arrow(t),
                    replacement: "(no transition)")
                return MachineMutations.mutant(info, machine: machine.id) { machine in
                    MachineMutations.editGroup(id, in: &machine) { $0.remove(at: id.ordinal) }
                }
            }
        }
    }
}
