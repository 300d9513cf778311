import SpecModel

/// A configuration of a machine some of whose context fields may be unknown: one candidate for where a recorded run
/// is when what it read was not recorded.
package struct PartialConfiguration: Hashable, Sendable {
    /// Index of the state.
    package var state: Int
    /// Context values by slot (see ``CompiledMachine/slotNames``); nil where the value is unknown.
    package var slots: [JSONValue?]

    package init(state: Int, slots: [JSONValue?]) {
        self.state = state
        self.slots = slots
    }

    /// The configuration of `instance`: everything known.
    package init(_ instance: MachineInstance) {
        self.init(state: instance.stateIndex, slots: instance.slots.map { $0 })
    }

    /// Whether every context field is known.
    package var isKnown: Bool { !slots.contains(nil) }

    /// Every context value, by slot; nil unless every context field is known.
    package var knownSlots: [JSONValue]? {
        var values: [JSONValue] = []
        values.reserveCapacity(slots.count)
        for slot in slots {
            guard let slot else { return nil }
            values.append(slot)
        }
        return values
    }
}

/// One guard met on a branch: its transition, its outcome, and whether the outcome was assumed (the guard read
/// something unknown) rather than evaluated.
package struct BranchGuard: Hashable, Sendable {
    /// Index in ``CompiledMachine/transitions``.
    package var transition: Int
    package var outcome: Bool
    package var assumed: Bool

    package init(transition: Int, outcome: Bool, assumed: Bool) {
        self.transition = transition
        self.outcome = outcome
        self.assumed = assumed
    }
}

/// One way a step can go from a ``PartialConfiguration``.
package struct Branch: Sendable {
    /// Index in ``CompiledMachine/transitions`` of the transition taken; nil when none is enabled (the event is
    /// ignored) or the step is rejected before one is chosen.
    package var transition: Int?
    /// The guards met, in document order: those evaluated false (or assumed so) and the one that held.
    package var guards: [BranchGuard]
    /// The configuration after the step, or why the spec cannot decide it (a guard or assignment that fails to
    /// evaluate on known values).
    package var result: Result<PartialConfiguration, StepRejection>
}

extension CompiledMachine {
    /// Every way `event` (an index into ``eventNames``) can go from `configuration` with event `data` (nil: not
    /// recorded), by the firing rule: transitions in document order, the first whose guard holds is taken, its
    /// assignments read the context before the step.
    ///
    /// A guard that reads something unknown splits the step in two: the guard assumed true (that transition is taken)
    /// and assumed false (the next one is tried). An assumption also refines unknown fields where the guard pins them
    /// (see `PartialEvaluator.refine`), and a branch whose assumption then contradicts itself is dropped. An assignment
    /// that reads something unknown makes its field unknown. For a fully known configuration with recorded data the
    /// result is exactly one branch: the interpreter's step.
    package func branches(from configuration: PartialConfiguration, event: Int, data: JSONValue?) -> [Branch] {
        let storage = self.storage
        let state = configuration.state
        guard event >= 0, event < storage.eventCount, !storage.isFinal[state],
            let group = group(state: state, event: event)
        else {
            return [Branch(transition: nil, guards: [], result: .success(configuration))]
        }
        var result: [Branch] = []
        // Branches still walking the group: the slots they have learnt and the guards met so far.
        var pending: [(slots: [JSONValue?], guards: [BranchGuard])] = [(configuration.slots, [])]
        for index in storage.groups[group].transitions {
            var next: [(slots: [JSONValue?], guards: [BranchGuard])] = []
            for walk in pending {
                guard let guardExpression = storage.transitions[index].guardExpression else {
                    result.append(take(index, state: state, slots: walk.slots, guards: walk.guards, data: data))
                    continue
                }
                let root = guardExpression.expression.root
                switch evaluateGuard(root, slots: walk.slots, data: data) {
                case .failure(let error):
                    result.append(
                        Branch(
                            transition: nil, guards: walk.guards,
                            result: .failure(StepRejection(transition: index, field: nil, error: error))))
                case .success(true?):
                    result.append(
                        take(
                            index, state: state, slots: walk.slots,
                            guards: walk.guards + [BranchGuard(transition: index, outcome: true, assumed: false)],
                            data: data))
                case .success(false?):
                    next.append(
                        (walk.slots, walk.guards + [BranchGuard(transition: index, outcome: false, assumed: false)]))
                case .success(nil):
                    for outcome in [true, false] {
                        var slots = walk.slots
                        PartialEvaluator(slotIndex: storage.slotIndex, slots: walk.slots, event: data).refine(
                            root, assuming: outcome, into: &slots)
                        // A refinement that settles the guard the other way makes the assumption impossible.
                        if case .success(let settled?) = evaluateGuard(root, slots: slots, data: data),
                            settled != outcome
                        {
                            continue
                        }
                        let guards = walk.guards + [BranchGuard(transition: index, outcome: outcome, assumed: true)]
                        if outcome {
                            result.append(take(index, state: state, slots: slots, guards: guards, data: data))
                        } else {
                            next.append((slots, guards))
                        }
                    }
                }
            }
            pending = next
            if pending.isEmpty { break }
        }
        for walk in pending {
            result.append(
                Branch(
                    transition: nil, guards: walk.guards,
                    result: .success(PartialConfiguration(state: state, slots: walk.slots))))
        }
        return result
    }

    /// Whether some guard or assignment of `state`'s transitions for `event` reads the event data: only then does a
    /// step there depend on data that was not recorded.
    package func readsEventData(state: Int, event: Int) -> Bool {
        let storage = self.storage
        guard event >= 0, event < storage.eventCount, state >= 0, state < storage.isFinal.count,
            let group = group(state: state, event: event)
        else {
            return false
        }
        return storage.groups[group].transitions.contains { index in
            let t = storage.transitions[index]
            return (t.guardExpression?.expression.usesEvent ?? false)
                || t.assignments.contains { $0.expression.expression.usesEvent }
        }
    }

    /// The guard's outcome: true, false, nil when it depends on something unknown, or why it fails.
    private func evaluateGuard(_ root: ExpressionNode, slots: [JSONValue?], data: JSONValue?) -> Result<
        Bool?, EvaluationError
    > {
        do {
            switch try PartialEvaluator(slotIndex: storage.slotIndex, slots: slots, event: data).evaluate(root) {
            case .unknown: return .success(nil)
            case .known(.bool(let value)): return .success(value)
            case .known(let value):
                return .failure(EvaluationError(.typeError, "expected a boolean result, found \(value.typeName)"))
            }
        } catch {
            return .failure(error)
        }
    }

    /// Transition `index` taken from `slots`: its assignments, all reading the slots before, then the target.
    private func take(_ index: Int, state: Int, slots: [JSONValue?], guards: [BranchGuard], data: JSONValue?) -> Branch
    {
        let transition = storage.transitions[index]
        var after = slots
        let evaluator = PartialEvaluator(slotIndex: storage.slotIndex, slots: slots, event: data)
        for assignment in transition.assignments {
            do {
                switch try evaluator.evaluate(assignment.expression.expression.root) {
                case .known(let value): after[assignment.slot] = value
                case .unknown: after[assignment.slot] = nil
                }
            } catch {
                let rejection = StepRejection(
                    transition: index, field: storage.slotNames[assignment.slot], error: error)
                return Branch(transition: index, guards: guards, result: .failure(rejection))
            }
        }
        return Branch(
            transition: index, guards: guards,
            result: .success(PartialConfiguration(state: transition.target, slots: after)))
    }
}

/// A rejection is the failure of a ``Branch``.
extension StepRejection: Error {}
