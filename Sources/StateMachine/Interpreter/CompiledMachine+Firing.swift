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
        guard !storage.isFinal[state], let group = group(state: state, event: event) else { return .none }
        for index in storage.groups[group].transitions {
            // Evaluated in place: copying a compiled expression out of the array would cost retains.
            switch storage.transitions[index].guardExpression?.evaluateBool(slots, event: data) {
            case nil, .success(true)?: return .taken(index)
            case .success(false)?: onFalse(index)
            case .failure(let error)?: return .failed(index, error)
            }
        }
        return .none
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
            switch storage.transitions[index].assignments[0].expression.evaluate(slots, event: data) {
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
            switch storage.transitions[index].assignments[position].expression.evaluate(slots, event: data) {
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
