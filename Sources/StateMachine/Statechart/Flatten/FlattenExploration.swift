import SpecModel

/// One flattening: configurations discovered breadth-first from the settled start, each one's macrosteps followed for
/// every event of the alphabet.
struct FlattenExploration {
    struct Key: Hashable {
        var active: [UInt64]
        var history: [[Int]]
        var recorded: [Bool]
        var finished: Bool
    }

    let machine: Machine
    let chart: CompiledStatechart
    let structure: CompiledStatechart
    let tables: FlattenerTables
    private var keys: [Key] = []
    private var instances: [StatechartInstance] = []
    private var names: [String] = []
    private var index: [Key: Int] = [:]
    private var variants: [String: Int] = [:]

    init(machine: Machine, chart: CompiledStatechart, structure: CompiledStatechart, tables: FlattenerTables) {
        self.machine = machine
        self.chart = chart
        self.structure = structure
        self.tables = tables
    }

    mutating func run() -> Result<FlatStatechart, MachineCompilationError> {
        let start = StatechartInstance(chart)
        var initial = StatechartInstance(structure)
        initial.active = start.active
        initial.history = start.history
        initial.recorded = start.recorded
        initial.isFinished = start.isFinished
        _ = add(initial)
        let alphabet = machine.alphabet.filter { !$0.hasPrefix("done.") }
        var macrostep = SymbolicMacrostep(tables: tables, chart: structure)
        var states: [MachineState] = []
        var origins: [TransitionID: [TransitionID]] = [:]
        var outcomes: [TransitionID: [GuardOutcome]] = [:]
        var position = 0
        while position < keys.count {
            let from = names[position]
            var groups: [EventTransitions] = []
            var unsent: [String: String] = [:]
            for event in alphabet {
                guard let eventIndex = structure.eventIndex(event) else { continue }
                if let earliest = macrostep.overshoot(event: eventIndex, in: instances[position]) {
                    unsent[event] =
                        "a timer of \(from) falls due after \(earliest) s, before \(event) has passed: the time left over "
                        + "would run on in the next configuration, which a flat state (timed events counted from its "
                        + "entry) cannot carry"
                    continue
                }
                let branches = macrostep.run(event: eventIndex, from: instances[position])
                if let refusal = macrostep.refusal {
                    return StatechartFlattener.refuse(
                        machine, refusal.state, refusal.message + " (from \(from), on \(event))")
                }
                var transitions: [Transition] = []
                for branch in branches {
                    let target = add(branch.instance)
                    guard keys.count <= StatechartFlattener.stateLimit else {
                        return StatechartFlattener.refuse(
                            machine, nil, "more than \(StatechartFlattener.stateLimit) configurations are reachable")
                    }
                    let id = TransitionID(machine: machine.id, from: from, event: event, ordinal: transitions.count)
                    origins[id] = branch.taken.map { tables.transitions[$0].id }
                    outcomes[id] = branch.assumptions.map { GuardOutcome($0.transition, outcome: $0.holds) }
                    transitions.append(flatTransition(branch, target: names[target]))
                }
                if !transitions.isEmpty { groups.append(EventTransitions(event: event, transitions: transitions)) }
            }
            states.append(flatState(position, on: groups, unsent: unsent))
            position += 1
        }
        var flat = Machine(
            id: machine.id, product: machine.product, title: machine.title, initial: names[0],
            context: start.context, events: machine.events, states: states, unhandled: machine.unhandled,
            info: machine.info, origin: machine.origin)
        for event in alphabet where flat.events[event] == nil { flat.events[event] = StimulusDeclaration() }
        flat.limitBindings = machine.limitBindings
        flat.startEmits = start.startup.emits
        flat.keptOutputs = machine.keptOutputs
        var leaves: [String: [String]] = [:]
        for (position, name) in names.enumerated() {
            let leafNames = leafNames(instances[position])
            leaves[name] = leafNames
            flat.configurations[name] = StateConfiguration.text(leafNames)
        }
        return .success(FlatStatechart(machine: flat, leaves: leaves, origins: origins, guardOutcomes: outcomes))
    }

    private func leafNames(_ instance: StatechartInstance) -> [String] {
        let nodes = structure.storage.nodes
        return (1..<nodes.count).filter { instance.isActive($0) && nodes[$0].isAtomic }.map { nodes[$0].name }
    }

    /// The flat state of `instance`'s configuration and histories, added when new; its position.
    private mutating func add(_ instance: StatechartInstance) -> Int {
        var clean = instance
        clean.enabled = []
        clean.queue = []
        clean.effects = []
        let histories = structure.storage.historyNodes
        let key = Key(
            active: instance.active, history: histories.map { instance.history[$0] },
            recorded: histories.map { instance.recorded[$0] }, finished: instance.isFinished)
        if let known = index[key] { return known }
        let text = StateConfiguration.text(leafNames(instance))
        let variant = variants[text, default: 0] + 1
        variants[text] = variant
        index[key] = keys.count
        keys.append(key)
        instances.append(clean)
        names.append(variant == 1 ? text : "\(text) [\(variant)]")
        return keys.count - 1
    }

    /// The flat state at `position`, handling `groups`; the timed events of `unsent` are declared not sent there
    /// (``SymbolicMacrostep/overshoot(event:in:)``), with the refusal mode it has anyway.
    private func flatState(_ position: Int, on groups: [EventTransitions], unsent: [String: String]) -> MachineState {
        let nodes = structure.storage.nodes
        let active = (1..<nodes.count).filter { instances[position].isActive($0) }.map { tables.states[$0] }
        let leaf = active.last { $0.states.isEmpty }
        var unhandled = active.reversed().first { $0.unhandled != nil }?.unhandled
        if !unsent.isEmpty {
            var declared = unhandled ?? machine.unhandled ?? .ignore
            declared.unsent = (unhandled?.unsent ?? [:]).merging(unsent) { kept, _ in kept }
            unhandled = declared
        }
        var state = MachineState(
            name: names[position], type: keys[position].finished ? .final : .normal, on: groups,
            unhandled: unhandled,
            info: ElementInfo(traces: unique(active.flatMap(\.info.traces))),
            origin: leaf?.origin ?? machine.origin)
        state.description = active.compactMap(\.description).first
        return state
    }

    private func flatTransition(_ branch: SymbolicBranch, target: String) -> Transition {
        let taken = branch.taken.map { tables.transitions[$0].transition }
        let origin = taken.first?.origin ?? machine.origin
        let guardText = branch.assumptions.filter { Self.readsSomething($0.node) }.map {
            $0.holds ? $0.node.source : "(!\($0.node.source))"
        }
        var outputs: [String: String] = [:]
        for (name, node) in branch.outputs { outputs[name] = node.source }
        var transition = Transition(
            target: target,
            guardExpression: guardText.isEmpty
                ? nil
                : Located(guardText.joined(separator: " && "), origin: taken.first?.guardExpression?.origin ?? origin),
            assignments: branch.written.map { field in
                Assignment(field: field, expression: Located(branch.values[field]?.source ?? field, origin: origin))
            },
            emits: branch.emits,
            outputs: outputs.keys.sorted().map {
                OutputExpectation(name: $0, expression: Located(outputs[$0] ?? "null", origin: origin))
            },
            path: taken.first { $0.path != .neutral }?.path ?? .neutral,
            input: taken.compactMap(\.input).first, response: taken.compactMap(\.response).first,
            errorResponse: taken.compactMap(\.errorResponse).first,
            info: ElementInfo(
                source: taken.compactMap(\.info.source).first, traces: unique(taken.flatMap(\.info.traces)),
                notes: taken.flatMap(\.info.notes)),
            origin: origin)
        transition.isInternal = false
        return transition
    }

    private static func readsSomething(_ node: ExpressionNode) -> Bool {
        SymbolicMacrostep.constant(node) == nil
    }

    private func unique(_ traces: [Located<String>]) -> [Located<String>] {
        var seen: Set<String> = []
        return traces.filter { seen.insert($0.value).inserted }
    }
}
