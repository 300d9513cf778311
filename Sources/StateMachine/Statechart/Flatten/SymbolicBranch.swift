import SpecModel

/// One branch of a macrostep the flattener follows symbolically: the structural interpreter's configuration and
/// histories (a ``StatechartInstance`` of the chart without assignments), the context as expressions over the context
/// before the macrostep, the guard outcomes it assumed, and what it emitted, reported and took so far.
struct SymbolicBranch {
    var instance: StatechartInstance
    /// Context field → its value now, over the context before the macrostep; a field not here is unchanged.
    var values: [String: ExpressionNode] = [:]
    /// Written fields in the order they were first written.
    var written: [String] = []
    /// Guard outcomes assumed, in selection order: the guard over the context before the macrostep, its source and
    /// the statechart transition it guards.
    var assumptions: [(node: ExpressionNode, text: String, holds: Bool, transition: TransitionID)] = []
    var emits: [EmittedEvent] = []
    /// Outputs declared by the transitions taken, each over the context before the macrostep; a later one wins.
    var outputs: [(name: String, node: ExpressionNode)] = []
    /// Compiled transition indices taken, in order.
    var taken: [Int] = []
    /// Whether `event` reads `null` now (after a done event, as the interpreter's data).
    var eventIsNull = false
    var microsteps = 0

    init(instance: StatechartInstance) { self.instance = instance }

    /// What the branch assumed for the guard written `text`, if anything.
    func assumption(_ text: String) -> Bool? {
        assumptions.first { $0.text == text }?.holds
    }

    /// `node` over the context before the macrostep.
    func current(_ node: ExpressionNode, eventIsNull: Bool? = nil) -> ExpressionNode {
        node.substituting(values, eventIsNull: eventIsNull ?? self.eventIsNull)
    }

    /// Runs `assignments` (evaluated together, then written) and then records `emits` (payloads over the context
    /// before the assignments), `event` reading `null` when `eventIsNull`.
    mutating func run(
        _ assignments: [(field: String, node: ExpressionNode)], emits: [EmittedEvent],
        payloads: [[ExpressionNode]], eventIsNull: Bool
    ) {
        for (emit, nodes) in zip(emits, payloads) {
            var emitted = emit
            emitted.payload = zip(emit.payload, nodes).map { expectation, node in
                PayloadExpectation(
                    property: expectation.property,
                    expression: Located(
                        current(node, eventIsNull: eventIsNull).source, origin: expectation.expression.origin))
            }
            self.emits.append(emitted)
        }
        let computed = assignments.map { ($0.field, current($0.node, eventIsNull: eventIsNull)) }
        for (field, node) in computed {
            if values[field] == nil, !written.contains(field) { written.append(field) }
            values[field] = node
        }
    }
}
