/// The hierarchy of a statechart read structurally, guards ignored: parents, regions, what entering a state enters,
/// which states some run can reach and which composite states can finish. What lint and diff judge statecharts by.
///
/// Reachability follows SCXML's entry rules (Appendix D): the machine's `initial` is entered from the root with its
/// ancestors; a transition enters its target and the target's ancestors below the transition's domain; every
/// parallel state entered on the way default-enters its other regions; a compound state entered by default enters its
/// `initial` (a child or a deeper descendant, with the states between); a history state enters its default target, or
/// what it recorded: for a deep history only states already reached, for a shallow one any reached child of its
/// parent, entered by default. Transitions count from every reached state (so a parent's transitions apply to all its
/// descendants), `on`, `after` and `always` alike; a `done.state.<X>` transition only once `X` can finish (a compound
/// state with a reached final child; a parallel state whose every region can finish). For a flat machine this is
/// plain graph reachability from the initial state.
package struct StatechartStructure: Sendable {
    /// What some run can reach, guards ignored.
    package struct Reach: Sendable {
        /// Every state some run can enter (history pseudo-states are never listed).
        package var states: Set<String>
        /// The compound and parallel states among them that can finish (raise `done.state.<name>`).
        package var finishing: Set<String>
    }

    package let machine: Machine
    /// Every state by name (the first of a duplicated name, which the loader refuses anyway).
    package let states: [String: MachineState]
    /// Each state's enclosing state; absent at the top level.
    package let parents: [String: String]

    package init(_ machine: Machine) {
        self.machine = machine
        var states: [String: MachineState] = [:]
        var parents: [String: String] = [:]
        for state in machine.allStates where states[state.name] == nil {
            states[state.name] = state
            for child in state.states where parents[child.name] == nil { parents[child.name] = state.name }
        }
        self.states = states
        self.parents = parents
    }

    /// The done event a compound or parallel state raises when it finishes.
    package static let donePrefix = "done.state."

    /// The proper ancestors of `name`, nearest first.
    package func ancestors(of name: String) -> [String] {
        var result: [String] = []
        var current = parents[name]
        while let c = current, !result.contains(c) {
            result.append(c)
            current = parents[c]
        }
        return result
    }

    /// Whether `name` is a proper descendant of `ancestor`.
    package func isDescendant(_ name: String, of ancestor: String) -> Bool { ancestors(of: name).contains(ancestor) }

    /// The regions of a parallel state, or the children of a compound one: its children but history pseudo-states.
    package func regions(of state: MachineState) -> [MachineState] { state.states.filter { $0.type != .history } }

    /// Whether `name` is a parallel state or lies inside one.
    package func isInParallel(_ name: String) -> Bool {
        ([name] + ancestors(of: name)).contains { states[$0]?.type == .parallel }
    }

    /// The domain of a transition from `source` to `target` (SCXML's `getTransitionDomain`): the source itself for an
    /// internal transition into its own descendants, else the nearest compound proper ancestor of the source holding
    /// the target; nil: the root.
    package func domain(source: String, target: String, isInternal: Bool) -> String? {
        if isInternal, states[source]?.type != .parallel, !(states[source]?.states.isEmpty ?? true),
            isDescendant(target, of: source)
        {
            return source
        }
        return ancestors(of: source).first { a in
            states[a]?.type != .parallel && isDescendant(target, of: a)
        }
    }

    /// The states entered when `target` is entered below `domain` (nil: the root), histories restoring states among
    /// `reached` (see the type's documentation).
    package func entered(_ target: String, below domain: String?, reached: Set<String> = []) -> Set<String> {
        var into: Set<String> = []
        var defaulted: Set<String> = []
        enter(target, below: domain, reached: reached, into: &into, defaulted: &defaulted)
        return into
    }

    /// Every state some run can reach and the composite states that can finish: a fixpoint, since a `done.state`
    /// transition counts only once its state can finish.
    package func reach() -> Reach {
        var reached = entered(machine.initial, below: nil)
        var finishing: Set<String> = []
        while true {
            var next = reached
            for name in reached {
                guard let state = states[name] else { continue }
                let groups = state.on.map { ($0.event, $0.transitions) } + [("", state.always)]
                for (event, transitions) in groups {
                    if event.hasPrefix(Self.donePrefix),
                        !finishing.contains(String(event.dropFirst(Self.donePrefix.count)))
                    {
                        continue
                    }
                    for t in transitions where states[t.target] != nil {
                        let domain = domain(source: name, target: t.target, isInternal: t.isInternal)
                        next.formUnion(entered(t.target, below: domain, reached: reached))
                    }
                }
            }
            let nextFinishing = Set(next.filter { canFinish($0, reached: next) })
            if next == reached, nextFinishing == finishing { return Reach(states: reached, finishing: finishing) }
            reached = next
            finishing = nextFinishing
        }
    }

    /// Whether the composite state `name` can finish once `reached` is what runs reach: a compound state has a reached
    /// final child; a parallel state's every region can finish.
    package func canFinish(_ name: String, reached: Set<String>) -> Bool {
        guard let state = states[name] else { return false }
        switch state.type {
        case .parallel:
            return regions(of: state).allSatisfy { regionCanFinish($0, reached: reached) }
        case .normal where !state.states.isEmpty:
            return state.states.contains { $0.type == .final && reached.contains($0.name) }
        default:
            return false
        }
    }

    /// Whether a region of a parallel state can come to rest in a final state: a final state is; a composite one can
    /// finish; an atomic non-final one never does.
    package func regionCanFinish(_ region: MachineState, reached: Set<String>) -> Bool {
        region.type == .final || canFinish(region.name, reached: reached)
    }

    /// Enters `target` below `domain` into `into`; `defaulted` holds the states already entered by default (each once,
    /// so that history defaults naming each other end).
    private func enter(
        _ target: String, below domain: String?, reached: Set<String>, into: inout Set<String>,
        defaulted: inout Set<String>
    ) {
        let path = ancestors(of: target).prefix { $0 != domain }
        for ancestor in path.reversed() {
            into.insert(ancestor)
            guard let state = states[ancestor], state.type == .parallel else { continue }
            for region in regions(of: state) where region.name != target && !isDescendant(target, of: region.name) {
                enterByDefault(region.name, reached: reached, into: &into, defaulted: &defaulted)
            }
        }
        enterByDefault(target, reached: reached, into: &into, defaulted: &defaulted)
    }

    private func enterByDefault(
        _ name: String, reached: Set<String>, into: inout Set<String>, defaulted: inout Set<String>
    ) {
        guard let state = states[name], defaulted.insert(name).inserted else { return }
        switch state.type {
        case .history:
            guard let parent = parents[name] else { return }
            if let fallback = state.historyDefault?.value, states[fallback] != nil {
                enter(fallback, below: parent, reached: reached, into: &into, defaulted: &defaulted)
            }
            if state.history != .deep, let owner = states[parent] {
                for child in regions(of: owner) where reached.contains(child.name) {
                    enter(child.name, below: parent, reached: reached, into: &into, defaulted: &defaulted)
                }
            }
        case .parallel:
            into.insert(name)
            for region in regions(of: state) {
                enterByDefault(region.name, reached: reached, into: &into, defaulted: &defaulted)
            }
        case .normal, .final:
            into.insert(name)
            if !state.states.isEmpty, let initial = state.initial?.value, states[initial] != nil,
                isDescendant(initial, of: name)
            {
                enter(initial, below: name, reached: reached, into: &into, defaulted: &defaulted)
            }
        }
    }
}
