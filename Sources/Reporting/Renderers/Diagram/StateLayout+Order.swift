/// The order of the states within each column of a ``StateLayout``: long edges' virtual points, then barycentre
/// sweeps that keep the order with the fewest crossings.
extension StateLayout {
    /// The columns, each a list of slots top to bottom, with long edges' virtual points, ordered to reduce crossings.
    mutating func orderColumns() -> [[Slot]] {
        let layerCount = (nodes.map(\.layer).max() ?? 0) + 1
        var columns = Array(repeating: [Slot](), count: layerCount)
        // Discovery order: breadth-first from the initial state (document order for the rest).
        var order = Array(nodes.indices).sorted { (nodes[$0].layer, $0) < (nodes[$1].layer, $1) }
        if let at = order.firstIndex(of: initial) {
            order.remove(at: at)
            order.insert(initial, at: 0)
        }
        for i in order { columns[nodes[i].layer].append(Slot(node: i)) }
        // Links between slots of adjacent columns: (column, slot key) pairs; a key names a node or a virtual point.
        var links: [(Int, SlotKey, SlotKey)] = []  // (left column, left key, right key)
        for (e, edge) in edges.enumerated() {
            let a = nodes[edge.from].layer
            let b = nodes[edge.to].layer
            if edge.from == edge.to {
                edges[e].shape = .selfLoop
                nodes[edge.from].loopLines = edge.lines.count
                continue
            }
            if a == b {
                edges[e].shape = .sameLayer(rank: 0)
                continue
            }
            let step = a < b ? 1 : -1
            var previous = SlotKey.node(edge.from)
            var column = a + step
            var k = 1
            while column != b {
                columns[column].append(Slot(node: nil, edge: e, step: k))
                let key = SlotKey.virtual(e, k)
                links.append(step > 0 ? (column - 1, previous, key) : (column, key, previous))
                previous = key
                column += step
                k += 1
            }
            links.append(step > 0 ? (b - 1, previous, .node(edge.to)) : (b, .node(edge.to), previous))
        }
        // Same-column arcs get ranks per column so they nest.
        var arcs: [Int: Int] = [:]
        for e in edges.indices where edges[e].shape == .sameLayer(rank: 0) {
            let layer = nodes[edges[e].from].layer
            edges[e].shape = .sameLayer(rank: arcs[layer, default: 0])
            arcs[layer, default: 0] += 1
        }
        var best = columns
        var bestCrossings = Self.crossings(columns, links)
        for sweep in 0..<8 where bestCrossings > 0 {
            let down = sweep % 2 == 0
            for layer in down ? Array(1..<max(layerCount, 1)) : Array((0..<max(layerCount - 1, 0)).reversed()) {
                let neighbourColumn = down ? layer - 1 : layer + 1
                var position: [SlotKey: Int] = [:]
                for (p, slot) in columns[neighbourColumn].enumerated() { position[Self.key(slot)] = p }
                var sums: [SlotKey: (Double, Int)] = [:]
                for (left, l, r) in links {
                    if down, left == layer - 1, let p = position[l] {
                        sums[r, default: (0, 0)].0 += Double(p)
                        sums[r, default: (0, 0)].1 += 1
                    }
                    if !down, left == layer, let p = position[r] {
                        sums[l, default: (0, 0)].0 += Double(p)
                        sums[l, default: (0, 0)].1 += 1
                    }
                }
                let keyed = columns[layer].enumerated().map { current, slot -> (Double, Int, Slot) in
                    let s = sums[Self.key(slot)]
                    return (s.map { $0.0 / Double($0.1) } ?? Double(current), current, slot)
                }
                columns[layer] = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
            }
            let count = Self.crossings(columns, links)
            if count < bestCrossings {
                best = columns
                bestCrossings = count
            }
        }
        return best
    }

    enum SlotKey: Hashable {
        case node(Int)
        case virtual(Int, Int)
    }

    static func key(_ slot: Slot) -> SlotKey { slot.node.map(SlotKey.node) ?? .virtual(slot.edge, slot.step) }

    /// Pairs of links between the same two columns that cross.
    static func crossings(_ columns: [[Slot]], _ links: [(Int, SlotKey, SlotKey)]) -> Int {
        var positions: [[SlotKey: Int]] = columns.map { column in
            Dictionary(uniqueKeysWithValues: column.enumerated().map { (key($0.element), $0.offset) })
        }
        if positions.isEmpty { positions = [[:]] }
        var byColumn: [Int: [(Int, Int)]] = [:]
        for (left, l, r) in links {
            guard let a = positions[left][l], let b = positions[left + 1][r] else { continue }
            byColumn[left, default: []].append((a, b))
        }
        var count = 0
        for pairs in byColumn.values {
            for i in pairs.indices {
                for j in pairs.indices where j > i {
                    let (a1, b1) = pairs[i]
                    let (a2, b2) = pairs[j]
                    if (a1 - a2) * (b1 - b2) < 0 { count += 1 }
                }
            }
        }
        return count
    }
}
