import SpecModel

/// What the graph of a machine allows, guards ignored.
enum MachineGraph {
    /// States reachable from the initial state; for a statechart, at every level (``StatechartStructure/reach()``).
    static func reachable(_ m: Machine) -> Set<String> {
        if m.isStatechart { return StatechartStructure(m).reach().states }
        var edges: [String: [String]] = [:]
        for t in m.transitions { edges[t.id.from, default: []].append(t.transition.target) }
        var seen: Set<String> = [m.initial]
        var queue = [m.initial]
        while let next = queue.popLast() {
            for t in edges[next] ?? [] where seen.insert(t).inserted { queue.append(t) }
        }
        return seen
    }

    /// Whether some transition of `s` leads to another state (an eventless one too).
    static func hasWayOut(_ s: MachineState) -> Bool {
        s.on.contains { $0.transitions.contains { $0.target != s.name } } || s.always.contains { $0.target != s.name }
    }

    /// What a state is in the hierarchy, for the rules that compare it across versions.
    enum Kind: String {
        case atomic, compound, parallel, final, history
    }

    static func kind(_ s: MachineState) -> Kind {
        switch s.type {
        case .final: .final
        case .history: .history
        case .parallel: .parallel
        case .normal: s.states.isEmpty ? .atomic : .compound
        }
    }
}

extension MachineGraph {
    /// Whether a run in `s` has a way out: a transition of `s` to another state, or (statecharts, `structure`) any
    /// transition of an enclosing state, which applies in `s` too; a state inside a parallel state always may be left
    /// by another region, and a composite state by its children.
    static func hasWayOut(_ s: MachineState, in structure: StatechartStructure?) -> Bool {
        guard let structure else { return hasWayOut(s) }
        if hasWayOut(s) || !s.states.isEmpty || structure.isInParallel(s.name) { return true }
        return structure.ancestors(of: s.name).contains { name in
            structure.states[name].map { state in
                state.on.contains { !$0.transitions.isEmpty } || !state.always.isEmpty
            } ?? false
        }
    }
}
