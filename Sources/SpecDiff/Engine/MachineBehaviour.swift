import SpecModel
import StateMachine

/// What a machine does, as text that two machines share exactly when they behave the same: states (at every level,
/// with their kind, initial child, history, refusal mode, entry and exit actions), transitions (event, target,
/// guard, assignments, emits with payloads, outputs, internal or not), eventless transitions, the initial state, the
/// context and the declared events. Origins, titles, descriptions, traces, sources and path kinds are left out: they
/// say where a behaviour is written and what it proves, not what it is.
enum MachineBehaviour {
    /// The machine as written, nesting included.
    static func structure(_ machine: Machine) -> String { text(machine, effectiveModes: false) }

    /// The behaviour `check` observes: a statechart's flat machine of configurations (``StatechartFlattener``), a flat
    /// machine as it is; nil when the flattener refuses the statechart.
    /// A statechart's delays longer than a flat state's first timer, which the flattener writes out because they run
    /// whole, are left out with the flat states only they reach: a flat machine writes only its first timer's
    /// transition and fires that one for any longer delay, so the two are compared on what both write.
    static func observable(_ machine: Machine) -> String? {
        guard machine.isStatechart else { return text(machine, effectiveModes: true) }
        guard case .success(let flat) = StatechartFlattener.flatten(machine) else { return nil }
        return text(firstTimersOnly(flat.machine), effectiveModes: true)
    }

    /// `flat` without the timed transitions of a delay longer than its state's first timer, and without the states
    /// no longer reachable.
    static func firstTimersOnly(_ flat: Machine) -> Machine {
        var machine = flat
        for index in machine.states.indices {
            let delays = machine.states[index].on.compactMap { TimedEvent.seconds(ofEvent: $0.event) }
            guard let first = delays.min() else { continue }
            machine.states[index].on.removeAll { (TimedEvent.seconds(ofEvent: $0.event) ?? 0) > first }
        }
        var reached: Set<String> = [machine.initial]
        var queue = [machine.initial]
        while let name = queue.popLast() {
            for group in machine.state(named: name)?.on ?? [] {
                for transition in group.transitions where reached.insert(transition.target).inserted {
                    queue.append(transition.target)
                }
            }
        }
        machine.states.removeAll { !reached.contains($0.name) }
        // Variants renumbered over the states left, in order, so the names do not depend on states left out.
        var renamed: [String: String] = [:]
        var variants: [String: Int] = [:]
        for state in machine.states {
            let observed = flat.observedName(of: state.name)
            let variant = variants[observed, default: 0] + 1
            variants[observed] = variant
            renamed[state.name] = variant == 1 ? observed : "\(observed) [\(variant)]"
        }
        func name(_ old: String) -> String { renamed[old] ?? old }
        machine.initial = name(machine.initial)
        for index in machine.states.indices {
            machine.states[index].name = name(machine.states[index].name)
            for group in machine.states[index].on.indices {
                for t in machine.states[index].on[group].transitions.indices {
                    machine.states[index].on[group].transitions[t].target = name(
                        machine.states[index].on[group].transitions[t].target)
                }
            }
        }
        return machine
    }

    /// With `effectiveModes` (a flat machine's behaviour), each state shows the refusal mode it uses (its own, else
    /// the machine's) and no `unsent` declarations (those say which inputs checks leave out, which the flattener adds
    /// for timed events an earlier timer preempts, not what the machine does); states and their event groups come
    /// sorted, the alphabet replaces the declared events without data, since order and where an event is declared
    /// change nothing a flat machine does.
    private static func text(_ machine: Machine, effectiveModes: Bool) -> String {
        var lines = header(machine, effectiveModes: effectiveModes)
        let states = effectiveModes ? machine.states.sorted { $0.name < $1.name } : machine.states
        for state in states {
            describe(state, depth: 0, mode: effectiveModes ? (machine.unhandled ?? .ignore) : nil, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private static func header(_ machine: Machine, effectiveModes: Bool) -> [String] {
        var lines = ["initial \(machine.initial)"]
        lines += machine.context.keys.sorted().map { "context \($0) = \(machine.context[$0].map(text) ?? "")" }
        if effectiveModes { lines.append("alphabet " + machine.alphabet.sorted().joined(separator: ", ")) }
        for name in machine.events.keys.sorted() {
            guard let declared = machine.events[name], !effectiveModes || declared.fault || !declared.data.isEmpty
            else { continue }
            let data = declared.data.keys.sorted().map { "\($0): \(declared.data[$0] ?? "")" }.joined(separator: ", ")
            lines.append("event \(name)\(declared.fault ? " fault" : "") {\(data)}")
        }
        if !effectiveModes, let unhandled = machine.unhandled { lines.append("unhandled \(describe(unhandled))") }
        lines += machine.keptOutputs.map { "kept \($0)" }
        lines += machine.limitBindings.keys.sorted().map { "limit \($0) = \(machine.limitBindings[$0]?.value ?? "")" }
        return lines
    }

    /// `mode`: the mode the state inherits when effective modes are shown, else nil.
    private static func describe(
        _ state: MachineState, depth: Int, mode inherited: UnhandledEvents?, into lines: inout [String]
    ) {
        let indent = String(repeating: "  ", count: depth)
        var head = "\(indent)state \(state.name) \(state.type)"
        if let initial = state.initial { head += " initial=\(initial.value)" }
        if let history = state.history { head += " history=\(history)" }
        if let target = state.historyDefault { head += " default=\(target.value)" }
        let mode = inherited.map { state.unhandled ?? $0 }
        if let mode {
            head += " unhandled=\(mode.mode) \(mode.output ?? "-") \(mode.shows.map(text) ?? "-")"
        } else if let unhandled = state.unhandled {
            head += " unhandled=\(describe(unhandled))"
        }
        lines.append(head)
        if let entry = state.onEntry { lines.append("\(indent)  entry \(describe(entry.assignments, entry.emits))") }
        if let exit = state.onExit { lines.append("\(indent)  exit \(describe(exit.assignments, exit.emits))") }
        for group in mode == nil ? state.on : state.on.sorted(by: { $0.event < $1.event }) {
            for transition in group.transitions { lines.append("\(indent)  on \(group.event) \(describe(transition))") }
        }
        for transition in state.always { lines.append("\(indent)  always \(describe(transition))") }
        for child in state.states { describe(child, depth: depth + 1, mode: mode, into: &lines) }
    }

    private static func describe(_ transition: Transition) -> String {
        var parts = ["-> \(transition.target)"]
        if transition.isInternal { parts.append("internal") }
        if let guardExpression = transition.guardExpression { parts.append("[\(guardExpression.value)]") }
        parts.append(describe(transition.assignments, transition.emits))
        parts += transition.outputs.map { "output \($0.name) = \($0.expression.value)" }
        return parts.joined(separator: " ")
    }

    private static func describe(_ assignments: [Assignment], _ emits: [EmittedEvent]) -> String {
        let assigned = assignments.map { "\($0.field) := \($0.expression.value)" }
        let emitted = emits.map { emit in
            "emit \(emit.event)\(emit.optional ? "?" : "")("
                + emit.payload.map { "\($0.property) = \($0.expression.value)" }.joined(separator: ", ") + ")"
        }
        return (assigned + emitted).joined(separator: "; ")
    }

    private static func describe(_ unhandled: UnhandledEvents) -> String {
        "\(unhandled.mode) \(unhandled.output ?? "-") \(unhandled.shows.map(text) ?? "-") unsent="
            + unhandled.unsent.keys.sorted().joined(separator: ",")
    }

    private static func text(_ value: JSONValue) -> String { JSONWriter().string(value) }
}
