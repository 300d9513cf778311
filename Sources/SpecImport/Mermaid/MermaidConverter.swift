import SpecJSON

/// Turns a read `MermaidDiagram` into the native machine JSON.
///
/// The root region's `[*] -->` is the machine's `initial`; a composite state is compound (one region) or parallel
/// (regions split by `--`, named `<State>Region<N>`); `X --> [*]` enters the region's final state (`Final` at the
/// root, `<State>Final` inside a composite); a label is `event [guard] / action` (no event: an eventless transition);
/// a `<<choice>>` is expanded into one transition per branch, its guard the branch's (anded with the incoming one).
struct MermaidConverter {
    let diagram: MermaidDiagram
    let problems: ImportProblems
    let format: String

    func machine(at location: SourceLocation) -> JSONNode {
        var out: [(String, JSONNode)] = []
        if let initial = diagram.root.initial {
            out.append(("initial", NativeNode.string(initial.name, at: initial.at)))
        } else {
            problems.error("missing-initial", "the diagram has no initial state (`[*] --> State`)", at: location)
        }
        out.append(("states", states(of: diagram.root, at: location)))
        return NativeNode.object(out, at: location)
    }

    private func states(of region: MermaidRegion, at location: SourceLocation) -> JSONNode {
        var members: [(String, JSONNode)] = []
        for name in region.states {
            guard let state = diagram.states[name], state.kind != .choice, state.kind != .start else { continue }
            let isHistory = state.kind == .history || state.kind == .deepHistory
            members.append((name, isHistory ? history(state, in: region) : self.state(state)))
        }
        return NativeNode.object(members, at: location)
    }

    private func state(_ state: MermaidState) -> JSONNode {
        var out: [(String, JSONNode)] = []
        if state.kind == .final { out.append(("type", NativeNode.string("final", at: state.at))) }
        if state.regions.count > 1 { out.append(("type", NativeNode.string("parallel", at: state.at))) }
        if let d = state.description { out.append(("description", NativeNode.string(d, at: state.at))) }
        if state.regions.count == 1 {
            out += compound(state.regions[0], owner: state.name, at: state.at)
        } else if state.regions.count > 1 {
            var regions: [(String, JSONNode)] = []
            for (i, region) in state.regions.enumerated() {
                let name = "\(state.name)Region\(i + 1)"
                regions.append((name, NativeNode.object(compound(region, owner: name, at: state.at), at: state.at)))
            }
            out.append(("states", NativeNode.object(regions, at: state.at)))
        }
        out += transitions(from: state.name)
        return NativeNode.object(out, at: state.at)
    }

    /// A PlantUML history state: its default is its one unlabeled outgoing transition's target, else the region's
    /// initial state (UML's rule for a history without a default transition).
    private func history(_ state: MermaidState, in region: MermaidRegion) -> JSONNode {
        var out: [(String, JSONNode)] = [("type", NativeNode.string("history", at: state.at))]
        if state.kind == .deepHistory { out.append(("history", NativeNode.string("deep", at: state.at))) }
        let outgoing = diagram.transitions.filter { $0.source == state.name }
        if let bad = outgoing.first(where: { MermaidLabel($0.label) != MermaidLabel(nil) })
            ?? outgoing.dropFirst().first
        {
            problems.error(
                "history", "a history state's default is one transition without a label, from \"\(state.name)\"",
                at: bad.at)
        }
        if let target = outgoing.first?.target ?? region.initial?.name {
            out.append(("target", NativeNode.string(target, at: outgoing.first?.at ?? state.at)))
        }
        return NativeNode.object(out, at: state.at)
    }

    private func compound(_ region: MermaidRegion, owner: String, at location: SourceLocation) -> [(String, JSONNode)] {
        var out: [(String, JSONNode)] = []
        if let initial = region.initial {
            out.append(("initial", NativeNode.string(initial.name, at: initial.at)))
        } else {
            problems.error(
                "missing-initial", "composite state \"\(owner)\" has no initial state (`[*] --> State`)", at: location)
        }
        out.append(("states", states(of: region, at: location)))
        return out
    }

    /// The state's `on` and `always`, in the order the diagram writes them.
    private func transitions(from name: String) -> [(String, JSONNode)] {
        var on: [(String, [JSONNode])] = []
        var always: [JSONNode] = []
        for t in diagram.transitions where t.source == name {
            let label = MermaidLabel(t.label)
            for native in expand(t, label) {
                if let event = label.event {
                    if let i = on.firstIndex(where: { $0.0 == event }) {
                        on[i].1.append(native)
                    } else {
                        on.append((event, [native]))
                    }
                } else {
                    always.append(native)
                }
            }
        }
        var out: [(String, JSONNode)] = []
        if let first = on.first?.1.first {
            out.append(
                (
                    "on",
                    NativeNode.object(
                        on.map { ($0.0, NativeNode.array($0.1, at: $0.1[0].location)) }, at: first.location)
                ))
        }
        if let first = always.first { out.append(("always", NativeNode.array(always, at: first.location))) }
        return out
    }

    /// A transition, or one per branch when it enters a choice.
    private func expand(_ t: MermaidTransition, _ label: MermaidLabel) -> [JSONNode] {
        guard diagram.states[t.target]?.kind == .choice else {
            return [native(target: t.target, guardExpression: label.guardExpression, actions: label.actions, t)]
        }
        let branches = diagram.transitions.filter { $0.source == t.target }
        if branches.isEmpty { problems.error("choice", "choice \"\(t.target)\" has no outgoing transition", at: t.at) }
        return branches.map { branch in
            if MermaidLabel(branch.label).event != nil, MermaidLabel(branch.label).guardExpression != nil {
                problems.error(
                    "choice", "a choice branch is taken at once: its label is a guard, not an event", at: branch.labelAt
                )
            }
            let guards = [label.guardExpression, MermaidLabel.branch(branch.label)].compactMap { $0 }
            let combined = guards.count > 1 ? guards.map { "(\($0))" }.joined(separator: " && ") : guards.first
            return native(target: branch.target, guardExpression: combined, actions: label.actions, branch)
        }
    }

    private func native(target: String, guardExpression: String?, actions: [String], _ t: MermaidTransition) -> JSONNode
    {
        var out: [(String, JSONNode)] = [("target", NativeNode.string(target, at: t.at))]
        if let g = guardExpression { out.append(("guard", NativeNode.string(g, at: t.labelAt))) }
        if !actions.isEmpty {
            out.append(
                ("$actions", NativeNode.array(actions.map { NativeNode.string($0, at: t.labelAt) }, at: t.labelAt)))
        }
        return NativeNode.object(out, at: t.at)
    }
}
