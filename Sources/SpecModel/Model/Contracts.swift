/// The contents of a `contracts` file: local data contracts, API endpoints and CLI commands.
package struct Contracts: Sendable {
    package var local: [LocalContract]
    package var api: [APIEndpoint]
    package var cli: [CLICommand]

    package init(local: [LocalContract] = [], api: [APIEndpoint] = [], cli: [CLICommand] = []) {
        self.local = local
        self.api = api
        self.cli = cli
    }
}

/// A local data contract (`LOCAL-PROGRESS-ROW`): required fields and rules.
package struct LocalContract: Hashable, Sendable {
    package var id: String
    package var name: String
    package var requiredFields: [String]
    package var rules: [String]
    /// Inputs with constraints the implementation must enforce (`constraints`).
    package var constraints: [ContractInput]
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, name: String, requiredFields: [String] = [], rules: [String] = [],
        constraints: [ContractInput] = [],
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.name = name
        self.requiredFields = requiredFields
        self.rules = rules
        self.constraints = constraints
        self.info = info
        self.origin = origin
    }
}

/// A CLI command contract (`CLI-OANDS-VALIDATE`).
package struct CLICommand: Hashable, Sendable {
    package var id: String
    package var command: String
    package var inputs: [String]
    package var outputs: [String]
    package var failure: String?
    package var refusals: [String]
    /// Inputs with constraints the implementation must enforce (`constraints`).
    package var constraints: [ContractInput]
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, command: String, inputs: [String] = [], outputs: [String] = [], failure: String? = nil,
        refusals: [String] = [], constraints: [ContractInput] = [], info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.command = command
        self.inputs = inputs
        self.outputs = outputs
        self.failure = failure
        self.refusals = refusals
        self.constraints = constraints
        self.info = info
        self.origin = origin
    }
}
