/// A transition of a spec machine with its identity: what the ordered walk of a machine yields.
package struct IdentifiedTransition: Hashable, Sendable {
    /// Where the transition sits: machine, source state, event, ordinal.
    package var id: TransitionID
    /// The transition as written.
    package var transition: Transition

    package init(id: TransitionID, transition: Transition) {
        self.id = id
        self.transition = transition
    }
}

extension Machine {
    /// Every transition of the machine with its identity, in document order: states (nested ones after their parent,
    /// as ``allStates`` lists them), then each state's events,
    /// then the transitions of one event. The one walk every consumer that enumerates transitions uses.
    package var transitions: [IdentifiedTransition] {
        allStates.flatMap { $0.transitions(machine: id) }
    }
}

extension MachineState {
    /// The state's transitions with their identities in machine `machine`, in document order (events, then
    /// transitions of one event).
    package func transitions(machine: String) -> [IdentifiedTransition] {
        on.flatMap { group in
            group.transitions.enumerated().map { ordinal, transition in
                IdentifiedTransition(
                    id: TransitionID(machine: machine, from: name, event: group.event, ordinal: ordinal),
                    transition: transition)
            }
        }
    }
}

extension Transition {
    /// Whether taking the transition from `state` changes nothing the spec models: back to `state`, no assignment, no
    /// emitted event, no output named. Checks hold the machine's outputs unchanged across it, as across an ignored
    /// event, so taking it and ignoring the event are the same observation.
    package func changesNothing(from state: String) -> Bool {
        target == state && assignments.isEmpty && emits.isEmpty && outputs.isEmpty
    }
}
