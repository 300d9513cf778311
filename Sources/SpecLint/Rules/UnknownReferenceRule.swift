import SpecModel

/// `lint.unknown-reference`: a reference that matches neither an ID pattern nor an external pattern of the
/// product, and is not a defined ID (such as a journey step).
struct UnknownReferenceRule: LintRule {
    let id = "lint.unknown-reference"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a reference matches neither an ID pattern nor an external pattern of the product"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        guard bundle.hasPatterns else { return [] }
        var diagnostics: [Diagnostic] = []
        for occurrence in bundle.references {
            guard case .unknown = occurrence.kind else { continue }
            let text = occurrence.reference.value
            var message = "\"\(text)\" in \"\(occurrence.field)\" matches no ID or external pattern of the product"
            if let best = Suggestion.nearest(otherThan: text, among: bundle.idIndex.ids) {
                message += "; did you mean \"\(best)\"?"
            }
            diagnostics.append(context.diagnostic(self, message, at: occurrence.reference.origin))
        }
        return diagnostics
    }
}
