/// The hierarchy of a statechart: nested, parallel and history states, and whether a machine uses any of it.
extension Machine {
    /// Every state at every level in document order: a state, then its children (pre-order). For a flat machine,
    /// ``states``.
    package var allStates: [MachineState] {
        guard states.contains(where: { !$0.states.isEmpty }) else { return states }
        var result: [MachineState] = []
        func visit(_ state: MachineState) {
            result.append(state)
            state.states.forEach(visit)
        }
        states.forEach(visit)
        return result
    }

    /// Whether the machine uses a statechart construct (nested, parallel or history states, eventless transitions,
    /// entry or exit actions, internal transitions). Such a machine is interpreted by the statechart interpreter;
    /// stages that know only flat machines (the planner, checks, traces, mutation) refuse it.
    package var isStatechart: Bool { firstStatechartState != nil }

    /// The first state (document order) that makes the machine a statechart: where a stage that refuses it points.
    package var firstStatechartState: MachineState? {
        allStates.first { $0.usesStatechartConstruct }
    }
}

extension MachineState {
    /// Whether the state itself uses a statechart construct (see ``Machine/isStatechart``).
    package var usesStatechartConstruct: Bool {
        !states.isEmpty || type == .parallel || type == .history || !always.isEmpty || onEntry != nil
            || onExit != nil || on.contains { $0.transitions.contains(where: \.isInternal) }
    }

    /// Whether the state holds substates (compound or parallel).
    package var isComposite: Bool { !states.isEmpty }
}
