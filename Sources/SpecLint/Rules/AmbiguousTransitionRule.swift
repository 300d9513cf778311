import SpecModel

/// `lint.ambiguous-transition`: a state has two or more unguarded transitions on one event; only the first can
/// ever fire, so the diagram says two things at once. Reported at every unguarded transition after the first. States
/// at every level count, and a statechart state's eventless transitions (`always`) form one more such list.
struct AmbiguousTransitionRule: LintRule {
    let id = "lint.ambiguous-transition"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a state has more than one unguarded transition on one event"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines {
            for state in machine.allStates {
                for group in state.transitionLists {
                    let unguarded = group.transitions.indices.filter { group.transitions[$0].guardExpression == nil }
                    guard let first = unguarded.first else { continue }
                    for index in unguarded.dropFirst() {
                        let transition = group.transitions[index]
                        let message =
                            "transition \(index) on \"\(group.event)\" from \"\(state.name)\" (to \"\(transition.target)\") is "
                            + "unguarded, like transition \(first) (to \"\(group.transitions[first].target)\"); only the first can fire"
                        diagnostics.append(
                            context.diagnostic(
                                self, message, at: transition.origin,
                                related: [
                                    context.related("first unguarded transition", group.transitions[first].origin)
                                ]))
                    }
                }
            }
        }
        return diagnostics
    }
}
