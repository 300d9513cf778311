import SpecModel

/// `lint.region-never-finishes`: a transition waits for a composite state to finish (`done.state.<name>`), but the
/// state can never finish, guards ignored: a region of a parallel state that never comes to rest in a final state (an
/// atomic state that is not final, a compound state without a reachable final child, a parallel state with such a
/// region), or a compound state without a reachable final child. The waiting transition can never fire.
///
/// It matters only where something waits: a parallel state no `done.state` transition names may run its regions
/// forever (a player's `playback` and `volume`), so it is not reported. Reachability is
/// ``StatechartStructure/reach()``'s; a composite state no run reaches is `lint.unreachable-state`, not reported again.
struct RegionNeverFinishesRule: LintRule {
    let id = "lint.region-never-finishes"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a done.state transition waits for a state with a region that can never finish"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines where machine.isStatechart {
            let structure = StatechartStructure(machine)
            let reached = structure.reach().states
            var waiting: [String: (source: String, group: EventTransitions)] = [:]
            for state in machine.allStates {
                for group in state.on where group.event.hasPrefix(StatechartStructure.donePrefix) {
                    let name = String(group.event.dropFirst(StatechartStructure.donePrefix.count))
                    if waiting[name] == nil { waiting[name] = (state.name, group) }
                }
            }
            for state in machine.allStates where reached.contains(state.name) && state.isComposite {
                guard let (source, group) = waiting[state.name] else { continue }
                let related = [
                    context.related(
                        "the transition on \"\(group.event)\" from \"\(source)\" waits for it", group.origin)
                ]
                let waits = "; the transition on \"\(group.event)\" from \"\(source)\" can never fire"
                if state.type == .parallel {
                    for region in structure.regions(of: state)
                    where !structure.regionCanFinish(region, reached: reached) {
                        let message =
                            "region \"\(region.name)\" of parallel state \"\(state.name)\" (machine \"\(machine.id)\") "
                            + "can never finish: \(why(region, structure, reached))" + waits
                        diagnostics.append(context.diagnostic(self, message, at: region.origin, related: related))
                    }
                } else if !structure.canFinish(state.name, reached: reached) {
                    let message =
                        "compound state \"\(state.name)\" of machine \"\(machine.id)\" can never finish: "
                        + why(state, structure, reached) + waits
                    diagnostics.append(context.diagnostic(self, message, at: state.origin, related: related))
                }
            }
        }
        return diagnostics
    }

    /// Why `state` never comes to rest in a final state.
    private func why(_ state: MachineState, _ structure: StatechartStructure, _ reached: Set<String>) -> String {
        if state.type == .parallel {
            let stuck = structure.regions(of: state).first { !structure.regionCanFinish($0, reached: reached) }
            return "its region \"\(stuck?.name ?? "")\" can never finish"
        }
        if state.states.isEmpty { return "it is an atomic state, not a final one" }
        let finals = state.states.filter(\.isFinal).map(\.name)
        if finals.isEmpty { return "it has no final child" }
        return "no run reaches its final \(finals.count == 1 ? "child" : "children") \(finals.quotedList())"
    }
}
