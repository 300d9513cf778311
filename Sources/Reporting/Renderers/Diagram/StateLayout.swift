import Traceability

/// A layered layout of one state machine, computed by our own code so `coverage.html` needs no script:
///
/// 1. **Layers.** States go into columns by their breadth-first depth from the initial state (transitions in
///    document order); states it does not reach start new searches, in document order.
/// 2. **Edges.** Transitions between the same two states (in the same direction) share one drawn edge, labelled
///    with one line per transition, so a state with six self-transitions gets one loop, not six.
/// 3. **Long edges.** A transition that spans more than one column (with breadth-first depths only a backward one
///    does, or one from a state the initial state does not reach) passes through a virtual point in each column
///    between, so it runs in the gaps between states instead of through them.
/// 4. **Order.** Within a column, states (and virtual points) start in discovery order; barycentre sweeps, down
///    then up, move each to the mean position of its neighbours in the column before (or after), and the order
///    with the fewest crossings seen is kept.
/// 5. **Coordinates.** Columns are as wide as their widest state; a gap is as wide as the longest label that sits
///    in it; columns are centred vertically; each side of a state spreads its edges' ports.
///
/// Pure and deterministic: the same machine gives the same layout.
struct StateLayout {
    /// A state (or an endpoint a transition names that the states do not list).
    struct Node {
        var name: String
        var status: ElementCoverage
        var isFinal: Bool
        var layer = 0
        /// Centre.
        var x = 0.0, y = 0.0
        var width = 0.0
        var height = StateLayout.nodeHeight
        /// The lines of its self-loop's label (0 without one).
        var loopLines = 0
    }

    /// How the transitions from one state to another are drawn: one path, a label line per transition.
    struct Edge {
        /// The transitions' indices in `machine.transitions`, in document order.
        var transitions: [Int]
        var from: Int
        var to: Int
        /// One line per transition.
        var lines: [String]
        /// The points the path goes through: the source port, virtual points, the target port.
        var points: [Point] = []
        /// Self-loops and edges within a column are drawn as arcs, not through `points`.
        var shape: Shape = .between
        /// The baseline centre of the label's first line.
        var labelAt = Point(x: 0, y: 0)

        /// The label's width: its longest line's.
        var labelWidth: Double { lines.map(StateLayout.labelWidth).max() ?? 0 }
        /// The label's height: a line each.
        var labelHeight: Double { Double(lines.count) * StateLayout.lineHeight }

        enum Shape: Equatable {
            case between
            /// A loop above the state.
            case selfLoop
            /// An arc to the right of the column from one state to another in it.
            case sameLayer(rank: Int)
        }
    }

    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    static let nodeHeight = 32.0
    static let charWidth = 7.3
    static let labelCharWidth = 6.7
    static let labelLimit = 28
    static let lineHeight = 12.0
    /// How far a label may move off its edge to clear others: 0, then up and down by 5 at a time.
    static let labelMoves: [Double] = [0.0] + (1...30).flatMap { (k: Int) -> [Double] in [Double(-5 * k), Double(5 * k)] }
    static let margin = 16.0
    static let initialMarker = 30.0

    var nodes: [Node] = []
    var edges: [Edge] = []
    var initial: Int
    var width = 0.0
    var height = 0.0

    /// A virtual point of a long edge in one column.
    private struct Slot {
        /// A node index, or nil for a virtual point.
        var node: Int?
        /// For a virtual point: its edge, and which of its points it is.
        var edge = 0
        var step = 0
        var position = 0.0
    }

    init(_ machine: MachineCoverage) {
        var nodes: [Node] = []
        var index: [String: Int] = [:]
        func node(_ name: String) -> Int {
            if let known = index[name] { return known }
            index[name] = nodes.count
            nodes.append(Node(name: name, status: .uncovered, isFinal: false))
            return nodes.count - 1
        }
        for state in machine.states {
            let i = node(state.name)
            nodes[i].status = state.status
            nodes[i].isFinal = state.isFinal
        }
        initial = node(machine.initial)
        var edgeIndex: [[Int]: Int] = [:]
        for (n, t) in machine.transitions.enumerated() {
            let from = node(t.from), to = node(t.to)
            if let e = edgeIndex[[from, to]] {
                edges[e].transitions.append(n)
                edges[e].lines.append(Self.line(t))
            } else {
                edgeIndex[[from, to]] = edges.count
                edges.append(Edge(transitions: [n], from: from, to: to, lines: [Self.line(t)]))
            }
        }
        for i in nodes.indices { nodes[i].width = max(64, (Double(nodes[i].name.count) * Self.charWidth + 24).rounded()) }
        self.nodes = nodes
        assignLayers()
        let columns = orderColumns()
        place(columns)
    }

    /// `text` cut to the label limit with an ellipsis.
    static func clip(_ text: String) -> String {
        text.count <= labelLimit ? text : String(text.prefix(labelLimit - 1)) + "…"
    }

    /// A transition's label line: its event, and its guard when both fit (`[…]` says a guard is hidden; the tooltip
    /// has it whole).
    static func line(_ t: TransitionCoverage) -> String {
        guard let g = t.guardExpression else { return clip(t.event) }
        let full = "\(t.event) [\(g)]"
        return full.count <= labelLimit ? full : clip(t.event + " […]")
    }

    static func labelWidth(_ text: String) -> Double { Double(text.count) * labelCharWidth }

    // MARK: Layers

    private mutating func assignLayers() {
        var successors = Array(repeating: [Int](), count: nodes.count)
        for e in edges where e.from != e.to { successors[e.from].append(e.to) }
        var seen = Array(repeating: false, count: nodes.count)
        func search(from start: Int, layer: Int) {
            seen[start] = true
            nodes[start].layer = layer
            var queue = [start]
            var head = 0
            while head < queue.count {
                let current = queue[head]
                head += 1
                for next in successors[current] where !seen[next] {
                    seen[next] = true
                    nodes[next].layer = nodes[current].layer + 1
                    queue.append(next)
                }
            }
        }
        search(from: initial, layer: 0)
        for i in nodes.indices where !seen[i] {
            // An unreached state goes one column after its first placed predecessor, or into the first column.
            let before = edges.filter { $0.to == i && $0.from != i && seen[$0.from] }.map { nodes[$0.from].layer + 1 }.min()
            search(from: i, layer: before ?? 0)
        }
    }

    // MARK: Order

    /// The columns, each a list of slots top to bottom, with long edges' virtual points, ordered to reduce crossings.
    private mutating func orderColumns() -> [[Slot]] {
        let layerCount = (nodes.map(\.layer).max() ?? 0) + 1
        var columns = Array(repeating: [Slot](), count: layerCount)
        // Discovery order: breadth-first from the initial state (document order for the rest).
        var order = Array(nodes.indices).sorted { (nodes[$0].layer, $0) < (nodes[$1].layer, $1) }
        if let at = order.firstIndex(of: initial) { order.remove(at: at); order.insert(initial, at: 0) }
        for i in order { columns[nodes[i].layer].append(Slot(node: i)) }
        // Links between slots of adjacent columns: (column, slot key) pairs; a key names a node or a virtual point.
        var links: [(Int, SlotKey, SlotKey)] = []  // (left column, left key, right key)
        for (e, edge) in edges.enumerated() {
            let a = nodes[edge.from].layer, b = nodes[edge.to].layer
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
                    if down, left == layer - 1, let p = position[l] { sums[r, default: (0, 0)].0 += Double(p); sums[r, default: (0, 0)].1 += 1 }
                    if !down, left == layer, let p = position[r] { sums[l, default: (0, 0)].0 += Double(p); sums[l, default: (0, 0)].1 += 1 }
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

    private enum SlotKey: Hashable {
        case node(Int)
        case virtual(Int, Int)
    }

    private static func key(_ slot: Slot) -> SlotKey { slot.node.map(SlotKey.node) ?? .virtual(slot.edge, slot.step) }

    /// Pairs of links between the same two columns that cross.
    private static func crossings(_ columns: [[Slot]], _ links: [(Int, SlotKey, SlotKey)]) -> Int {
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
                    let (a1, b1) = pairs[i], (a2, b2) = pairs[j]
                    if (a1 - a2) * (b1 - b2) < 0 { count += 1 }
                }
            }
        }
        return count
    }

    // MARK: Coordinates

    private mutating func place(_ columns: [[Slot]]) {
        // Column widths and the gaps after them (wide enough for the labels that sit in them).
        let columnWidth = columns.map { column in column.compactMap { $0.node.map { nodes[$0].width } }.max() ?? 24 }
        var gapLabel = Array(repeating: 0.0, count: columns.count)
        for edge in edges {
            let a = nodes[edge.from].layer, b = nodes[edge.to].layer
            let width = edge.labelWidth
            switch edge.shape {
            case .selfLoop: continue
            case .sameLayer: gapLabel[a] = max(gapLabel[a], width + 30)
            case .between: gapLabel[a < b ? a : a - 1] = max(gapLabel[a < b ? a : a - 1], width)
            }
        }
        var x = Self.margin + Self.initialMarker
        var columnX: [Double] = []
        for (c, width) in columnWidth.enumerated() {
            columnX.append(x + width / 2)
            x += width + min(max(gapLabel[c] + 36, 72), Self.labelWidth(String(repeating: "x", count: Self.labelLimit)) + 36)
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
                    ys.append(y + Self.nodeHeight / 2)
                    y += Self.nodeHeight
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
        width = x - min(max(gapLabel[columns.count - 1] + 36, 72), Self.labelWidth(String(repeating: "x", count: Self.labelLimit)) + 36) + Self.margin
        if let lastArc = edges.filter({ if case .sameLayer = $0.shape { nodes[$0.from].layer == columns.count - 1 } else { false } }).map(\.labelWidth).max() {
            width += lastArc + 40
        }
        height = top + tallest + Self.margin + 8
        routeEdges(virtualPoints)
    }

    private mutating func routeEdges(_ virtualPoints: [Int: [Int: Point]]) {
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
                sides[side(edge.from, true), default: []].append(Attachment(edge: e, isSource: true, towards: nodes[edge.to].y))
                sides[side(edge.to, true), default: []].append(Attachment(edge: e, isSource: false, towards: nodes[edge.from].y))
            case .between:
                let forward = nodes[edge.from].layer < nodes[edge.to].layer
                let inner = virtualPoints[e] ?? [:]
                let first = inner[1]?.y ?? nodes[edge.to].y
                let last = inner[inner.count]?.y ?? nodes[edge.from].y
                sides[side(edge.from, forward), default: []].append(Attachment(edge: e, isSource: true, towards: first))
                sides[side(edge.to, !forward), default: []].append(Attachment(edge: e, isSource: false, towards: last))
            }
        }
        var sourcePort: [Int: Point] = [:], targetPort: [Int: Point] = [:]
        for key in sides.keys.sorted() {
            let attachments = sides[key]!.sorted { ($0.towards, $0.edge, $0.isSource ? 0 : 1) < ($1.towards, $1.edge, $1.isSource ? 0 : 1) }
            let node = Int(key.dropLast())!
            let right = key.hasSuffix("r")
            let n = nodes[node]
            let spacing = min(8, (n.height - 8) / Double(max(attachments.count, 1)))
            for (i, a) in attachments.enumerated() {
                let dy = (Double(i) - Double(attachments.count - 1) / 2) * spacing
                let point = Point(x: n.x + (right ? n.width / 2 : -n.width / 2), y: (n.y + dy).rounded())
                if a.isSource { sourcePort[a.edge] = point } else { targetPort[a.edge] = point }
            }
        }
        var placed: [(Double, Double, Double, Double)] = nodes.map { ($0.x - $0.width / 2, $0.y - $0.height / 2, $0.width, $0.height) }
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
                let from = sourcePort[e]!, to = targetPort[e]!
                let bulge = 28 + Double(rank) * 14
                edges[e].points = [from, to]
                at = Point(x: max(from.x, to.x) + bulge * 0.75 + edge.labelWidth / 2 + 4, y: ((from.y + to.y) / 2).rounded())
            case .between:
                let inner = virtualPoints[e] ?? [:]
                let points = [sourcePort[e]!] + inner.keys.sorted().map { inner[$0]! } + [targetPort[e]!]
                edges[e].points = points
                let a = points[0], b = points[1]
                // The midpoint of the first segment's curve (horizontal tangents at both ends), lines centred on it.
                at = Point(x: ((a.x + b.x) / 2).rounded(), y: ((a.y + b.y) / 2 - edge.labelHeight / 2 + Self.lineHeight - 2).rounded())
            }
            // Nudge the label up or down until it overlaps no state and no label placed before it.
            let w = edge.labelWidth + 4, h = edge.labelHeight + 1
            func clear(_ p: Point) -> Bool {
                let box = (p.x - w / 2, p.y - Self.lineHeight + 2, w, h)
                return !placed.contains { o in box.0 < o.0 + o.2 && o.0 < box.0 + box.2 && box.1 < o.1 + o.3 && o.1 < box.1 + box.3 }
            }
            let moves: [Double] = Self.labelMoves
            let chosen = moves.map { Point(x: at.x, y: at.y + $0) }.first(where: clear) ?? at
            edges[e].labelAt = chosen
            placed.append((chosen.x - w / 2, chosen.y - Self.lineHeight + 2, w, h))
        }
    }
}
