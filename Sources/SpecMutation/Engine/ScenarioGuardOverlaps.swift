import SpecModel
import StateMachine

/// A machine's guard overlaps (``GuardOverlaps``) over every configuration a check can bring it to: those reachable
/// from its initial context, which planned paths, boundaries and sneak paths start from, and those reachable from each
/// context a scenario resets it with (`context` of a scenario overrides the initial values). An inference over the
/// initial context alone would miss a scenario that starts where the search never goes (`credit` reset to 5).
struct ScenarioGuardOverlaps {
    private let analyses: [GuardOverlaps]

    /// The overlaps of `machine` from its initial context and every scenario's override of it; nil when one of them
    /// cannot be analysed (the machine does not compile, a guard reads event data, the search reached its bound) or a
    /// scenario names a field the machine does not declare.
    static func analyse(_ machine: Machine, scenarios: [Scenario]) -> Self? {
        var contexts: [[String: JSONValue]] = [machine.context]
        for scenario in scenarios where scenario.machines.contains(machine.id) {
            guard let overrides = scenario.context[machine.id], !overrides.isEmpty else { continue }
            guard overrides.keys.allSatisfy({ machine.context[$0] != nil }) else { return nil }
            let context = machine.context.merging(overrides) { _, override in override }
            if !contexts.contains(context) { contexts.append(context) }
        }
        var analyses: [GuardOverlaps] = []
        for context in contexts {
            var started = machine
            started.context = context
            guard case .success(let compiled) = CompiledMachine.compile(started),
                let overlaps = GuardOverlaps.analyse(compiled)
            else { return nil }
            analyses.append(overlaps)
        }
        return Self(analyses: analyses)
    }

    /// Whether transitions `a` and `b` of `state` for `event` can both hold in a configuration some check can reach.
    func canBothHold(state: String, event: String, _ a: Int, _ b: Int) -> Bool {
        analyses.contains { $0.canBothHold(state: state, event: event, a, b) }
    }

    /// Whether every guard of `state`'s transitions for `event` can fail at once in a configuration some check can
    /// reach.
    func canAllFail(state: String, event: String) -> Bool {
        analyses.contains { $0.canAllFail(state: state, event: event) }
    }
}
