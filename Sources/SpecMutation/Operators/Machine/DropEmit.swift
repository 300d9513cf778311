import SpecModel

/// `drop-emit`: removes one event a transition declares it emits. The implementation still emits it, which the
/// run must report as an unexpected event.
struct DropEmit: MutationOperator {
    var name: String { "drop-emit" }
    var summary: String { "remove one event a transition declares it emits" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.machines.flatMap { machine in
            machine.transitions.flatMap { t in
                t.transition.emits.enumerated().map { index, emitted in
                    let id = t.id
                    let origin = locator.origin(
                        file: t.transition.origin.file, pointer: t.transition.origin.pointer + "/emits/\(index)",
                        fallback: t.transition.origin)
                    let list = t.transition.emits.map { $0.event + ($0.optional ? "?" : "") }
                    var rest = list
                    rest.remove(at: index)
                    let info = MutantInfo(
                        id: "\(name):\(id.description)!\(emitted.event)", operatorName: name, element: id.description,
                        origin: origin,
                        description: "drop \(emitted.event) from the events of \(MachineMutations.arrow(t))",
                        original: "[" + list.joined(separator: ", ") + "]",
                        replacement: "[" + rest.joined(separator: ", ") + "]",
                        scope: .machine(machine.id), reach: .sent(machine: machine.id, state: id.from, event: id.event))
                    return MachineMutations.mutant(info, machine: machine.id) { machine in
                        MachineMutations.edit(id, in: &machine) { transition in
                            if transition.emits.indices.contains(index) { transition.emits.remove(at: index) }
                        }
                    }
                }
            }
        }
    }
}
