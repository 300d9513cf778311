import SpecModel

/// `lint.stage-without-requirements`: a release stage that requires nothing.
///
/// A stage whose pass rule reads "every required check passed" passes on an empty list; ours must not. A stage with no
/// requirement is an error unless it is declared `manual` with the reason a person signs it off (it is then reported
/// inconclusive, never passed). A manual stage that also lists requirements is contradictory and flagged too, and so is
/// a `minimumPassing` larger than the requirements listed, which no run can meet.
struct StageWithoutRequirementsRule: LintRule {
    let id = "lint.stage-without-requirements"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a release stage requires nothing and is not declared manual, or its pass rule cannot be met"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for stage in bundle.stages {
            let at = context.origin(of: "id", in: stage.origin)
            if stage.requires.isEmpty && stage.manual == nil {
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "stage \"\(stage.id)\" requires no ID and no check, so it could pass on nothing; list what it requires, "
                            + "or declare it \"manual\" with the reason a person signs it off", at: at))
            } else if !stage.requires.isEmpty && stage.manual != nil {
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "stage \"\(stage.id)\" is declared manual but lists \(stage.requires.count) requirement\(stage.requires.count == 1 ? "" : "s"); "
                            + "a manual stage has none (remove \"manual\", or the requirements)", at: at))
            } else if stage.manual == nil && stage.minimumPassing > stage.requires.count {
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "stage \"\(stage.id)\" needs \(stage.minimumPassing) passing requirements but lists only \(stage.requires.count)",
                        at: context.origin(of: "minimumPassing", in: stage.origin)))
            }
        }
        return diagnostics
    }
}
