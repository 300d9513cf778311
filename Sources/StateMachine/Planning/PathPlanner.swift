import SpecModel

/// Plans paths through a machine that cover states, transitions, guard outcomes, all transitions in a tour, or
/// guard outcomes and def-use pairs (``DefUsePlanner``).
///
/// The search is breadth-first over configurations (state + context), so guards and assignments are honoured
/// and the first path found to a target is a shortest one. Events are applied in document order (states,
/// then their events), with JSON null as event data; a guard that needs event data may therefore be
/// unsatisfiable and its target is reported uncovered. The search is bounded by ``PlannerLimits``: when a
/// bound stops it before every target is covered, the plan is `truncated`, names the limits reached
/// (``PathPlan/limitsReached``) and lists what it left uncovered.
/// It never recurses, and configurations are deduplicated, so cycles (even with a growing context) end.
package struct PathPlanner: Sendable {
    package var limits: PlannerLimits

    package init(limits: PlannerLimits = PlannerLimits()) {
        self.limits = limits
    }

    /// Compiles `machine` and plans it; the compilation diagnostics when it does not compile. A statechart is planned
    /// as its flat machine of configurations, each step naming the statechart transitions it takes.
    package func plan(_ machine: Machine, criterion: CoverageCriterion) -> Result<PathPlan, MachineCompilationError> {
        guard machine.isStatechart else {
            return CompiledMachine.compile(machine).map { plan($0, criterion: criterion) }
        }
        return StatechartFlattener.flatten(machine).flatMap { flat in
            CompiledMachine.compile(flat.machine).map { compiled in
                var result = plan(compiled, criterion: criterion)
                result.origins = flat.origins
                return result
            }
        }
    }

    /// A plan covering `criterion` on `machine`.
    package func plan(_ machine: CompiledMachine, criterion: CoverageCriterion) -> PathPlan {
        var search = CoverageSearch(machine: machine, criterion: criterion, limits: limits)
        search.run()
        if criterion == .tour {
            var tour = TourBuilder(search: search, limits: limits)
            return tour.plan()
        }
        if criterion == .uses {
            var flow = DefUsePlanner(search: search, analysis: DefUseAnalysis(machine))
            return flow.extend(search.plan())
        }
        return search.plan()
    }
}

/// Where a shortest path to a target ends: at a node of the search tree, or after one edge from a node.
enum PathEnd: Hashable {
    case node(Int32)
    case edge(Int32)
}

/// The breadth-first coverage search shared by every criterion.
struct CoverageSearch {
    let machine: CompiledMachine
    let criterion: CoverageCriterion
    let limits: PlannerLimits
    var graph: ConfigurationGraph
    /// Targets in document order.
    var targets: [CoverageTarget] = []
    var stateTarget: [Int] = []
    var transitionTarget: [Int] = []
    var guardFalseTarget: [Int] = []
    /// The shortest path end found for each target.
    var found: [PathEnd?] = []
    var foundCount = 0
    var hitDepthLimit = false
    /// Per target, whether the abstract search (``AbstractReachability``) proved no run reaches it; the search then
    /// does not look for it.
    var provedUnreachable: [Bool] = []
    var provedCount = 0

    init(machine: CompiledMachine, criterion: CoverageCriterion, limits: PlannerLimits) {
        self.machine = machine
        self.criterion = criterion
        self.limits = limits
        self.graph = ConfigurationGraph(machine: machine, maxConfigurations: limits.maxConfigurations)
        let storage = machine.storage
        stateTarget = Array(repeating: -1, count: storage.stateNames.count)
        transitionTarget = Array(repeating: -1, count: storage.transitions.count)
        guardFalseTarget = Array(repeating: -1, count: storage.transitions.count)
        if criterion == .states {
            for (state, name) in storage.stateNames.enumerated() {
                stateTarget[state] = targets.count
                targets.append(CoverageTarget(kind: .state, state: name, transition: nil, label: name))
            }
        } else {
            for (index, transition) in storage.transitions.enumerated() {
                transitionTarget[index] = targets.count
                targets.append(
                    CoverageTarget(
                        kind: .transition, state: transition.id.from, transition: transition.id, label: transition.label
                    ))
                if criterion == .guards || criterion == .uses, transition.guardSource != nil {
                    guardFalseTarget[index] = targets.count
                    targets.append(
                        CoverageTarget(
                            kind: .guardFalse, state: transition.id.from, transition: transition.id,
                            label: transition.label))
                }
            }
        }
        found = Array(repeating: nil, count: targets.count)
        provedUnreachable = Array(repeating: false, count: targets.count)
        if let reach = AbstractReachability.search(
            machine, abstraction: graph.abstraction, maxConfigurations: limits.maxConfigurations)
        {
            for (state, target) in stateTarget.enumerated() where target >= 0 && !reach.states[state] {
                provedUnreachable[target] = true
            }
            for (transition, target) in transitionTarget.enumerated()
            where target >= 0 && !reach.transitions[transition] {
                provedUnreachable[target] = true
            }
            for (transition, target) in guardFalseTarget.enumerated()
            where target >= 0 && !reach.falseGuards[transition] {
                provedUnreachable[target] = true
            }
            provedCount = provedUnreachable.count(where: { $0 })
        }
    }

    private mutating func cover(_ target: Int, _ end: PathEnd) {
        guard target >= 0, found[target] == nil else { return }
        found[target] = end
        foundCount += 1
        // Sound abstraction: a target found concretely was never proved unreachable.
        assert(!provedUnreachable[target])
    }

    /// Expands configurations breadth-first until every target is covered or the bounds stop the search.
    mutating func run() {
        cover(stateTarget[machine.initialState], .node(0))
        var cursor: Int32 = 0
        while foundCount + provedCount < targets.count, Int(cursor) < graph.nodes.count {
            let node = cursor
            cursor += 1
            if Int(graph.nodes[Int(node)].depth) >= limits.maxDepth {
                let state = Int(graph.nodes[Int(node)].state)
                if !machine.isFinal(state), !machine.storage.stateGroups[state].isEmpty { hitDepthLimit = true }
                continue
            }
            for edgeIndex in graph.expand(node) {
                let edge = graph.edges[Int(edgeIndex)]
                for falseGuard in edge.falseGuards { cover(guardFalseTarget[Int(falseGuard)], .edge(edgeIndex)) }
                guard edge.kind == .taken else { continue }
                var end = PathEnd.edge(edgeIndex)
                if edge.to >= 0, graph.nodes[Int(edge.to)].parentEdge == edgeIndex { end = .node(edge.to) }
                cover(transitionTarget[Int(edge.transition)], end)
                cover(stateTarget[machine.storage.transitions[Int(edge.transition)].target], end)
            }
        }
    }

    /// The limits that stopped the search with targets left (none when every target was covered or proved).
    var limitsReached: [PlannerLimit] {
        guard foundCount + provedCount < targets.count else { return [] }
        return (hitDepthLimit ? [.maxDepth] : []) + (graph.hitConfigurationLimit ? [.maxConfigurations] : [])
    }

    /// The edges of the path ending at `end`.
    func edges(of end: PathEnd) -> [Int32] {
        switch end {
        case .node(let node): graph.treePath(to: node)
        case .edge(let edge): graph.treePath(to: graph.edges[Int(edge)].from) + [edge]
        }
    }

    /// The plan: one path per distinct end, dropping paths that are prefixes of others.
    func plan() -> PathPlan {
        let nodeCount = graph.nodes.count
        var ends: [PathEnd] = []
        var seen = Set<PathEnd>()
        for case let end? in found where seen.insert(end).inserted { ends.append(end) }
        // A node path is a prefix of another path when that path passes strictly through the node.
        var passedThrough = [Bool](repeating: false, count: nodeCount)
        for end in ends {
            switch end {
            case .node(let node):
                let parent = graph.nodes[Int(node)].parent
                if parent >= 0 { passedThrough[Int(parent)] = true }
            case .edge(let edge):
                passedThrough[Int(graph.edges[Int(edge)].from)] = true
            }
        }
        for node in stride(from: nodeCount - 1, to: 0, by: -1) where passedThrough[node] {
            let parent = graph.nodes[node].parent
            if parent >= 0 { passedThrough[Int(parent)] = true }
        }
        var paths: [PlannedPath] = []
        for end in ends {
            if case .node(let node) = end, passedThrough[Int(node)] { continue }
            paths.append(PlannedPath(steps: edges(of: end).map { graph.step($0) }))
        }
        return makePlan(paths: paths, isCovered: { found[$0] != nil }, limitsReached: limitsReached)
    }

    /// A plan with `paths`, splitting targets into covered and uncovered by `isCovered`.
    func makePlan(paths: [PlannedPath], isCovered: (Int) -> Bool, limitsReached: [PlannerLimit]) -> PathPlan {
        var covered: [CoverageTarget] = []
        var uncovered: [CoverageTarget] = []
        var unreachable: [CoverageTarget] = []
        // Exhaustive when no bound stopped the search and the event data cannot change what a step does.
        let exhaustive = limitsReached.isEmpty && !machine.readsEventData
        for (index, target) in targets.enumerated() {
            if isCovered(index) {
                covered.append(target)
            } else if exhaustive || provedUnreachable[index] {
                unreachable.append(target)
            } else {
                uncovered.append(target)
            }
        }
        let notes = graph.rejections.keys.sorted().compactMap { graph.rejections[$0] }.map {
            machine.reason(for: $0) + " (event data null)"
        }
        return PathPlan(
            machine: machine.id, criterion: criterion, paths: paths, covered: covered, uncovered: uncovered,
            unreachable: unreachable,
            limitsReached: limitsReached, configurations: graph.nodes.count, limits: limits, notes: notes)
    }
}
