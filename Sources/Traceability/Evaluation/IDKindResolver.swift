import SpecModel

/// The ID kind of an ID: the kind of the first of the product's `idPatterns` it matches, else the element kind of
/// its definition (as `SpecBundle.classify` does), reusing the bundle's classification of references when it can.
struct IDKindResolver {
    private let bundle: SpecBundle
    private let patterns: [(kind: String, pattern: CompiledPattern)]

    init(bundle: SpecBundle) {
        self.bundle = bundle
        patterns = (bundle.productSpec?.idPatterns ?? []).compactMap { p in
            CompiledPattern(p.pattern.value).map { (p.kind, $0) }
        }
    }

    /// The kind of `id`, given the references to it (already fetched) and its defining element kind, if defined.
    func kind(of id: String, references: [ReferenceOccurrence], definedAs element: ElementKind?) -> String? {
        for occurrence in references where occurrence.reference.value == id {
            if case .id(let kind) = occurrence.kind { return kind }
        }
        for occurrence in references {
            if case .range(let kind, _) = occurrence.kind { return kind }
        }
        return patternKind(of: id) ?? element?.rawValue
    }

    /// The kind of the first ID pattern `id` matches.
    func patternKind(of id: String) -> String? {
        patterns.first { $0.pattern.matches(id) }?.kind
    }
}
