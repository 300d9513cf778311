/// Maps (product, machine) to subject factories. Subjects are registered, not discovered: the executable's
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

    private var entries: [Key: Entry] = [:]
    private var groups = 0

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

    /// Every product with at least one subject, sorted.
    public var products: [String] {
        Array(Set(entries.keys.map(\.product))).sorted()
    }
}
