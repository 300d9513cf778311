/// What a reference string is, by the product's ID and external patterns.
package enum ReferenceKind: Hashable, Sendable {
    /// An ID of the given pattern kind (or, for IDs outside `idPatterns` such as journey steps, the element kind
    /// of its definition); it must be defined in the bundle.
    case id(kind: String)
    /// A well-formed range whose ends are IDs of `kind`, with every ID it names.
    case range(kind: String, expanded: [String])
    /// A reference to material outside the bundle, matching an external pattern of `kind`; never resolved.
    case external(kind: String)
    /// Written as a range of IDs (both ends are IDs), but malformed or inverted.
    case invalidRange(RangeError)
    /// Matches no pattern and is not defined: `lint.unknown-reference`.
    case unknown

    /// The IDs the reference names: itself for an ID, every ID for a range, none otherwise.
    package func ids(of reference: String) -> [String] {
        switch self {
        case .id: [reference]
        case .range(_, let expanded): expanded
        case .external, .invalidRange, .unknown: []
        }
    }
}
