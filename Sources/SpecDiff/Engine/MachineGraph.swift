import SpecModel

/// What the graph of a machine allows, guards ignored.
enum MachineGraph {
    /// States reachable from the initial state.
    static func reachable(_ m: Machine) -> Set<String> {
        var edges: [String: [String]] = [:]
        for t in m.transitions { edges[t.id.from, default: []].append(t.transition.target) }
        var seen: Set<String> = [m.initial]
        var queue = [m.initial]
        while let next = queue.popLast() {
            for t in edges[next] ?? [] where seen.insert(t).inserted { queue.append(t) }
        }
        return seen
    }

    /// Whether some transition of `s` leads to another state.
    static func hasWayOut(_ s: MachineState) -> Bool {
        s.on.contains { $0.transitions.contains { $0.target != s.name } }
    }
}
