import SpecModel

/// What the graph of a machine allows: states reachable before and not now, states that lost their last way out.
enum MachineGraphRules: DiffRuleSet {
    static let unreachable = DiffRuleDescriptor(
        "machine.state-unreachable", .error, .machine, "a state reachable from the initial state before is not any more")
    static let deadEnd = DiffRuleDescriptor(
        "machine.state-dead-end", .error, .machine, "a non-final state lost its last transition to another state")

    static var rules: [DiffRuleDescriptor] { [unreachable, deadEnd] }

    /// States reachable from the initial state, guards ignored.
    static func reachable(_ m: Machine) -> Set<String> {
        var edges: [String: [String]] = [:]
        for s in m.states { edges[s.name] = s.on.flatMap { $0.transitions.map(\.target) } }
        var seen: Set<String> = [m.initial]
        var queue = [m.initial]
        while let next = queue.popLast() {
            for t in edges[next] ?? [] where seen.insert(t).inserted { queue.append(t) }
        }
        return seen
    }

    static func hasWayOut(_ s: MachineState) -> Bool {
        s.on.contains { $0.transitions.contains { $0.target != s.name } }
    }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        for diff in c.machineDiffs {
            let id = diff.revision.id
            let before = reachable(diff.base)
            let after = reachable(diff.revision)
            for pair in diff.states.pairs {
                let (b, r) = (pair.base, pair.revision)
                if before.contains(b.name) && !after.contains(r.name) {
                    out.append(
                        unreachable.finding(
                            id, ["state": r.name], "state \(id)/\(r.name) can no longer be reached from \(diff.revision.initial)",
                            base: b.origin, revision: r.origin))
                }
                if !r.isFinal && !b.isFinal && hasWayOut(b) && !hasWayOut(r) {
                    out.append(
                        deadEnd.finding(
                            id, ["state": r.name], "non-final state \(id)/\(r.name) has no way out any more", base: b.origin,
                            revision: r.origin))
                }
            }
        }
        return out
    }
}
