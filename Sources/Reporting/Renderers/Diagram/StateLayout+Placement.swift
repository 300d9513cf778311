/// The coordinates of a ``StateLayout``: slots pulled towards their neighbours in each row, rows stacked, ports,
/// edge points and labels.
extension StateLayout {
    /// How far a slot reaches left and right of its anchor, and above and below its row's centre line.
    struct Extent {
        var left: Double
        var right: Double
        var above: Double
        var below: Double
    }

    /// The gap between a state and anything beside it, and between two edges' points.
    static let stateGap = 20.0
    static let pointGap = 8.0
    /// The vertical gap between rows.
    static let rowGap = 16.0
    /// How many down-and-up rounds the coordinate pass makes.
    static let coordinateRounds = 6

    func extent(_ slot: Slot) -> Extent {
        if let n = slot.node {
            let node = nodes[n]
            let loop = node.loopLabel.width > 0 ? Self.loopReach + 4 + node.loopLabel.width : 0
            let annex = Self.annexHeight(node)
            return Extent(
                left: node.width / 2 + loop, right: node.width / 2 + Self.annexWidth(node),
                above: max(node.height / 2, node.loopLabel.height / 2),
                below: max(node.height / 2, node.loopLabel.height / 2, annex - node.height / 2))
        }
        guard slot.isLabel else { return Extent(left: 3, right: 3, above: 0, below: 0) }
        let edge = edges[slot.edge]
        return Extent(left: 3, right: 4 + edge.labelWidth + 2, above: edge.labelHeight / 2, below: edge.labelHeight / 2)
    }

    /// The least gap between the anchors of two neighbouring slots.
    func separation(_ a: Slot, _ b: Slot) -> Double {
        extent(a).right + extent(b).left + (a.node == nil && b.node == nil ? Self.pointGap : Self.stateGap)
    }

    /// The positions closest (weighted least squares) to `desired` that keep the order and at least `gaps` apart:
    /// pool-adjacent-violators over the positions less their least offsets.
    static func pull(_ desired: [Double], gaps: [Double], weights: [Double]) -> [Double] {
        var offsets = [0.0]
        for gap in gaps { offsets.append((offsets.last ?? 0) + gap) }
        var blocks: [(value: Double, weight: Double, count: Int)] = []
        for i in desired.indices {
            blocks.append((desired[i] - offsets[i], weights[i], 1))
            while blocks.count > 1 && blocks[blocks.count - 2].value > blocks[blocks.count - 1].value {
                let b = blocks.removeLast()
                let a = blocks.removeLast()
                let weight = a.weight + b.weight
                blocks.append(((a.value * a.weight + b.value * b.weight) / weight, weight, a.count + b.count))
            }
        }
        var out: [Double] = []
        for block in blocks { out += Array(repeating: block.value, count: block.count) }
        return out.indices.map { out[$0] + offsets[$0] }
    }

    mutating func place(_ rows: [[Slot]], _ links: [Link]) {
        var x: [SlotKey: Double] = [:]
        for row in rows {
            var at = 0.0
            for (s, slot) in row.enumerated() {
                if s > 0 { at += separation(row[s - 1], slot) }
                x[Self.key(slot)] = at
            }
        }
        var neighbours: [SlotKey: (upper: [SlotKey], lower: [SlotKey])] = [:]
        for link in links {
            neighbours[link.lower, default: ([], [])].upper.append(link.upper)
            neighbours[link.upper, default: ([], [])].lower.append(link.lower)
        }
        func align(_ row: [Slot], using pick: ((upper: [SlotKey], lower: [SlotKey])) -> [SlotKey]) {
            guard !row.isEmpty else { return }
            let desired = row.map { slot -> Double in
                let key = Self.key(slot)
                let others = pick(neighbours[key] ?? ([], [])).compactMap { x[$0] }
                return others.isEmpty ? x[key] ?? 0 : others.reduce(0, +) / Double(others.count)
            }
            let gaps = row.indices.dropFirst().map { separation(row[$0 - 1], row[$0]) }
            let weights = row.map { $0.node == nil ? 8.0 : 1.0 }
            for (slot, value) in zip(row, Self.pull(desired, gaps: gaps, weights: weights)) {
                x[Self.key(slot)] = value
            }
        }
        for _ in 0..<Self.coordinateRounds {
            for row in rows.dropFirst() { align(row) { $0.upper } }
            for row in rows.dropLast().reversed() { align(row) { $0.lower } }
        }
        for row in rows { align(row) { $0.upper + $0.lower } }
        // Shift so the leftmost reach sits at the margin.
        let left = rows.flatMap { row in row.map { (x[Self.key($0)] ?? 0) - extent($0).left } }.min() ?? 0
        let shift = Self.margin - left
        // Rows top to bottom.
        var cursor = Self.margin + Self.initialMarker
        var centres: [Double] = []
        for row in rows {
            let above = row.map { extent($0).above }.max() ?? 0
            let below = row.map { extent($0).below }.max() ?? 0
            centres.append((cursor + above).rounded())
            cursor += above + below + Self.rowGap
        }
        height = cursor - Self.rowGap + Self.margin
        width =
            (rows.flatMap { row in row.map { (x[Self.key($0)] ?? 0) + extent($0).right } }.max() ?? 0) + shift
            + Self.margin
        var pointsOf: [Int: [Int: [Point]]] = [:]
        for (r, row) in rows.enumerated() {
            for slot in row {
                let at = ((x[Self.key(slot)] ?? 0) + shift).rounded()
                if let n = slot.node {
                    nodes[n].x = at
                    nodes[n].y = centres[r]
                } else if slot.isLabel {
                    let h = edges[slot.edge].labelHeight
                    let top = (centres[r] - h / 2).rounded()
                    pointsOf[slot.edge, default: [:]][slot.step] = [Point(x: at, y: top), Point(x: at, y: top + h)]
                    edges[slot.edge].labelAt = Point(x: at + 4, y: top)
                } else {
                    pointsOf[slot.edge, default: [:]][slot.step] = [Point(x: at, y: centres[r])]
                }
            }
        }
        routeEdges(pointsOf)
        settleLabels()
    }
}
