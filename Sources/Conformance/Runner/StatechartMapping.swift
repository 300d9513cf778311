import SpecModel
import StateMachine

/// How the checks of a statechart's flat machine of configurations (``StatechartFlattener``) map back to the
/// statechart: the states active in each flat state, and the statechart transitions and guard outcomes each flat
/// transition takes. Coverage reads it to count states at every level and the statechart's own transitions.
package struct StatechartMapping: Sendable {
    /// Per flat state: every statechart state active in it (leaves and their ancestors).
    package var activeStates: [String: Set<String>]
    /// Per flat transition: the statechart transitions its macrostep takes, in order.
    package var origins: [TransitionID: [TransitionID]]
    /// Per flat transition: the statechart guard outcomes its macrostep assumes.
    package var guardOutcomes: [TransitionID: [GuardOutcome]]

    /// The mapping of `machine`'s flattening; nil for a flat machine or one the flattener refuses.
    package init?(_ machine: Machine) {
        guard machine.isStatechart, case .success(let flat) = StatechartFlattener.flatten(machine) else { return nil }
        activeStates = Dictionary(
            uniqueKeysWithValues: flat.machine.states.map { ($0.name, flat.activeStates(in: $0.name, of: machine)) })
        origins = flat.origins
        guardOutcomes = flat.guardOutcomes
    }
}
