/// The order within each row of a ``StateLayout``: states, and the points edges pass through (one carrying each
/// edge's label), reordered by barycentre sweeps and adjacent swaps to reduce crossings.
extension StateLayout {
    enum SlotKey: Hashable {
        case node(Int)
        case point(Int, Int)
    }

    /// A link between slots of adjacent rows: the upper row's index, the upper slot and the lower slot.
    typealias Link = (row: Int, upper: SlotKey, lower: SlotKey)

    static func key(_ slot: Slot) -> SlotKey { slot.node.map(SlotKey.node) ?? .point(slot.edge, slot.step) }

    /// How many sweeps the barycentre pass makes (alternately down and up).
    static let sweeps = 12

    /// The rows, each a list of slots left to right: states in even rows (rank × 2), edges' points in the rows
    /// between, ordered to reduce crossings. Records the crossings before and after.
    mutating func orderRows() -> (rows: [[Slot]], links: [Link]) {
        let rowCount = 2 * (nodes.map(\.layer).max() ?? 0) + 1
        var rows = Array(repeating: [Slot](), count: rowCount)
        var order = Array(nodes.indices).sorted { (nodes[$0].layer, $0) < (nodes[$1].layer, $1) }
        if let at = order.firstIndex(of: initial), nodes[initial].layer == 0 {
            order.remove(at: at)
            order.insert(initial, at: 0)
        }
        for i in order { rows[2 * nodes[i].layer].append(Slot(node: i)) }
        var links: [Link] = []
        for (e, edge) in edges.enumerated() where edge.shape == .between {
            let (upper, lower) = ends(edge)
            let top = 2 * nodes[upper].layer
            let bottom = 2 * nodes[lower].layer
            var previous = SlotKey.node(upper)
            for row in (top + 1)..<bottom {
                let step = row - top
                let isLabel = edge.reversed ? row == bottom - 1 : step == 1
                rows[row].append(Slot(node: nil, edge: e, step: step, isLabel: isLabel))
                links.append((row - 1, previous, .point(e, step)))
                previous = .point(e, step)
            }
            links.append((bottom - 1, previous, .node(lower)))
        }
        var upperOf: [SlotKey: [SlotKey]] = [:]
        var lowerOf: [SlotKey: [SlotKey]] = [:]
        for link in links {
            upperOf[link.lower, default: []].append(link.upper)
            lowerOf[link.upper, default: []].append(link.lower)
        }
        crossings.before = Self.crossings(rows, links)
        var best = rows
        var bestCount = crossings.before
        func consider() {
            let count = Self.crossings(rows, links)
            if count < bestCount {
                best = rows
                bestCount = count
            }
        }
        for sweep in 0..<Self.sweeps where bestCount > 0 {
            let down = sweep % 2 == 0
            for row in down
                ? Array(stride(from: 1, to: rowCount, by: 1)) : Array(stride(from: rowCount - 2, through: 0, by: -1))
            {
                let reference = down ? rows[row - 1] : rows[row + 1]
                var position: [SlotKey: Int] = [:]
                for (p, slot) in reference.enumerated() { position[Self.key(slot)] = p }
                let keyed = rows[row].enumerated().map { current, slot -> (Double, Int, Slot) in
                    let neighbours = (down ? upperOf : lowerOf)[Self.key(slot)] ?? []
                    let at = neighbours.compactMap { position[$0] }
                    return (at.isEmpty ? Double(current) : Double(at.reduce(0, +)) / Double(at.count), current, slot)
                }
                rows[row] = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
            }
            consider()
        }
        rows = best
        if bestCount > 0 {
            transpose(&rows, upperOf: upperOf, lowerOf: lowerOf)
            consider()
        }
        crossings.after = bestCount
        return (best, links)
    }

    /// Swaps adjacent slots of a row while that removes crossings with the rows above and below (at most a few rounds).
    func transpose(_ rows: inout [[Slot]], upperOf: [SlotKey: [SlotKey]], lowerOf: [SlotKey: [SlotKey]]) {
        func positions(_ row: Int) -> [SlotKey: Int] {
            guard rows.indices.contains(row) else { return [:] }
            return Dictionary(uniqueKeysWithValues: rows[row].enumerated().map { (Self.key($0.element), $0.offset) })
        }
        /// Crossings between the links of `a` and `b` (with `a` left of `b`) to one neighbouring row.
        func pairCrossings(_ a: SlotKey, _ b: SlotKey, _ of: [SlotKey: [SlotKey]], _ at: [SlotKey: Int]) -> Int {
            let pa = (of[a] ?? []).compactMap { at[$0] }
            let pb = (of[b] ?? []).compactMap { at[$0] }
            var count = 0
            for x in pa { for y in pb where x > y { count += 1 } }
            return count
        }
        for _ in 0..<4 {
            var improved = false
            for row in rows.indices where rows[row].count > 1 {
                let above = positions(row - 1)
                let below = positions(row + 1)
                for i in 0..<(rows[row].count - 1) {
                    let a = Self.key(rows[row][i])
                    let b = Self.key(rows[row][i + 1])
                    let now = pairCrossings(a, b, upperOf, above) + pairCrossings(a, b, lowerOf, below)
                    let swapped = pairCrossings(b, a, upperOf, above) + pairCrossings(b, a, lowerOf, below)
                    if swapped < now {
                        rows[row].swapAt(i, i + 1)
                        improved = true
                    }
                }
            }
            if !improved { break }
        }
    }

    /// Pairs of links between the same two rows that cross.
    static func crossings(_ rows: [[Slot]], _ links: [Link]) -> Int {
        let positions: [[SlotKey: Int]] = rows.map { row in
            Dictionary(uniqueKeysWithValues: row.enumerated().map { (key($0.element), $0.offset) })
        }
        var byRow: [Int: [(Int, Int)]] = [:]
        for link in links {
            guard let a = positions[link.row][link.upper], let b = positions[link.row + 1][link.lower] else { continue }
            byRow[link.row, default: []].append((a, b))
        }
        var count = 0
        for pairs in byRow.values {
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
