import Conformance
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
/// 4. **Order.** Within a column, states start in document order (the initial state first); barycentre sweeps, down
///    then up, move each to the mean position of its neighbours in the column before (or after), and the order
///    with the fewest crossings seen is kept.
/// 5. **Coordinates.** Columns are as wide as their widest state; a gap is as wide as the longest label that sits
///    in it (a state's taken sneak paths included); columns are centred vertically; below a state, room for its
///    sneak paths (``below(_:)``); each side of a state spreads its edges' ports.
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
        /// The sneak paths sent to it and how many it refused (a badge below it when some were sent).
        var sneak: SneakStateCount?
        /// The unhandled events it took as sneak paths, sorted: a line each below it.
        var taken: [String] = []
        /// The unhandled events it refused without a trace before the planned continuation diverged, sorted: a line
        /// each below it, after the taken ones, marking the continuation's step that diverged.
        var diverged: [SneakContinuation] = []

        /// The lines below it: one per taken sneak path, then one per diverged continuation.
        var sneakLines: [String] { taken.map(StateLayout.takenLine) + diverged.map(StateLayout.divergedLine) }
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
    static let labelMoves: [Double] =
        [0.0] + (1...30).flatMap { (k: Int) -> [Double] in [Double(-5 * k), Double(5 * k)] }
    static let margin = 16.0
    static let initialMarker = 30.0

    var nodes: [Node] = []
    var edges: [Edge] = []
    var initial: Int
    var width = 0.0
    var height = 0.0

    /// A virtual point of a long edge in one column.
    struct Slot {
        /// A node index, or nil for a virtual point.
        var node: Int?
        /// For a virtual point: its edge, and which of its points it is.
        var edge = 0
        var step = 0
        var position = 0.0
    }

    /// `sizes` fixes the boxes of some states (a statechart's compound states, drawn around their children);
    /// `lanes` (one per transition, all 0 when empty) keeps transitions between the same two states apart when their
    /// lanes differ (a statechart's transitions lifted to the level where they cross, from different substates).
    init(
        _ machine: MachineCoverage, sizes: [String: (width: Double, height: Double)] = [:], lanes: [Int] = []
    ) {
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
        for count in machine.sneakPaths?.states ?? [] {
            if let i = index[count.state] { nodes[i].sneak = count }
        }
        for path in machine.sneakPaths?.taken ?? [] {
            if let i = index[path.state] { nodes[i].taken.append(path.event) }
        }
        for continuation in machine.sneakPaths?.diverged ?? [] {
            if let i = index[continuation.state] { nodes[i].diverged.append(continuation) }
        }
        initial = node(machine.initial)
        var edgeIndex: [[Int]: Int] = [:]
        for (n, t) in machine.transitions.enumerated() {
            let from = node(t.from)
            let to = node(t.to)
            let key = [from, to, n < lanes.count ? lanes[n] : 0]
            if let e = edgeIndex[key] {
                edges[e].transitions.append(n)
                edges[e].lines.append(Self.line(t))
            } else {
                edgeIndex[key] = edges.count
                edges.append(Edge(transitions: [n], from: from, to: to, lines: [Self.line(t)]))
            }
        }
        for i in nodes.indices {
            nodes[i].width = max(64, (Double(nodes[i].name.count) * Self.charWidth + 24).rounded())
            if let size = sizes[nodes[i].name] {
                nodes[i].width = size.width
                nodes[i].height = size.height
            }
        }
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

    mutating func assignLayers() {
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
            let before = edges.filter { $0.to == i && $0.from != i && seen[$0.from] }.map { nodes[$0.from].layer + 1 }
                .min()
            search(from: i, layer: before ?? 0)
        }
    }
}
