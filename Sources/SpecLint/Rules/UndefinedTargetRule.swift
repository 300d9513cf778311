import SpecModel

/// `lint.undefined-target`: a transition's `target` names no state of its machine.
struct UndefinedTargetRule: LintRule {
    let id = "lint.undefined-target"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a transition targets a state the machine does not define"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines where !machine.isStatechart {
            let names = machine.states.map(\.name)
            let known = Set(names)
            for t in machine.transitions where !t.transition.target.isEmpty && !known.contains(t.transition.target) {
                var message =
                    "transition on \"\(t.id.event)\" from \"\(t.id.from)\" targets \"\(t.transition.target)\", "
                    + "which is not a state of machine \"\(machine.id)\""
                if let best = Suggestion.nearest(otherThan: t.transition.target, among: names) {
                    message += "; did you mean \"\(best)\"?"
                }
                diagnostics.append(
                    context.diagnostic(self, message, at: context.origin(of: "target", in: t.transition.origin)))
            }
        }
        return diagnostics
    }
}
