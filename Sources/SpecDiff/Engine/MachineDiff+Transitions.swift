import SpecModel

extension MachineDiff.Located {
    /// The arguments that name a transition: machine, from, event, guard (when any) and target.
    func arguments(machine: String, to: String? = nil) -> [String: String] {
        var args = ["machine": machine, "from": state, "event": event, "to": to ?? transition.target]
        if let g = transition.guardExpression?.value { args["guard"] = g }
        return args
    }

    /// `From --event[guard]--> Target`.
    var label: String {
        let g = transition.guardExpression.map { "[\($0.value)]" } ?? ""
        return "\(state) --\(event)\(g)--> \(transition.target)"
    }
}

extension MachineDiff {
    /// The matched transitions of every kept machine for which `where` holds, with the revision machine ID.
    static func matchedTransitions(
        _ c: DiffContext, where include: (Located, Located) -> Bool
    ) -> [(machine: String, base: Located, revision: Located)] {
        c.machineDiffs.flatMap { diff in
            diff.pairs.filter { include($0.base, $0.revision) }.map { (diff.revision.id, $0.base, $0.revision) }
        }
    }
}
