import SpecModel

/// `lint.dead-end-state`: a state that is not final but has no outgoing transition, so a run that enters it is
/// stuck. The fix is an outgoing transition or `"type": "final"`.
struct DeadEndStateRule: LintRule {
    let id = "lint.dead-end-state"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a non-final state has no outgoing transition"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines where !machine.isStatechart {
            for state in machine.states where !state.isFinal && state.on.allSatisfy({ $0.transitions.isEmpty }) {
                let message =
                    "state \"\(state.name)\" of machine \"\(machine.id)\" is not final and has no outgoing transition; "
                    + "add one or mark it \"type\": \"final\""
                diagnostics.append(context.diagnostic(self, message, at: state.origin))
            }
        }
        return diagnostics
    }
}
