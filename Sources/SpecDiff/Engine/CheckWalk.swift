import SpecModel
import StateMachine

/// A check as a walk through the base machines: the (machine, from, event, to) steps it crosses and the IDs it covers.
struct CheckWalk {
    struct Step: Hashable {
        var machine: String
        var from: String
        var event: String
        var to: String
    }

    var check: Impact.Check
    var steps: [Step]
    var covers: [String]

    /// One walk per scenario, replayed on the base machines with the interpreter; a step the machine ignores is
    /// kept with `to == from` (the scenario still sends that event in that state).
    static func scenarios(_ side: DiffSide, compiled: [String: CompiledMachine]) -> [CheckWalk] {
        side.scenarios.map { scenario in
            var instances: [String: MachineInstance] = [:]
            var steps: [Step] = []
            for step in scenario.steps {
                guard let machine = compiled[step.machine] else { continue }
                if instances[step.machine] == nil {
                    var instance = MachineInstance(machine)
                    try? instance.reset(context: scenario.context[step.machine] ?? [:])
                    instances[step.machine] = instance
                }
                guard var instance = instances[step.machine] else { continue }
                let from = instance.state
                _ = instance.step(event: step.send, data: step.data)
                steps.append(Step(machine: step.machine, from: from, event: step.send, to: instance.state))
                instances[step.machine] = instance
            }
            let title = scenario.title.map { "scenario \(scenario.id): \($0)" } ?? "scenario \(scenario.id)"
            return CheckWalk(
                check: Impact.Check(id: "scenario:\(scenario.id)", description: title), steps: steps,
                covers: scenario.covers.flatMap { side.bundle.expand($0.value) })
        }
    }

    /// The planned transition-coverage paths of one base machine, numbered as the conformance runner numbers them.
    static func paths(_ machine: Machine, compiled: CompiledMachine, bundle: SpecBundle) -> [CheckWalk] {
        let plan = PathPlanner().plan(compiled, criterion: .transitions)
        var stateTraces: [String: [String]] = [:]
        for state in machine.allStates { stateTraces[state.name] = DiffContext.ids(state.info.traces, in: bundle) }
        var transitionTraces: [TransitionID: [String]] = [:]
        for t in machine.transitions { transitionTraces[t.id] = DiffContext.ids(t.transition.info.traces, in: bundle) }
        let width = String(plan.paths.count).count
        return plan.paths.enumerated().map { index, path in
            let number = String(repeating: "0", count: width - String(index + 1).count) + String(index + 1)
            var covers: [String] = []
            var steps: [Step] = []
            for step in path.steps {
                steps.append(Step(machine: machine.id, from: step.from, event: step.event, to: step.to))
                if let t = step.transition {
                    covers += transitionTraces[t] ?? []
                    covers += stateTraces[step.to] ?? []
                }
            }
            let last = path.steps.last.map { " to \($0.to)" } ?? ""
            return CheckWalk(
                check: Impact.Check(
                    id: "path:\(machine.id):\(number)", description: "planned path \(number) of \(machine.id)\(last)"),
                steps: steps, covers: covers)
        }
    }
}
