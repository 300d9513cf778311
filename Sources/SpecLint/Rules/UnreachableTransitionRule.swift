import SpecModel

/// `lint.unreachable-transition`: a guarded transition listed after an unguarded one on the same event and
/// state. Transitions are tried in document order, so it can never fire. (A second unguarded one is
/// `lint.ambiguous-transition`.) States at every level count, and a statechart state's eventless transitions
/// (`always`) form one more such list.
struct UnreachableTransitionRule: LintRule {
    let id = "lint.unreachable-transition"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "a guarded transition follows an unguarded one on the same event, so it can never fire"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines {
            for state in machine.allStates {
                for group in state.transitionLists {
                    guard let first = group.transitions.firstIndex(where: { $0.guardExpression == nil }) else {
                        continue
                    }
                    for index in group.transitions.indices where index > first {
                        let transition = group.transitions[index]
                        guard transition.guardExpression != nil else { continue }
                        let message =
                            "transition \(index) on \"\(group.event)\" from \"\(state.name)\" (to \"\(transition.target)\") can "
                            + "never fire: unguarded transition \(first) before it is always taken"
                        diagnostics.append(
                            context.diagnostic(
                                self, message, at: transition.origin,
                                related: [context.related("unguarded transition", group.transitions[first].origin)]))
                    }
                }
            }
        }
        return diagnostics
    }
}
