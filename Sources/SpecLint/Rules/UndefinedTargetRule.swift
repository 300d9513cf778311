import SpecModel

/// `lint.undefined-target`: a transition's `target` names no state of its machine.
struct UndefinedTargetRule: LintRule {
    let id = "lint.undefined-target"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a transition targets a state the machine does not define"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines {
            let names = machine.states.map(\.name)
            let known = Set(names)
            for state in machine.states {
                for group in state.on {
                    for transition in group.transitions where !transition.target.isEmpty && !known.contains(transition.target) {
                        var message =
                            "transition on \"\(group.event)\" from \"\(state.name)\" targets \"\(transition.target)\", "
                            + "which is not a state of machine \"\(machine.id)\""
                        if let best = Nearest.closest(to: transition.target, among: names) { message += "; did you mean \"\(best)\"?" }
                        diagnostics.append(context.diagnostic(self, message, at: context.origin(of: "target", in: transition.origin)))
                    }
                }
            }
        }
        return diagnostics
    }
}
