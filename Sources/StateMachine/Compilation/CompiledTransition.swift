import SpecModel

/// One transition of a compiled machine: integer indices, compiled guard and assignments.
package struct CompiledTransition: Sendable {
    /// The transition's stable identity.
    package let id: TransitionID
    /// Index of the source state in ``CompiledMachine/stateNames``.
    package let source: Int
    /// Index of the event in ``CompiledMachine/eventNames``.
    package let event: Int
    /// Index of the target state in ``CompiledMachine/stateNames``.
    package let target: Int
    /// The guard as written, if any.
    package let guardSource: String?
    /// Events the transition declares it emits, in document order.
    package let emits: [EmittedEvent]
    /// What kind of evidence a run through the transition is.
    package let path: Transition.PathKind
    /// The printable form `from --event[guard]--> to`.
    package let label: String

    let guardExpression: CompiledExpression?
    /// The guard's compiled root alone, for the interpreter's hot path: reading the whole expression would retain its
    /// source text, a string every worker's copy of the machine shares with the spec bundle.
    let guardRoot: CompiledNode?
    let assignments: [CompiledAssignment]
    /// Per entry of ``emits``, its payload expectations compiled (empty when it declares none).
    let payloads: [[CompiledPayload]]
    /// The outputs the observation must carry after it, compiled (empty when it declares none).
    let outputs: [CompiledPayload]
}

/// `property = expression` of an emitted event, compiled.
struct CompiledPayload: Sendable {
    let property: String
    let expression: CompiledExpression
}

/// `slot := expression`, compiled.
struct CompiledAssignment: Sendable {
    let slot: Int
    let expression: CompiledExpression
    /// The expression's compiled root alone (see ``CompiledTransition/guardRoot``).
    let root: CompiledNode

    init(slot: Int, expression: CompiledExpression) {
        self.slot = slot
        self.expression = expression
        root = expression.root
    }
}

/// The transitions of one state for one event: a contiguous range of ``CompiledMachine/transitions``.
struct EventGroup: Sendable {
    let state: Int
    let event: Int
    let transitions: Range<Int>
}
