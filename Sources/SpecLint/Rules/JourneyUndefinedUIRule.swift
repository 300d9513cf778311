import SpecModel

/// `lint.journey-undefined-ui`: a journey step names a UI surface (by ID or range) that is not defined as a
/// surface.
struct JourneyUndefinedUIRule: LintRule {
    let id = "lint.journey-undefined-ui"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a journey step names a UI surface that is not defined"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        guard bundle.hasPatterns else { return [] }
        var diagnostics: [Diagnostic] = []
        for journey in bundle.journeys {
            for (owner, reference) in JourneyReferences.references(of: journey, field: "ui") {
                guard let problems = JourneyReferences.problems(reference.value, expected: .surface, in: bundle),
                    !problems.isEmpty
                else { continue }
                let message = JourneyReferences.message(
                    owner: owner, noun: "surface", reference: reference.value, problems: problems)
                diagnostics.append(context.diagnostic(self, message, at: reference.origin))
            }
        }
        return diagnostics
    }
}
