import Conformance
import Traceability

/// A layered (Sugiyama-style) layout of one state machine, top to bottom, computed by our own code so `coverage.html`
/// needs no script:
///
/// 1. **Edges.** Transitions between the same two states (in the same direction) share one drawn edge, labelled
///    with its transitions' lines, so a state with six self-transitions gets one loop, not six.
/// 2. **Ranks.** A depth-first search from the initial state (then from each state it leaves unvisited, in document
///    order; successors in document order) reverses the edges that close a cycle (a feedback arc set); each state's
///    rank is the longest path to it over the rest (``assignRanks()``). Ranks are rows, top to bottom.
/// 3. **Dummies.** Between two rows of states lies a row of labels: every edge passes through a point in each row
///    between its ends, and the point in the row next to its source carries its label (a box as wide as the label),
///    so labels are placed like states and can overlap neither states nor one another.
/// 4. **Order.** Within a row, slots start in document order; barycentre sweeps, down then up, then adjacent swaps
///    (transpose) while they remove crossings; the order with the fewest crossings seen is kept (``orderRows()``).
/// 5. **Coordinates.** Each row is placed by a weighted least-squares pull towards the slots it links to in the rows
///    above and below, keeping the order and the gaps (pool-adjacent-violators), long edges pulled hardest so they run
///    straight; rows are as tall as their tallest slot (``place(_:)``).
///
/// A self-loop is drawn on the left of its state with its label beside it; a state's sneak paths (a badge and a line
/// per path taken) on its right. Pure and deterministic: the same machine gives the same layout, ties broken by
/// document order.
struct StateLayout {
    /// A state (or an endpoint a transition names that the states do not list).
    struct Node {
        var name: String
        var status: ElementCoverage
        var isFinal: Bool
        /// Its rank (row of states, top to bottom).
        var layer = 0
        /// Centre.
        var x = 0.0, y = 0.0
        var width = 0.0
        var height = StateLayout.nodeHeight
        /// The size of its self-loop's label (0 without one).
        var loopLabel = (width: 0.0, height: 0.0)
        /// The sneak paths sent to it and how many it refused (a badge on its right when some were sent).
        var sneak: SneakStateCount?
        /// The unhandled events it took as sneak paths, sorted: a line each on its right.
        var taken: [String] = []
        /// The unhandled events it refused without a trace before the planned continuation diverged, sorted: a line
        /// each on its right, after the taken ones, marking the continuation's step that diverged.
        var diverged: [SneakContinuation] = []

        /// The lines on its right: one per taken sneak path, then one per diverged continuation.
        var sneakLines: [String] { taken.map(StateLayout.takenLine) + diverged.map(StateLayout.divergedLine) }
    }

    /// How the transitions from one state to another are drawn: one path, a label with each transition's lines.
    struct Edge {
        /// The transitions' indices in `machine.transitions`, in document order.
        var transitions: [Int]
        var from: Int
        var to: Int
        /// One line per transition, whole: its event and its guard (``rows`` wraps them).
        var lines: [String]
        /// The points the path goes through: the source port, points in the rows between, the target port.
        var points: [Point] = []
        /// Self-loops are drawn as loops, not through `points`.
        var shape: Shape = .between
        /// Drawn against the ranks: it closes a cycle, so it runs upwards.
        var reversed = false
        /// The top left corner of the label's box.
        var labelAt = Point(x: 0, y: 0)

        /// Each transition's label rows, wrapped (``StateLayout/wrap(_:)``).
        var rows: [[String]] { lines.map(StateLayout.wrap) }
        /// The label's box width: its longest row's, with padding.
        var labelWidth: Double { StateLayout.labelSize(lines).width }
        /// The label's box height: a row each, with padding.
        var labelHeight: Double { StateLayout.labelSize(lines).height }

        enum Shape: Equatable {
            case between
            /// A loop on the left of the state.
            case selfLoop
        }
    }

    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    /// The font sizes the page's style gives states and labels (px).
    static let stateFontSize = 13.0
    static let labelFontSize = 12.0
    static let nodeHeight = 34.0
    /// A label row's limit in characters: longer lines wrap at spaces; a transition's label has at most
    /// ``maxRows`` rows, the last cut with an ellipsis (the tooltip has it whole).
    static let labelLimit = 30
    static let maxRows = 3
    static let lineHeight = 15.0
    static let labelPadding = 2.0
    static let margin = 16.0
    /// Room above the initial state for its dot and arrow.
    static let initialMarker = 30.0
    /// How far a self-loop reaches left of its state.
    static let loopReach = 30.0

    var nodes: [Node] = []
    var edges: [Edge] = []
    var initial: Int
    var width = 0.0
    var height = 0.0
    /// The crossings between adjacent rows before ordering (document order) and after.
    var crossings = (before: 0, after: 0)

    /// A place in a row: a state, or a point an edge passes through (carrying its label, or not).
    struct Slot {
        /// A node index, or nil for an edge's point.
        var node: Int?
        /// For an edge's point: its edge, which of its points it is (1 next to the upper end), and whether it
        /// carries the label.
        var edge = 0
        var step = 0
        var isLabel = false
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
            for i in Self.nodes(for: count.state, in: index) { Self.adding(count, to: &nodes[i]) }
        }
        for path in machine.sneakPaths?.taken ?? [] {
            for i in Self.nodes(for: path.state, in: index) where !nodes[i].taken.contains(path.event) {
                nodes[i].taken.append(path.event)
            }
        }
        for continuation in machine.sneakPaths?.diverged ?? [] {
            for i in Self.nodes(for: continuation.state, in: index) { nodes[i].diverged.append(continuation) }
        }
        for i in nodes.indices {
            nodes[i].taken.sort()
            nodes[i].diverged.sort()
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
            nodes[i].width = Self.stateWidth(nodes[i].name)
            if let size = sizes[nodes[i].name] {
                nodes[i].width = size.width
                nodes[i].height = size.height
            }
        }
        for e in edges.indices where edges[e].from == edges[e].to {
            edges[e].shape = .selfLoop
            nodes[edges[e].from].loopLabel = (edges[e].labelWidth, edges[e].labelHeight)
        }
        self.nodes = nodes
        assignRanks()
        let ordered = orderRows()
        place(ordered.rows, ordered.links)
    }

    /// A state's box width for its name.
    static func stateWidth(_ name: String) -> Double {
        max(64, (textWidth(name, fontSize: stateFontSize) + 24).rounded())
    }

    /// `text` cut to the label limit with an ellipsis.
    static func clip(_ text: String) -> String {
        text.count <= labelLimit ? text : String(text.prefix(labelLimit - 1)) + "…"
    }

    /// A transition's label line, whole: its event, and its guard in brackets.
    static func line(_ t: TransitionCoverage) -> String {
        guard let g = t.guardExpression else { return t.event }
        return "\(t.event) [\(g)]"
    }

    /// `line` in rows of at most ``labelLimit`` characters, broken at spaces (a word longer than a row is cut), at most
    /// ``maxRows`` rows, the last ending in `…` when text was left out.
    static func wrap(_ line: String) -> [String] {
        var rows: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= labelLimit {
                current += " " + word
            } else {
                rows.append(current)
                current = word
            }
        }
        if !current.isEmpty || rows.isEmpty { rows.append(current) }
        rows = rows.map(clip)
        guard rows.count > maxRows else { return rows }
        var kept = Array(rows.prefix(maxRows))
        let last = kept[maxRows - 1]
        kept[maxRows - 1] = String(last.prefix(labelLimit - 1)) + "…"
        if last.hasSuffix("…") { kept[maxRows - 1] = last }
        return kept
    }

    /// The estimated width of `text` drawn at `fontSize` in the page's monospace font: 0.62 em per ASCII character
    /// (monospace fonts advance 0.55–0.6 em), 1 em per other character (arrows and marks may come from a wider
    /// fallback font). Deliberately generous, so boxes placed apart by it stay apart on screen.
    static func textWidth(_ text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0.0) { $0 + ($1.isASCII ? 0.62 : 1.0) } * fontSize
    }

    /// The box of a label of `lines` (a transition's each), wrapped: its longest row's width and a row's height per row,
    /// with padding.
    static func labelSize(_ lines: [String]) -> (width: Double, height: Double) {
        let rows = lines.flatMap(wrap)
        return (
            (rows.map(labelWidth).max() ?? 0) + 2 * labelPadding, Double(rows.count) * lineHeight + 2 * labelPadding
        )
    }

    /// A label row's width.
    static func labelWidth(_ text: String) -> Double { textWidth(text, fontSize: labelFontSize) }
}
