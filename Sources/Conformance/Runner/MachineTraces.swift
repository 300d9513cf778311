import SpecModel
import StateMachine

/// What a machine's states and transitions trace, with ranges expanded: the IDs a run through them exercises.
struct MachineTraces {
    let machine: Machine
    let compiled: CompiledMachine
    /// The definitions and uses of the machine's context fields, which a session's tracker names.
    let dataFlow: DefUseAnalysis
    /// The IDs the machine itself traces.
    let machineTraces: [String]
    /// The outputs the machine declares (``Machine/declaredOutputs``).
    let declaredOutputs: [String]
    private let stateTraces: [String: [String]]
    private let transitionTraces: [TransitionID: [String]]
    private let transitions: [TransitionID: Transition]

    init(machine: Machine, compiled: CompiledMachine, bundle: SpecBundle) {
        self.machine = machine
        self.compiled = compiled
        self.dataFlow = DefUseAnalysis(compiled)
        self.machineTraces = machine.info.traces.flatMap { bundle.expand($0.value) }
        declaredOutputs = machine.declaredOutputs
        var stateTraces: [String: [String]] = [:]
        for state in machine.states {
            stateTraces[state.name] = state.info.traces.flatMap { bundle.expand($0.value) }
        }
        var transitionTraces: [TransitionID: [String]] = [:]
        var transitions: [TransitionID: Transition] = [:]
        for t in machine.transitions {
            transitions[t.id] = t.transition
            transitionTraces[t.id] = t.transition.info.traces.flatMap { bundle.expand($0.value) }
        }
        self.stateTraces = stateTraces
        self.transitionTraces = transitionTraces
        self.transitions = transitions
    }

    func traces(ofState state: String) -> [String] { stateTraces[state] ?? [] }

    func traces(of transition: TransitionID) -> [String] { transitionTraces[transition] ?? [] }

    func transition(_ id: TransitionID) -> Transition? { transitions[id] }

    /// What a conforming step exercises: the target state's IDs (`state`) and the taken transition's, as the kind
    /// of its path (`success`, `recovery`, `failure`; `state` for a neutral one).
    func exercised(taken: TransitionID?, target: String) -> [Evidence] {
        var result = traces(ofState: target).map { Evidence(id: $0, kind: .state) }
        if let taken, let transition = transition(taken) {
            let kind: EvidenceKind =
                switch transition.path {
                case .success: .success
                case .recovery: .recovery
                case .failure: .failure
                case .neutral: .state
                }
            result += traces(of: taken).map { Evidence(id: $0, kind: kind) }
        }
        return result
    }

    /// The IDs traced by the transitions for `event` from states other than `state`: what an implementation that
    /// reacts to `event` in `state` contradicts besides the state itself.
    func traces(ofEvent event: String, elsewhereThan state: String) -> [String] {
        machine.transitions.filter { $0.id.event == event && $0.id.from != state }.flatMap { traces(of: $0.id) }
    }
}

extension MachineTraces {
    /// Per event name, the IDs an emitted event exercises: those its definition traces and its own ID.
    static func eventTraces(of bundle: SpecBundle) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for event in bundle.events {
            result[event.name] = event.info.traces.flatMap { bundle.expand($0.value) } + (event.id.map { [$0] } ?? [])
        }
        return result
    }
}
