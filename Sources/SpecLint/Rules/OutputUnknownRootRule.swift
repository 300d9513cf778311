import SpecModel
import StateMachine

/// `lint.output-unknown-root`: an output invariant expression names a root other than `input`, `output`, and inside
/// the quantifier the element (its `as` name, default `item`) and `index`.
struct OutputUnknownRootRule: LintRule {
    let id = "lint.output-unknown-root"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "an output invariant expression names an unknown root"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for output in bundle.outputs {
            for invariant in output.invariants {
                for (role, source, roots) in invariant.expressions {
                    guard case .success(let expression) = Expression.parse(source.value) else { continue }
                    var unknown = expression.contextFields.subtracting(roots)
                    if expression.usesEvent { unknown.insert("event") }
                    for name in unknown.sorted() {
                        let hint = Suggestion.hint(for: name, among: roots.sorted())
                        diagnostics.append(
                            context.diagnostic(
                                self,
                                "\(role) of invariant \(invariant.id) names unknown root \"\(name)\"; roots here: \(roots.sorted().joined(separator: ", "))\(hint)",
                                at: source.origin))
                    }
                }
            }
        }
        return diagnostics
    }
}
