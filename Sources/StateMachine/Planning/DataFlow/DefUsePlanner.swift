import SpecModel

/// Extends a `guards` plan with paths for the data-flow targets of ``DefUseAnalysis`` (the `uses` criterion).
///
/// The plan's paths are followed first (``DefUseTracker``): what they exercise needs no path of its own. The targets
/// the abstract search (``DefUseProof``) proves no run exercises are listed unreachable. The rest are covered by walks
/// (``walks(_:covered:reached:)``) that go from target to nearest target, each started, when nothing is near, with the
/// shortest path to the first target left: a breadth-first search over the configuration graph paired with whether
/// the target's definition still reaches (taken and not assigned over since; counter steps and keeps carry it).
/// Then each self-loop that keeps a compared counter is taken repeatedly (``DefUseAnalysis/repeats``), and from there
/// on to each other guard that reads the counter (``repeatPaths(_:slots:times:)``).
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
        let pending = (0..<count).filter { !covered[$0] && proof?.feasible[$0] != false }
        var reached: Set<PlannerLimit> = []
        var paths = base.paths + walks(pending, covered: &covered, reached: &reached)
        var repeatTargets: [(CoverageTarget, Bool)] = []
        for (transition, slot, times, kept) in analysis.repeats {
            let id = analysis.transitionIDs[transition]
            let target = CoverageTarget(
                kind: .keepRepeat, state: id.from, transition: id,
                label:
                    "\(machine.storage.transitions[transition].label) taken \(times) times in a row (it keeps "
                    + "\(analysis.slotNames[slot]), which a guard compares with a constant)")
            let planned = repeatPaths(transition, slots: kept, times: times).map { $0.map { search.graph.step($0) } }
            paths += planned.map { PlannedPath(steps: $0) }
            repeatTargets.append((target, paths.contains { Self.repeats(id, times, in: $0.steps) }))
        }
        if search.graph.hitConfigurationLimit { reached.insert(.maxConfigurations) }
        var plan = base
        plan.dataFlowPaths = paths.count - base.paths.count
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
        for (target, covered) in repeatTargets {
            if covered {
                plan.covered.append(target)
            } else {
                plan.uncovered.append(target)
                unplanned = true
            }
        }
        if unplanned { plan.limitsReached = Array(Set(plan.limitsReached).union(reached)).sorted() }
        plan.configurations = search.graph.nodes.count
        return plan
    }

    /// Whether `steps` take `transition` and then send its event again, `times` sends in all, one after another.
    static func repeats(_ transition: TransitionID, _ times: Int, in steps: [PlannedStep]) -> Bool {
        guard steps.count >= times else { return false }
        for start in 0...(steps.count - times) where steps[start].transition == transition {
            if steps[start..<(start + times)].allSatisfy({ $0.event == transition.event }) { return true }
        }
        return false
    }

    /// The shortest path that takes `transition`, then its event sent again until `times` sends (while the spec can
    /// evaluate it); nil when no planned path takes the transition.
    mutating func repeatPath(_ transition: Int, times: Int) -> [Int32]? {
        let target = search.transitionTarget[transition]
        guard target >= 0, let end = search.found[target] else { return nil }
        var edges = search.edges(of: end)
        guard let last = edges.last else { return nil }
        var node = search.graph.edges[Int(last)].to
        let group = search.graph.edges[Int(last)].group
        for _ in 1..<max(times, 1) {
            guard node >= 0, edges.count < search.limits.maxDepth,
                let next = search.graph.expand(node).first(where: { search.graph.edges[Int($0)].group == group }),
                search.graph.edges[Int(next)].kind != .rejected
            else { break }
            edges.append(next)
            node = search.graph.edges[Int(next)].to
        }
        return edges
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
    mutating func shortestPaths(
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
                        slots: slots,
                        data: search.graph.eventData(search.machine.storage.groups[Int(edge.group)].event),
                        guards: guards, taken: taken, live: { $0 == slot ? [definition] : [] },
                        observe: { index in
                            if pending.remove(index) != nil { found[index] = path(position, then: edgeIndex) }
                        })
                }
                guard let taken, edge.to >= 0 else { continue }
                var next = live
                if Int32(taken) == definition {
                    next = true
                } else if analysis.ends(taken, slot, definition: definition) {
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
