import SpecModel

/// One property value an emitted event must carry, as the spec computes it for one step.
package struct ExpectedProperty: Hashable, Sendable {
    /// Index of the emitted event in the transition's `emits`.
    package var emit: Int
    package var event: String
    package var property: String
    /// The expression as written.
    package var expression: String
    /// The value, or why the expression could not be evaluated.
    package var value: Result<JSONValue, EvaluationError>

    package init(
        emit: Int, event: String, property: String, expression: String, value: Result<JSONValue, EvaluationError>
    ) {
        self.emit = emit
        self.event = event
        self.property = property
        self.expression = expression
        self.value = value
    }
}

extension CompiledMachine {
    /// Whether the transition with identity `id` declares payload values for any event it emits.
    package func declaresPayload(_ id: TransitionID) -> Bool {
        guard let index = transitionIndex(id) else { return false }
        return storage.transitions[index].payloads.contains { !$0.isEmpty }
    }

    /// The property values the events of transition `id` must carry: every payload expression of its `emits`,
    /// in document order, evaluated against `slots` (the context **before** the transition, the one its guard and
    /// assignments read) and the stimulus's `data`. Empty for a transition of another machine or without payloads.
    package func expectedPayload(of id: TransitionID, slots: [JSONValue], data: JSONValue) -> [ExpectedProperty] {
        guard let index = transitionIndex(id) else { return [] }
        let transition = storage.transitions[index]
        var result: [ExpectedProperty] = []
        for (emit, payload) in transition.payloads.enumerated() {
            for entry in payload {
                result.append(
                    ExpectedProperty(
                        emit: emit, event: transition.emits[emit].event, property: entry.property,
                        expression: entry.expression.expression.source,
                        value: entry.expression.evaluate(slots, event: data)))
            }
        }
        return result
    }
}

extension CompiledMachine {
    /// The outputs the observation must carry after transition `id`: name → value (or why the expression could not
    /// be evaluated), evaluated like payload values against `slots` (the context before) and `data`, sorted by name.
    package func expectedOutputs(of id: TransitionID, slots: [JSONValue], data: JSONValue) -> [(
        name: String, expression: String, value: Result<JSONValue, EvaluationError>
    )] {
        guard let index = transitionIndex(id) else { return [] }
        return storage.transitions[index].outputs
            .map { ($0.property, $0.expression.expression.source, $0.expression.evaluate(slots, event: data)) }
            .sorted { $0.0 < $1.0 }
    }

    /// Every output name some transition of the machine declares, sorted.
    package var declaredOutputs: [String] {
        Set(storage.transitions.flatMap { $0.outputs.map(\.property) }).sorted()
    }
}

extension Expression {
    /// Whether two JSON values are equal as the expression language's `==` says: numbers by value (`3 == 3.0`),
    /// strings by Unicode scalars, arrays and objects member by member.
    package static func valuesEqual(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        ExpressionSemantics.equal(lhs, rhs)
    }
}
