import SpecModel

/// A running machine: the current state and context over a ``CompiledMachine``. A value: copying an instance
/// forks the run. Steps do no I/O.
package struct MachineInstance: Sendable {
    /// The machine being run.
    package let machine: CompiledMachine
    /// Index of the current state.
    package private(set) var stateIndex: Int
    /// Context values by slot (see ``CompiledMachine/slotNames``).
    package private(set) var slots: [JSONValue]
    /// Index in ``CompiledMachine/transitions`` of the transition the last step took; nil when it took none.
    package private(set) var lastTransitionIndex: Int?

    /// An instance in the machine's initial state and context.
    package init(_ machine: CompiledMachine) {
        self.machine = machine
        self.stateIndex = machine.initialState
        self.slots = machine.initialSlots
        self.lastTransitionIndex = nil
    }

    /// An instance of `machine` in state `stateIndex` with context `slots` (by slot, as ``slots`` holds them): a run
    /// resumed where another account of it (the trace checker's candidates) left it.
    package init(_ machine: CompiledMachine, stateIndex: Int, slots: [JSONValue]) {
        precondition(stateIndex >= 0 && stateIndex < machine.stateNames.count && slots.count == machine.slotNames.count)
        self.machine = machine
        self.stateIndex = stateIndex
        self.slots = slots
        self.lastTransitionIndex = nil
    }

    /// The current state's name.
    package var state: String { machine.stateNames[stateIndex] }

    /// Whether the current state is final (it ignores every event).
    package var isInFinalState: Bool { machine.isFinal(stateIndex) }

    /// The current context by field name.
    package var context: [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: zip(machine.slotNames, slots))
    }

    /// The identity of the transition the last step took; nil when it took none.
    package var lastTransition: TransitionID? {
        lastTransitionIndex.map { machine.transitions[$0].id }
    }

    /// Returns to the initial state and context, with `overrides` replacing initial context values.
    /// Throws, leaving the instance unchanged, when an override names a field the machine does not declare.
    package mutating func reset(context overrides: [String: JSONValue] = [:]) throws(UnknownContextFieldsError) {
        var slots = machine.initialSlots
        var unknown: [String] = []
        for (field, value) in overrides {
            if let slot = machine.slotIndex(field) { slots[slot] = value } else { unknown.append(field) }
        }
        guard unknown.isEmpty else { throw UnknownContextFieldsError(fields: unknown.sorted()) }
        self.stateIndex = machine.initialState
        self.slots = slots
        self.lastTransitionIndex = nil
    }

    /// Applies event `event` with payload `data`.
    ///
    /// The current state's transitions for the event are tried in document order; the first whose guard is
    /// true is taken, its assignments evaluated against the context before the step and then applied together.
    /// A final state, an unknown event or no enabled transition gives ``StepEffect/ignored``; a guard or
    /// assignment that cannot be evaluated gives ``StepEffect/rejected(reason:)`` and changes nothing. The
    /// outcome lists the guards evaluated, in order, with their results.
    package mutating func step(event: String, data: JSONValue = .null) -> StepOutcome {
        lastTransitionIndex = nil
        guard let eventIndex = machine.eventIndex(event) else { return StepOutcome(.ignored) }
        let from = stateIndex
        var falseGuards: [Int] = []
        let selection = machine.select(
            state: stateIndex, event: eventIndex, slots: slots, data: data, onFalse: { falseGuards.append($0) })
        var guards = falseGuards.map { GuardOutcome(machine.transitions[$0].id, outcome: false) }
        switch selection {
        case .none:
            return StepOutcome(.ignored, guards: guards)
        case .failed(let index, let error):
            let rejection = StepRejection(transition: index, field: nil, error: error)
            return StepOutcome(.rejected(reason: machine.reason(for: rejection)), guards: guards)
        case .taken(let index):
            let transition = machine.transitions[index]
            if transition.guardSource != nil { guards.append(GuardOutcome(transition.id, outcome: true)) }
            if let rejection = machine.assign(index, to: &slots, data: data) {
                return StepOutcome(.rejected(reason: machine.reason(for: rejection)), guards: guards)
            }
            stateIndex = transition.target
            lastTransitionIndex = index
            return StepOutcome(
                .transitioned(
                    from: machine.stateNames[from], to: machine.stateNames[transition.target], emits: transition.emits),
                transition: transition.id, guards: guards)
        }
    }

    /// The fast path of ``step(event:data:)``: the event by index in ``CompiledMachine/eventNames``
    /// (out-of-range indices are ignored).
    package mutating func step(eventIndex: Int, data: JSONValue = .null) -> IndexedStepOutcome {
        lastTransitionIndex = nil
        guard eventIndex >= 0, eventIndex < machine.storage.eventCount else { return .ignored }
        switch machine.select(state: stateIndex, event: eventIndex, slots: slots, data: data, onFalse: { _ in }) {
        case .none:
            return .ignored
        case .failed(let index, let error):
            return .rejected(StepRejection(transition: index, field: nil, error: error))
        case .taken(let index):
            if let rejection = machine.assign(index, to: &slots, data: data) { return .rejected(rejection) }
            stateIndex = machine.storage.transitions[index].target
            lastTransitionIndex = index
            return .transitioned(index)
        }
    }

    /// The transition ``step(eventIndex:data:)`` would take now, without taking it: `.transitioned(index)` names it,
    /// `.ignored` when none is enabled, `.rejected` when a guard fails to evaluate. Pair with ``take(_:data:)``.
    package func transition(forEvent eventIndex: Int, data: JSONValue = .null) -> IndexedStepOutcome {
        guard eventIndex >= 0, eventIndex < machine.storage.eventCount else { return .ignored }
        switch machine.select(state: stateIndex, event: eventIndex, slots: slots, data: data, onFalse: { _ in }) {
        case .none: return .ignored
        case .failed(let index, let error): return .rejected(StepRejection(transition: index, field: nil, error: error))
        case .taken(let index): return .transitioned(index)
        }
    }

    /// Takes transition `index` (as ``transition(forEvent:data:)`` chose it): its assignments, then its target. On a
    /// failing assignment nothing changes and the rejection is returned.
    package mutating func take(_ index: Int, data: JSONValue = .null) -> StepRejection? {
        if let rejection = machine.assign(index, to: &slots, data: data) {
            lastTransitionIndex = nil
            return rejection
        }
        stateIndex = machine.storage.transitions[index].target
        lastTransitionIndex = index
        return nil
    }
}

/// A context override named fields the machine does not declare.
package struct UnknownContextFieldsError: Error, Hashable, Sendable {
    /// The unknown field names, sorted.
    package var fields: [String]
}
