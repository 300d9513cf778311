import SpecModel

/// What the machine operators share: a mutant that edits one machine, edits of one transition, and printing.
enum MachineMutations {
    /// A mutant whose edit changes the machine `machine` of the bundle with `change`.
    static func mutant(_ info: MutantInfo, machine: String, change: @escaping @Sendable (inout Machine) -> Void)
        -> Mutant
    {
        Mutant(info: info) { bundle in
            guard let index = bundle.machines.firstIndex(where: { $0.id == machine }) else { return }
            change(&bundle.machines[index])
        }
    }

    /// Edits the transitions of `id.from` (at any level of a statechart) for `id.event` (the group `id` belongs to);
    /// an emptied group is removed.
    static func editGroup(_ id: TransitionID, in machine: inout Machine, _ body: (inout [Transition]) -> Void) {
        let outputs = machine.declaredOutputs
        var edited = false
        StatechartMutations.editState(id.from, in: &machine.states) { state in
            guard let g = state.on.firstIndex(where: { $0.event == id.event }) else { return }
            body(&state.on[g].transitions)
            if state.on[g].transitions.isEmpty { state.on.remove(at: g) }
            edited = true
        }
        guard edited else { return }
        // Nor which outputs exist: an output no transition names any more stays declared, so checks still hold it
        // unchanged where the spec ignores an event.
        machine.keptOutputs += Set(outputs).subtracting(machine.declaredOutputs).sorted()
        // A mutant changes what the spec does with an event, never which events exist: an event no state handles
        // any more stays in the machine's alphabet (as a declared stimulus), so sneak checks still send it.
        let stillHandled = machine.allStates.contains { state in state.on.contains { $0.event == id.event } }
        if !stillHandled && machine.events[id.event] == nil {
            machine.events[id.event] = StimulusDeclaration(description: "no longer handled in this mutant")
        }
    }

    /// Edits the transition `id`.
    static func edit(_ id: TransitionID, in machine: inout Machine, _ body: (inout Transition) -> Void) {
        editGroup(id, in: &machine) { transitions in
            guard transitions.indices.contains(id.ordinal) else { return }
            body(&transitions[id.ordinal])
        }
    }

    /// `From --event [guard]--> Target`.
    static func arrow(_ t: IdentifiedTransition, target: String? = nil, guardText: String? = nil) -> String {
        let shownGuard = guardText ?? t.transition.guardExpression?.value
        let condition = shownGuard.map { " [\($0)]" } ?? ""
        return "\(t.id.from) --\(t.id.event)\(condition)--> \(target ?? t.transition.target)"
    }

    /// The scope of a machine mutant.
    static func scope(_ machine: Machine) -> MutantScope { .machine(machine.id) }

    /// The info of a mutant of transition `t`.
    static func info(
        _ op: String, _ t: IdentifiedTransition, variant: String = "", origin: Origin? = nil, description: String,
        original: String, replacement: String
    ) -> MutantInfo {
        let element = t.id.description
        return MutantInfo(
            id: "\(op):\(element)\(variant)", operatorName: op, element: element, origin: origin ?? t.transition.origin,
            description: description, original: original, replacement: replacement, scope: .machine(t.id.machine),
            reach: .sent(machine: t.id.machine, state: t.id.from, event: t.id.event))
    }

    /// The info of a mutant of one assignment of transition `t`: ID `<op>:<transition>/<field><variant>`, located at
    /// the assignment's expression.
    static func assignmentInfo(
        _ op: String, _ t: IdentifiedTransition, _ assignment: Assignment, variant: String, description: String,
        replacement: String
    ) -> MutantInfo {
        let element = t.id.description
        return MutantInfo(
            id: "\(op):\(element)/\(assignment.field)\(variant)", operatorName: op, element: element,
            origin: assignment.expression.origin, description: description,
            original: assignment.expression.value, replacement: replacement, scope: .machine(t.id.machine),
            reach: .sent(machine: t.id.machine, state: t.id.from, event: t.id.event))
    }

    /// The events a machine knows: those it declares and those its transitions name, sorted.
    static func alphabet(_ machine: Machine) -> [String] {
        var events = Set(machine.events.keys)
        for state in machine.allStates { for group in state.on { events.insert(group.event) } }
        return events.sorted()
    }
}
