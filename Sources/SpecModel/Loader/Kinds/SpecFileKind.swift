/// One kind of spec file: the key tables its objects are checked against, and how its body decodes into the
/// ``SpecContent`` that gathers its elements into a bundle.
///
/// Each kind is a static value in its own file here (`DecisionsFileKind.swift`) and one line in ``registry``; the
/// envelope's word for it is a ``SpecKind`` case. Nothing else in the loader switches over kinds.
struct SpecFileKind: Sendable {
    let kind: SpecKind
    /// The key tables of the objects a file of this kind holds, the file object's own first; the kind's schema has a
    /// `$defs` entry for each.
    let keyTables: [KeySpec]
    /// Decodes the body of a file of this kind (its envelope already checked): decoder, file object, product ID.
    let decode: @Sendable (SpecDecoder, ObjectReader, String) -> SpecContent

    init(
        _ kind: SpecKind, keyTables: [KeySpec],
        decode: @escaping @Sendable (SpecDecoder, ObjectReader, String) -> SpecContent
    ) {
        self.kind = kind
        self.keyTables = keyTables
        self.decode = decode
    }

    /// Every kind of spec file the loader reads.
    static let registry: [SpecFileKind] = [
        .product, .features, .journeys, .surfaces, .machine, .events, .contracts, .modules, .edgeCases, .rules,
        .traceability, .assumptions, .limits, .decisions, .stages, .outputs,
    ]

    private static let byKind = Dictionary(uniqueKeysWithValues: registry.map { ($0.kind, $0) })

    /// The registered kind for an envelope's `kind` (every ``SpecKind`` is registered: `SpecFileKindTests`).
    static func of(_ kind: SpecKind) -> SpecFileKind {
        guard let registered = byKind[kind] else { preconditionFailure("spec kind \(kind.rawValue) is not registered") }
        return registered
    }
}
