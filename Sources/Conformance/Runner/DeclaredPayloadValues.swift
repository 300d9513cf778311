import SpecModel
import StateMachine

/// The payload values the spec's own transitions make a check compare: a transition that emits an event and declares
/// a constant payload value for one of its properties (`"to": "'actor'"`, `"channels": "['in_app', 'push']"`), taken
/// by a planned path, makes that path check compare what the implementation emitted with the value (docs/SPEC-FORMAT.md,
/// payload values). Such a path drives the value (the value itself, or each element of a constant array) as surely as
/// a property driver does; a check that fails to see it fails, and the run with it.
///
/// Only constant expressions count (no context field, no event data): the value a context-dependent expression takes
/// depends on the step, which the planner does not record.
enum DeclaredPayloadValues {
    /// Per planned case's check ID (`value:to:actor`), the first path check (in machine and path order) that compares
    /// the value, among the cases `cases` whose value a planned transition declares.
    static func comparing(_ cases: [PayloadValueCase], bundle: SpecBundle, plans: [String: PathPlan]) -> [String:
        String]
    {
        guard !cases.isEmpty, !plans.isEmpty else { return [:] }
        // (event, property, element?, value) → the path check that compares it.
        var found: [Key: String] = [:]
        for machine in bundle.machines.sorted(by: { $0.id < $1.id }) {
            guard let plan = plans[machine.id] else { continue }
            let width = String(plan.paths.count).count
            for (index, path) in plan.paths.enumerated() {
                let number = String(repeating: "0", count: width - String(index + 1).count) + String(index + 1)
                let id = "path:\(machine.id):\(number)"
                for step in path.steps {
                    guard let taken = step.transition, let transition = Self.transition(taken, in: machine) else {
                        continue
                    }
                    for key in Self.keys(of: transition) where found[key] == nil { found[key] = id }
                }
            }
        }
        var result: [String: String] = [:]
        for valueCase in cases {
            for event in valueCase.events {
                let key = Key(
                    event: event, property: valueCase.property, element: valueCase.element, value: valueCase.value)
                if let id = found[key] {
                    result[valueCase.checkID] = id
                    break
                }
            }
        }
        return result
    }

    struct Key: Hashable {
        var event: String
        var property: String
        var element: Bool
        var value: JSONValue
    }

    /// The constant values `transition` declares for its emitted events' properties: each value, and each element of
    /// a constant array.
    static func keys(of transition: Transition) -> [Key] {
        var keys: [Key] = []
        for emitted in transition.emits {
            for expectation in emitted.payload {
                guard case .success(let parsed) = Expression.parse(expectation.expression.value),
                    parsed.contextFields.isEmpty, !parsed.usesEvent,
                    case .success(let value) = parsed.evaluate(context: [:], event: .null)
                else { continue }
                keys.append(Key(event: emitted.event, property: expectation.property, element: false, value: value))
                if case .array(let items) = value {
                    for item in items {
                        keys.append(
                            Key(event: emitted.event, property: expectation.property, element: true, value: item))
                    }
                }
            }
        }
        return keys
    }

    static func transition(_ id: TransitionID, in machine: Machine) -> Transition? {
        guard let group = machine.state(named: id.from)?.on.first(where: { $0.event == id.event }),
            group.transitions.indices.contains(id.ordinal)
        else { return nil }
        return group.transitions[id.ordinal]
    }
}
