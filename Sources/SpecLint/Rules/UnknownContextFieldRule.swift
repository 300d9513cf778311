import SpecModel
import StateMachine

/// `lint.unknown-context-field`: a guard or assignment reads a context field the machine's `context` does not
/// declare, or an assignment writes one. Only the root of a dotted path counts (`profile` in `profile.themes`);
/// `event` is the event payload, never a context field. Expressions that do not parse are left to
/// `lint.invalid-expression`.
struct UnknownContextFieldRule: LintRule {
    let id = "lint.unknown-context-field"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a guard or assignment names a context field the machine does not declare"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines {
            let declared = Set(machine.context.keys)
            let candidates = machine.context.keys.sorted()
            for expression in MachineExpression.all(in: machine) {
                let origin = expression.source.origin
                if case .assignment(let field) = expression.role {
                    let root = Self.root(of: field)
                    if !declared.contains(root) {
                        let message =
                            "\(expression.description) writes \"\(root)\", which the context of machine \"\(machine.id)\" does not declare"
                            + hint(root, candidates)
                        diagnostics.append(context.diagnostic(self, message, at: origin))
                    }
                }
                guard case .success(let parsed) = Expression.parse(expression.source.value) else { continue }
                for field in parsed.contextFields.sorted() where !declared.contains(field) {
                    let at =
                        FieldFinder.offset(of: field, in: expression.source.value).map {
                            Origin(
                                file: origin.file, location: context.location(inStringAt: origin, offset: $0),
                                pointer: origin.pointer)
                        } ?? origin
                    let message =
                        "\(expression.description) reads \"\(field)\", which the context of machine \"\(machine.id)\" does not declare"
                        + hint(field, candidates)
                    diagnostics.append(context.diagnostic(self, message, at: at))
                }
            }
        }
        return diagnostics
    }

    private static func root(of field: String) -> String {
        String(field.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(field))
    }

    private func hint(_ field: String, _ candidates: [String]) -> String {
        Suggestion.nearest(otherThan: field, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
