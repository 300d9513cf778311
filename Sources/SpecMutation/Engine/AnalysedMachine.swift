import SpecModel
import StateMachine

/// The machine the mutation engine's inferences read: the machine itself when flat, a statechart's flat machine of
/// configurations (``StatechartFlattener``) otherwise, which is the machine `check` runs. Each state of the spec
/// machine maps to the flat states it is active in, so an inference proven for every one of them holds for the state.
struct AnalysedMachine {
    /// The flat machine the inferences run on.
    var flat: Machine
    /// Spec state name → the flat states it is active in (itself alone for a flat machine).
    private var activeIn: [String: [String]]
    /// Whether `flat` is a statechart's flat machine of configurations.
    var isFlattened: Bool

    /// Nil when `machine` is a statechart the flattener refuses: no inference is drawn about it.
    init?(_ machine: Machine) {
        guard machine.isStatechart else {
            flat = machine
            activeIn = Dictionary(uniqueKeysWithValues: machine.states.map { ($0.name, [$0.name]) })
            isFlattened = false
            return
        }
        guard case .success(let flattened) = StatechartFlattener.flatten(machine) else { return nil }
        flat = flattened.machine
        isFlattened = true
        var map: [String: [String]] = [:]
        for state in flattened.machine.states {
            for active in flattened.activeStates(in: state.name, of: machine) {
                map[active, default: []].append(state.name)
            }
        }
        activeIn = map
    }

    /// The flat states `state` is active in; empty when no reachable configuration holds it.
    func flatStates(of state: String) -> [String] { activeIn[state] ?? [] }
}
