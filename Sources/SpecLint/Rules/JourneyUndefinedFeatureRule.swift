import SpecModel

/// `lint.journey-undefined-feature`: a journey or a journey step names a feature (by ID or range) that is not
/// defined as a feature.
struct JourneyUndefinedFeatureRule: LintRule {
    let id = "lint.journey-undefined-feature"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a journey or journey step names a feature that is not defined"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        guard bundle.hasPatterns else { return [] }
        var diagnostics: [Diagnostic] = []
        for journey in bundle.journeys {
            for (owner, reference) in JourneyReferences.references(of: journey, field: "features") {
                guard let problems = JourneyReferences.problems(reference.value, expected: .feature, in: bundle),
                    !problems.isEmpty
                else { continue }
                let message = JourneyReferences.message(
                    owner: owner, noun: "feature", reference: reference.value, problems: problems)
                diagnostics.append(context.diagnostic(self, message, at: reference.origin))
            }
        }
        return diagnostics
    }
}
