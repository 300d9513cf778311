import SpecModel

/// `lint.invalid-range`: a reference written as a range of IDs whose ends differ in prefix or width, or lack a
/// numeric suffix.
struct InvalidRangeRule: LintRule {
    let id = "lint.invalid-range"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a range's ends differ in prefix or width, or have no numeric suffix"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        bundle.references.compactMap { occurrence in
            guard case .invalidRange(let error) = occurrence.kind else { return nil }
            if case .inverted = error { return nil }
            return context.diagnostic(self, error.message, at: occurrence.reference.origin)
        }
    }
}
