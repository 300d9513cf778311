import SpecModel

/// One guard or assignment expression written in a machine, with where it sits.
struct MachineExpression {
    enum Role: Equatable {
        case guardExpression
        /// An assignment to the named context field (as written, possibly dotted).
        case assignment(field: String)
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
        }
        return "\(what) of transition \(index) on \"\(event)\" from \"\(state)\""
    }

    /// Every guard and assignment of `machine`, in document order.
    static func all(in machine: Machine) -> [MachineExpression] {
        var result: [MachineExpression] = []
        for item in machine.transitions {
            let (id, transition) = (item.id, item.transition)
            if let g = transition.guardExpression {
                result.append(MachineExpression(state: id.from, event: id.event, index: id.ordinal, role: .guardExpression, source: g))
            }
            for a in transition.assignments {
                result.append(
                    MachineExpression(state: id.from, event: id.event, index: id.ordinal, role: .assignment(field: a.field), source: a.expression))
            }
        }
        return result
    }
}
