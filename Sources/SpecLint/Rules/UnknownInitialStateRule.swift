import SpecModel

/// `lint.unknown-initial-state`: a machine's `initial` names no state of the machine.
struct UnknownInitialStateRule: LintRule {
    let id = "lint.unknown-initial-state"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a machine's initial state is not one of its states"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        bundle.machines.filter { !$0.isStatechart }.compactMap { machine in
            // An empty `initial` is the decoder's `spec.missing-key`; a machine without states is its `spec.invalid-value`.
            guard !machine.initial.isEmpty, !machine.states.isEmpty, machine.state(named: machine.initial) == nil else {
                return nil
            }
            var message = "initial state \"\(machine.initial)\" of machine \"\(machine.id)\" is not one of its states"
            if let best = Suggestion.nearest(otherThan: machine.initial, among: machine.states.map(\.name)) {
                message += "; did you mean \"\(best)\"?"
            }
            return context.diagnostic(self, message, at: context.origin(of: "initial", in: machine.origin))
        }
    }
}
