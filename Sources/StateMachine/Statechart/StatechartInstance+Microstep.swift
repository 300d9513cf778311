import SpecModel

/// One microstep (SCXML's `microstep`: `exitStates`, `executeTransitionContent`, `enterStates`) over ``enabled``.
extension StatechartInstance {
    /// Takes the transitions in ``enabled``; returns a rejection reason when an action cannot be evaluated.
    mutating func microstep(data: JSONValue) -> String? {
        let storage = chart.storage
        if let reason = exitStates() { return reason }
        for t in enabled {
            effects.append(.transition(t))
            if logGuards { logOutputs(of: t, data: data) }
            if let reason = run(storage.transitions[t].assignments, data: data, label: storage.transitions[t].label) {
                return reason
            }
        }
        toEnter.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        for t in enabled {
            let transition = storage.transitions[t]
            let domain = domain(of: t)
            addDescendants(transition.target)
            for target in effectiveTargets(transition.target) { addAncestors(of: target, upTo: domain) }
        }
        return enterStates()
    }

    /// Enters the root's initial state (SCXML's initial transition of the document).
    mutating func enterInitial() {
        toEnter.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        let initial = chart.storage.initial
        addDescendants(initial)
        addAncestors(of: initial, upTo: 0)
        _ = enterStates()
    }

    /// Exits the active descendants of every enabled transition's domain in reverse document order, histories
    /// recorded first.
    private mutating func exitStates() -> String? {
        let storage = chart.storage
        var low = Int.max
        var high = 0
        for t in enabled {
            let d = domain(of: t)
            low = min(low, d + 1)
            high = max(high, storage.nodes[d].end)
        }
        guard low < high else { return nil }
        func exits(_ node: Int) -> Bool {
            guard isActive(node) else { return false }
            return enabled.contains { t in chart.isDescendant(node, of: domain(of: t)) }
        }
        for node in low..<high where !storage.nodes[node].histories.isEmpty && exits(node) {
            for h in storage.nodes[node].histories {
                guard case .history(let deep) = storage.nodes[h].kind else { continue }
                history[h].removeAll(keepingCapacity: true)
                for s in node + 1..<storage.nodes[node].end where isActive(s) {
                    if deep ? storage.nodes[s].isAtomic : storage.nodes[s].parent == node { history[h].append(s) }
                }
                recorded[h] = true
            }
        }
        for node in (low..<high).reversed() where exits(node) {
            effects.append(.exit(node))
            let actions = storage.nodes[node].exitActions
            if actions >= 0,
                let reason = run(storage.actions[actions].assignments, data: .null, label: "exit of \(storage.nodes[node].name)")
            {
                return reason
            }
            setActive(node, false)
        }
        return nil
    }

    /// Enters the states of ``toEnter`` in document order: entry actions, then `done.state` events when a final state
    /// completes its parent (and a parallel grandparent whose regions are all final).
    private mutating func enterStates() -> String? {
        let storage = chart.storage
        for w in toEnter.indices {
            var bits = toEnter[w]
            while bits != 0 {
                let node = w << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                setActive(node, true)
                enteredAt[node] = clock
                effects.append(.entry(node))
                let actions = storage.nodes[node].entryActions
                if actions >= 0,
                    let reason = run(
                        storage.actions[actions].assignments, data: .null, label: "entry of \(storage.nodes[node].name)")
                {
                    return reason
                }
                guard storage.nodes[node].kind == .final else { continue }
                let parent = storage.nodes[node].parent
                if parent == 0 {
                    isFinished = true
                    return nil
                }
                raiseDone(parent)
                let grandparent = storage.nodes[parent].parent
                if grandparent > 0, storage.nodes[grandparent].kind == .parallel,
                    storage.nodes[grandparent].children.allSatisfy(isInFinalState)
                {
                    raiseDone(grandparent)
                }
            }
        }
        return nil
    }

    /// Records the outputs transition `t` declares, over the context before it; one that fails to evaluate is left out.
    private mutating func logOutputs(of t: Int, data: JSONValue) {
        for output in chart.storage.transitions[t].outputs {
            if case .success(let value) = output.expression.evaluate(slots, event: data) {
                outputLog.append((output.property, value))
            }
        }
    }

    private mutating func raiseDone(_ node: Int) {
        let event = chart.storage.doneEvents[node]
        if event >= 0 { queue.append(event) }
    }

    /// SCXML's `isInFinalState`: a compound state whose active child is final, a parallel state whose every region is.
    func isInFinalState(_ node: Int) -> Bool {
        let n = chart.storage.nodes[node]
        switch n.kind {
        case .compound: return n.children.contains { isActive($0) && chart.storage.nodes[$0].kind == .final }
        case .parallel: return n.children.allSatisfy(isInFinalState)
        default: return false
        }
    }

    /// SCXML's `addDescendantStatesToEnter`.
    private mutating func addDescendants(_ node: Int) {
        let storage = chart.storage
        let n = storage.nodes[node]
        if n.isHistory {
            let targets = recorded[node] ? history[node] : [n.initial]
            for s in targets { addDescendants(s) }
            for s in targets { addAncestors(of: s, upTo: n.parent) }
            return
        }
        toEnter[node >> 6] |= 1 << UInt64(node & 63)
        switch n.kind {
        case .compound:
            addDescendants(n.initial)
            addAncestors(of: n.initial, upTo: node)
        case .parallel:
            for child in n.children where !entersInside(child) { addDescendants(child) }
        default: break
        }
    }

    /// SCXML's `addAncestorStatesToEnter`: the proper ancestors of `node` below `ancestor`, each parallel one's other
    /// regions entered by default.
    private mutating func addAncestors(of node: Int, upTo ancestor: Int) {
        let storage = chart.storage
        var current = storage.nodes[node].parent
        while current > ancestor, current > 0 {
            toEnter[current >> 6] |= 1 << UInt64(current & 63)
            if storage.nodes[current].kind == .parallel {
                for child in storage.nodes[current].children where !entersInside(child) { addDescendants(child) }
            }
            current = storage.nodes[current].parent
        }
    }

    /// Whether a proper descendant of `node` is already to be entered.
    private func entersInside(_ node: Int) -> Bool {
        (node + 1..<chart.storage.nodes[node].end).contains { toEnter[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 }
    }

    /// Evaluates `assignments` against the context before them, then writes them; a reason when one fails.
    mutating func run(_ assignments: [CompiledAssignment], data: JSONValue, label: @autoclosure () -> String)
        -> String?
    {
        switch assignments.count {
        case 0: return nil
        case 1:
            switch CompiledExpression.evaluate(assignments[0].root, slots, event: data) {
            case .success(let value):
                slots[assignments[0].slot] = value
                return nil
            case .failure(let error):
                return "assignment to '\(chart.storage.slotNames[assignments[0].slot])' of \(label()) failed: "
                    + "\(error.message) [\(error.code)]"
            }
        default:
            var values: [JSONValue] = []
            values.reserveCapacity(assignments.count)
            for a in assignments {
                switch CompiledExpression.evaluate(a.root, slots, event: data) {
                case .success(let value): values.append(value)
                case .failure(let error):
                    return "assignment to '\(chart.storage.slotNames[a.slot])' of \(label()) failed: "
                        + "\(error.message) [\(error.code)]"
                }
            }
            for (a, value) in zip(assignments, values) { slots[a.slot] = value }
            return nil
        }
    }
}
