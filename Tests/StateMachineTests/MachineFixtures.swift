import SpecModel

@testable import StateMachine

/// Small builders so tests read like the machines they describe.
enum Fixture {
    static func machine(
        _ initial: String, context: [String: JSONValue] = [:], events: [String: StimulusDeclaration] = [:],
        _ states: [MachineState]
    ) -> Machine {
        Machine(
            id: "test", product: "test", initial: initial, context: context, events: events, states: states,
            origin: Origin(file: "test.json", location: SourceLocation(line: 1, column: 1, offset: 0), pointer: ""))
    }

    static func state(_ name: String, final: Bool = false, _ on: [(String, [Transition])] = []) -> MachineState {
        MachineState(
            name: name, type: final ? .final : .normal,
            on: on.map { EventTransitions(event: $0.0, transitions: $0.1) })
    }

    static func to(
        _ target: String, when guardSource: String? = nil, assign: [(String, String)] = [], emits: [String] = []
    ) -> Transition {
        Transition(
            target: target, guardExpression: guardSource.map { Located($0, origin: .synthetic()) },
            assignments: assign.map { Assignment(field: $0.0, expression: Located($0.1, origin: .synthetic())) },
            emits: emits.map { EmittedEvent($0) })
    }

    static func compile(_ machine: Machine) throws -> CompiledMachine {
        try CompiledMachine.compile(machine).get()
    }

    /// Replays every path of `plan` on a fresh instance and returns the first divergence, if any.
    static func replayDivergence(_ plan: PathPlan, on machine: CompiledMachine) -> String? {
        for (number, path) in plan.paths.enumerated() {
            var instance = MachineInstance(machine)
            for (index, step) in path.steps.enumerated() {
                guard instance.state == step.from else {
                    return "path \(number) step \(index): in \(instance.state), expected \(step.from)"
                }
                let outcome = instance.step(event: step.event, data: step.data)
                switch outcome.effect {
                case .transitioned(_, let to, let emits):
                    if to != step.to || outcome.transition != step.transition || emits != step.emits {
                        return "path \(number) step \(index): went to \(to), expected \(step.to)"
                    }
                case .ignored:
                    if step.transition != nil { return "path \(number) step \(index): ignored" }
                case .rejected(let reason):
                    return "path \(number) step \(index): rejected: \(reason)"
                }
            }
        }
        return nil
    }
}
