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

    /// What holds the expression: a transition on an event (timers and `done.state` events included), an eventless
    /// transition, or a statechart state's entry or exit actions.
    enum Site: Equatable {
        case transition, eventless, onEntry, onExit
    }

    var state: String
    /// The transition's event (`always` for an eventless one; the action block's key for actions).
    var event: String
    var index: Int
    var role: Role
    var source: Located<String>
    var site: Site = .transition

    /// `guard of transition 0 on "e" from "S"`, `assignment to "n" of "onEntry" of "S"`, for messages.
    var description: String {
        let what: String
        switch role {
        case .guardExpression: what = "guard"
        case .assignment(let field): what = "assignment to \"\(field)\""
        case .payload(let event, let property): what = "payload \"\(event).\(property)\""
        }
        switch site {
        case .transition, .eventless: return "\(what) of transition \(index) on \"\(event)\" from \"\(state)\""
        case .onEntry, .onExit: return "\(what) of \"\(event)\" of \"\(state)\""
        }
    }

    /// The stimulus whose data `event.x` reads, when it is known: a transition's own event. Eventless transitions and
    /// actions read the data of whichever event began the step.
    var stimulus: String? { site == .transition ? event : nil }

    /// Every guard, assignment and payload expression of `machine`, in document order: transitions on events, then
    /// (statecharts) each state's eventless transitions and entry and exit actions.
    static func all(in machine: Machine) -> [MachineExpression] {
        var result: [MachineExpression] = []
        for item in machine.transitions {
            result += expressions(
                of: item.transition, state: item.id.from, event: item.id.event, index: item.id.ordinal)
        }
        for state in machine.allStates {
            for (ordinal, t) in state.always.enumerated() {
                result += expressions(of: t, state: state.name, event: "always", index: ordinal, site: .eventless)
            }
            for (site, key, actions) in [(Site.onEntry, "onEntry", state.onEntry), (.onExit, "onExit", state.onExit)] {
                guard let actions else { continue }
                let t = Transition(target: state.name, assignments: actions.assignments, emits: actions.emits)
                result += expressions(of: t, state: state.name, event: key, index: 0, site: site)
            }
        }
        return result
    }

    private static func expressions(
        of transition: Transition, state: String, event: String, index: Int, site: Site = .transition
    ) -> [MachineExpression] {
        var result: [MachineExpression] = []
        if let g = transition.guardExpression {
            result.append(
                MachineExpression(
                    state: state, event: event, index: index, role: .guardExpression, source: g, site: site))
        }
        for a in transition.assignments {
            result.append(
                MachineExpression(
                    state: state, event: event, index: index, role: .assignment(field: a.field), source: a.expression,
                    site: site))
        }
        for emitted in transition.emits {
            for p in emitted.payload {
                result.append(
                    MachineExpression(
                        state: state, event: event, index: index,
                        role: .payload(event: emitted.event, property: p.property), source: p.expression, site: site))
            }
        }
        return result
    }
}
