import SpecModel

extension StatechartInstance {
    /// The account of the step that just ran, from what it recorded.
    func report(_ result: StatechartStepResult) -> StatechartStep {
        let storage = chart.storage
        var step: StatechartStep
        switch result {
        case .settled: step = StatechartStep(.settled)
        case .ignored: step = StatechartStep(.ignored)
        case .rejected(let reason): step = StatechartStep(.rejected(reason: reason))
        }
        for effect in effects {
            switch effect {
            case .exit(let node):
                step.exited.append(storage.nodes[node].name)
                let actions = storage.nodes[node].exitActions
                if actions >= 0 { step.emits += storage.actions[actions].emits }
            case .transition(let t):
                step.transitions.append(storage.transitions[t].id)
                step.emits += storage.transitions[t].emits
            case .entry(let node):
                step.entered.append(storage.nodes[node].name)
                let actions = storage.nodes[node].entryActions
                if actions >= 0 { step.emits += storage.actions[actions].emits }
            }
        }
        step.guards = guardLog.map { GuardOutcome(storage.transitions[$0.0].id, outcome: $0.1) }
        for (name, value) in outputLog { step.outputs[name] = value }
        step.payloads = payloadLog
        step.configuration = configuration
        return step
    }
}
