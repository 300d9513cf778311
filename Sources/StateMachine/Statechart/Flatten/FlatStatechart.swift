import SpecModel

/// A statechart flattened into an equivalent flat machine (``StatechartFlattener``): one flat state per reachable
/// configuration (with its history memory), one flat transition per macrostep branch, and what each came from.
package struct FlatStatechart: Hashable, Sendable {
    /// The flat machine: what the planner, sneak paths, boundaries, payloads and `check` run on.
    package var machine: Machine
    /// Per flat state, the active atomic states (leaves) of its configuration, in document order.
    package var leaves: [String: [String]]
    /// Per flat transition, the statechart transitions its macrostep takes, in the order its microsteps take them
    /// (eventless ones as `<state>.always#<n>`, done events as `<state>.done.state.<id>#<n>`).
    package var origins: [TransitionID: [TransitionID]]
    /// Per flat transition, the statechart guard outcomes its macrostep assumes (a guard's outcome is that of the
    /// statechart transition it guards), in the order the selection evaluates them.
    package var guardOutcomes: [TransitionID: [GuardOutcome]]
}

extension FlatStatechart {
    /// Every statechart state active in flat state `state`: its leaves and their ancestors, by name.
    package func activeStates(in state: String, of statechart: Machine) -> Set<String> {
        var parents: [String: String] = [:]
        func visit(_ s: MachineState, parent: String?) {
            if let parent { parents[s.name] = parent }
            for child in s.states { visit(child, parent: s.name) }
        }
        for s in statechart.states { visit(s, parent: nil) }
        var result: Set<String> = []
        for leaf in leaves[state] ?? [] {
            var current: String? = leaf
            while let name = current, result.insert(name).inserted { current = parents[name] }
        }
        return result
    }
}
