/// The contents of a `contracts` file: local data contracts, API endpoints and CLI commands.
public struct Contracts: Sendable {
    public var local: [LocalContract]
    public var api: [APIEndpoint]
    public var cli: [CLICommand]

    public init(local: [LocalContract] = [], api: [APIEndpoint] = [], cli: [CLICommand] = []) {
        self.local = local
        self.api = api
        self.cli = cli
    }
}

/// A local data contract (`LOCAL-PROGRESS-ROW`): required fields and rules.
public struct LocalContract: Hashable, Sendable {
    public var id: String
    public var name: String
    public var requiredFields: [String]
    public var rules: [String]
    /// Inputs with constraints the implementation must enforce (`constraints`).
    public var constraints: [ContractInput]
    public var info: ElementInfo
    public var origin: Origin

    public init(
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
public struct CLICommand: Hashable, Sendable {
    public var id: String
    public var command: String
    public var inputs: [String]
    public var outputs: [String]
    public var failure: String?
    public var refusals: [String]
    /// Inputs with constraints the implementation must enforce (`constraints`).
    public var constraints: [ContractInput]
    public var info: ElementInfo
    public var origin: Origin

    public init(
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
