import SpecModel

extension CompiledStatechart {
    /// Compiles `machine`, flat or not, as a statechart, collecting every problem: the flat compiler's codes for
    /// transitions and expressions (``CompiledMachine/compile(_:)``), and `machine.duplicate-state`,
    /// `machine.unknown-initial`, `machine.missing-initial` for a hierarchy the loader would have refused.
    package static func compile(_ machine: Machine) -> Result<CompiledStatechart, MachineCompilationError> {
        var builder = StatechartBuilder(machine: machine)
        return builder.run()
    }
}

/// One compilation of a statechart: nodes numbered in document order, then transitions and actions compiled with the
/// flat compiler's own transition and expression compilation.
struct StatechartBuilder {
    let machine: Machine
    var compiler: MachineCompiler
    var states: [MachineState] = []
    var parents: [Int] = []

    init(machine: Machine) {
        self.machine = machine
        self.compiler = MachineCompiler(machine: machine)
    }

    mutating func run() -> Result<CompiledStatechart, MachineCompilationError> {
        var root = MachineState(name: machine.id, origin: machine.origin)
        root.states = machine.states
        number(root, parent: -1)
        for (index, state) in states.enumerated() where index > 0 {
            if compiler.stateIndex[state.name] != nil {
                compiler.diagnostics.append(
                    .error(
                        "machine.duplicate-state", "state '\(state.name)' is defined more than once",
                        file: state.origin.file, at: state.origin.location, pointer: state.origin.pointer))
            } else {
                compiler.stateIndex[state.name] = index
            }
        }
        let eventNames = machine.alphabet
        for (index, name) in eventNames.enumerated() { compiler.eventIndex[name] = index }
        compiler.eventNames = eventNames
        let eventCount = eventNames.count
        var transitions: [CompiledTransition] = []
        var isInternal: [Bool] = []
        var groups = [Range<Int>](repeating: 0..<0, count: states.count * eventCount)
        var alwaysRanges: [Range<Int>] = []
        var actions: [StatechartActions] = []
        var entryActions: [Int] = []
        var exitActions: [Int] = []
        for (node, state) in states.enumerated() {
            for group in state.on {
                let event = compiler.eventIndex[group.event] ?? 0
                let first = transitions.count
                for (ordinal, t) in group.transitions.enumerated() {
                    let id = TransitionID(machine: machine.id, from: state.name, event: group.event, ordinal: ordinal)
                    if let c = compiler.compileTransition(t, id: id, source: node, event: event) {
                        transitions.append(c)
                        isInternal.append(t.isInternal)
                    }
                }
                groups[node * eventCount + event] = first..<transitions.count
            }
            let first = transitions.count
            for (ordinal, t) in state.always.enumerated() {
                let id = TransitionID(machine: machine.id, from: state.name, event: "always", ordinal: ordinal)
                if let c = compiler.compileTransition(t, id: id, source: node, event: eventCount) {
                    transitions.append(c)
                    isInternal.append(t.isInternal)
                }
            }
            alwaysRanges.append(first..<transitions.count)
            entryActions.append(compileActions(state.onEntry, state, "entry", into: &actions))
            exitActions.append(compileActions(state.onExit, state, "exit", into: &actions))
        }
        let nodes = buildNodes(always: alwaysRanges, entry: entryActions, exit: exitActions)
        guard compiler.diagnostics.isEmpty, let initial = nodes.first.map(\.initial), initial > 0 else {
            return .failure(MachineCompilationError(diagnostics: compiler.diagnostics.sorted()))
        }
        let domains = transitions.enumerated().map { index, t in
            Self.staticDomain(source: t.source, target: t.target, isInternal: isInternal[index], nodes: nodes)
        }
        let storage = CompiledStatechart.Storage(
            id: machine.id, nodes: nodes, eventNames: eventNames, slotNames: compiler.slotNames,
            initialSlots: compiler.slotNames.map { machine.context[$0] ?? .null }, initial: initial,
            transitions: transitions, isInternal: isInternal, actions: actions, groups: groups, domains: domains)
        return .success(CompiledStatechart(storage: storage))
    }

    /// Numbers `state` and its descendants in document order.
    private mutating func number(_ state: MachineState, parent: Int) {
        let index = states.count
        states.append(state)
        parents.append(parent)
        for child in state.states { number(child, parent: index) }
    }

    private mutating func compileActions(
        _ actions: StateActions?, _ state: MachineState, _ role: String, into list: inout [StatechartActions]
    ) -> Int {
        guard let actions else { return -1 }
        let transition = Transition(
            target: state.name, assignments: actions.assignments, emits: actions.emits, origin: actions.origin)
        let id = TransitionID(machine: machine.id, from: state.name, event: role, ordinal: 0)
        guard let index = compiler.stateIndex[state.name],
            let compiled = compiler.compileTransition(transition, id: id, source: index, event: 0)
        else { return -1 }
        list.append(
            StatechartActions(assignments: compiled.assignments, emits: compiled.emits, payloads: compiled.payloads))
        return list.count - 1
    }

    private mutating func buildNodes(always: [Range<Int>], entry: [Int], exit: [Int]) -> [StatechartNode] {
        var ends = Array(1...max(1, states.count))
        for index in states.indices.reversed() where parents[index] >= 0 {
            ends[parents[index]] = max(ends[parents[index]], ends[index])
        }
        return states.enumerated().map { index, state in
            let childIndices = states.indices.filter { parents[$0] == index }
            let kind: StatechartNode.Kind
            switch state.type {
            case .final: kind = .final
            case .parallel: kind = .parallel
            case .history: kind = .history(deep: state.history == .deep)
            case .normal: kind = state.states.isEmpty ? .atomic : .compound
            }
            var initial = -1
            let named =
                index == 0 ? machine.initial : (state.type == .history ? state.historyDefault : state.initial)?.value
            if kind == .compound || state.type == .history {
                if let named, let resolved = compiler.stateIndex[named] {
                    initial = resolved
                } else {
                    let code = named == nil ? "machine.missing-initial" : "machine.unknown-initial"
                    let what = state.type == .history ? "history default" : "initial state"
                    compiler.diagnostics.append(
                        .error(
                            code, "\(what) '\(named ?? "")' of '\(state.name)' is not a state of the machine",
                            file: state.origin.file, at: state.origin.location, pointer: state.origin.pointer))
                }
            }
            return StatechartNode(
                name: state.name, kind: index == 0 ? .compound : kind, parent: parents[index],
                children: childIndices.filter { states[$0].type != .history },
                histories: childIndices.filter { states[$0].type == .history }, end: ends[index], initial: initial,
                entryActions: entry[index], exitActions: exit[index], always: always[index])
        }
    }

    /// A transition's domain (SCXML's `getTransitionDomain`) when its target is no history state: the source for an
    /// internal transition into the source's own descendants, else the nearest compound (or root) proper ancestor of
    /// the source that holds the target. -1 for a history target: it depends on what the history holds.
    static func staticDomain(source: Int, target: Int, isInternal: Bool, nodes: [StatechartNode]) -> Int {
        if nodes[target].isHistory { return -1 }
        return domain(source: source, targets: [target], isInternal: isInternal, nodes: nodes)
    }

    static func domain(source: Int, targets: [Int], isInternal: Bool, nodes: [StatechartNode]) -> Int {
        func inside(_ node: Int, _ ancestor: Int) -> Bool { node > ancestor && node < nodes[ancestor].end }
        if isInternal, nodes[source].kind == .compound, targets.allSatisfy({ inside($0, source) }) { return source }
        var ancestor = nodes[source].parent
        while ancestor > 0 {
            if nodes[ancestor].kind == .compound, targets.allSatisfy({ inside($0, ancestor) }) { return ancestor }
            ancestor = nodes[ancestor].parent
        }
        return 0
    }
}
