import Foundation

extension SpecDecoder {
    func decodeMachine(_ r: ObjectReader, product: String) -> Machine {
        if r.spec == .machineFile {
            if r.has("from") { return decodeForeignMachine(r, product: product) }
            for key in ["initial", "states"] where !r.has(key) {
                sink.error(
                    .missingKey, "missing required key \"\(key)\" in machine", at: r.node.location, pointer: r.pointer)
            }
        }
        var context: [String: JSONValue] = [:]
        for (member, _) in r.map("context") ?? [] { context[member.key] = member.value.value }
        var events: [String: StimulusDeclaration] = [:]
        for (member, pointer) in r.map("events") ?? [] {
            guard let e = ObjectReader(member.value, pointer: pointer, spec: .stimulus, sink: sink, label: member.key)
            else { continue }
            events[member.key] = StimulusDeclaration(
                description: e.string("description"), fault: e.bool("fault") ?? false,
                data: Dictionary(e.stringMap("data").map { ($0.key, $0.value.value) }, uniquingKeysWith: { a, _ in a }))
        }
        var states: [MachineState] = []
        let stateMembers = r.map("states")
        for (member, pointer) in stateMembers ?? [] {
            guard let s = ObjectReader(member.value, pointer: pointer, spec: .state, sink: sink, label: member.key)
            else { continue }
            states.append(decodeState(member.key, s))
        }
        if let stateMembers, stateMembers.isEmpty, let v = r.value("states") {
            sink.error(.invalidValue, "a machine needs at least one state", at: v.node.location, pointer: v.pointer)
        }
        var machine = Machine(
            id: r.string("id") ?? "", product: product, title: r.string("title"), initial: r.string("initial") ?? "",
            context: context, events: events, states: states, unhandled: decodeUnhandled(r), info: r.info(),
            origin: r.origin)
        machine.declareTimedStimuli()
        for (field, id) in r.stringMap("limits") { machine.limitBindings[field] = id }
        if machine.isStatechart { validateHierarchy(machine, initial: r.located("initial")) }
        return machine
    }

    /// `"unhandled": {"mode": "ignore"}` or `{"mode": "reject", "output": "error", "shows": "refused"}`: `reject`
    /// needs the output the refusal is shown in (and may name the value it shows), and `ignore` shows nothing, so it
    /// takes neither.
    private func decodeUnhandled(_ r: ObjectReader) -> UnhandledEvents? {
        guard let u = r.object("unhandled", .unhandled) else { return nil }
        let mode = u.enumValue("mode", UnhandledEvents.Mode.self)
        let output = u.located("output")
        if mode == .reject, output == nil, u.has("mode") {
            sink.error(
                .missingKey, "mode \"reject\" needs \"output\": the output the implementation reports the refusal in",
                at: u.node.location, pointer: u.pointer)
        }
        if mode == .ignore, let output, let v = u.value("output") {
            sink.error(
                .invalidValue,
                "\"output\" (\"\(output.value)\") is only for mode \"reject\"; an ignored event reports nothing",
                at: v.node.location, pointer: v.pointer)
        }
        if let output, output.value.isEmpty, let v = u.value("output") {
            sink.error(
                .invalidValue, "\"output\" must name an output, not be empty", at: v.node.location, pointer: v.pointer)
        }
        let shows = u.value("shows")
        if let shows, mode == .ignore {
            sink.error(
                .invalidValue, "\"shows\" is only for mode \"reject\"; an ignored event shows nothing",
                at: shows.node.location, pointer: shows.pointer)
        }
        if let shows, shows.node.value == .null {
            sink.error(
                .invalidValue, "\"shows\" must name the value the output shows for a refusal; null shows nothing",
                at: shows.node.location, pointer: shows.pointer)
        }
        var unsent: [String: String] = [:]
        for (event, reason) in u.stringMap("unsent") {
            if reason.value.trimmingCharacters(in: .whitespaces).isEmpty {
                sink.error(
                    .invalidValue, "event \"\(event)\" is not sent without a reason; say why it cannot be sent",
                    at: reason.origin.location, pointer: reason.origin.pointer)
            }
            unsent[event] = reason.value
        }
        guard let mode else { return nil }
        return UnhandledEvents(
            mode: mode, output: output?.value, shows: shows?.node.value, unsent: unsent, origin: u.origin)
    }

    private func decodeState(_ name: String, _ r: ObjectReader) -> MachineState {
        let type = r.enumValue("type", MachineState.StateType.self) ?? .normal
        var on: [EventTransitions] = []
        for (member, pointer) in r.map("on") ?? [] {
            if member.key.hasPrefix(TimedEvent.prefix) {
                sink.error(
                    .invalidValue,
                    "event \"\(member.key)\" is reserved for timed transitions; write them under \"after\"",
                    at: member.keyLocation, pointer: pointer)
                continue
            }
            on.append(decodeEventTransitions(member.key, member.value, pointer, r))
        }
        for (member, pointer) in r.map("after") ?? [] {
            guard TimedEvent.seconds(ofDelay: member.key) != nil else {
                sink.error(
                    .invalidValue,
                    "invalid delay \"\(member.key)\"; write a positive integer and a unit s, m, h or d (\"24h\", \"7d\")",
                    at: member.keyLocation, pointer: pointer)
                continue
            }
            on.append(decodeEventTransitions(TimedEvent.eventName(delay: member.key), member.value, pointer, r))
        }
        for key in ["on", "after", "always"] {
            if type == .final, let v = r.value(key), !(v.node.members?.isEmpty ?? true) {
                sink.error(
                    .invalidValue, "final state \"\(name)\" has transitions; a final state has no \"\(key)\"",
                    at: v.node.location,
                    pointer: v.pointer)
            }
        }
        var state = MachineState(
            name: name, type: type, description: r.string("description"), entry: r.strings("entry"),
            exit: r.strings("exit"),
            behaviour: r.strings("behaviour"), on: on, unhandled: decodeUnhandled(r), info: r.info(), origin: r.origin)
        decodeStatechartParts(of: &state, r)
        return state
    }

    /// The statechart parts of a state: children, `initial`, a history's depth and default, eventless transitions,
    /// entry and exit actions.
    private func decodeStatechartParts(of state: inout MachineState, _ r: ObjectReader) {
        for (member, pointer) in r.map("states") ?? [] {
            guard let child = ObjectReader(member.value, pointer: pointer, spec: .state, sink: sink, label: member.key)
            else { continue }
            state.states.append(decodeState(member.key, child))
        }
        if let children = r.value("states"), children.node.members?.isEmpty == true {
            sink.error(
                .invalidValue, "\"states\" of \"\(state.name)\" is empty; a compound state holds at least one state",
                at: children.node.location, pointer: children.pointer)
        }
        state.initial = r.located("initial")
        state.history = r.enumValue("history", HistoryDepth.self)
        state.historyDefault = r.located("target")
        if let always = r.value("always") {
            state.always = decodeEventTransitions("always", always.node, always.pointer, r).transitions
        }
        state.onEntry = decodeActions(r, "onEntry")
        state.onExit = decodeActions(r, "onExit")
    }

    private func decodeActions(_ r: ObjectReader, _ key: String) -> StateActions? {
        guard let a = r.object(key, .actions) else { return nil }
        return StateActions(
            assignments: a.stringMap("assign").map { Assignment(field: $0.key, expression: $0.value) },
            emits: decodeEmits(a), origin: a.origin)
    }

    private func decodeEventTransitions(_ event: String, _ node: JSONNode, _ pointer: String, _ r: ObjectReader)
        -> EventTransitions
    {
        var transitions: [Transition] = []
        if let items = node.items {
            for (index, item) in items.enumerated() {
                let p = PointerPath.appending(pointer, index)
                if let t = ObjectReader(item, pointer: p, spec: .transition, sink: sink) {
                    transitions.append(decodeTransition(t))
                }
            }
        } else {
            r.wrongItemType(expected: "array of transitions", node, pointer)
        }
        return EventTransitions(event: event, transitions: transitions, origin: sink.origin(node, pointer))
    }

    private func decodeTransition(_ r: ObjectReader) -> Transition {
        var transition = Transition(
            target: r.string("target") ?? "", guardExpression: r.located("guard"),
            assignments: r.stringMap("assign").map { Assignment(field: $0.key, expression: $0.value) },
            emits: decodeEmits(r),
            outputs: r.stringMap("outputs").map { OutputExpectation(name: $0.key, expression: $0.value) },
            path: r.enumValue("path", Transition.PathKind.self) ?? .neutral, input: r.string("input"),
            response: r.string("response"), errorResponse: r.string("errorResponse"), info: r.info(), origin: r.origin)
        transition.isInternal = r.bool("internal") ?? false
        return transition
    }

    /// `emits`: event names, or objects with `event`, `optional` and `payload`.
    private func decodeEmits(_ r: ObjectReader) -> [EmittedEvent] {
        var emits: [EmittedEvent] = []
        for (node, pointer) in r.array("emits") ?? [] {
            if let name = node.string {
                emits.append(EmittedEvent(name))
            } else if node.members != nil {
                if let e = ObjectReader(node, pointer: pointer, spec: .emit, sink: sink), let name = e.string("event") {
                    let payload = e.stringMap("payload").map {
                        PayloadExpectation(property: $0.key, expression: $0.value)
                    }
                    emits.append(EmittedEvent(name, optional: e.bool("optional") ?? false, payload: payload))
                }
            } else {
                r.wrongItemType(expected: "string or object", node, pointer)
            }
        }
        return emits
    }
}
