extension SpecFileKind {
    /// `contracts` files: local contracts, API endpoints and CLI commands.
    static let contracts = SpecFileKind(
        .contracts,
        keyTables: [
            .contractsFile, .localContract, .apiEndpoint, .apiInput, .apiSuccess, .apiError, .cliCommand,
            .contractInput, .source,
        ]
    ) { decoder, reader, _ in
        .contracts(decoder.decodeContracts(reader))
    }
}

extension SpecContent {
    /// The contents of a `contracts` file.
    package static func contracts(_ content: Contracts) -> SpecContent {
        SpecContent { bundle in
            bundle.localContracts += content.local
            bundle.apiEndpoints += content.api
            bundle.cliCommands += content.cli
        }
    }
}
