/// The states a microstep enters (SCXML's `addDescendantStatesToEnter` and `addAncestorStatesToEnter`), a bit per
/// node. `history` gives the states a history node stands for (what it recorded, or its default); the compiler works
/// out entry sets that need no history once, ahead of any run (``usedHistory`` says when one did).
struct StatechartEntrySet {
    var bits: [UInt64]
    /// Whether a history node was met.
    var usedHistory = false

    init(wordCount: Int) { bits = [UInt64](repeating: 0, count: wordCount) }

    mutating func clear() {
        bits.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        usedHistory = false
    }

    func contains(_ node: Int) -> Bool { bits[node >> 6] & (1 << UInt64(node & 63)) != 0 }

    /// SCXML's `addDescendantStatesToEnter`.
    mutating func addDescendants(_ node: Int, _ nodes: [StatechartNode], history: (Int) -> [Int]) {
        let n = nodes[node]
        if n.isHistory {
            usedHistory = true
            let targets = history(node)
            for s in targets { addDescendants(s, nodes, history: history) }
            for s in targets { addAncestors(of: s, upTo: n.parent, nodes, history: history) }
            return
        }
        bits[node >> 6] |= 1 << UInt64(node & 63)
        switch n.kind {
        case .compound:
            addDescendants(n.initial, nodes, history: history)
            addAncestors(of: n.initial, upTo: node, nodes, history: history)
        case .parallel:
            for child in n.children where !entersInside(child, nodes) { addDescendants(child, nodes, history: history) }
        default: break
        }
    }

    /// SCXML's `addAncestorStatesToEnter`: the proper ancestors of `node` below `ancestor`, each parallel one's other
    /// regions entered by default.
    mutating func addAncestors(of node: Int, upTo ancestor: Int, _ nodes: [StatechartNode], history: (Int) -> [Int]) {
        var current = nodes[node].parent
        while current > ancestor, current > 0 {
            bits[current >> 6] |= 1 << UInt64(current & 63)
            if nodes[current].kind == .parallel {
                for child in nodes[current].children where !entersInside(child, nodes) {
                    addDescendants(child, nodes, history: history)
                }
            }
            current = nodes[current].parent
        }
    }

    /// Whether a proper descendant of `node` is already to be entered.
    func entersInside(_ node: Int, _ nodes: [StatechartNode]) -> Bool {
        (node + 1..<nodes[node].end).contains(where: contains)
    }

    /// The nodes to enter, in document order.
    var nodes: [Int] {
        var result: [Int] = []
        for w in bits.indices {
            var word = bits[w]
            while word != 0 {
                result.append(w << 6 | word.trailingZeroBitCount)
                word &= word - 1
            }
        }
        return result
    }
}
