import SpecModel

/// `toggle-required`: one contract input made optional when it is required, required when it is optional. A
/// required input's check leaves it out and must see a refusal for `required`; an optional input's check leaves it
/// out and must see the call accepted: whichever way the mutant turns the input, one of them disagrees.
struct ToggleRequired: MutationOperator {
    var name: String { "toggle-required" }
    var summary: String { "make one contract input optional when required, required when optional" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for contract in bundle.contractInputs {
            for input in contract.inputs {
                let required = input.required
                let now = required ? "optional" : "required"
                // The check that sees the input's new status: the absent-input check of an input made optional,
                // the `required` constraint's check of one made required.
                let reach =
                    required
                    ? "contract:\(contract.contract):absent:\(input.name)"
                    : "contract:\(InputConstraint(contract: contract.contract, input: input.name, kind: .required).id)"
                result.append(
                    ContractMutations.mutant(
                        name, contract: contract.contract, input: input, variant: "", key: "required",
                        locator: locator,
                        description: "make \(contract.contract) input \(input.name) \(now)",
                        original: required ? "required" : "optional", replacement: now, reach: reach
                    ) { $0.required = !required })
            }
        }
        return result
    }
}
