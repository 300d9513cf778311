/// Builds a ``CoverageCriterion/tour``: a greedy covering walk over the configuration graph.
///
/// From the current configuration, a breadth-first search finds the shortest way to the nearest transition
/// not yet walked (ties broken by document order); the walk follows it and continues from there. When no such
/// transition is reachable from the current configuration, the walk resets to the initial configuration and
/// a new path begins. Only transitions the coverage search reached are sought, so the walk always ends.
struct TourBuilder {
    var search: CoverageSearch
    let limits: PlannerLimits

    mutating func plan() -> PathPlan {
        let transitionCount = search.machine.storage.transitions.count
        // Transitions known reachable; the tour seeks exactly these.
        var pending = [Bool](repeating: false, count: transitionCount)
        var pendingCount = 0
        for index in 0..<transitionCount {
            let target = search.transitionTarget[index]
            if target >= 0, search.found[target] != nil {
                pending[index] = true
                pendingCount += 1
            }
        }
        var walked = [Bool](repeating: false, count: transitionCount)
        var paths: [PlannedPath] = []
        var steps: [PlannedStep] = []
        var current: Int32 = 0
        while pendingCount > 0 {
            guard let route = nearest(from: current, pending: pending) else {
                if current == 0 { break }
                paths.append(PlannedPath(steps: steps))
                steps = []
                current = 0
                continue
            }
            for edgeIndex in route {
                let edge = search.graph.edges[Int(edgeIndex)]
                let transition = Int(edge.transition)
                walked[transition] = true
                if pending[transition] {
                    pending[transition] = false
                    pendingCount -= 1
                }
                steps.append(search.graph.step(edgeIndex))
                current = edge.to
            }
            if current < 0 {
                // The bound cut the last configuration off: the walk cannot go on from there.
                paths.append(PlannedPath(steps: steps))
                steps = []
                current = 0
            }
        }
        if !steps.isEmpty { paths.append(PlannedPath(steps: steps)) }
        var covered = [Bool](repeating: false, count: search.targets.count)
        for index in 0..<transitionCount where walked[index] && search.transitionTarget[index] >= 0 {
            covered[search.transitionTarget[index]] = true
        }
        return search.makePlan(paths: paths, isCovered: { covered[$0] }, limitsReached: search.limitsReached)
    }

    /// The shortest route (edges) from `start` whose last edge takes a pending transition; nil when none is
    /// reachable within the depth bound.
    private mutating func nearest(from start: Int32, pending: [Bool]) -> [Int32]? {
        var parentEdge: [Int32: Int32] = [start: -1]
        var frontier: [Int32] = [start]
        var depth = 0
        while !frontier.isEmpty, depth < limits.maxDepth {
            var next: [Int32] = []
            for node in frontier {
                for edgeIndex in search.graph.expand(node) {
                    let edge = search.graph.edges[Int(edgeIndex)]
                    guard edge.kind == .taken else { continue }
                    if pending[Int(edge.transition)] {
                        return route(to: node, parentEdge: parentEdge) + [edgeIndex]
                    }
                    if edge.to >= 0, parentEdge[edge.to] == nil {
                        parentEdge[edge.to] = edgeIndex
                        next.append(edge.to)
                    }
                }
            }
            frontier = next
            depth += 1
        }
        return nil
    }

    private func route(to node: Int32, parentEdge: [Int32: Int32]) -> [Int32] {
        var route: [Int32] = []
        var current = node
        while let edgeIndex = parentEdge[current], edgeIndex >= 0 {
            route.append(edgeIndex)
            current = search.graph.edges[Int(edgeIndex)].from
        }
        return route.reversed()
    }
}
