import SpecModel

/// `lint.inverted-range`: a range of IDs whose first ID comes after its last (`FEAT-ID-003 to FEAT-ID-001`).
struct InvertedRangeRule: LintRule {
    let id = "lint.inverted-range"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a range's first ID comes after its last"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        bundle.references.compactMap { occurrence in
            guard case .invalidRange(let error) = occurrence.kind, case .inverted = error else { return nil }
            return context.diagnostic(self, error.message, at: occurrence.reference.origin)
        }
    }
}
