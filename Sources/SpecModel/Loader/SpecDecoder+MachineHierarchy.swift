/// The load errors of a statechart: state names unique across levels, every target resolved, compound states with an
/// initial child, history states with a default, each construct where it may stand.
extension SpecDecoder {
    /// The event name of eventless transitions in their IDs, reserved under `on` in a statechart.
    static let eventlessEvent = "always"

    func validateHierarchy(_ machine: Machine, initial: Located<String>?) {
        var parent: [String: String?] = [:]
        var firstOrigin: [String: Origin] = [:]
        var duplicated: Set<String> = []
        func visit(_ state: MachineState, under owner: String?) {
            if let first = firstOrigin[state.name] {
                duplicated.insert(state.name)
                sink.error(
                    .duplicateState,
                    "state \"\(state.name)\" is defined more than once; state names are unique within a machine, "
                        + "at every level",
                    at: state.origin.location, pointer: state.origin.pointer,
                    related: [
                        Diagnostic.Related(message: "first defined here", file: first.file, location: first.location)
                    ])
            } else {
                firstOrigin[state.name] = state.origin
                parent[state.name] = owner
            }
            for child in state.states { visit(child, under: state.name) }
        }
        for state in machine.states { visit(state, under: nil) }
        let names = machine.allStates.map(\.name)

        /// Whether `name` is a proper descendant of `ancestor`.
        func isDescendant(_ name: String, of ancestor: String) -> Bool {
            var current = parent[name] ?? nil
            while let c = current {
                if c == ancestor { return true }
                current = parent[c] ?? nil
            }
            return false
        }
        /// Reports a target that names no state, or a duplicated one; true when it resolves.
        func resolve(_ target: String, _ what: String, at origin: Origin, pointer: String) -> Bool {
            if duplicated.contains(target) {
                sink.error(
                    .ambiguousTarget, "\(what) \"\(target)\" is ambiguous: more than one state has that name",
                    at: origin.location, pointer: pointer)
                return false
            }
            guard firstOrigin[target] == nil else { return true }
            var message = "\(what) \"\(target)\" is not a state of machine \"\(machine.id)\""
            if let best = Suggestion.nearest(otherThan: target, among: names) {
                message += "; did you mean \"\(best)\"?"
            }
            sink.error(.unknownTarget, message, at: origin.location, pointer: pointer)
            return false
        }

        if let initial {
            _ = resolve(initial.value, "initial state", at: initial.origin, pointer: initial.origin.pointer)
        }
        for state in machine.allStates {
            validateState(state, parent: parent[state.name] ?? nil, resolve: resolve, isDescendant: isDescendant)
            for group in state.on where group.event == Self.eventlessEvent {
                // Eventless transitions are identified by the event `always` (`State.always#0`): an event of that
                // name would share their IDs.
                sink.error(
                    .invalidValue,
                    "event \"always\" is reserved in a statechart: it names the eventless transitions "
                        + "(\"\(state.name).always#0\"); write them under \"always\" or rename the event",
                    at: group.origin.location, pointer: group.origin.pointer)
            }
            let groups = state.on.map { ($0.event, $0.transitions) } + [("always", state.always)]
            for (_, transitions) in groups {
                for t in transitions where !t.target.isEmpty {
                    _ = resolve(
                        t.target, "transition target", at: t.origin,
                        pointer: JSONPointer.appending(t.origin.pointer, "target"))
                }
            }
        }
    }

    private func validateState(
        _ state: MachineState, parent: String?, resolve: (String, String, Origin, String) -> Bool,
        isDescendant: (String, String) -> Bool
    ) {
        let at = state.origin
        func invalid(_ message: String) {
            sink.error(.invalidValue, message, at: at.location, pointer: at.pointer)
        }
        switch state.type {
        case .history:
            if parent == nil {
                invalid(
                    "history state \"\(state.name)\" is at the top level; a history state belongs to a compound or parallel state"
                )
            }
            if !state.states.isEmpty || !state.on.isEmpty || !state.always.isEmpty || state.onEntry != nil
                || state.onExit != nil
            {
                invalid("history state \"\(state.name)\" is a pseudo-state: it has no states, transitions or actions")
            }
            guard let target = state.historyDefault else {
                sink.error(
                    .missingKey,
                    "history state \"\(state.name)\" needs \"target\": the default entered before its parent has a history",
                    at: at.location, pointer: at.pointer)
                return
            }
            if resolve(target.value, "history default", target.origin, target.origin.pointer), let parent,
                !isDescendant(target.value, parent)
            {
                sink.error(
                    .invalidValue,
                    "history default \"\(target.value)\" is not inside \"\(parent)\", the state whose history it restores",
                    at: target.origin.location, pointer: target.origin.pointer)
            }
        case .parallel:
            if state.states.isEmpty {
                invalid("parallel state \"\(state.name)\" needs at least one region in \"states\"")
            }
            if let initial = state.initial {
                sink.error(
                    .invalidValue, "parallel state \"\(state.name)\" has \"initial\"; every region of it is entered",
                    at: initial.origin.location, pointer: initial.origin.pointer)
            }
        case .final:
            if !state.states.isEmpty { invalid("final state \"\(state.name)\" has states; a final state is atomic") }
        case .normal:
            if state.states.isEmpty, let initial = state.initial {
                sink.error(
                    .invalidValue, "atomic state \"\(state.name)\" has \"initial\" but no \"states\"",
                    at: initial.origin.location, pointer: initial.origin.pointer)
            } else if !state.states.isEmpty {
                guard let initial = state.initial else {
                    sink.error(
                        .missingKey, "compound state \"\(state.name)\" needs \"initial\": the child it enters first",
                        at: at.location, pointer: at.pointer)
                    break
                }
                if resolve(initial.value, "initial state", initial.origin, initial.origin.pointer),
                    !isDescendant(initial.value, state.name)
                {
                    sink.error(
                        .invalidValue, "initial state \"\(initial.value)\" is not inside \"\(state.name)\"",
                        at: initial.origin.location, pointer: initial.origin.pointer)
                }
            }
        }
        if state.type != .history {
            for (key, value) in [("history", state.history != nil), ("target", state.historyDefault != nil)] where value
            {
                invalid("\"\(key)\" is only for a history state (\"type\": \"history\")")
            }
        }
    }
}
