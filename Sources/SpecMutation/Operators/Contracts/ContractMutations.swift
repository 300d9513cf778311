import SpecModel

/// What the contract operators share: a mutant of one contract input, seen by the contract checks (which run with
/// the rule checks, no machine's), and its edit of the decoded bundle wherever the contract is declared (a local
/// contract, an API endpoint or a CLI command).
enum ContractMutations {
    /// A mutant of `input` of `contract`, reached by the check named `reach`.
    static func mutant(
        _ op: String, contract: String, input: ContractInput, variant: String, key: String, locator: SpecLocator,
        description: String, original: String, replacement: String, reach: String,
        change: @escaping @Sendable (inout ContractInput) -> Void
    ) -> Mutant {
        let element = "\(contract).\(input.name)"
        let info = MutantInfo(
            id: "\(op):\(element)\(variant)", operatorName: op, element: element,
            origin: locator.origin(
                file: input.origin.file, pointer: JSONPointer.appending(input.origin.pointer, key),
                fallback: input.origin),
            description: description, original: original, replacement: replacement,
            scope: MutantScope(machines: [], rules: true), reach: .check(id: reach))
        let name = input.name
        return Mutant(info: info) { bundle in
            func edit(_ inputs: inout [ContractInput]) {
                guard let i = inputs.firstIndex(where: { $0.name == name }) else { return }
                change(&inputs[i])
            }
            for i in bundle.localContracts.indices where bundle.localContracts[i].id == contract {
                edit(&bundle.localContracts[i].constraints)
            }
            for i in bundle.apiEndpoints.indices where bundle.apiEndpoints[i].id == contract {
                edit(&bundle.apiEndpoints[i].constraints)
            }
            for i in bundle.cliCommands.indices where bundle.cliCommands[i].id == contract {
                edit(&bundle.cliCommands[i].constraints)
            }
        }
    }
}
