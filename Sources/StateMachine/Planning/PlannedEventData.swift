import SpecModel

/// The event data the planner sends with each event, chosen deterministically so that payload expectations
/// reading `event.x` can be checked.
///
/// An event gets an object when a payload expectation on one of its transitions reads `event.<field>`: the object
/// has a value for every field the event declares (`events.<name>.data`) and every field read, from the declared
/// type name: `integer` → `1`, `number` → `1.5`, `boolean` → `true`, anything else (`string`, `uuid`, an
/// undeclared field) → the field's own name as a string. Any other event is sent with JSON null, as before.
package enum PlannedEventData {
    /// The data for event `name` of `machine`.
    package static func data(for name: String, in machine: Machine) -> JSONValue {
        var read: Set<String> = []
        for item in machine.transitions where item.id.event == name {
            for emitted in item.transition.emits {
                for expectation in emitted.payload {
                    guard case .success(let expression) = Expression.parse(expectation.expression.value) else {
                        continue
                    }
                    read.formUnion(expression.eventFields)
                }
            }
        }
        guard !read.isEmpty else { return .null }
        var fields = machine.events[name]?.data ?? [:]
        for field in read where fields[field] == nil { fields[field] = "" }
        var object: [String: JSONValue] = [:]
        for (field, type) in fields { object[field] = value(field: field, type: type) }
        return .object(object)
    }

    /// The value for one field of the given type name.
    package static func value(field: String, type: String) -> JSONValue {
        switch type {
        case "integer", "int": .int(1)
        case "number": .double(1.5)
        case "boolean", "bool": .bool(true)
        default: .string(field)
        }
    }
}
