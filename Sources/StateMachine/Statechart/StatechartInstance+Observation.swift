import SpecModel

/// What an observer outside the interpreter (a trace checker) reads of a running statechart: the active nodes as bits,
/// and what the last step did.
extension StatechartInstance {
    /// The active nodes, a bit per node in document order (node 0, the root, is always set; state `i` of
    /// ``CompiledStatechart/stateNames`` is node `i + 1`).
    package var activeWords: [UInt64] { active }

    /// What the last step exited, took and entered, in order, when it recorded them (``recordsEffects``, or a rich
    /// ``step(event:data:)``); empty otherwise.
    package var stepEffects: [StatechartEffect] { effects }

    /// The observed configuration of ``activeWords``-like bits `words`: the active atomic states (leaves) in document
    /// order joined by " + " (`Playing + Muted`).
    package func configurationText(_ words: [UInt64]) -> String {
        chart.configurationText(words)
    }
}

extension CompiledStatechart {
    /// Nodes: the root (0) and every state (state `i` of ``stateNames`` is node `i + 1`).
    package var nodeCount: Int { storage.nodes.count }

    /// Words of a bit set over the nodes.
    package var wordCount: Int { storage.wordCount }

    /// The atomic (leaf) nodes, final ones included, a bit per node.
    package var atomicMask: [UInt64] { storage.atomicMask }

    /// Whether node `node` is atomic (a leaf of the configuration).
    package func isAtomic(node: Int) -> Bool { storage.nodes[node].isAtomic }

    /// The parent of node `node` (0 for a top-level state, -1 for the root).
    package func parent(ofNode node: Int) -> Int { storage.parents[node] }

    /// The name of node `node` (the machine's ID for the root).
    package func name(ofNode node: Int) -> String { storage.nodes[node].name }

    /// The events the entry and the exit actions of node `node` emit (empty without actions).
    package func entryEmits(ofNode node: Int) -> [EmittedEvent] {
        let actions = storage.nodes[node].entryActions
        return actions >= 0 ? storage.actions[actions].emits : []
    }

    package func exitEmits(ofNode node: Int) -> [EmittedEvent] {
        let actions = storage.nodes[node].exitActions
        return actions >= 0 ? storage.actions[actions].emits : []
    }

    /// The leaves set in `words` in document order joined by " + ".
    package func configurationText(_ words: [UInt64]) -> String {
        var names: [String] = []
        for w in words.indices {
            var bits = words[w] & storage.atomicMask[w]
            while bits != 0 {
                names.append(storage.nodes[w << 6 | bits.trailingZeroBitCount].name)
                bits &= bits - 1
            }
        }
        return names.joined(separator: " + ")
    }
}
