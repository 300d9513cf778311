/// One definition of an ID in a bundle.
package struct IDDefinition: Hashable, Sendable {
    package var id: String
    package var kind: ElementKind
    /// Where the defining element was written.
    package var origin: Origin

    package init(id: String, kind: ElementKind, origin: Origin) {
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
package struct IDIndex: Sendable {
    private var table: [String: [IDDefinition]] = [:]

    package init() {}

    /// Adds a definition; several definitions of one ID are kept, in load order.
    package mutating func add(_ definition: IDDefinition) {
        table[definition.id, default: []].append(definition)
    }

    /// The definitions of `id`, in load order (file path order, then document order).
    package func definitions(of id: String) -> [IDDefinition] { table[id] ?? [] }

    package func contains(_ id: String) -> Bool { table[id] != nil }

    /// Every defined ID, sorted.
    package var ids: [String] { table.keys.sorted() }

    package var count: Int { table.count }

    /// IDs defined more than once, sorted by ID.
    package var duplicates: [(id: String, definitions: [IDDefinition])] {
        table.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The defined IDs of one element kind, sorted.
    package func ids(of kind: ElementKind) -> [String] {
        table.filter { $0.value.contains { $0.kind == kind } }.keys.sorted()
    }
}

/// The element that holds a reference.
package struct Referrer: Hashable, Sendable {
    /// Its ID, or a path for elements without one (`artwork-access/Verifying`, `artwork-access/Verifying/checksum.valid/0`).
    package var id: String
    package var kind: ElementKind

    package init(id: String, kind: ElementKind) {
        self.id = id
        self.kind = kind
    }
}

/// One reference written in the bundle: the string as written, where, in which field of which element, and what
/// it is.
package struct ReferenceOccurrence: Hashable, Sendable {
    package var reference: Located<String>
    /// The key the reference list is under: `traces`, `features`, `modules`, `ui`, `next`, `requirements`,
    /// `journeys` or `references`.
    package var field: String
    package var referrer: Referrer
    /// The classification by the bundle's patterns.
    package var kind: ReferenceKind

    package init(reference: Located<String>, field: String, referrer: Referrer, kind: ReferenceKind) {
        self.reference = reference
        self.field = field
        self.referrer = referrer
        self.kind = kind
    }

    /// The IDs the reference names (expanded for ranges; none for external or unknown references).
    package var ids: [String] { kind.ids(of: reference.value) }
}
