import SpecModel

/// `shift-delay`: moves one timed transition's delay by one second each way (`after:7d` becomes `after:604801s`
/// and `after:604799s`): only a suite that sends the moment just before and the moment of the expiry sees it.
///
/// The stimuli of the original delay stay declared (a mutant changes what the spec does, never which events
/// exist), and those of the new delay are declared as the loader would.
struct ShiftDelay: MutationOperator {
    var name: String { "shift-delay" }
    var summary: String { "move one timed transition's delay by +1 s and by -1 s" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for machine in bundle.machines {
            for state in machine.allStates {
                for group in state.on {
                    guard let seconds = TimedEvent.seconds(ofEvent: group.event) else { continue }
                    for delta in [1, -1] where seconds + delta > 0 {
                        let shifted = TimedEvent.eventName(delay: "\(seconds + delta)s")
                        let (stateName, event) = (state.name, group.event)
                        let sign = delta > 0 ? "+1s" : "-1s"
                        let element = "\(machine.id):\(stateName).\(event)"
                        let info = MutantInfo(
                            id: "\(name):\(element)\(sign)", operatorName: name, element: element,
                            origin: locator.origin(
                                file: group.origin.file, pointer: group.origin.pointer, fallback: group.origin),
                            description: "move the delay of \(stateName) --\(event)--> by \(sign) (\(shifted))",
                            original: event,
                            replacement: shifted, scope: .machine(machine.id),
                            reach: .sent(machine: machine.id, state: stateName, event: event))
                        result.append(
                            MachineMutations.mutant(info, machine: machine.id) { machine in
                                StatechartMutations.editState(stateName, in: &machine.states) { state in
                                    guard let g = state.on.firstIndex(where: { $0.event == event }) else { return }
                                    state.on[g].event = shifted
                                }
                                machine.declareTimedStimuli()
                            })
                    }
                }
            }
        }
        return result
    }
}
