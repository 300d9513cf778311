import SpecModel

/// `flip-refusal`: flips what a state (or a whole machine) does with the events the spec does not handle there,
/// `ignore` ↔ `reject`, wherever the mode can be set: once per state (its own declaration, written or not) and once
/// per machine (the declaration its states inherit).
///
/// `reject` → `ignore` drops the output and its `shows`; `ignore` → `reject` shows the refusal in the output the
/// machine already rejects in elsewhere, else the first output its transitions declare, else `refusal`, without a
/// `shows` (the refusal must change it). An implementation that ignores the event leaves every output as it was, and
/// one that rejects it changes one, so the sneak checks of the state tell the two apart either way
/// (docs/SPEC-FORMAT.md, `unhandled`).
struct FlipRefusal: MutationOperator {
    var name: String { "flip-refusal" }
    var summary: String { "flip a state's or a machine's unhandled events between ignore and reject" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for machine in bundle.machines {
            let output = Self.refusalOutput(of: machine)
            let inherited = machine.unhandled ?? .ignore
            let machineFlip = Self.flipped(inherited, output: output)
            let machineInfo = MutantInfo(
                id: "\(name):\(machine.id)", operatorName: name, element: machine.id,
                origin: machine.unhandled?.origin
                    ?? locator.origin(
                        file: machine.origin.file, pointer: machine.origin.pointer + "/id", fallback: machine.origin),
                description: "make \(machine.id) \(Self.verb(machineFlip)) the events its states do not handle "
                    + "(states without their own declaration)",
                original: Self.text(inherited), replacement: Self.text(machineFlip), scope: .machine(machine.id),
                reach: .drives(machine: machine.id))
            result.append(
                MachineMutations.mutant(machineInfo, machine: machine.id) { machine in
                    var flipped = machineFlip
                    flipped.origin = machine.unhandled?.origin ?? flipped.origin
                    flipped.unsent = machine.unhandled?.unsent ?? [:]
                    machine.unhandled = flipped
                })
            for state in machine.allStates where state.type != .history {
                let current = machine.unhandledEvents(in: state.name)
                let stateFlip = Self.flipped(current, output: output)
                let stateName = state.name
                let info = MutantInfo(
                    id: "\(name):\(machine.id)/\(state.name)", operatorName: name,
                    element: "\(machine.id)/\(state.name)",
                    origin: state.unhandled?.origin ?? state.origin,
                    description: "make \(state.name) of \(machine.id) \(Self.verb(stateFlip)) the events it does not "
                        + "handle",
                    original: Self.text(current), replacement: Self.text(stateFlip), scope: .machine(machine.id),
                    reach: .check(id: "sneak:\(machine.id):\(state.name)"))
                result.append(
                    MachineMutations.mutant(info, machine: machine.id) { machine in
                        StatechartMutations.editState(stateName, in: &machine.states) { state in
                            var flipped = stateFlip
                            flipped.origin = state.unhandled?.origin ?? flipped.origin
                            flipped.unsent = state.unhandled?.unsent ?? [:]
                            state.unhandled = flipped
                        }
                    })
            }
        }
        return result
    }

    /// `unhandled` with its mode flipped; its `unsent` is the caller's to keep.
    static func flipped(_ unhandled: UnhandledEvents, output: String) -> UnhandledEvents {
        switch unhandled.mode {
        case .reject: UnhandledEvents(mode: .ignore)
        case .ignore: UnhandledEvents(mode: .reject, output: output)
        }
    }

    /// The output an `ignore` flipped to `reject` shows the refusal in: the machine's own refusal output (its
    /// declaration's, else the first state's), else the first output its transitions declare, else `refusal`.
    static func refusalOutput(of machine: Machine) -> String {
        if let output = machine.unhandled?.output { return output }
        if let output = machine.allStates.lazy.compactMap({ $0.unhandled?.output }).first { return output }
        return machine.declaredOutputs.first ?? "refusal"
    }

    static func verb(_ unhandled: UnhandledEvents) -> String {
        switch unhandled.mode {
        case .ignore: "ignore"
        case .reject: "reject (in output \(unhandled.output ?? ""))"
        }
    }

    /// `ignore`, `reject → error`, `reject → error = true`.
    static func text(_ unhandled: UnhandledEvents) -> String {
        switch unhandled.mode {
        case .ignore: return "ignore"
        case .reject:
            let shows = unhandled.shows.map { " = " + JSONWriter(indent: 0).string($0) } ?? ""
            return "reject → \(unhandled.output ?? "")\(shows)"
        }
    }
}
