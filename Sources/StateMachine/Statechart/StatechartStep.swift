import SpecModel

/// What one macrostep of a ``StatechartInstance`` did: the transitions taken in every microstep, the states exited and
/// entered, the events emitted (exit actions, transitions, entry actions, in that order per microstep), the guards
/// evaluated, the outputs the transitions declare, and the configuration it settled in.
package struct StatechartStep: Hashable, Sendable {
    package enum Effect: Hashable, Sendable {
        /// At least one transition was taken and the configuration is stable again.
        case settled
        /// No transition was enabled: nothing changed.
        case ignored
        /// A guard, assignment or output could not be evaluated, or eventless transitions did not settle: nothing
        /// changed.
        case rejected(reason: String)
    }

    package var effect: Effect
    /// Transitions taken, in the order their microsteps ran them.
    package var transitions: [TransitionID] = []
    /// States exited and entered, in order.
    package var exited: [String] = []
    package var entered: [String] = []
    /// Events emitted, in order.
    package var emits: [EmittedEvent] = []
    /// Per entry of ``emits``, its payload as declared, evaluated when it was emitted (over the context before the
    /// assignments of the action or transition emitting it); a property that cannot be evaluated is left out.
    package var payloads: [JSONValue] = []
    /// Guards evaluated to a boolean, in evaluation order (SCXML's selection order).
    package var guards: [GuardOutcome] = []
    /// Outputs the taken transitions declare, each over the context before its transition; a later one wins.
    package var outputs: [String: JSONValue] = [:]
    /// The active states after the step, in document order (compound and parallel ancestors included).
    package var configuration: [String] = []

    package init(_ effect: Effect) { self.effect = effect }
}

/// The fast path's outcome (``StatechartInstance/step(eventIndex:data:)``).
package enum StatechartStepResult: Hashable, Sendable {
    /// This many microsteps ran and the configuration is stable.
    case settled(microsteps: Int)
    case ignored
    case rejected(reason: String)
}

/// What a microstep did, recorded in order: what ``StatechartStep`` is built from. Nodes and transitions are indices in
/// the ``CompiledStatechart`` (node 0 is the machine's root; state `i` of ``CompiledStatechart/stateNames`` is node
/// `i + 1`).
package enum StatechartEffect: Sendable, Equatable {
    case exit(Int)
    case transition(Int)
    case entry(Int)
}
