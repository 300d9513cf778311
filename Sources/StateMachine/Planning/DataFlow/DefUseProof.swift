import SpecModel

/// Which data-flow targets some run may exercise, over the machine's abstract configurations (``CounterAbstraction``,
/// as ``AbstractReachability``): a target it does not mark, no run exercises.
///
/// The abstract graph over-approximates every run, and the reaching definitions are computed on it as a may-analysis
/// (the union over every abstract path, to a fixpoint), so the marked targets include every target of every run. A
/// qualifying value is read from the abstract configuration, where counters keep every value from one below their
/// smallest compared constant to one above their largest exactly, which holds every qualifying value.
///
/// Only meaningful when no guard or assignment reads event data; nil then, and when the configuration bound stops the
/// search.
struct DefUseProof {
    /// Per target index, whether some run may exercise it.
    private(set) var feasible: [Bool]
    /// (slot, definition) pairs (`slot << 32 | definition + 1`, -1 the initial context) some run may read at any value,
    /// qualified or not, other than by the field's own counter steps (which carry the definition on): a definition not
    /// here is never read.
    private(set) var read: Set<Int64> = []

    static func search(
        _ machine: CompiledMachine, analysis: DefUseAnalysis, abstraction: CounterAbstraction, maxConfigurations: Int
    ) -> DefUseProof? {
        guard !machine.readsEventData else { return nil }
        guard analysis.count > 0 else { return DefUseProof(feasible: [], read: []) }
        guard let graph = AbstractGraph(machine, abstraction: abstraction, maxConfigurations: maxConfigurations) else {
            return nil
        }
        let slots = analysis.usedSlots
        let words = (analysis.transitionIDs.count + 1 + 63) / 64
        // live[node][slot position]: the definitions that may reach the node, bit 0 the initial context, bit t+1
        // transition t.
        let empty = [UInt64](repeating: 0, count: words)
        var live = [[[UInt64]]](repeating: [], count: graph.nodes.count)
        var reached = [Bool](repeating: false, count: graph.nodes.count)
        reached[0] = true
        var initial = empty
        initial[0] = 1
        live[0] = Array(repeating: initial, count: slots.count)
        // Per used slot, the keeps (transitions that do not assign it): a counter step ends them.
        var keeps = [[UInt64]](repeating: empty, count: slots.count)
        for (position, slot) in slots.enumerated() {
            for transition in analysis.transitionIDs.indices where !analysis.assigns(transition, slot) {
                keeps[position][(transition + 1) / 64] |= 1 << UInt64((transition + 1) % 64)
            }
        }
        var queued = [Bool](repeating: false, count: graph.nodes.count)
        var work = [0]
        queued[0] = true
        while let node = work.popLast() {
            queued[node] = false
            for edge in graph.edges[node] {
                guard let taken = edge.taken else { continue }
                var out = live[node]
                for (position, slot) in slots.enumerated() {
                    if analysis.kills(taken, slot) {
                        out[position] = empty
                    } else if analysis.assigns(taken, slot) {
                        for word in 0..<words { out[position][word] &= ~keeps[position][word] }
                    }
                    out[position][(taken + 1) / 64] |= 1 << UInt64((taken + 1) % 64)
                }
                for successor in edge.successors {
                    if !reached[successor] {
                        reached[successor] = true
                        live[successor] = out
                    } else {
                        var changed = false
                        for position in 0..<slots.count {
                            for word in 0..<words where out[position][word] & ~live[successor][position][word] != 0 {
                                live[successor][position][word] |= out[position][word]
                                changed = true
                            }
                        }
                        guard changed else { continue }
                    }
                    if !queued[successor] {
                        queued[successor] = true
                        work.append(successor)
                    }
                }
            }
        }
        var position = [Int](repeating: -1, count: analysis.slotNames.count)
        for (index, slot) in slots.enumerated() { position[slot] = index }
        var result = DefUseProof(feasible: [Bool](repeating: false, count: analysis.count), read: [])
        for node in graph.nodes.indices where reached[node] {
            let values = graph.nodes[node].slots
            for edge in graph.edges[node] {
                var slotsRead = edge.guards.flatMap { analysis.guardReads[$0] }
                if let taken = edge.taken {
                    slotsRead += analysis.effectReads[taken].filter {
                        $0.kind != .assignment || analysis.passedOn[taken].contains($0.slot)
                    }.map(\.slot)
                }
                for slot in Set(slotsRead) {
                    for definition in Self.members(live[node][position[slot]]) {
                        result.read.insert(Int64(slot) << 32 | Int64(definition + 1))
                    }
                }
                analysis.reads(
                    slots: values, data: .null, guards: edge.guards, taken: edge.taken,
                    live: { slot in Self.members(live[node][position[slot]]) },
                    observe: { result.feasible[$0] = true })
            }
        }
        return result
    }
}

/// The abstract configurations of a machine with the edges between them (the search of ``AbstractReachability``,
/// keeping its edges).
extension DefUseProof {
    /// The definitions a bitset holds: bit 0 the initial context (-1), bit t+1 transition t.
    static func members(_ bits: [UInt64]) -> [Int32] {
        var result: [Int32] = []
        for (word, value) in bits.enumerated() where value != 0 {
            for bit in 0..<64 where value & (1 << UInt64(bit)) != 0 { result.append(Int32(word * 64 + bit - 1)) }
        }
        return result
    }
}

struct AbstractGraph {
    struct Edge {
        /// The transitions whose guards the step evaluated.
        var guards: [Int]
        /// The transition taken; nil when the event was ignored.
        var taken: Int?
        /// The abstract configurations it may lead to.
        var successors: [Int]
    }

    private(set) var nodes: [(state: Int, slots: [JSONValue])] = []
    private(set) var edges: [[Edge]] = []

    init?(_ machine: CompiledMachine, abstraction: CounterAbstraction, maxConfigurations: Int) {
        let storage = machine.storage
        struct Key: Hashable {
            var state: Int
            var slots: [JSONValue]
        }
        var index: [Key: Int] = [:]
        let root = Key(state: machine.initialState, slots: abstraction.abstractKey(machine.initialSlots))
        index[root] = 0
        nodes.append((root.state, root.slots))
        var cursor = 0
        while cursor < nodes.count {
            let (state, slots) = nodes[cursor]
            cursor += 1
            var out: [Edge] = []
            if !machine.isFinal(state) {
                for group in storage.stateGroups[state] {
                    let event = storage.groups[group].event
                    var guards: [Int] = []
                    let selection = machine.select(
                        state: state, event: event, slots: slots, data: .null, onFalse: { guards.append($0) })
                    switch selection {
                    case .none:
                        out.append(Edge(guards: guards, taken: nil, successors: []))
                    case .failed:
                        continue
                    case .taken(let transition):
                        var next = slots
                        guard machine.assign(transition, to: &next, data: .null) == nil else { continue }
                        if storage.transitions[transition].guardExpression != nil { guards.append(transition) }
                        let target = storage.transitions[transition].target
                        var successors: [Int] = []
                        for alternative in abstraction.successorAlternatives(
                            transition: transition, before: slots, after: next)
                        {
                            let key = Key(state: target, slots: alternative)
                            if let existing = index[key] {
                                successors.append(existing)
                                continue
                            }
                            guard nodes.count < maxConfigurations else { return nil }
                            index[key] = nodes.count
                            successors.append(nodes.count)
                            nodes.append((target, alternative))
                        }
                        out.append(Edge(guards: guards, taken: transition, successors: successors))
                    }
                }
            }
            edges.append(out)
        }
    }
}
