/// The coordinates of a ``StateLayout``: columns and gaps, states, ports, edge points and labels.
extension StateLayout {
    mutating func place(_ columns: [[Slot]]) {
        // Column widths and the gaps after them (wide enough for the labels that sit in them).
        let columnWidth = columns.map { column in column.compactMap { $0.node.map { nodes[$0].width } }.max() ?? 24 }
        var gapLabel = Array(repeating: 0.0, count: columns.count)
        for edge in edges {
            let a = nodes[edge.from].layer
            let b = nodes[edge.to].layer
            let width = edge.labelWidth
            switch edge.shape {
            case .selfLoop: continue
            case .sameLayer: gapLabel[a] = max(gapLabel[a], width + 30)
            case .between: gapLabel[a < b ? a : a - 1] = max(gapLabel[a < b ? a : a - 1], width)
            }
        }
        // A state's taken sneak paths run into the gap after its column, from just right of the state.
        for node in nodes where !node.sneakLines.isEmpty {
            gapLabel[node.layer] = max(gapLabel[node.layer], Self.takenReach(node) + 8 - 36)
        }
        var x = Self.margin + Self.initialMarker
        var columnX: [Double] = []
        for (c, width) in columnWidth.enumerated() {
            columnX.append(x + width / 2)
            x +=
                width
                + min(max(gapLabel[c] + 36, 72), Self.labelWidth(String(repeating: "x", count: Self.labelLimit)) + 36)
        }
        // Heights: a state needs room above for its self-loops; a virtual point needs little.
        var slotY: [[Double]] = []
        var columnHeight: [Double] = []
        for column in columns {
            var y = 0.0
            var ys: [Double] = []
            for (s, slot) in column.enumerated() {
                if let n = slot.node {
                    let lines = nodes[n].loopLines
                    if s > 0 { y += 30 }
                    y += lines == 0 ? 0 : 26 + Double(lines) * Self.lineHeight
                    ys.append(y + nodes[n].height / 2)
                    y += nodes[n].height + Self.below(nodes[n])
                } else {
                    if s > 0 { y += 18 }
                    ys.append(y)
                }
            }
            slotY.append(ys)
            columnHeight.append(y)
        }
        let tallest = columnHeight.max() ?? 0
        let top = Self.margin + 8
        var virtualPoints: [Int: [Int: Point]] = [:]
        for (c, column) in columns.enumerated() {
            let offset = top + (tallest - columnHeight[c]) / 2
            for (s, slot) in column.enumerated() {
                let y = (offset + slotY[c][s]).rounded()
                if let n = slot.node {
                    nodes[n].x = columnX[c]
                    nodes[n].y = y
                } else {
                    virtualPoints[slot.edge, default: [:]][slot.step] = Point(x: columnX[c], y: y)
                }
            }
        }
        // Same-column arcs add room on the right of their column; back edges curve inside the gaps.
        width =
            x
            - min(
                max(gapLabel[columns.count - 1] + 36, 72),
                Self.labelWidth(String(repeating: "x", count: Self.labelLimit)) + 36) + Self.margin
        if let lastArc = edges.filter({
            if case .sameLayer = $0.shape { nodes[$0.from].layer == columns.count - 1 } else { false }
        }).map(\.labelWidth).max() {
            width += lastArc + 40
        }
        // The last column's taken sneak paths, and a self-loop's label wider than its state, may reach past its gap.
        for node in nodes {
            if let box = belowBox(node) { width = max(width, box.x + box.width + Self.margin) }
        }
        for edge in edges where edge.shape == .selfLoop {
            width = max(width, nodes[edge.from].x + edge.labelWidth / 2 + Self.margin)
        }
        height = top + tallest + Self.margin + 8
        routeEdges(virtualPoints)
    }

    mutating func routeEdges(_ virtualPoints: [Int: [Int: Point]]) {
        // Ports: each side of a state spreads the edges that attach there, ordered by where they go.
        struct Attachment {
            var edge: Int
            var isSource: Bool
            var towards: Double
        }
        var sides: [String: [Attachment]] = [:]
        func side(_ node: Int, _ right: Bool) -> String { "\(node)\(right ? "r" : "l")" }
        for (e, edge) in edges.enumerated() {
            switch edge.shape {
            case .selfLoop: continue
            case .sameLayer:
                sides[side(edge.from, true), default: []].append(
                    Attachment(edge: e, isSource: true, towards: nodes[edge.to].y))
                sides[side(edge.to, true), default: []].append(
                    Attachment(edge: e, isSource: false, towards: nodes[edge.from].y))
            case .between:
                let forward = nodes[edge.from].layer < nodes[edge.to].layer
                let inner = virtualPoints[e] ?? [:]
                let first = inner[1]?.y ?? nodes[edge.to].y
                let last = inner[inner.count]?.y ?? nodes[edge.from].y
                sides[side(edge.from, forward), default: []].append(Attachment(edge: e, isSource: true, towards: first))
                sides[side(edge.to, !forward), default: []].append(Attachment(edge: e, isSource: false, towards: last))
            }
        }
        var sourcePort: [Int: Point] = [:]
        var targetPort: [Int: Point] = [:]
        for (key, list) in sides.sorted(by: { $0.key < $1.key }) {
            let attachments = list.sorted {
                ($0.towards, $0.edge, $0.isSource ? 0 : 1) < ($1.towards, $1.edge, $1.isSource ? 0 : 1)
            }
            guard let node = Int(key.dropLast()) else {
                preconditionFailure("a side key is a node index and a side letter")
            }
            let right = key.hasSuffix("r")
            let n = nodes[node]
            let spacing = min(8, (n.height - 8) / Double(max(attachments.count, 1)))
            for (i, a) in attachments.enumerated() {
                let dy = (Double(i) - Double(attachments.count - 1) / 2) * spacing
                let point = Point(x: n.x + (right ? n.width / 2 : -n.width / 2), y: (n.y + dy).rounded())
                if a.isSource { sourcePort[a.edge] = point } else { targetPort[a.edge] = point }
            }
        }
        var placed: [Box] = nodes.map {
            Box(x: $0.x - $0.width / 2, y: $0.y - $0.height / 2, width: $0.width, height: $0.height)
        }
        placed += nodes.compactMap(belowBox)
        for e in edges.indices {
            let edge = edges[e]
            let n = nodes[edge.from]
            var at: Point
            switch edge.shape {
            case .selfLoop:
                // Above the loop, its last line just over the loop's top.
                let top = n.y - n.height / 2
                at = Point(x: n.x, y: (top - 24 - Double(edge.lines.count - 1) * Self.lineHeight).rounded())
                edges[e].points = [Point(x: n.x - 10, y: top), Point(x: n.x + 10, y: top)]
            case .sameLayer(let rank):
                guard let from = sourcePort[e], let to = targetPort[e] else {
                    preconditionFailure("every edge has its ports")
                }
                let bulge = 28 + Double(rank) * 14
                edges[e].points = [from, to]
                at = Point(
                    x: max(from.x, to.x) + bulge * 0.75 + edge.labelWidth / 2 + 4, y: ((from.y + to.y) / 2).rounded())
            case .between:
                let inner = virtualPoints[e] ?? [:]
                guard let from = sourcePort[e], let to = targetPort[e] else {
                    preconditionFailure("every edge has its ports")
                }
                let points = [from] + inner.sorted { $0.key < $1.key }.map(\.value) + [to]
                edges[e].points = points
                let a = points[0]
                let b = points[1]
                // The midpoint of the first segment's curve (horizontal tangents at both ends), lines centred on it.
                at = Point(
                    x: ((a.x + b.x) / 2).rounded(),
                    y: ((a.y + b.y) / 2 - edge.labelHeight / 2 + Self.lineHeight - 2).rounded())
            }
            // Nudge the label up or down until it overlaps no state, no sneak drawing below one and no label placed before it.
            let w = edge.labelWidth + 4
            let h = edge.labelHeight + 1
            func box(_ p: Point) -> Box { Box(x: p.x - w / 2, y: p.y - Self.lineHeight + 2, width: w, height: h) }
            let moves: [Double] = Self.labelMoves
            let chosen =
                moves.map { Point(x: at.x, y: at.y + $0) }.first { p in !placed.contains { $0.overlaps(box(p)) } } ?? at
            edges[e].labelAt = chosen
            placed.append(box(chosen))
        }
    }
}
