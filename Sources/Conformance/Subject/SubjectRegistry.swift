/// Maps (kind, product, element) to the factory that makes a fresh subject for it: machines to
/// ``ConformanceSubject``s, contracts to ``ContractSubject``s, limits to ``LimitProbe``s, and so on (see
/// ``SubjectKind``). Subjects are registered, not discovered: the executable's composition root registers the
/// bundled products, and a user's product registers its own the same way.
public struct SubjectRegistry: Sendable {
    /// Makes a fresh subject of one kind.
    public typealias Factory<Subject> = @Sendable () -> Subject

    private struct Key: Hashable, Sendable {
        var kind: String
        var product: String
        var element: String
    }

    private struct Entry: Sendable {
        /// The registration the entry came from: elements registered together share it.
        var group: Int
        /// A `Factory<Subject>` of the key's kind.
        var factory: any Sendable
    }

    private var entries: [Key: Entry] = [:]
    private var groups = 0

    package init() {}

    /// Registers one factory serving `elements` of `kind` in `product`. Machines registered together form one
    /// group: a scenario that spans several of them drives one shared subject instance.
    public mutating func register<Subject>(
        _ kind: SubjectKind<Subject>, product: String, elements: [String], factory: @escaping Factory<Subject>
    ) {
        groups += 1
        for element in elements {
            entries[Key(kind: kind.name, product: product, element: element)] = Entry(group: groups, factory: factory)
        }
    }

    /// The factory for an element, if one is registered.
    package func factory<Subject>(_ kind: SubjectKind<Subject>, product: String, element: String) -> Factory<Subject>? {
        guard let entry = entries[Key(kind: kind.name, product: product, element: element)] else { return nil }
        return entry.factory as? Factory<Subject>
    }

    /// An identifier shared by the elements registered together.
    package func group<Subject>(_ kind: SubjectKind<Subject>, product: String, element: String) -> Int? {
        entries[Key(kind: kind.name, product: product, element: element)]?.group
    }

    /// The elements of `kind` with a subject in `product`, sorted.
    package func elements<Subject>(_ kind: SubjectKind<Subject>, product: String) -> [String] {
        entries.keys.filter { $0.kind == kind.name && $0.product == product }.map(\.element).sorted()
    }

    /// The elements of `kind` with a subject in `product`, in groups registered together (for machines: one world
    /// each): each group sorted, groups sorted by their first element.
    package func groups<Subject>(_ kind: SubjectKind<Subject>, product: String) -> [[String]] {
        var byGroup: [Int: [String]] = [:]
        for (key, entry) in entries where key.kind == kind.name && key.product == product {
            byGroup[entry.group, default: []].append(key.element)
        }
        return byGroup.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Every product with at least one subject of any kind, sorted.
    package var products: [String] { Array(Set(entries.keys.map(\.product))).sorted() }
}
