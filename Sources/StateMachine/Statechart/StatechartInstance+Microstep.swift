import SpecModel

/// One microstep (SCXML's `microstep`: `exitStates`, `executeTransitionContent`, `enterStates`) over ``enabled``.
extension StatechartInstance {
    /// Takes the transitions in ``enabled``; returns a rejection reason when an action cannot be evaluated. A lone
    /// transition whose exit and entry sets the compiler worked out (no history involved) takes the fast path.
    mutating func microstep(data: JSONValue) -> String? {
        let storage = chart.storage
        if enabled.count == 1, storage.isSimple[enabled[0]] {
            let t = enabled[0]
            if storage.isCheap[t], !storage.hasAlways { return takeCheap(t, data: data) }
            saveForRollback()
            for node in storage.exitRange[t].reversed() where isActive(node) {
                if let reason = exit(node) { return reason }
            }
            if let reason = content(t, data: data) { return reason }
            return enterStates(storage.entryList[t])
        }
        saveForRollback()
        if let reason = exitStates() { return reason }
        for t in enabled {
            if let reason = content(t, data: data) { return reason }
        }
        let history = self.history
        let recorded = self.recorded
        let nodes = storage.nodes
        let targets = { (node: Int) in recorded[node] ? history[node] : [nodes[node].initial] }
        var set = StatechartEntrySet(wordCount: storage.wordCount)
        for t in enabled {
            let target = storage.transitions[t].target
            let domain = domain(of: t)
            set.addDescendants(target, nodes, history: targets)
            for s in effectiveTargets(target) { set.addAncestors(of: s, upTo: domain, nodes, history: targets) }
        }
        return enterStates(set.nodes)
    }

    /// Takes a lone cheap transition `t` (``CompiledStatechart/Storage/isCheap``, in a chart without eventless
    /// transitions): nothing runs on the way out or in, so the assignments, evaluated first, are all that can fail, and
    /// nothing needs saving for a rollback.
    @inline(__always)
    mutating func takeCheap(_ t: Int, data: JSONValue) -> String? {
        let storage = chart.storage
        if let reason = content(t, data: data) { return reason }
        let only = storage.exitsSourceOnly[t]
        if only >= 0 {
            if logsEffects { effects.insert(.exit(only), at: effects.count - 1) }
            setActive(only, false)
        } else {
            var position = effects.count - 1
            for node in storage.exitRange[t].reversed() where isActive(node) {
                if logsEffects {
                    effects.insert(.exit(node), at: position)
                    position += 1
                }
                setActive(node, false)
            }
        }
        let timed = storage.hasTimers
        for k in storage.entryStarts[t]..<storage.entryStarts[t &+ 1] {
            let node = storage.entryNodes[k]
            setActive(node, true)
            if timed { enteredAt[node] = clock }
            if logsEffects { effects.append(.entry(node)) }
        }
        return nil
    }

    /// Runs transition `t`'s content: its outputs recorded (over the context before it), then its assignments.
    @inline(__always)
    private mutating func content(_ t: Int, data: JSONValue) -> String? {
        let storage = chart.storage
        if logsEffects {
            effects.append(.transition(t))
            if recording {
                logOutputs(of: t, data: data)
                logPayloads(storage.transitions[t].payloads, data: data)
            }
        }
        return run(storage.transitions[t].assignments, data: data, label: storage.transitions[t].label)
    }

    /// Enters the root's initial state (SCXML's initial transition of the document).
    mutating func enterInitial() {
        let storage = chart.storage
        var set = StatechartEntrySet(wordCount: storage.wordCount)
        let nodes = storage.nodes
        set.addDescendants(storage.initial, nodes, history: { [nodes[$0].initial] })
        set.addAncestors(of: storage.initial, upTo: 0, nodes, history: { [nodes[$0].initial] })
        _ = enterStates(set.nodes)
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
            if let reason = exit(node) { return reason }
        }
        return nil
    }

    /// Exits `node`: its exit actions, then it leaves the configuration.
    private mutating func exit(_ node: Int) -> String? {
        let storage = chart.storage
        if logsEffects { effects.append(.exit(node)) }
        let actions = storage.nodes[node].exitActions
        if recording, actions >= 0 { logPayloads(storage.actions[actions].payloads, data: .null) }
        if actions >= 0,
            let reason = run(
                storage.actions[actions].assignments, data: .null, label: "exit of \(storage.nodes[node].name)")
        {
            return reason
        }
        setActive(node, false)
        return nil
    }

    /// Enters `nodes` (in document order): entry actions, then `done.state` events when a final state completes its
    /// parent (and a parallel grandparent whose regions are all final).
    private mutating func enterStates(_ nodes: [Int]) -> String? {
        let storage = chart.storage
        for node in nodes {
            setActive(node, true)
            if storage.hasTimers { enteredAt[node] = clock }
            if logsEffects { effects.append(.entry(node)) }
            let actions = storage.nodes[node].entryActions
            if recording, actions >= 0 { logPayloads(storage.actions[actions].payloads, data: .null) }
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

    /// Records the payloads of the events an action emits, over the context before its assignments (as a flat
    /// transition's payloads read the context before it); a property that fails to evaluate is left out.
    private mutating func logPayloads(_ payloads: [[CompiledPayload]], data: JSONValue) {
        for payload in payloads {
            var object: [String: JSONValue] = [:]
            for entry in payload {
                if case .success(let value) = entry.expression.evaluate(slots, event: data) {
                    object[entry.property] = value
                }
            }
            payloadLog.append(.object(object))
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
