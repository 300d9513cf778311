/// The spec elements a subject serves, by kind: what a `hello` reply lists, and what a `subjects.json` entry's
/// `serves` object restricts it to.
public struct ServedElements: Hashable, Sendable {
    /// Machine IDs.
    public var machines: [String]
    /// Decision table IDs.
    public var decisionTables: [String]
    /// Contract IDs (local contracts, API endpoints, CLI commands).
    public var contracts: [String]
    /// Limit IDs.
    public var limits: [String]
    /// Output IDs.
    public var outputs: [String]
    /// Payload property names of the events' schemas.
    public var properties: [String]
    /// Rule IDs the subject checks itself.
    public var rules: [String]

    public init(
        machines: [String] = [], decisionTables: [String] = [], contracts: [String] = [], limits: [String] = [], outputs: [String] = [],
        properties: [String] = [], rules: [String] = []
    ) {
        self.machines = machines
        self.decisionTables = decisionTables
        self.contracts = contracts
        self.limits = limits
        self.outputs = outputs
        self.properties = properties
        self.rules = rules
    }

    /// The kinds of element, in the order `serves` lists them.
    public enum Kind: String, CaseIterable, Sendable {
        case machines, decisionTables, contracts, limits, outputs, properties, rules

        /// `machine`, `decision table`, … (singular, for messages).
        public var noun: String {
            switch self {
            case .machines: "machine"
            case .decisionTables: "decision table"
            case .contracts: "contract"
            case .limits: "limit"
            case .outputs: "output"
            case .properties: "payload property"
            case .rules: "rule"
            }
        }

        /// `machines`, `decision tables`, `payload properties`.
        public var plural: String { self == .properties ? "payload properties" : noun + "s" }
    }

    /// The elements of one kind.
    public subscript(kind: Kind) -> [String] {
        get {
            switch kind {
            case .machines: machines
            case .decisionTables: decisionTables
            case .contracts: contracts
            case .limits: limits
            case .outputs: outputs
            case .properties: properties
            case .rules: rules
            }
        }
        set {
            switch kind {
            case .machines: machines = newValue
            case .decisionTables: decisionTables = newValue
            case .contracts: contracts = newValue
            case .limits: limits = newValue
            case .outputs: outputs = newValue
            case .properties: properties = newValue
            case .rules: rules = newValue
            }
        }
    }

    /// Whether no kind lists anything.
    public var isEmpty: Bool { Kind.allCases.allSatisfy { self[$0].isEmpty } }

    /// `1 machine, 2 rules` (kinds with elements only), or `nothing`.
    public var counted: String {
        let parts = Kind.allCases.compactMap { kind -> String? in
            let n = self[kind].count
            guard n > 0 else { return nil }
            return "\(n) \(n == 1 ? kind.noun : kind.plural)"
        }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
