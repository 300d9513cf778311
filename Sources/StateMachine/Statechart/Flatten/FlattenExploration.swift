import SpecModel

/// One flattening: configurations discovered breadth-first from the settled start, each one's macrosteps followed for
/// every event of the alphabet.
struct FlattenExploration {
    struct Key: Hashable {
        var active: [UInt64]
        var history: [[Int]]
        var recorded: [Bool]
        var finished: Bool
        /// The clock and, per node with timers (active or not), its entry time, both counted from the latest entry of
        /// an active state (what a timed event's delay counts from); zeros without timers.
        var clock: Int
        var entered: [Int]
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
    private var origins: [TransitionID: [TransitionID]] = [:]
    private var outcomes: [TransitionID: [GuardOutcome]] = [:]

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
        var position = 0
        var groupsAt: [[EventTransitions]] = []
        // Per flat state, the longest delay it is sent: the time its first timers have left; nil for any.
        var soonest: [Int?] = []
        var overshoots: [Bool] = []
        // Per flat state, the timed events whose delay holds too many timer instants to follow.
        var crowded: [Int: [String]] = [:]
        var timed: [(name: String, seconds: Int)] = alphabet.compactMap { event in
            TimedEvent.seconds(ofEvent: event).map { (event, $0) }
        }
        while position < keys.count {
            let from = names[position]
            var groups: [EventTransitions] = []
            // A flat state a timed event ended in past its latest entry: the time since is the subject's own.
            let overshot = keys[position].clock > 0
            let due = overshot ? nil : SymbolicMacrostep.soonestTimer(in: instances[position])
            soonest.append(due)
            overshoots.append(overshot)
            var fired = false
            for event in alphabet {
                let seconds = TimedEvent.seconds(ofEvent: event)
                if let seconds, seconds < due ?? Int.max { continue }
                fired = fired || (seconds != nil && seconds == due)
                let branches: [SymbolicBranch]
                if let seconds {
                    branches = macrostep.run(delay: seconds, from: instances[position])
                    if macrostep.tooManyInstants {
                        crowded[position, default: []].append(event)
                        continue
                    }
                } else {
                    guard let eventIndex = structure.eventIndex(event) else { continue }
                    branches = macrostep.run(event: eventIndex, from: instances[position])
                }
                switch transitions(branches, from: from, on: event, macrostep: macrostep) {
                case .failure(let error): return .failure(error)
                case .success(let list):
                    if !list.isEmpty { groups.append(EventTransitions(event: event, transitions: list)) }
                }
            }
            if let due, !fired {
                // A timer with time left after the latest entry (a parent's, or another region's, whose time kept
                // running): its own timed event, declared below.
                let event = TimedEvent.eventName(delay: "\(due)s")
                if !timed.contains(where: { $0.name == event }) { timed.append((event, due)) }
                switch transitions(
                    macrostep.run(delay: due, from: instances[position]), from: from, on: event, macrostep: macrostep)
                {
                case .failure(let error): return .failure(error)
                case .success(let list):
                    if !list.isEmpty { groups.append(EventTransitions(event: event, transitions: list)) }
                }
            }
            groupsAt.append(groups)
            position += 1
        }
        // The second short of every timer's time left is sent too (the sneak paths' "just before the expiry").
        for seconds in Set(soonest.compactMap { $0 }).sorted() where seconds > 1 {
            if !timed.contains(where: { $0.seconds == seconds - 1 }) {
                timed.append((TimedEvent.eventName(delay: "\(seconds - 1)s"), seconds - 1))
            }
        }
        let states = names.indices.map { position in
            flatState(
                position, on: groupsAt[position],
                unsent: unsent(
                    timed, soonest: soonest[position], overshot: overshoots[position], alphabet: alphabet,
                    from: names[position]
                ).merging(
                    (crowded[position] ?? []).map { event in
                        (
                            event,
                            "more than \(SymbolicMacrostep.instantLimit) instants at which timers fall due lie within "
                                + "\(event) from \(names[position]): it is not followed there"
                        )
                    }
                ) { kept, _ in kept })
        }
        var flat = Machine(
            id: machine.id, product: machine.product, title: machine.title, initial: names[0],
            context: start.context, events: machine.events, states: states, unhandled: machine.unhandled,
            info: machine.info, origin: machine.origin)
        for event in alphabet where flat.events[event] == nil { flat.events[event] = StimulusDeclaration() }
        for (event, seconds) in timed where flat.events[event] == nil {
            flat.events[event] = StimulusDeclaration(description: "time passes: \(seconds) s after the latest entry")
        }
        flat.limitBindings = machine.limitBindings
        flat.startEmits = start.startup.emits
        flat.keptOutputs = machine.keptOutputs
        flat.startEmits = start.startup.emits
        var leaves: [String: [String]] = [:]
        for (position, name) in names.enumerated() {
            let leafNames = leafNames(instances[position])
            leaves[name] = leafNames
            flat.configurations[name] = StateConfiguration.text(leafNames)
        }
        return .success(FlatStatechart(machine: flat, leaves: leaves, origins: origins, guardOutcomes: outcomes))
    }

    /// The flat transitions of `branches` (one event from flat state `from`), their targets added; a refusal when
    /// the macrostep was refused or the configurations grow past the limit.
    private mutating func transitions(
        _ branches: [SymbolicBranch], from: String, on event: String, macrostep: SymbolicMacrostep
    ) -> Result<[Transition], MachineCompilationError> {
        if let refusal = macrostep.refusal {
            return StatechartFlattener.refuse(machine, refusal.state, refusal.message + " (from \(from), on \(event))")
        }
        var list: [Transition] = []
        for branch in branches {
            let target = add(branch.instance)
            guard keys.count <= StatechartFlattener.stateLimit else {
                let timers =
                    structure.storage.hasTimers
                    ? " (a configuration with its timers' time left counts once per time left)" : ""
                return StatechartFlattener.refuse(
                    machine, nil, "more than \(StatechartFlattener.stateLimit) configurations are reachable\(timers)")
            }
            let id = TransitionID(machine: machine.id, from: from, event: event, ordinal: list.count)
            origins[id] = branch.taken.map { tables.transitions[$0].id }
            outcomes[id] = branch.assumptions.map { GuardOutcome($0.transition, outcome: $0.holds) }
            list.append(flatTransition(branch, target: names[target]))
        }
        return .success(list)
    }

    /// The timed events not sent in a flat state whose first timer falls due `soonest` seconds after its latest entry:
    /// the longer delays the statechart does not name (a timed event runs its whole delay, so the chart's own delays are
    /// sent past a timer; the times left of other configurations are not). In a flat state a timed event ended in past
    /// its latest entry (`overshot`), none is sent: a subject counts a delay from the last change it observed, which
    /// need not be the latest entry.
    private func unsent(
        _ timed: [(name: String, seconds: Int)], soonest: Int?, overshot: Bool, alphabet: [String], from: String
    ) -> [String: String] {
        var reasons: [String: String] = [:]
        if overshot {
            for (event, _) in timed {
                reasons[event] =
                    "\(from) was reached by a timed event that ran past the latest entry of an active state: a "
                    + "subject counts the next delay from the last change it observed, not from that entry"
            }
            return reasons
        }
        guard let soonest else { return [:] }
        for (event, seconds) in timed where seconds > soonest && !alphabet.contains(event) {
            reasons[event] =
                "a timer of \(from) falls due after \(soonest) s, before \(event) has passed, and the statechart "
                + "names no such delay: time passing past a timer is sent for the statechart's own delays"
        }
        return reasons
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
        // Times counted from the latest entry: a timed event's delay counts from there, and every later entry is at
        // the clock, never before it, so states without timers need no entry time of their own.
        let storage = structure.storage
        let latest = instance.latestEntry
        clean.clock = instance.clock - latest
        for node in clean.enteredAt.indices {
            clean.enteredAt[node] =
                instance.isActive(node) && !storage.timers[node].isEmpty ? instance.enteredAt[node] - latest : 0
        }
        let histories = storage.historyNodes
        let key = Key(
            active: instance.active, history: histories.map { instance.history[$0] },
            recorded: histories.map { instance.recorded[$0] }, finished: instance.isFinished, clock: clean.clock,
            entered: storage.hasTimers ? clean.enteredAt : [])
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
    /// (``unsent(_:soonest:from:)``), with the refusal mode it has anyway.
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
