import SpecModel

/// `lint.done-event-unknown-state`: a statechart transition on `done.state.<name>` where `<name>` is no compound or
/// parallel state of the machine. Only those raise the event (when a compound state enters a final child, when every
/// region of a parallel state is final), so the transition can never fire: a misspelt name (with did-you-mean) or an
/// atomic state. Flat machines raise no done events; an `on` key of theirs is an ordinary event.
struct DoneEventUnknownStateRule: LintRule {
    let id = "lint.done-event-unknown-state"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a done.state transition names no compound or parallel state"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines where machine.isStatechart {
            let composites = machine.allStates.filter(\.isComposite).map(\.name)
            for state in machine.allStates {
                for group in state.on where group.event.hasPrefix(StatechartStructure.donePrefix) {
                    let name = String(group.event.dropFirst(StatechartStructure.donePrefix.count))
                    guard !composites.contains(name) else { continue }
                    var message = "transitions on \"\(group.event)\" from \"\(state.name)\" can never fire: "
                    if let named = machine.state(named: name) {
                        message +=
                            "\"\(named.name)\" is \(named.type == .history ? "a history state" : "an atomic state"); "
                            + "only compound and parallel states raise done events"
                    } else {
                        message += "machine \"\(machine.id)\" has no state \"\(name)\""
                    }
                    if let best = Suggestion.nearest(otherThan: name, among: composites) {
                        message += "; did you mean \"\(StatechartStructure.donePrefix)\(best)\"?"
                    }
                    diagnostics.append(context.diagnostic(self, message, at: group.origin))
                }
            }
        }
        return diagnostics
    }
}
