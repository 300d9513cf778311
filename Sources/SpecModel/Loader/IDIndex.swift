/// One definition of an ID in a bundle.
public struct IDDefinition: Hashable, Sendable {
    public var id: String
    public var kind: ElementKind
    /// Where the defining element was written.
    public var origin: Origin

    public init(id: String, kind: ElementKind, origin: Origin) {
        self.id = id
        self.kind = kind
        self.origin = origin
    }
}

/// Every ID a bundle defines, with each of its definitions, so lint finds duplicates and `explain` finds
/// definitions.
///
/// Indexed: features, journeys, journey steps and decisions, surfaces, machines, event names and event IDs,
/// local/API/CLI contracts and their input constraints, modules, module rules, cross-cutting rules, edge cases, rules, matrices, claims,
/// rows and readiness rules.
public struct IDIndex: Sendable {
    private var table: [String: [IDDefinition]] = [:]

    public init() {}

    /// Adds a definition; several definitions of one ID are kept, in load order.
    public mutating func add(_ definition: IDDefinition) {
        table[definition.id, default: []].append(definition)
    }

    /// The definitions of `id`, in load order (file path order, then document order).
    public func definitions(of id: String) -> [IDDefinition] { table[id] ?? [] }

    public func contains(_ id: String) -> Bool { table[id] != nil }

    /// Every defined ID, sorted.
    public var ids: [String] { table.keys.sorted() }

    public var count: Int { table.count }

    /// IDs defined more than once, sorted by ID.
    public var duplicates: [(id: String, definitions: [IDDefinition])] {
        table.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The defined IDs of one element kind, sorted.
    public func ids(of kind: ElementKind) -> [String] {
        table.filter { $0.value.contains { $0.kind == kind } }.keys.sorted()
    }
}

/// The element that holds a reference.
public struct Referrer: Hashable, Sendable {
    /// Its ID, or a path for elements without one (`artwork-access/Verifying`, `artwork-access/Verifying/checksum.valid/0`).
    public var id: String
    public var kind: ElementKind

    public init(id: String, kind: ElementKind) {
        self.id = id
        self.kind = kind
    }
}

/// One reference written in the bundle: the string as written, where, in which field of which element, and what
/// it is.
public struct ReferenceOccurrence: Hashable, Sendable {
    public var reference: Located<String>
    /// The key the reference list is under: `traces`, `features`, `modules`, `ui`, `next`, `requirements`,
    /// `journeys` or `references`.
    public var field: String
    public var referrer: Referrer
    /// The classification by the bundle's patterns.
    public var kind: ReferenceKind

    public init(reference: Located<String>, field: String, referrer: Referrer, kind: ReferenceKind) {
        self.reference = reference
        self.field = field
        self.referrer = referrer
        self.kind = kind
    }

    /// The IDs the reference names (expanded for ranges; none for external or unknown references).
    public var ids: [String] { kind.ids(of: reference.value) }
}
