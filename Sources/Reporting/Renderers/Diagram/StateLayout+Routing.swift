/// The edges of a ``StateLayout``: ports spread along the states' top and bottom sides, paths through the edges'
/// points, self-loops' labels, and a last pass that nudges any label still colliding.
extension StateLayout {
    /// The most a port moves from the side's middle per edge attached there.
    static let portSpacing = 14.0
    /// How a colliding label may move, tried in order: right in steps of 6, then down and up in steps of 5.
    static let labelMoves: [(dx: Double, dy: Double)] =
        [(0, 0)] + (1...20).map { (Double(6 * $0), 0) }
        + (1...30).flatMap { k -> [(dx: Double, dy: Double)] in [(0, Double(5 * k)), (0, Double(-5 * k))] }

    /// `pointsOf[edge][step]`: the points of each edge in the rows between its ends (two for the one with its label:
    /// the top and bottom of the label's box), top to bottom.
    mutating func routeEdges(_ pointsOf: [Int: [Int: [Point]]]) {
        struct Attachment {
            var edge: Int
            var towards: Double
        }
        var sides: [Int: [Attachment]] = [:]  // node × 2, + 1 for its bottom side
        var inner: [Int: [Point]] = [:]
        for (e, edge) in edges.enumerated() where edge.shape == .between {
            let points = (pointsOf[e] ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
            inner[e] = points
            let (upper, lower) = ends(edge)
            sides[2 * upper + 1, default: []].append(Attachment(edge: e, towards: points.first?.x ?? nodes[lower].x))
            sides[2 * lower, default: []].append(Attachment(edge: e, towards: points.last?.x ?? nodes[upper].x))
        }
        var upperPort: [Int: Point] = [:]
        var lowerPort: [Int: Point] = [:]
        for (key, list) in sides.sorted(by: { $0.key < $1.key }) {
            let node = nodes[key / 2]
            let bottom = key % 2 == 1
            let attachments = list.sorted { ($0.towards, $0.edge) < ($1.towards, $1.edge) }
            let spacing = min(Self.portSpacing, (node.width - 16) / Double(max(attachments.count, 1)))
            for (i, a) in attachments.enumerated() {
                let dx = (Double(i) - Double(attachments.count - 1) / 2) * spacing
                let point = Point(x: (node.x + dx).rounded(), y: node.y + (bottom ? 1 : -1) * node.height / 2)
                if bottom { upperPort[a.edge] = point } else { lowerPort[a.edge] = point }
            }
        }
        for e in edges.indices {
            let edge = edges[e]
            guard edge.shape == .between else {
                let n = nodes[edge.from]
                edges[e].labelAt = Point(
                    x: (n.x - n.width / 2 - Self.loopReach - 4 - edge.labelWidth).rounded(),
                    y: (n.y - edge.labelHeight / 2).rounded())
                continue
            }
            guard let top = upperPort[e], let bottom = lowerPort[e] else {
                preconditionFailure("every edge has its ports")
            }
            let points = [top] + (inner[e] ?? []) + [bottom]
            edges[e].points = edge.reversed ? points.reversed() : points
        }
    }

    /// Moves any label that still overlaps a state, a state's annex or a label placed before it (none should, since
    /// labels are placed as slots), then grows the drawing to hold every label and annex.
    mutating func settleLabels() {
        var placed = nodes.map(Self.box) + nodes.compactMap(annexBox)
        for e in edges.indices {
            let at = edges[e].labelAt
            func box(_ move: (dx: Double, dy: Double)) -> Box {
                Box(x: at.x + move.dx, y: at.y + move.dy, width: edges[e].labelWidth, height: edges[e].labelHeight)
            }
            let move = Self.labelMoves.first { move in !placed.contains { $0.overlaps(box(move)) } } ?? (0, 0)
            edges[e].labelAt = Point(x: at.x + move.dx, y: at.y + move.dy)
            placed.append(box(move))
        }
        for box in placed {
            width = max(width, (box.x + box.width + Self.margin).rounded(.up))
            height = max(height, (box.y + box.height + Self.margin).rounded(.up))
        }
    }
}
