import SpecModel

/// Choosing a microstep's transitions (SCXML's `selectTransitions`, `selectEventlessTransitions` and
/// `removeConflictingTransitions`).
extension StatechartInstance {
    /// The transitions `event` enables: for each active atomic state in document order, the first transition (in
    /// document order) whose guard holds, in the state itself or, failing that, its nearest ancestor that has one;
    /// then conflicts removed.
    mutating func select(event: Int, data: JSONValue) -> String? {
        let storage = chart.storage
        let eventCount = storage.eventNames.count
        return selectPerLeaf(
            first: { Int(storage.handler[$0 &* eventCount &+ event]) },
            next: { node in
                let parent = storage.nodes[node].parent
                return parent > 0 ? Int(storage.handler[parent &* eventCount &+ event]) : -1
            },
            at: { instance, node in instance.firstEnabled(storage.groups[node &* eventCount &+ event], data: data) })
    }

    /// The eventless transitions enabled now, chosen like ``select(event:data:)``.
    mutating func selectEventless(data: JSONValue) -> String? {
        let storage = chart.storage
        return selectPerLeaf(
            first: { $0 }, next: { storage.nodes[$0].parent },
            at: { instance, node in instance.firstEnabled(storage.nodes[node].always, data: data) })
    }

    /// SCXML's selection walk: for each active atomic state in document order, `at` asks `first(leaf)`, then
    /// `next` of it, outwards, for the transition it enables, until one does; the transitions found form an ordered
    /// set; then conflicts are removed. A rejection reason when a guard cannot be evaluated.
    @inline(__always)
    mutating func selectPerLeaf(
        first: (Int) -> Int, next: (Int) -> Int,
        at candidates: (inout StatechartInstance, Int) -> Result<Int?, RejectionReason>
    ) -> String? {
        enabled.removeAll(keepingCapacity: true)
        let storage = chart.storage
        for w in active.indices {
            var bits = active[w]
            while bits != 0 {
                let leaf = w << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                guard storage.nodes[leaf].isAtomic else { continue }
                var node = first(leaf)
                search: while node > 0 {
                    switch candidates(&self, node) {
                    case .success(let found?):
                        if !enabled.contains(found) { enabled.append(found) }
                        break search
                    case .success(nil): node = next(node)
                    case .failure(let reason): return reason.text
                    }
                }
            }
        }
        removeConflicts()
        return nil
    }

    /// The first transition of `range` whose guard holds; nil when none does.
    mutating func firstEnabled(_ range: Range<Int>, data: JSONValue) -> Result<Int?, RejectionReason> {
        let storage = chart.storage
        for index in range {
            guard let root = storage.transitions[index].guardRoot else { return .success(index) }
            switch CompiledExpression.evaluateBool(root, slots, event: data) {
            case .success(let holds):
                if recording { guardLog.append((index, holds)) }
                if holds { return .success(index) }
            case .failure(let error):
                return .failure(
                    RejectionReason(
                        "guard of \(storage.transitions[index].label) failed: \(error.message) [\(error.code)]"))
            }
        }
        return .success(nil)
    }

    /// The latest entry time of an active state: what a timed event's delay counts from.
    var latestEntry: Int {
        var latest = 0
        for node in 1..<chart.storage.nodes.count where isActive(node) { latest = max(latest, enteredAt[node]) }
        return latest
    }

    /// The earliest due time of an active state's timer after `cursor` and by `now`; nil when none falls due then.
    func earliestTimer(after cursor: Int, by now: Int) -> Int? {
        let storage = chart.storage
        var earliest = Int.max
        for node in 1..<storage.nodes.count where isActive(node) {
            for event in storage.timers[node] {
                let due = enteredAt[node] + (storage.delays[event] ?? 0)
                if due > cursor, due <= now { earliest = min(earliest, due) }
            }
        }
        return earliest == Int.max ? nil : earliest
    }

    /// The transitions of the timers due at `due` that have not fired at this instant (``takenTimers``), selected like
    /// the transitions of one event: per leaf walking outwards, in document order, conflicts removed.
    mutating func selectTimers(due: Int, data: JSONValue) -> String? {
        let storage = chart.storage
        let eventCount = storage.eventNames.count
        return selectPerLeaf(
            first: { $0 }, next: { storage.nodes[$0].parent },
            at: { instance, node in
                for event in storage.timers[node]
                where instance.enteredAt[node] + (storage.delays[event] ?? 0) == due {
                    let group = storage.groups[node * eventCount + event]
                    if instance.takenTimers.contains(where: group.contains) { continue }
                    let found = instance.firstEnabled(group, data: data)
                    if case .success(nil) = found { continue }
                    return found
                }
                return .success(nil)
            })
    }

    /// SCXML's `removeConflictingTransitions`: of two transitions whose exit sets meet, the one whose source is a
    /// descendant of the other's wins; otherwise the earlier (in selection order) wins.
    mutating func removeConflicts() {
        guard enabled.count > 1 else { return }
        var kept: [Int] = []
        for t1 in enabled {
            var preempted = false
            var removed: [Int] = []
            for t2 in kept where exitSetsMeet(t1, t2) {
                if chart.isDescendant(chart.storage.transitions[t1].source, of: chart.storage.transitions[t2].source) {
                    removed.append(t2)
                } else {
                    preempted = true
                    break
                }
            }
            if !preempted {
                kept.removeAll { removed.contains($0) }
                kept.append(t1)
            }
        }
        enabled = kept
    }

    /// Whether the exit sets of two transitions share an active state: both exit the active descendants of their
    /// domains, and two domains' descendants are nested or apart.
    func exitSetsMeet(_ t1: Int, _ t2: Int) -> Bool {
        let nodes = chart.storage.nodes
        let d1 = domain(of: t1)
        let d2 = domain(of: t2)
        let low = max(d1, d2) + 1
        let high = min(nodes[d1].end, nodes[d2].end)
        guard low < high else { return false }
        return (low..<high).contains(where: isActive)
    }

    /// The domain of transition `t` now (a history target's depends on what the history holds).
    func domain(of t: Int) -> Int {
        let storage = chart.storage
        let fixed = storage.domains[t]
        if fixed >= 0 { return fixed }
        let transition = storage.transitions[t]
        return StatechartBuilder.domain(
            source: transition.source, targets: effectiveTargets(transition.target), isInternal: storage.isInternal[t],
            nodes: storage.nodes)
    }

    /// SCXML's `getEffectiveTargetStates` of one target: a history state stands for what it recorded, or its default.
    func effectiveTargets(_ target: Int) -> [Int] {
        let node = chart.storage.nodes[target]
        guard node.isHistory else { return [target] }
        if recorded[target] { return history[target] }
        return effectiveTargets(node.initial)
    }
}

/// Why a step is rejected, as the step reports it.
struct RejectionReason: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
