import SpecModel

/// The statechart's transitions and actions parsed once for the flattener, by the compiled chart's numbering.
struct FlattenerTables {
    struct Content {
        var id: TransitionID
        var transition: Transition
        var guardNode: ExpressionNode?
        var assignments: [(field: String, node: ExpressionNode)]
        var payloads: [[ExpressionNode]]
        var outputs: [(name: String, node: ExpressionNode)]
    }

    struct Actions {
        var assignments: [(field: String, node: ExpressionNode)]
        var emits: [EmittedEvent]
        var payloads: [[ExpressionNode]]
    }

    /// Per compiled transition.
    var transitions: [Content] = []
    /// Per node: entry and exit actions; nil for none.
    var entry: [Actions?] = []
    var exit: [Actions?] = []
    /// Per node: the state as written (the root: a state holding the top-level states).
    var states: [MachineState] = []

    /// Parses what `chart` (compiled from `machine`, so every expression parses) numbers.
    init(machine: Machine, chart: CompiledStatechart) {
        var byID: [TransitionID: Transition] = [:]
        var byName: [String: MachineState] = [:]
        for state in machine.allStates {
            byName[state.name] = state
            for t in state.transitions(machine: machine.id) { byID[t.id] = t.transition }
            for (ordinal, t) in state.always.enumerated() {
                byID[TransitionID(machine: machine.id, from: state.name, event: "always", ordinal: ordinal)] = t
            }
        }
        func parse(_ source: String) -> ExpressionNode {
            guard case .success(let node) = ExpressionParser.parse(source) else { return .literal(.null) }
            return node
        }
        func assignments(_ list: [Assignment]) -> [(field: String, node: ExpressionNode)] {
            list.map { ($0.field, parse($0.expression.value)) }
        }
        func payloads(_ emits: [EmittedEvent]) -> [[ExpressionNode]] {
            emits.map { $0.payload.map { parse($0.expression.value) } }
        }
        for compiled in chart.storage.transitions {
            let t = byID[compiled.id] ?? Transition(target: "")
            transitions.append(
                Content(
                    id: compiled.id, transition: t, guardNode: t.guardExpression.map { parse($0.value) },
                    assignments: assignments(t.assignments), payloads: payloads(t.emits),
                    outputs: t.outputs.map { ($0.name, parse($0.expression.value)) }))
        }
        for node in chart.storage.nodes.indices {
            let state = node == 0 ? nil : byName[chart.storage.nodes[node].name]
            states.append(state ?? MachineState(name: machine.id))
            entry.append(
                state?.onEntry.map {
                    Actions(assignments: assignments($0.assignments), emits: $0.emits, payloads: payloads($0.emits))
                })
            exit.append(
                state?.onExit.map {
                    Actions(assignments: assignments($0.assignments), emits: $0.emits, payloads: payloads($0.emits))
                })
        }
    }
}
