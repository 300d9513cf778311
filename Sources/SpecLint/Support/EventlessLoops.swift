import SpecModel
import StateMachine

/// The eventless (`always`) transitions of a statechart that can never settle: from an active atomic state, some
/// `always` transition is certain to fire (unguarded, or a guard that reads nothing and is true), and every one that
/// may fire before it leads to another such state.
///
/// Only states outside parallel states are judged: there the configuration is one atomic state and its ancestors, so
/// which eventless transition fires is exactly the first enabled one of the state, then of its ancestors (SCXML's
/// selection). Inside a parallel state another region's transition may win a conflict and leave the loop; those loops
/// are left to the interpreter's bound (a step is rejected after 1000 microsteps), as are loops through a history
/// state, whose restored configuration lint does not know.
struct EventlessLoops {
    /// An `always` transition with its source and ordinal.
    struct Step {
        var source: String
        var ordinal: Int
        var transition: Transition
    }

    let structure: StatechartStructure
    /// Per atomic state that cannot rest, the `always` transitions that may fire from it, the last one certain.
    private(set) var candidates: [String: [Step]] = [:]
    /// The atomic states from which eventless transitions never settle, in document order.
    private(set) var looping: [String] = []

    init(_ machine: Machine) {
        structure = StatechartStructure(machine)
        for state in machine.allStates where state.states.isEmpty && state.type != .history {
            let topFinal = state.isFinal && structure.parents[state.name] == nil
            guard !topFinal, !structure.isInParallel(state.name), let steps = forced(state.name) else { continue }
            candidates[state.name] = steps
        }
        var set = Set(candidates.keys)
        var changed = true
        while changed {
            changed = false
            for name in set
            where candidates[name]?.contains(where: { leaf(after: $0).map { !set.contains($0) } ?? true }) ?? true {
                set.remove(name)
                changed = true
            }
        }
        looping = machine.allStates.map(\.name).filter(set.contains)
    }

    /// The state the configuration rests in after `step`, when it is one atomic state outside parallel states.
    func leaf(after step: Step) -> String? {
        var name = step.transition.target
        while let state = structure.states[name] {
            guard state.type != .history, state.type != .parallel else { return nil }
            if state.states.isEmpty { return name }
            guard let initial = state.initial?.value, structure.isDescendant(initial, of: name) else { return nil }
            name = initial
        }
        return nil
    }

    /// The cycle `name` falls into, following each state's certain transition: `A → B → A`.
    func cycle(from name: String) -> [String] {
        var path = [name]
        var current = name
        while let step = candidates[current]?.last, let next = leaf(after: step) {
            path.append(next)
            if path.dropLast().contains(next) { break }
            current = next
        }
        return path
    }

    /// The `always` transitions that may fire while `name` is the active atomic state, ending with the first certain
    /// one; nil when none is certain (all guards may be false, so the state may rest).
    private func forced(_ name: String) -> [Step]? {
        var steps: [Step] = []
        for owner in [name] + structure.ancestors(of: name) {
            for (ordinal, t) in (structure.states[owner]?.always ?? []).enumerated() {
                steps.append(Step(source: owner, ordinal: ordinal, transition: t))
                if Self.isCertain(t) { return steps }
            }
        }
        return nil
    }

    /// Whether the transition's guard always holds: none, or one that reads no field and is true.
    static func isCertain(_ t: Transition) -> Bool {
        guard let g = t.guardExpression else { return true }
        guard case .success(let parsed) = Expression.parse(g.value), parsed.contextFields.isEmpty, !parsed.usesEvent,
            case .success(.bool(true)) = parsed.evaluate(context: [:], event: .null)
        else { return false }
        return true
    }
}
