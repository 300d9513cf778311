/// The spec elements a subject serves, by kind: what a `hello` reply lists, and what a `subjects.json` entry's
/// `serves` object restricts it to.
package struct ServedElements: Hashable, Sendable {
    /// The elements of each kind that lists any, in the order given.
    private var byKind: [Kind: [String]] = [:]

    package init(
        machines: [String] = [], decisionTables: [String] = [], contracts: [String] = [], limits: [String] = [],
        outputs: [String] = [],
        properties: [String] = [], rules: [String] = []
    ) {
        let lists: [(Kind, [String])] = [
            (.machines, machines), (.decisionTables, decisionTables), (.contracts, contracts), (.limits, limits),
            (.outputs, outputs),
            (.properties, properties), (.rules, rules),
        ]
        for (kind, elements) in lists { self[kind] = elements }
    }

    /// The kinds of element, in the order `serves` lists them; the raw value is the key in `serves`.
    package enum Kind: String, CaseIterable, Sendable {
        case machines, decisionTables, contracts, limits, outputs, properties, rules

        /// `machine`, `decision table`, … (singular, for messages).
        package var noun: String { Self.nouns[self] ?? rawValue }

        /// `machines`, `decision tables`, `payload properties`.
        package var plural: String { self == .properties ? "payload properties" : noun + "s" }

        private static let nouns: [Kind: String] = [
            .machines: "machine", .decisionTables: "decision table", .contracts: "contract", .limits: "limit",
            .outputs: "output",
            .properties: "payload property", .rules: "rule",
        ]
    }

    /// The elements of one kind.
    package subscript(kind: Kind) -> [String] {
        get { byKind[kind] ?? [] }
        set { byKind[kind] = newValue.isEmpty ? nil : newValue }
    }

    /// Machine IDs.
    package var machines: [String] {
        get { self[.machines] }
        set { self[.machines] = newValue }
    }
    /// Decision table IDs.
    package var decisionTables: [String] {
        get { self[.decisionTables] }
        set { self[.decisionTables] = newValue }
    }
    /// Contract IDs (local contracts, API endpoints, CLI commands).
    package var contracts: [String] {
        get { self[.contracts] }
        set { self[.contracts] = newValue }
    }
    /// Limit IDs.
    package var limits: [String] {
        get { self[.limits] }
        set { self[.limits] = newValue }
    }
    /// Output IDs.
    package var outputs: [String] {
        get { self[.outputs] }
        set { self[.outputs] = newValue }
    }
    /// Payload property names of the events' schemas.
    package var properties: [String] {
        get { self[.properties] }
        set { self[.properties] = newValue }
    }
    /// Rule IDs the subject checks itself.
    package var rules: [String] {
        get { self[.rules] }
        set { self[.rules] = newValue }
    }

    /// Whether no kind lists anything.
    package var isEmpty: Bool { Kind.allCases.allSatisfy { self[$0].isEmpty } }

    /// `1 machine, 2 rules` (kinds with elements only), or `nothing`.
    package var counted: String {
        let parts = Kind.allCases.compactMap { kind -> String? in
            let n = self[kind].count
            guard n > 0 else { return nil }
            return "\(n) \(n == 1 ? kind.noun : kind.plural)"
        }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
