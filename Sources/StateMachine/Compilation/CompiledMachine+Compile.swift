import SpecModel

extension CompiledMachine {
    /// Compiles `machine`, collecting every problem rather than stopping at the first.
    ///
    /// Errors (codes): `machine.unknown-initial`, `machine.duplicate-state`, `machine.duplicate-event`,
    /// `machine.unknown-target`, `machine.unknown-context-field`, and the expression parser's own codes
    /// (`expr.unexpected-token`, …) for guards and assignments that do not parse. Each diagnostic carries the
    /// file, location and JSON pointer of the element it is about; for expression errors the column points
    /// into the expression (exact when the JSON string has no escapes).
    ///
    /// A statechart (``Machine/isStatechart``) is compiled as its flat machine of configurations
    /// (``StatechartFlattener``), whose states are named by their configurations; one the flattener refuses gives its
    /// located `machine.statechart-not-planned`. Stages that pair the machine with its compiled form use the flat
    /// machine itself (``FlatStatechart/machine``).
    package static func compile(_ machine: Machine) -> Result<CompiledMachine, MachineCompilationError> {
        if machine.isStatechart {
            return StatechartFlattener.flatten(machine).flatMap { flat in
                var compiler = MachineCompiler(machine: flat.machine)
                return compiler.run()
            }
        }
        var compiler = MachineCompiler(machine: machine)
        return compiler.run()
    }
}

/// The state of one compilation: indices built so far and diagnostics found.
struct MachineCompiler {
    let machine: Machine
    var diagnostics: [Diagnostic] = []
    var stateIndex: [String: Int] = [:]
    var eventNames: [String] = []
    var eventIndex: [String: Int] = [:]
    let slotNames: [String]
    let slotIndex: [String: Int]

    init(machine: Machine) {
        self.machine = machine
        self.slotNames = machine.context.keys.sorted(by: JSONWriter.keyOrder)
        self.slotIndex = Dictionary(uniqueKeysWithValues: slotNames.enumerated().map { ($1, $0) })
    }

    mutating func run() -> Result<CompiledMachine, MachineCompilationError> {
        var stateNames: [String] = []
        var isFinal: [Bool] = []
        for state in machine.states {
            if stateIndex[state.name] != nil {
                diagnostics.append(
                    .error(
                        "machine.duplicate-state", "state '\(state.name)' is defined more than once",
                        file: state.origin.file, at: state.origin.location, pointer: state.origin.pointer))
                continue
            }
            stateIndex[state.name] = stateNames.count
            stateNames.append(state.name)
            isFinal.append(state.isFinal)
        }
        let initial = stateIndex[machine.initial]
        if initial == nil {
            diagnostics.append(
                .error(
                    "machine.unknown-initial", "initial state '\(machine.initial)' is not a state of the machine",
                    file: machine.origin.file, at: machine.origin.location,
                    pointer: JSONPointer.appending(machine.origin.pointer, "initial")))
        }
        for name in machine.alphabet {
            eventIndex[name] = eventNames.count
            eventNames.append(name)
        }

        var transitions: [CompiledTransition] = []
        var groups: [EventGroup] = []
        var stateGroups: [Range<Int>] = []
        var seenStates = Set<String>()
        for state in machine.states where seenStates.insert(state.name).inserted {
            let source = stateIndex[state.name] ?? 0
            let firstGroup = groups.count
            var seenEvents = Set<String>()
            for group in state.on {
                guard seenEvents.insert(group.event).inserted else {
                    diagnostics.append(
                        .error(
                            "machine.duplicate-event",
                            "state '\(state.name)' lists event '\(group.event)' more than once",
                            file: group.origin.file, at: group.origin.location, pointer: group.origin.pointer))
                    continue
                }
                let event = eventIndex[group.event] ?? 0
                let first = transitions.count
                for (ordinal, transition) in group.transitions.enumerated() {
                    let id = TransitionID(machine: machine.id, from: state.name, event: group.event, ordinal: ordinal)
                    if let compiled = compileTransition(transition, id: id, source: source, event: event) {
                        transitions.append(compiled)
                    }
                }
                groups.append(EventGroup(state: source, event: event, transitions: first..<transitions.count))
            }
            stateGroups.append(firstGroup..<groups.count)
        }

        guard diagnostics.isEmpty, let initial else {
            return .failure(MachineCompilationError(diagnostics: diagnostics.sorted()))
        }
        let storage = CompiledMachine.Storage(
            id: machine.id, stateNames: stateNames, eventNames: eventNames, slotNames: slotNames,
            initialState: initial, initialSlots: slotNames.map { machine.context[$0] ?? .null },
            isFinal: isFinal,
            transitions: transitions, groups: groups, stateGroups: stateGroups,
            plannedData: eventNames.map { PlannedEventData.data(for: $0, in: machine) })
        return .success(CompiledMachine(storage: storage))
    }

    /// Compiles one transition; nil (with diagnostics) when any part of it is invalid.
    mutating func compileTransition(
        _ transition: Transition, id: TransitionID, source: Int, event: Int
    ) -> CompiledTransition? {
        var valid = true
        let target = stateIndex[transition.target]
        if target == nil {
            valid = false
            diagnostics.append(
                .error(
                    "machine.unknown-target", "transition target '\(transition.target)' is not a state of the machine",
                    file: transition.origin.file, at: transition.origin.location,
                    pointer: JSONPointer.appending(transition.origin.pointer, "target")))
        }
        var guardExpression: CompiledExpression?
        if let source = transition.guardExpression {
            if let compiled = compileExpression(source, role: "guard") {
                guardExpression = compiled
            } else {
                valid = false
            }
        }
        var assignments: [CompiledAssignment] = []
        for assignment in transition.assignments {
            let slot = slotIndex[assignment.field]
            if slot == nil {
                valid = false
                let origin = assignment.expression.origin
                diagnostics.append(
                    .error(
                        "machine.unknown-context-field",
                        "assignment to unknown context field '\(assignment.field)'",
                        file: origin.file, at: origin.location, pointer: origin.pointer))
            }
            let expression = compileExpression(assignment.expression, role: "assignment to '\(assignment.field)'")
            if let slot, let expression {
                assignments.append(CompiledAssignment(slot: slot, expression: expression))
            } else {
                valid = false
            }
        }
        var payloads: [[CompiledPayload]] = []
        for emitted in transition.emits {
            var compiled: [CompiledPayload] = []
            for expectation in emitted.payload {
                let role = "payload '\(emitted.event).\(expectation.property)'"
                if let expression = compileExpression(expectation.expression, role: role) {
                    compiled.append(CompiledPayload(property: expectation.property, expression: expression))
                } else {
                    valid = false
                }
            }
            payloads.append(compiled)
        }
        var outputs: [CompiledPayload] = []
        for output in transition.outputs {
            if let expression = compileExpression(output.expression, role: "output '\(output.name)'") {
                outputs.append(CompiledPayload(property: output.name, expression: expression))
            } else {
                valid = false
            }
        }
        guard valid, let target else { return nil }
        let guardText = transition.guardExpression.map { "[\($0.value)]" } ?? ""
        return CompiledTransition(
            id: id, source: source, event: event, target: target, guardSource: transition.guardExpression?.value,
            emits: transition.emits, path: transition.path,
            label: "\(id.from) --\(id.event)\(guardText)--> \(transition.target)",
            guardExpression: guardExpression, guardRoot: guardExpression?.root, assignments: assignments,
            payloads: payloads,
            outputs: outputs)
    }

    /// Parses and compiles one expression, reporting syntax errors and unknown context fields.
    mutating func compileExpression(_ source: Located<String>, role: String) -> CompiledExpression? {
        let origin = source.origin
        switch Expression.parse(source.value) {
        case .failure(let error):
            diagnostics.append(
                .error(
                    error.code, "\(role) '\(source.value)': \(error.message)", file: origin.file,
                    at: MachineCompiler.location(in: origin, offset: error.offset), pointer: origin.pointer))
            return nil
        case .success(let expression):
            let unknown = expression.contextFields.filter { slotIndex[$0] == nil }.sorted()
            for field in unknown {
                diagnostics.append(
                    .error(
                        "machine.unknown-context-field", "\(role) reads unknown context field '\(field)'",
                        file: origin.file, at: MachineCompiler.location(in: origin, offset: 0), pointer: origin.pointer)
                )
            }
            guard unknown.isEmpty else { return nil }
            return CompiledExpression(expression, slots: slotIndex)
        }
    }

    /// The location of byte `offset` of an expression written as a JSON string at `origin` (the opening quote).
    static func location(in origin: Origin, offset: Int) -> SourceLocation {
        return SourceLocation(
            line: origin.location.line, column: origin.location.column + 1 + offset,
            offset: origin.location.offset + 1 + offset)
    }
}
