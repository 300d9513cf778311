import SpecModel

/// `add-transition`: makes a state handle an event of the machine's alphabet it does not handle, going to another
/// state (the state that event leads to most often elsewhere, else the next state in document order). The
/// implementation should still ignore the event there, so the planned path through the new transition diverges.
/// Final states are skipped: a final state takes no transition, so the mutant could not change anything.
struct AddTransition: MutationOperator {
    var name: String { "add-transition" }
    var summary: String { "make a state handle an event it does not handle, going to another state" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for machine in bundle.machines {
            let alphabet = MachineMutations.alphabet(machine)
            let states = machine.allStates
            for (index, state) in states.enumerated() where !state.isFinal && state.type != .history {
                let handled = Set(state.on.map(\.event))
                for event in alphabet where !handled.contains(event) {
                    guard let target = Self.target(for: event, from: index, of: states, in: machine) else { continue }
                    let element = "\(machine.id)/\(state.name).\(event)"
                    let arrow = "\(state.name) --\(event)--> \(target)"
                    let info = MutantInfo(
                        id: "\(name):\(element)->\(target)", operatorName: name, element: element,
                        origin: locator.origin(
                            file: state.origin.file, pointer: state.origin.pointer + "/on", fallback: state.origin),
                        description: "add \(arrow)", original: "(\(state.name) does not handle \(event))",
                        replacement: arrow,
                        scope: .machine(machine.id), reach: .sent(machine: machine.id, state: state.name, event: event))
                    let stateName = state.name
                    result.append(
                        MachineMutations.mutant(info, machine: machine.id) { machine in
                            StatechartMutations.editState(stateName, in: &machine.states) { state in
                                state.on.append(
                                    EventTransitions(event: event, transitions: [Transition(target: target)]))
                            }
                        })
                }
            }
        }
        return result
    }

    /// The state `event` leads to most often from other states (ties by name), else the next state after
    /// `index` of `states` (the machine's states at every level, in document order); never the state itself.
    static func target(for event: String, from index: Int, of states: [MachineState], in machine: Machine) -> String? {
        let name = states[index].name
        var counts: [String: Int] = [:]
        for t in machine.transitions where t.id.event == event && t.transition.target != name {
            counts[t.transition.target, default: 0] += 1
        }
        if let best = counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).first { return best.key }
        guard states.count > 1 else { return nil }
        return states[(index + 1) % states.count].name
    }
}
