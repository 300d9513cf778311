import SpecModel

/// `lint.unreachable-state`: a state no path of transitions leads to from the initial state.
///
/// Guards are ignored (every transition is assumed able to fire), so the rule only finds states the diagram
/// itself cuts off. It is an error: the documents' diagrams are canonical, so an unreachable state is a data
/// error. Skipped when the initial state is unknown (`lint.unknown-initial-state`).
///
/// In a statechart the rule walks every level with ``StatechartStructure/reach()``: initial children, regions of
/// parallel states, history defaults, a parent's transitions applying to its descendants, and `done.state`
/// transitions only once their state can finish. Only the outermost unreachable state is reported (its substates
/// go with it); history pseudo-states are not states of a configuration and are never reported.
struct UnreachableStateRule: LintRule {
    let id = "lint.unreachable-state"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a state cannot be reached from the initial state (guards ignored)"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines where machine.state(named: machine.initial) != nil {
            let structure = machine.isStatechart ? StatechartStructure(machine) : nil
            let reached = Self.reached(machine, structure)
            for state in machine.allStates where state.type != .history && !reached.contains(state.name) {
                let parent = structure?.parents[state.name]
                if let parent, !reached.contains(parent) { continue }
                var message =
                    "state \"\(state.name)\" of machine \"\(machine.id)\" cannot be reached from initial state \"\(machine.initial)\""
                if let parent {
                    message +=
                        "; \"\(parent)\" is reachable, but no transition, initial state or history default enters it"
                }
                if !state.states.isEmpty { message += ", nor can any of its substates" }
                diagnostics.append(context.diagnostic(self, message, at: state.origin))
            }
        }
        return diagnostics
    }

    /// The names of the states some run of `machine` reaches, guards ignored: at every level for a statechart
    /// (``StatechartStructure/reach()``, `structure` when the caller has it), else ``reachable(_:)``.
    static func reached(_ machine: Machine, _ structure: StatechartStructure? = nil) -> Set<String> {
        guard machine.isStatechart else { return reachable(machine) }
        return (structure ?? StatechartStructure(machine)).reach().states
    }

    /// The names of the states of a flat machine reachable from the initial state, following every transition.
    static func reachable(_ machine: Machine) -> Set<String> {
        let names = Set(machine.states.map(\.name))
        var targets: [String: [String]] = [:]
        for t in machine.transitions where names.contains(t.transition.target) {
            targets[t.id.from, default: []].append(t.transition.target)
        }
        var reached: Set<String> = [machine.initial]
        var queue = [machine.initial]
        while let name = queue.popLast() {
            for target in targets[name] ?? [] where reached.insert(target).inserted { queue.append(target) }
        }
        return reached
    }
}
