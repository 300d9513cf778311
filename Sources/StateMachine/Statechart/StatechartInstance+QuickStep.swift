import SpecModel

/// The common case of an external event, decided without the general selection walk: at most one active leaf has a
/// handler for the event (the leaf itself or an ancestor with transitions for it), so SCXML's enabled set is at most
/// one transition and has no conflict to remove. The guards are tried in the same order (the leaf's nearest handler,
/// then the next one out), and a lone cheap transition is taken as ``microstep(data:)`` takes it.
extension StatechartInstance {
    /// The step, or nil when two active leaves have handlers for `event` (then the general path decides). `event` is
    /// no timed event.
    @inline(__always)
    mutating func quickStep(_ event: Int, data: JSONValue) -> StatechartStepResult? {
        let storage = chart.storage
        let eventCount = storage.eventCount
        var node = -1
        for w in active.indices {
            var bits = active[w] & storage.atomicMask[w]
            while bits != 0 {
                let leaf = w << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                let handler = Int(storage.handler[leaf &* eventCount &+ event])
                if handler < 0 { continue }
                if node >= 0 { return nil }
                node = handler
            }
        }
        var taken = -1
        search: while node > 0 {
            for index in storage.groups[node &* eventCount &+ event] {
                guard let root = storage.transitions[index].guardRoot else {
                    taken = index
                    break search
                }
                switch CompiledExpression.evaluateBool(root, slots, event: data) {
                case .success(let holds):
                    if recording { guardLog.append((index, holds)) }
                    if holds {
                        taken = index
                        break search
                    }
                case .failure(let error):
                    return reject(
                        "guard of \(storage.transitions[index].label) failed: \(error.message) [\(error.code)]")
                }
            }
            let parent = storage.parents[node]
            node = parent > 0 ? Int(storage.handler[parent &* eventCount &+ event]) : -1
        }
        guard taken >= 0 else { return .ignored }
        if storage.isCheap[taken], !storage.hasAlways {
            if let reason = takeCheap(taken, data: data) { return reject(reason) }
            return .settled(microsteps: 1)
        }
        enabled.removeAll(keepingCapacity: true)
        enabled.append(taken)
        if let reason = microstep(data: data) { return reject(reason) }
        if queue.isEmpty, !storage.hasAlways { return .settled(microsteps: 1) }
        return settle(data: data, microsteps: 1)
    }
}
