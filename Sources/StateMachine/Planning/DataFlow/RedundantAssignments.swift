import SpecModel

/// Assignments of a constant that every run taking the transition makes to a field already holding that constant:
/// the last write of the field before the transition, in every run, is the initial context or an assignment of the
/// same constant (never a counter step or any other expression). Dropping such an assignment changes nothing a run
/// does; changing its value does.
///
/// Proved over the machine's abstract configurations (``CounterAbstraction``, as ``DefUseProof``): per configuration
/// and field, the writes that may have been the last (a may-analysis to a fixpoint over every abstract path, which
/// over-approximates every run), read where the transition is taken. Counters merged past their constants are never
/// compared by value: only which assignment wrote them counts.
package enum RedundantAssignments {
    /// Per transition, the fields it assigns a constant they already hold in every run that takes it; empty when the
    /// proof is out of reach (the machine reads event data, or the configuration bound stops the abstract search).
    package static func of(_ machine: CompiledMachine, limits: PlannerLimits = PlannerLimits()) -> [TransitionID:
        [String]]
    {
        guard !machine.readsEventData else { return [:] }
        let storage = machine.storage
        // Per transition, the constant it assigns each field (nil: an expression that is not a constant).
        let writes: [[Int: AssignedValue?]] = storage.transitions.map { transition in
            var mine: [Int: AssignedValue?] = [:]
            for assignment in transition.assignments {
                let value = AssignedValue(assignment.expression.expression.root)
                switch value {
                case .integer, .boolean, .string: mine[assignment.slot] = value
                default: mine[assignment.slot] = .some(nil)
                }
            }
            return mine
        }
        let slots = Array(Set(writes.flatMap { $0.compactMap { $0.value == nil ? nil : $0.key } })).sorted()
        guard !slots.isEmpty,
            let graph = AbstractGraph(
                machine, abstraction: CounterAbstraction(machine: machine), maxConfigurations: limits.maxConfigurations)
        else { return [:] }
        // last[node][position]: the transitions that may have written the slot last (-1: the initial context).
        var last = [[Set<Int>]?](repeating: nil, count: graph.nodes.count)
        last[0] = slots.map { _ in [-1] }
        var work = [0]
        var queued = [Bool](repeating: false, count: graph.nodes.count)
        queued[0] = true
        while let node = work.popLast() {
            queued[node] = false
            guard let here = last[node] else { continue }
            for edge in graph.edges[node] {
                guard let taken = edge.taken else { continue }
                var out = here
                for (position, slot) in slots.enumerated() where writes[taken][slot] != nil { out[position] = [taken] }
                for successor in edge.successors {
                    if let there = last[successor] {
                        let merged = zip(there, out).map { $0.union($1) }
                        guard merged != there else { continue }
                        last[successor] = merged
                    } else {
                        last[successor] = out
                    }
                    if !queued[successor] {
                        queued[successor] = true
                        work.append(successor)
                    }
                }
            }
        }
        func value(of writer: Int, _ slot: Int) -> AssignedValue? {
            guard writer >= 0 else { return AssignedValue(json: storage.initialSlots[slot]) }
            return writes[writer][slot] ?? nil
        }
        // Per (transition, slot position): still redundant (nil: never taken, so nothing proved).
        var redundant: [Int: [Int: Bool]] = [:]
        for node in graph.nodes.indices {
            guard let here = last[node] else { continue }
            for edge in graph.edges[node] {
                guard let taken = edge.taken else { continue }
                for (position, slot) in slots.enumerated() {
                    guard let written = writes[taken][slot], let constant = written else { continue }
                    let holds = here[position].allSatisfy { value(of: $0, slot) == constant }
                    redundant[taken, default: [:]][position] = (redundant[taken]?[position] ?? true) && holds
                }
            }
        }
        var result: [TransitionID: [String]] = [:]
        for (transition, positions) in redundant {
            let fields = positions.filter(\.value).map { storage.slotNames[slots[$0.key]] }.sorted()
            if !fields.isEmpty { result[storage.transitions[transition].id] = fields }
        }
        return result
    }
}

extension AssignedValue {
    /// The constant a context value is (an integer, a boolean or a string); nil for anything else.
    init?(json: JSONValue) {
        if let value = json.intValue {
            self = .integer(value)
        } else if let value = json.boolValue {
            self = .boolean(value)
        } else if let value = json.stringValue {
            self = .string(value)
        } else {
            return nil
        }
    }
}
