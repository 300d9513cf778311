import SpecModel
import StateMachine

/// `lint.decision-unreachable`: a rule of a decision table that can never decide.
///
/// Under `first`, a rule whose every combination an earlier rule matches (the earlier rules meeting it are named);
/// under either policy, a rule with a cell that matches no value. A table too irregular to analyse within
/// ``DecisionAnalysis/regionLimit`` regions gets one warning saying so instead of rules that may be false positives.
struct DecisionUnreachableRule: LintRule {
    let id = "lint.decision-unreachable"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "a rule of a decision table never decides (covered by earlier rules, or a cell matches nothing)"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for table in bundle.decisionTables {
            let analysis = DecisionAnalysis(table)
            if analysis.incomplete {
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "table \"\(table.id)\" cuts its input space into more than \(DecisionAnalysis.regionLimit) regions; only part was "
                            + "analysed, so rules that never decide are not reported (overlaps and gaps found are listed)",
                        at: context.origin(of: "id", in: table.origin)))
            }
            for index in analysis.unreachable {
                let rule = table.rules[index]
                let message: String
                if analysis.space.empty[index] {
                    let inputs = table.inputs.indices.filter { analysis.space.cells[index][$0].isEmpty }.map {
                        "\"\(table.inputs[$0].name)\""
                    }
                    message =
                        "rule \"\(rule.id)\" of table \"\(table.id)\" matches no combination: its cell for \(inputs.joined(separator: ", ")) is empty"
                } else {
                    let covering = analysis.earlierRules(meeting: index).map { "\"\(table.rules[$0].id)\"" }
                    let named =
                        covering.count > 10
                        ? covering.prefix(10).joined(separator: ", ") + " and \(covering.count - 10) more"
                        : covering.joined(separator: ", ")
                    message =
                        "rule \"\(rule.id)\" of table \"\(table.id)\" never decides: earlier rules \(named) match every combination it matches"
                }
                diagnostics.append(context.diagnostic(self, message, at: context.origin(of: "id", in: rule.origin)))
            }
        }
        return diagnostics
    }
}
