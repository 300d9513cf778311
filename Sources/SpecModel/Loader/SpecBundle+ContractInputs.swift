extension SpecBundle {
    /// Every contract that declares `constraints`, in load order (local contracts, API endpoints, CLI commands).
    package var contractInputs: [ContractInputs] {
        localContracts.filter { !$0.constraints.isEmpty }.map {
            ContractInputs(contract: $0.id, kind: .localContract, inputs: $0.constraints)
        }
            + apiEndpoints.filter { !$0.constraints.isEmpty }.map {
                ContractInputs(contract: $0.id, kind: .apiEndpoint, inputs: $0.constraints)
            }
            + cliCommands.filter { !$0.constraints.isEmpty }.map {
                ContractInputs(contract: $0.id, kind: .cliCommand, inputs: $0.constraints)
            }
    }
}
