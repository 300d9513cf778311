import SpecModel

/// Extends a `guards` plan with paths for the data-flow targets of ``DefUseAnalysis`` (the `uses` criterion).
///
/// The plan's paths are followed first (``DefUseTracker``): what they exercise needs no path of its own. The targets
/// the abstract search (``DefUseProof``) proves no run exercises are listed unreachable. For the rest, one
/// breadth-first search per field and definition, over the configuration graph paired with whether the definition
/// still reaches (taken and not assigned over since; counter steps and keeps carry it), finds the shortest path to
/// each of its targets; targets are taken in order, each path added only when no earlier one exercised its target.
struct DefUsePlanner {
    var search: CoverageSearch
    let analysis: DefUseAnalysis

    mutating func extend(_ base: PathPlan) -> PathPlan {
        let machine = search.machine
        let limits = search.limits
        let count = analysis.count
        let proof = DefUseProof.search(
            machine, analysis: analysis, abstraction: search.graph.abstraction,
            maxConfigurations: limits.maxConfigurations)
        var covered = [Bool](repeating: false, count: count)
        for path in base.paths { mark(path.steps, in: &covered) }
        // Pending targets grouped by (slot, definition), in target order.
        var groups: [[Int]] = []
        var groupOf: [Int64: Int] = [:]
        for index in 0..<count where !covered[index] && proof?.feasible[index] != false {
            let target = analysis.targets[index]
            let key = Int64(target.slot) << 32 | Int64(target.definition + 1)
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        var paths = base.paths
        var reached: Set<PlannerLimit> = []
        for group in groups where group.contains(where: { !covered[$0] }) {
            let first = analysis.targets[group[0]]
            let ends = shortestPaths(
                slot: Int(first.slot), definition: first.definition, wanted: group.filter { !covered[$0] },
                reached: &reached)
            for index in group where !covered[index] {
                guard let edges = ends[index] else { continue }
                let steps = edges.map { search.graph.step($0) }
                paths.append(PlannedPath(steps: steps))
                mark(steps, in: &covered)
            }
        }
        if search.graph.hitConfigurationLimit { reached.insert(.maxConfigurations) }
        var plan = base
        plan.paths = paths
        var unplanned = false
        for index in 0..<count {
            let pair = analysis.pair(index)
            let transition = pair.use ?? pair.definition.transition
            let target = CoverageTarget(
                kind: .defUse, state: transition?.from ?? machine.stateNames[machine.initialState],
                transition: transition, label: pair.description, pair: pair)
            if covered[index] {
                plan.covered.append(target)
            } else if proof?.feasible[index] == false {
                plan.unreachable.append(target)
            } else {
                plan.uncovered.append(target)
                unplanned = true
            }
        }
        if unplanned { plan.limitsReached = Array(Set(plan.limitsReached).union(reached)).sorted() }
        plan.configurations = search.graph.nodes.count
        return plan
    }

    /// Marks every target the planned `steps` exercise, replaying them on the spec machine from its initial context.
    private func mark(_ steps: [PlannedStep], in covered: inout [Bool]) {
        var instance = MachineInstance(search.machine)
        var tracker = DefUseTracker(analysis)
        for step in steps {
            let slots = instance.slots
            let outcome = instance.step(event: step.event, data: step.data)
            for pair in tracker.observeIndices(slots: slots, data: step.data, outcome: outcome) { covered[pair] = true }
        }
    }

    /// Per target of `wanted` that it reaches, the edges of a shortest path that takes `definition` (-1: starts
    /// from the initial context) and then reads `slot` as the target says with no assignment over it in between.
    private mutating func shortestPaths(
        slot: Int, definition: Int32, wanted: [Int], reached: inout Set<PlannerLimit>
    ) -> [Int: [Int32]] {
        let limits = search.limits
        var pending = Set(wanted)
        var found: [Int: [Int32]] = [:]
        // Product nodes: configuration node * 2 + whether the definition reaches.
        struct Visit {
            var product: Int
            var parent: Int
            var edge: Int32
            var depth: Int
        }
        let start = definition < 0 ? 1 : 0
        var visits = [Visit(product: start, parent: -1, edge: -1, depth: 0)]
        var seen: Set<Int> = [start]
        func path(_ visit: Int, then edge: Int32) -> [Int32] {
            var edges = [edge]
            var current = visit
            while visits[current].parent >= 0 {
                edges.append(visits[current].edge)
                current = visits[current].parent
            }
            return edges.reversed()
        }
        var cursor = 0
        while cursor < visits.count, !pending.isEmpty {
            let visit = visits[cursor]
            let position = cursor
            cursor += 1
            let node = Int32(visit.product / 2)
            let live = visit.product % 2 == 1
            if visit.depth >= limits.maxDepth {
                reached.insert(.maxDepth)
                continue
            }
            let slots = search.graph.nodes[Int(node)].slots
            for edgeIndex in search.graph.expand(node) {
                let edge = search.graph.edges[Int(edgeIndex)]
                guard edge.kind != .rejected else { continue }
                let taken = edge.kind == .taken ? Int(edge.transition) : nil
                if live {
                    var guards = edge.falseGuards.map(Int.init)
                    if let taken, search.machine.storage.transitions[taken].guardExpression != nil {
                        guards.append(taken)
                    }
                    analysis.reads(
                        slots: slots, data: search.graph.eventData(search.machine.storage.groups[Int(edge.group)].event),
                        guards: guards, taken: taken, live: { $0 == slot ? [definition] : [] },
                        observe: { index in
                            if pending.remove(index) != nil { found[index] = path(position, then: edgeIndex) }
                        })
                }
                guard let taken, edge.to >= 0 else { continue }
                var next = live
                if Int32(taken) == definition {
                    next = true
                } else if analysis.kills(taken, slot) {
                    next = false
                }
                // The initial context, once assigned over, never reaches again.
                if !next && definition < 0 { continue }
                let product = Int(edge.to) * 2 + (next ? 1 : 0)
                guard seen.insert(product).inserted else { continue }
                visits.append(Visit(product: product, parent: position, edge: edgeIndex, depth: visit.depth + 1))
            }
        }
        return found
    }
}
