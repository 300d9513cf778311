import SpecModel

/// The firing rule, shared by the interpreter and the planner so both follow the same semantics.
extension CompiledMachine {
    /// The outcome of choosing a transition for one event.
    enum Selection {
        /// The transition at this index is enabled (the first, in document order, whose guard holds).
        case taken(Int)
        /// No transition: final state, no transition for the event, or every guard false.
        case none
        /// The guard of this transition failed to evaluate.
        case failed(Int, EvaluationError)
    }

    /// Chooses the transition `event` fires from `state` given `slots`: transitions are tried in document
    /// order and the first whose guard evaluates to true is taken. `onFalse` sees each guard found false.
    @inline(__always)
    func select(
        state: Int, event: Int, slots: [JSONValue], data: JSONValue, onFalse: (Int) -> Void
    ) -> Selection {
        let storage = self.storage
        let group: Int
        switch fixedSelection(state: state, event: event) {
        case .ignored: return .none
        case .transition(let index): return .taken(index)
        case .guarded(let g): group = g
        }
        for index in storage.groups[group].transitions {
            // Only the compiled root is read (see ``CompiledTransition/guardRoot``).
            guard let root = storage.transitions[index].guardRoot else { return .taken(index) }
            switch CompiledExpression.evaluateBool(root, slots, event: data) {
            case .success(true): return .taken(index)
            case .success(false): onFalse(index)
            case .failure(let error): return .failed(index, error)
            }
        }
        return .none
    }

    /// What ``select(state:event:slots:data:onFalse:)`` does before it evaluates anything: nothing for a final state or
    /// an event the state does not handle, the group's first transition when it has no guard, otherwise the group whose
    /// guards decide.
    @inline(__always)
    func fixedSelection(state: Int, event: Int) -> FixedSelection {
        let storage = self.storage
        guard !storage.isFinal[state], let group = group(state: state, event: event) else { return .ignored }
        let first = storage.groups[group].transitions.lowerBound
        return storage.transitions[first].guardRoot == nil ? .transition(first) : .guarded(group)
    }

    enum FixedSelection {
        case ignored
        case transition(Int)
        case guarded(Int)
    }

    /// The move `event` (an index in ``eventNames``) makes from `state` whatever the context and the event's data, when
    /// no guard decides it: the step ``MachineInstance/step(eventIndex:data:)`` would take from there in any context.
    /// Its assignments may still read the context or the data, and fail.
    package func fixedMove(state: Int, event: Int) -> FixedMove {
        guard state >= 0, state < stateNames.count, event >= 0, event < storage.eventCount else { return .ignored }
        switch fixedSelection(state: state, event: event) {
        case .ignored: return .ignored
        case .transition(let index): return .transition(index)
        case .guarded: return .guarded
        }
    }

    /// Applies the assignments of transition `index` atomically: all are evaluated against `slots` as they
    /// were before the step, then written. On failure `slots` is unchanged.
    @inline(__always)
    func assign(_ index: Int, to slots: inout [JSONValue], data: JSONValue) -> StepRejection? {
        let storage = self.storage
        let count = storage.transitions[index].assignments.count
        if count == 0 { return nil }
        if count == 1 {
            let slot = storage.transitions[index].assignments[0].slot
            switch CompiledExpression.evaluate(storage.transitions[index].assignments[0].root, slots, event: data) {
            case .success(let value):
                slots[slot] = value
                return nil
            case .failure(let error):
                return StepRejection(transition: index, field: storage.slotNames[slot], error: error)
            }
        }
        var values: [JSONValue] = []
        values.reserveCapacity(count)
        for position in 0..<count {
            switch CompiledExpression.evaluate(
                storage.transitions[index].assignments[position].root, slots, event: data)
            {
            case .success(let value): values.append(value)
            case .failure(let error):
                let slot = storage.transitions[index].assignments[position].slot
                return StepRejection(transition: index, field: storage.slotNames[slot], error: error)
            }
        }
        for position in 0..<count { slots[storage.transitions[index].assignments[position].slot] = values[position] }
        return nil
    }
}

/// The move an event makes from a state before any guard is evaluated (``CompiledMachine/fixedMove(state:event:)``).
package enum FixedMove: Hashable, Sendable {
    /// The event is ignored there (a final state, or the state does not handle it).
    case ignored
    /// This transition (an index in ``CompiledMachine/transitions``) is taken: the first for the event has no guard.
    case transition(Int)
    /// Guards decide: the step depends on the context or the data.
    case guarded
}
