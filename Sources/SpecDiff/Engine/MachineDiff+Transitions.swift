import SpecModel

extension IdentifiedTransition {
    /// The guard without insignificant whitespace, as transitions are matched by it.
    var guardText: String? { transition.guardExpression.map { GuardText.normalize($0.value) } }

    /// The arguments that name a transition: machine, from, event, guard (when any) and target.
    func arguments(machine: String, to: String? = nil) -> [String: String] {
        var args = ["machine": machine, "from": id.from, "event": id.event, "to": to ?? transition.target]
        if let g = transition.guardExpression?.value { args["guard"] = g }
        return args
    }

    /// `From --event[guard]--> Target`.
    var label: String {
        let g = transition.guardExpression.map { "[\($0.value)]" } ?? ""
        return "\(id.from) --\(id.event)\(g)--> \(transition.target)"
    }
}

extension MachineDiff {
    /// The matched transitions of every kept machine for which `where` holds, with the revision machine ID.
    static func matchedTransitions(
        _ c: DiffContext, where include: (IdentifiedTransition, IdentifiedTransition) -> Bool
    ) -> [(machine: String, base: IdentifiedTransition, revision: IdentifiedTransition)] {
        c.machineDiffs.flatMap { diff in
            diff.pairs.filter { include($0.base, $0.revision) }.map { (diff.revision.id, $0.base, $0.revision) }
        }
    }
}

extension MachineState {
    /// The state's eventless transitions with their identities (the event `always`), in document order.
    func eventlessTransitions(machine: String) -> [IdentifiedTransition] {
        always.enumerated().map { ordinal, transition in
            IdentifiedTransition(
                id: TransitionID(machine: machine, from: name, event: "always", ordinal: ordinal),
                transition: transition)
        }
    }
}
