import SpecModel
import StateMachine

/// `lint.invalid-expression`: a guard, assignment or output invariant expression that does not parse.
///
/// Located at the offending token inside the string: the string's location plus the opening quote plus the
/// token's offset in the expression (escapes written in the file are accounted for when its bytes are known).
struct InvalidExpressionRule: LintRule {
    let id = "lint.invalid-expression"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a guard or assignment expression does not parse"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines {
            for expression in MachineExpression.all(in: machine) {
                guard case .failure(let error) = Expression.parse(expression.source.value) else { continue }
                let origin = expression.source.origin
                let at = Origin(
                    file: origin.file, location: context.location(inStringAt: origin, offset: error.offset),
                    pointer: origin.pointer)
                let message = "\(expression.description) does not parse: \(error.message) [\(error.code)]"
                diagnostics.append(context.diagnostic(self, message, at: at))
            }
        }
        for output in bundle.outputs {
            for invariant in output.invariants {
                for (role, source, _) in invariant.expressions {
                    guard case .failure(let error) = Expression.parse(source.value) else { continue }
                    let origin = source.origin
                    let at = Origin(
                        file: origin.file, location: context.location(inStringAt: origin, offset: error.offset),
                        pointer: origin.pointer)
                    let message =
                        "\(role) of invariant \(invariant.id) does not parse: \(error.message) [\(error.code)]"
                    diagnostics.append(context.diagnostic(self, message, at: at))
                }
            }
        }
        return diagnostics
    }
}
