/// Maps (product, machine) to subject factories, and (product, contract) to contract subject factories. Subjects are registered, not discovered: the executable's
/// composition root registers the bundled products, and a user's product registers its own the same way.
public struct SubjectRegistry: Sendable {
    public typealias Factory = @Sendable () -> any ConformanceSubject

    private struct Key: Hashable, Sendable {
        var product: String
        var machine: String
    }

    private struct Entry: Sendable {
        var group: Int
        var factory: Factory
    }

    /// Makes a fresh contract subject: every contract call starts from the same world.
    public typealias ContractFactory = @Sendable () -> any ContractSubject

    private var entries: [Key: Entry] = [:]
    private var groups = 0
    private var contractEntries: [Key: ContractFactory] = [:]
    private var propertyEntries: [Key: PropertyFactory] = [:]
    private var limitEntries: [Key: LimitFactory] = [:]
    private var decisionEntries: [Key: DecisionFactory] = [:]
    private var outputEntries: [Key: OutputFactory] = [:]

    public init() {}

    /// Registers one factory serving `machines` of `product`. A scenario that spans several of these machines
    /// drives one shared subject instance.
    public mutating func register(product: String, machines: [String], factory: @escaping Factory) {
        groups += 1
        for machine in machines {
            entries[Key(product: product, machine: machine)] = Entry(group: groups, factory: factory)
        }
    }

    /// The factory for a machine, if one is registered.
    public func factory(product: String, machine: String) -> Factory? {
        entries[Key(product: product, machine: machine)]?.factory
    }

    /// An identifier shared by machines served by the same factory.
    public func group(product: String, machine: String) -> Int? {
        entries[Key(product: product, machine: machine)]?.group
    }

    /// The machines with a subject, per product, sorted.
    public func machines(product: String) -> [String] {
        entries.keys.filter { $0.product == product }.map(\.machine).sorted()
    }

    /// The machines with a subject, per product, in groups of machines served by one factory (one world): each
    /// group sorted, groups sorted by their first machine.
    public func machineGroups(product: String) -> [[String]] {
        var byGroup: [Int: [String]] = [:]
        for (key, entry) in entries where key.product == product { byGroup[entry.group, default: []].append(key.machine) }
        return byGroup.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Every product with at least one subject (machine or contract), sorted.
    public var products: [String] {
        Array(Set(entries.keys.map(\.product) + contractEntries.keys.map(\.product) + propertyEntries.keys.map(\.product)
                + limitEntries.keys.map(\.product) + decisionEntries.keys.map(\.product) + outputEntries.keys.map(\.product))).sorted()
    }

    /// Registers one factory serving the contracts (by ID) `contracts` of `product`: it calls their inputs.
    public mutating func register(product: String, contracts: [String], factory: @escaping ContractFactory) {
        for contract in contracts { contractEntries[Key(product: product, machine: contract)] = factory }
    }

    /// The contract subject factory for a contract ID, if one is registered.
    public func contractFactory(product: String, contract: String) -> ContractFactory? {
        contractEntries[Key(product: product, machine: contract)]
    }

    /// The contracts with a subject, per product, sorted.
    public func contracts(product: String) -> [String] {
        contractEntries.keys.filter { $0.product == product }.map(\.machine).sorted()
    }

    /// Makes a fresh property driver: every driven value starts from the same world.
    public typealias PropertyFactory = @Sendable () -> any PropertyDriver

    /// Registers one factory driving the payload properties (by name) `properties` of `product`'s events.
    public mutating func register(product: String, properties: [String], factory: @escaping PropertyFactory) {
        for property in properties { propertyEntries[Key(product: product, machine: property)] = factory }
    }

    /// The driver factory for a payload property, if one is registered.
    public func propertyFactory(product: String, property: String) -> PropertyFactory? {
        propertyEntries[Key(product: product, machine: property)]
    }

    /// The payload properties with a driver, per product, sorted.
    public func properties(product: String) -> [String] {
        propertyEntries.keys.filter { $0.product == product }.map(\.machine).sorted()
    }

    /// Makes a fresh limit probe: every probed value starts from the same world.
    public typealias LimitFactory = @Sendable () -> any LimitProbe

    /// Registers one factory probing the limits (by ID) `limits` of `product`.
    public mutating func register(product: String, limits: [String], factory: @escaping LimitFactory) {
        for limit in limits { limitEntries[Key(product: product, machine: limit)] = factory }
    }

    /// The probe factory for a limit, if one is registered.
    public func limitFactory(product: String, limit: String) -> LimitFactory? {
        limitEntries[Key(product: product, machine: limit)]
    }

    /// The limits with a probe, per product, sorted.
    public func limits(product: String) -> [String] {
        limitEntries.keys.filter { $0.product == product }.map(\.machine).sorted()
    }

    /// Registers one factory answering the decision tables (by ID) `tables` of `product`.
    public mutating func register(product: String, tables: [String], factory: @escaping DecisionFactory) {
        for table in tables { decisionEntries[Key(product: product, machine: table)] = factory }
    }

    /// The decision subject factory for a table ID, if one is registered.
    public func decisionFactory(product: String, table: String) -> DecisionFactory? {
        decisionEntries[Key(product: product, machine: table)]
    }

    /// The decision tables with a subject, per product, sorted.
    public func decisionTables(product: String) -> [String] {
        decisionEntries.keys.filter { $0.product == product }.map(\.machine).sorted()
    }

    /// Registers one factory answering the outputs (by ID) `outputs` of `product`.
    public mutating func register(product: String, outputs: [String], factory: @escaping OutputFactory) {
        for output in outputs { outputEntries[Key(product: product, machine: output)] = factory }
    }

    /// The output subject factory for an output ID, if one is registered.
    public func outputFactory(product: String, output: String) -> OutputFactory? {
        outputEntries[Key(product: product, machine: output)]
    }

    /// The outputs with a subject, per product, sorted.
    public func outputs(product: String) -> [String] {
        outputEntries.keys.filter { $0.product == product }.map(\.machine).sorted()
    }
}
