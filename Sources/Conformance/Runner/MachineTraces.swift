import SpecModel
import StateMachine

/// What a machine's states and transitions trace, with ranges expanded: the IDs a run through them exercises.
struct MachineTraces {
    let machine: Machine
    let compiled: CompiledMachine
    private let stateTraces: [String: [String]]
    private let transitionTraces: [TransitionID: [String]]
    private let transitions: [TransitionID: Transition]
    /// Transition IDs of each (state, event) group, in document order.
    private let groups: [String: [TransitionID]]

    init(machine: Machine, compiled: CompiledMachine, bundle: SpecBundle) {
        self.machine = machine
        self.compiled = compiled
        var stateTraces: [String: [String]] = [:]
        var transitionTraces: [TransitionID: [String]] = [:]
        var transitions: [TransitionID: Transition] = [:]
        var groups: [String: [TransitionID]] = [:]
        for state in machine.states {
            stateTraces[state.name] = state.info.traces.flatMap { bundle.expand($0.value) }
            for group in state.on {
                for (ordinal, transition) in group.transitions.enumerated() {
                    let id = TransitionID(state: state.name, event: group.event, ordinal: ordinal)
                    transitions[id] = transition
                    transitionTraces[id] = transition.info.traces.flatMap { bundle.expand($0.value) }
                    groups[state.name + "\u{0}" + group.event, default: []].append(id)
                }
            }
        }
        self.stateTraces = stateTraces
        self.transitionTraces = transitionTraces
        self.transitions = transitions
        self.groups = groups
    }

    func traces(ofState state: String) -> [String] { stateTraces[state] ?? [] }

    func traces(of transition: TransitionID) -> [String] { transitionTraces[transition] ?? [] }

    func transition(_ id: TransitionID) -> Transition? { transitions[id] }

    /// The guard outcomes a step observed under first-match semantics: every guarded transition before the
    /// taken one evaluated false, the taken one (if guarded) true; with none taken, every guard was false.
    func guardOutcomes(state: String, event: String, taken: TransitionID?) -> [GuardOutcomeRef] {
        var outcomes: [GuardOutcomeRef] = []
        for id in groups[state + "\u{0}" + event] ?? [] {
            let guarded = transitions[id]?.guardExpression != nil
            if id == taken {
                if guarded {
                    outcomes.append(GuardOutcomeRef(machine: machine.id, from: state, event: event, ordinal: id.ordinal, outcome: true))
                }
                break
            }
            if guarded {
                outcomes.append(GuardOutcomeRef(machine: machine.id, from: state, event: event, ordinal: id.ordinal, outcome: false))
            }
        }
        return outcomes
    }
}
