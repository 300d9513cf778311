import SpecModel

/// `lint.undefined-reference`: a reference that matches one of the product's ID patterns (or a range of such IDs)
/// names an ID the bundle does not define.
///
/// A range is reported once, listing every ID of it that is not defined. Feature and UI references of journeys
/// and journey steps are left to `lint.journey-undefined-feature` and `lint.journey-undefined-ui`.
struct UndefinedReferenceRule: LintRule {
    let id = "lint.undefined-reference"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a reference matches an ID pattern but names an ID that is not defined"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        guard bundle.hasPatterns else { return [] }
        var diagnostics: [Diagnostic] = []
        for occurrence in bundle.references where !JourneyReferences.isJourneyOwned(occurrence) {
            let text = occurrence.reference.value
            let origin = occurrence.reference.origin
            switch occurrence.kind {
            case .id(let kind):
                guard !bundle.idIndex.contains(text) else { continue }
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "\"\(text)\" matches the \(kind) ID pattern but is not defined\(hint(text, kind, bundle))",
                        at: origin))
            case .range(let kind, let expanded):
                let missing = expanded.filter { !bundle.idIndex.contains($0) }
                guard !missing.isEmpty else { continue }
                let message =
                    "range \"\(text)\" names \(missing.count) undefined \(kind) ID\(missing.count == 1 ? "" : "s"): "
                    + missing.quotedList()
                diagnostics.append(context.diagnostic(self, message, at: origin))
            case .external, .invalidRange, .unknown:
                continue
            }
        }
        return diagnostics
    }

    /// `; did you mean "X"?` for the closest defined ID of the same pattern kind, or empty.
    private func hint(_ text: String, _ kind: String, _ bundle: SpecBundle) -> String {
        let candidates = bundle.idIndex.ids.filter { bundle.patterns.idKind(of: $0) == kind }
        guard let best = Suggestion.nearest(otherThan: text, among: candidates) else { return "" }
        return "; did you mean \"\(best)\"?"
    }
}
