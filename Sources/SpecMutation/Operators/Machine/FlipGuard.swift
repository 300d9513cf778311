import SpecModel

/// `flip-guard`: negates one guard, `g` becoming `!(g)`: the transition fires exactly when the spec said it must not.
struct FlipGuard: MutationOperator {
    var name: String { "flip-guard" }
    var summary: String { "negate one guard: g becomes !(g)" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.machines.flatMap { machine in
            machine.transitions.compactMap { t -> Mutant? in
                guard let guardExpression = t.transition.guardExpression else { return nil }
                let id = t.id
                let flipped = "!(\(guardExpression.value))"
                let info = MachineMutations.info(
                    name, t, origin: guardExpression.origin,
                    description: "flip the guard of \(MachineMutations.arrow(t)) to \(flipped)",
                    original: guardExpression.value, replacement: flipped)
                return MachineMutations.mutant(info, machine: machine.id) { machine in
                    MachineMutations.edit(id, in: &machine) { $0.guardExpression?.value = flipped }
                }
            }
        }
    }
}
