import SpecModel
import StateMachine

/// `lint.decision-gap`: input combinations no rule of a decision table without a `default` matches.
///
/// One diagnostic per table, at its `rules`: how many combinations are left undecided and one of them. A table
/// with a `default` decides them there, so it is not reported.
struct DecisionGapRule: LintRule {
    let id = "lint.decision-gap"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a decision table without a default leaves input combinations no rule matches"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for table in bundle.decisionTables where table.defaultOutput == nil {
            let analysis = DecisionAnalysis(table)
            guard let first = analysis.gaps.first else { continue }
            let of =
                analysis.gapCombinations == Int.max
                ? "more than \(Int.max)" : (analysis.incomplete ? "at least " : "") + "\(analysis.gapCombinations)"
            diagnostics.append(
                context.diagnostic(
                    self,
                    "no rule of table \"\(table.id)\" matches \(of) of \(analysis.combinations) combinations, e.g. "
                        + "\(analysis.space.describe(first.example)); add a rule or a \"default\"",
                    at: context.origin(of: "rules", in: table.origin)))
        }
        return diagnostics
    }
}
