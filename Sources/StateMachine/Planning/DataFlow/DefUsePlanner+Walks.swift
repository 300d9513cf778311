import SpecModel

/// The walks that cover the def-use targets the covering paths left.
///
/// A walk starts from the initial configuration and goes, from wherever it stands, to the nearest step that exercises
/// a pending target (the definitions reaching it carried along, so one read covers every keep passed on the way),
/// until none is within ``greedyDepth`` steps or the walk is as long as the depth limit allows. When nothing is near
/// the initial configuration, the walk starts with the shortest path to the first pending target (the breadth-first
/// search over configurations paired with whether its definition still reaches). A target no walk reaches stays
/// pending: uncovered, with the planner's reason.
extension DefUsePlanner {
    /// How far a walk looks for its next target before it ends.
    static let greedyDepth = 12

    mutating func walks(
        _ pending: [Int], covered: inout [Bool], reached: inout Set<PlannerLimit>
    ) -> [PlannedPath] {
        var open = Set(pending)
        var paths: [PlannedPath] = []
        var seeds: [Int64: [Int: [Int32]]] = [:]
        var cursor = 0
        while true {
            while cursor < pending.count, !open.contains(pending[cursor]) { cursor += 1 }
            guard cursor < pending.count else { break }
            var walk: [Int32] = []
            var node: Int32 = 0
            var tracker = DefUseTracker(analysis)
            if !extend(&walk, &node, &tracker, open: &open, covered: &covered) {
                let first = pending[cursor]
                let target = analysis.targets[first]
                let key = Int64(target.slot) << 32 | Int64(target.definition + 1)
                if seeds[key] == nil {
                    let group = pending.filter {
                        open.contains($0) && analysis.targets[$0].slot == target.slot
                            && analysis.targets[$0].definition == target.definition
                    }
                    seeds[key] = shortestPaths(
                        slot: Int(target.slot), definition: target.definition, wanted: group, reached: &reached)
                }
                guard let seed = seeds[key]?[first] else {
                    open.remove(first)
                    continue
                }
                for edge in seed { advance(edge, &node, &tracker, open: &open, covered: &covered) }
                walk = seed
                open.remove(first)
                _ = extend(&walk, &node, &tracker, open: &open, covered: &covered)
            }
            paths.append(PlannedPath(steps: walk.map { search.graph.step($0) }))
        }
        return paths
    }

    /// Extends `walk` (ending at `node`, with `tracker` past it) step by step towards the nearest pending targets;
    /// whether it took any step.
    private mutating func extend(
        _ walk: inout [Int32], _ node: inout Int32, _ tracker: inout DefUseTracker, open: inout Set<Int>,
        covered: inout [Bool]
    ) -> Bool {
        var moved = false
        while !open.isEmpty, node >= 0, walk.count < search.limits.maxDepth {
            let budget = min(Self.greedyDepth, search.limits.maxDepth - walk.count)
            guard let route = nearest(from: node, tracker: tracker, open: open, depth: budget) else { break }
            for edge in route { advance(edge, &node, &tracker, open: &open, covered: &covered) }
            walk += route
            moved = true
        }
        return moved
    }

    /// Moves past `edge`: what it exercises is covered and no longer open.
    private func advance(
        _ edge: Int32, _ node: inout Int32, _ tracker: inout DefUseTracker, open: inout Set<Int>, covered: inout [Bool]
    ) {
        let e = search.graph.edges[Int(edge)]
        let (guards, taken, slots, data) = reads(of: e)
        tracker.step(slots: slots, data: data, guards: guards, taken: taken) { index in
            covered[index] = true
            open.remove(index)
        }
        node = e.kind == .taken ? e.to : e.from
    }

    /// What a step along `edge` evaluates: the guards, the transition taken, the context before it and the event data.
    private func reads(of edge: ConfigurationGraph.Edge) -> ([Int], Int?, [JSONValue], JSONValue) {
        let taken = edge.kind == .taken ? Int(edge.transition) : nil
        var guards = edge.falseGuards.map(Int.init)
        if let taken, search.machine.storage.transitions[taken].guardExpression != nil { guards.append(taken) }
        let event = search.machine.storage.groups[Int(edge.group)].event
        return (guards, taken, search.graph.nodes[Int(edge.from)].slots, search.graph.eventData(event))
    }

    /// The shortest route from `start` (reached with `tracker`) whose last step exercises an open target, within
    /// `depth` steps; configurations are visited once, with the definitions of the first way there.
    private mutating func nearest(from start: Int32, tracker: DefUseTracker, open: Set<Int>, depth: Int) -> [Int32]? {
        struct Visit {
            var node: Int32
            var parent: Int
            var edge: Int32
            var reaching: [[Int32]]
            var depth: Int
        }
        var visits = [Visit(node: start, parent: -1, edge: -1, reaching: tracker.reaching, depth: 0)]
        var seen: Set<Int32> = [start]
        var working = tracker
        var cursor = 0
        while cursor < visits.count {
            let visit = visits[cursor]
            let position = cursor
            cursor += 1
            guard visit.depth < depth else { continue }
            for edgeIndex in search.graph.expand(visit.node) {
                let edge = search.graph.edges[Int(edgeIndex)]
                guard edge.kind != .rejected else { continue }
                working.reaching = visit.reaching
                var hit = false
                let (guards, taken, slots, data) = reads(of: edge)
                working.step(slots: slots, data: data, guards: guards, taken: taken) {
                    if open.contains($0) { hit = true }
                }
                if hit {
                    var route = [edgeIndex]
                    var current = position
                    while visits[current].parent >= 0 {
                        route.append(visits[current].edge)
                        current = visits[current].parent
                    }
                    return route.reversed()
                }
                guard edge.kind == .taken, edge.to >= 0, seen.insert(edge.to).inserted else { continue }
                visits.append(
                    Visit(
                        node: edge.to, parent: position, edge: edgeIndex, reaching: working.reaching,
                        depth: visit.depth + 1))
            }
        }
        return nil
    }
}
