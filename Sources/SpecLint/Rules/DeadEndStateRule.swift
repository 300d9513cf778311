import SpecModel

/// `lint.dead-end-state`: a state that is not final but has no outgoing transition, so a run that enters it is
/// stuck. The fix is an outgoing transition or `"type": "final"`.
///
/// In a statechart the rule judges atomic states: one is stuck when neither it nor any enclosing state has a
/// transition (`on`, `after` or `always`), since a parent's transitions apply to its descendants. A state inside a
/// parallel state is not judged (another region's transition may leave it), nor are composite and history states.
struct DeadEndStateRule: LintRule {
    let id = "lint.dead-end-state"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a non-final state has no outgoing transition"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines {
            let structure = machine.isStatechart ? StatechartStructure(machine) : nil
            for state in machine.allStates where !state.isFinal && !Self.hasTransition(state) {
                var message =
                    "state \"\(state.name)\" of machine \"\(machine.id)\" is not final and has no outgoing transition; "
                    + "add one or mark it \"type\": \"final\""
                if let structure {
                    guard state.states.isEmpty, state.type != .history, !structure.isInParallel(state.name) else {
                        continue
                    }
                    let enclosing = structure.ancestors(of: state.name)
                    guard !enclosing.contains(where: { structure.states[$0].map(Self.hasTransition) ?? false }) else {
                        continue
                    }
                    if !enclosing.isEmpty {
                        message =
                            "state \"\(state.name)\" of machine \"\(machine.id)\" is not final and neither it nor an "
                            + "enclosing state (\(enclosing.quotedList())) has a transition; add one or mark it \"type\": \"final\""
                    }
                }
                diagnostics.append(context.diagnostic(self, message, at: state.origin))
            }
        }
        return diagnostics
    }

    /// Whether `state` itself has a transition (an event's, a timer's or an eventless one).
    static func hasTransition(_ state: MachineState) -> Bool {
        state.on.contains { !$0.transitions.isEmpty } || !state.always.isEmpty
    }
}
