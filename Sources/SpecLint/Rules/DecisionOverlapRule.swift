import SpecModel
import StateMachine

/// `lint.decision-overlap`: under hit policy `unique`, two rules of a decision table match one input combination;
/// under `any`, two rules giving different outputs do (DMN: overlapping rules of an `any` table must agree).
///
/// Reported at the later rule, naming both rules and one combination both match, with the earlier rule as a related
/// location. Found by ``DecisionAnalysis`` (recursive splitting of the input domains), never by enumeration.
struct DecisionOverlapRule: LintRule {
    let id = "lint.decision-overlap"
    let defaultSeverity = Diagnostic.Severity.error
    let summary =
        "two rules of a unique decision table (or two disagreeing rules of an any table) match one combination"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for table in bundle.decisionTables where table.hitPolicy == .unique || table.hitPolicy == .any {
            let analysis = DecisionAnalysis(table)
            for overlap in analysis.overlaps {
                let (a, b) = (table.rules[overlap.first], table.rules[overlap.second])
                let disagree =
                    table.hitPolicy == .any
                    ? " but give different outputs (\(DecisionSpace.text(a.then)) and \(DecisionSpace.text(b.then)))"
                    : ""
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "rules \"\(a.id)\" and \"\(b.id)\" of table \"\(table.id)\" both match \(analysis.space.describe(overlap.example))\(disagree)",
                        at: context.origin(of: "id", in: b.origin),
                        related: [context.related("rule \"\(a.id)\"", context.origin(of: "id", in: a.origin))]))
            }
            if analysis.overlapsTruncated {
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "table \"\(table.id)\" has more than \(DecisionAnalysis.overlapLimit) overlapping rule pairs; the first are listed",
                        at: context.origin(of: "id", in: table.origin)))
            }
        }
        return diagnostics
    }
}
