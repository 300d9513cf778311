import SpecModel

/// One guard, assignment or payload expression written in a machine, with where it sits.
struct MachineExpression {
    enum Role: Equatable {
        case guardExpression
        /// An assignment to the named context field (as written, possibly dotted).
        case assignment(field: String)
        /// The value property `property` of emitted event `event` must equal.
        case payload(event: String, property: String)
    }

    var state: String
    var event: String
    var index: Int
    var role: Role
    var source: Located<String>

    /// `guard of transition 0 on "e" from "S"`, for messages.
    var description: String {
        let what: String
        switch role {
        case .guardExpression: what = "guard"
        case .assignment(let field): what = "assignment to \"\(field)\""
        case .payload(let event, let property): what = "payload \"\(event).\(property)\""
        }
        return "\(what) of transition \(index) on \"\(event)\" from \"\(state)\""
    }

    /// Every guard, assignment and payload expression of `machine`, in document order.
    static func all(in machine: Machine) -> [MachineExpression] {
        var result: [MachineExpression] = []
        for item in machine.transitions {
            let (id, transition) = (item.id, item.transition)
            if let g = transition.guardExpression {
                result.append(
                    MachineExpression(
                        state: id.from, event: id.event, index: id.ordinal, role: .guardExpression, source: g))
            }
            for a in transition.assignments {
                result.append(
                    MachineExpression(
                        state: id.from, event: id.event, index: id.ordinal, role: .assignment(field: a.field),
                        source: a.expression))
            }
            for emitted in transition.emits {
                for p in emitted.payload {
                    result.append(
                        MachineExpression(
                            state: id.from, event: id.event, index: id.ordinal,
                            role: .payload(event: emitted.event, property: p.property),
                            source: p.expression))
                }
            }
        }
        return result
    }
}
