import SpecModel
import Traceability

/// The layout of a statechart for `coverage.html`, built level by level from ``StateLayout``:
///
/// 1. **Levels.** The top level and each compound state's children are laid out by a ``StateLayout`` of their own;
///    a state holding children is a node of its parent's layout with a fixed size: a header with its name above the
///    layout of its children (computed first, so boxes nest to any depth).
/// 2. **Regions.** A parallel state's children are bands stacked top to bottom inside its box, separated by dashed
///    lines; a band holds its region's own children (or its one state, when the region is atomic).
/// 3. **Transitions.** A transition belongs to the level of the deepest compound state holding both its ends (the top
///    level when none does); that level's layout routes it between the boxes that hold its ends, and the drawing then
///    moves each end onto the state it really leaves or enters. Transitions from different states that meet on the
///    same two boxes are separate edges (``StateLayout``'s lanes). Transitions between a parallel state's regions are
///    drawn straight between their ends.
///
/// Pure and deterministic: the same machine gives the same layout. Flat machines never come here.
struct NestedStateLayout {
    typealias Point = StateLayout.Point
    typealias Box = StateLayout.Box

    /// A state drawn around others: a compound or parallel state's box (with a header), or a region's band.
    struct Frame {
        var state: Int
        var box: Box
        var isRegion: Bool
    }

    /// A drawn edge: the transitions it carries (indices in `machine.transitions`), its label lines, path and label.
    struct Edge {
        var transitions: [Int]
        var lines: [String]
        var path: String
        var labelAt: Point
    }

    static let header = 22.0
    static let regionHeader = 18.0

    /// Boxes and bands, outer before inner.
    var frames: [Frame] = []
    /// The states drawn as boxes of their own (atomic and final states, and endpoints the states do not list).
    var leaves: [StateLayout.Node] = []
    /// Where each level's initial arrow points: the left middle of its initial state.
    var starts: [Point] = []
    /// The dashed lines between a parallel state's regions.
    var separators: [(from: Point, to: Point)] = []
    var edges: [Edge] = []
    var width = 0.0
    var height = 0.0
    /// The top level's layout (before placement), whose helpers draw the sneak paths below a state.
    let root: StateLayout

    init(_ machine: MachineCoverage) {
        let tree = StateTree(machine)
        let states = machine.states
        var frames: [Frame] = []
        var leaves: [StateLayout.Node] = []
        var starts: [Point] = []
        var separators: [(from: Point, to: Point)] = []
        var edges: [Edge] = []
        func holds(_ i: Int) -> Bool { !tree.children(of: i).isEmpty }
        func isParallel(_ i: Int) -> Bool { states[i].kind == .parallel && holds(i) }
        func topName(_ name: String) -> String {
            tree.index[name].map { states[tree.path(to: $0)[0]].name } ?? name
        }
        // Each transition's level (-1: the top) and the ends it is laid out between there.
        var byLevel: [Int: [(transition: Int, from: String, to: String)]] = [:]
        var direct: [Int] = []
        for (n, t) in machine.transitions.enumerated() {
            guard let a = tree.index[t.from], let b = tree.index[t.to] else {
                byLevel[-1, default: []].append((n, topName(t.from), topName(t.to)))
                continue
            }
            let (level, x, y) = tree.container(a, b)
            if let level, isParallel(level) {
                direct.append(n)
            } else {
                byLevel[level ?? -1, default: []].append((n, states[x].name, states[y].name))
            }
        }
        var layouts: [Int: StateLayout] = [:]
        var bandSizes: [Int: (width: Double, height: Double)] = [:]
        func nameWidth(_ i: Int) -> Double {
            (StateLayout.textWidth(states[i].name, fontSize: StateLayout.stateFontSize) + 24).rounded()
        }
        func leafWidth(_ i: Int) -> Double { StateLayout.stateWidth(states[i].name) }
        func boxSize(_ i: Int) -> (width: Double, height: Double) {
            let content = contentSize(i)
            return (max(content.width, nameWidth(i)), Self.header + content.height)
        }
        func bandSize(_ k: Int) -> (width: Double, height: Double) {
            guard holds(k) else { return (leafWidth(k) + 2 * StateLayout.margin, StateLayout.nodeHeight + 24) }
            let content = contentSize(k)
            return (max(content.width, nameWidth(k)), Self.regionHeader + content.height)
        }
        func contentSize(_ i: Int) -> (width: Double, height: Double) {
            if isParallel(i) {
                if let known = bandSizes[i] { return known }
                let bands = tree.children(of: i).map(bandSize)
                let size = (bands.map(\.width).max() ?? 0, bands.reduce(0) { $0 + $1.height })
                bandSizes[i] = size
                return size
            }
            let layout = levelLayout(i)
            return (layout.width, layout.height)
        }
        func levelLayout(_ key: Int) -> StateLayout {
            if let known = layouts[key] { return known }
            let kids = tree.children(of: key < 0 ? nil : key)
            var sizes: [String: (width: Double, height: Double)] = [:]
            for k in kids where holds(k) { sizes[states[k].name] = boxSize(k) }
            let initial: String
            if key < 0 {
                initial = topName(machine.initial)
            } else {
                initial = tree.initialChild(of: key, machine).map { states[$0].name } ?? states[key].name
            }
            let level = byLevel[key] ?? []
            var pairs: [[String]] = []
            var lanes: [Int] = []
            for entry in level {
                let t = machine.transitions[entry.transition]
                let pair = [t.from, t.to]
                if let lane = pairs.firstIndex(of: pair) {
                    lanes.append(lane)
                } else {
                    lanes.append(pairs.count)
                    pairs.append(pair)
                }
            }
            let sub = MachineCoverage(
                id: machine.id, initial: initial, states: kids.map { states[$0] },
                transitions: level.map { entry in
                    var t = machine.transitions[entry.transition]
                    t.id = TransitionID(machine: t.id.machine, from: entry.from, event: t.event, ordinal: t.ordinal)
                    t.to = entry.to
                    return t
                },
                sneakPaths: machine.sneakPaths)
            let layout = StateLayout(sub, sizes: sizes, lanes: lanes)
            layouts[key] = layout
            return layout
        }
        let root = levelLayout(-1)

        // Placement, top down: every state's box by name, for the transitions' real ends.
        var boxes: [String: Box] = [:]
        var placedLevels: [(key: Int, layout: StateLayout)] = []
        func place(level key: Int, x: Double, y: Double) {
            let layout = levelLayout(key).translated(dx: x, dy: y)
            placedLevels.append((key, layout))
            starts.append(
                Point(
                    x: layout.nodes[layout.initial].x,
                    y: layout.nodes[layout.initial].y - layout.nodes[layout.initial].height / 2))
            for node in layout.nodes {
                let box = StateLayout.box(node)
                boxes[node.name] = box
                if let i = tree.index[node.name], holds(i) {
                    frames.append(Frame(state: i, box: box, isRegion: false))
                    placeContent(of: i, x: box.x, y: box.y + Self.header, width: box.width)
                } else {
                    leaves.append(node)
                }
            }
        }
        func placeContent(of i: Int, x: Double, y: Double, width: Double) {
            guard isParallel(i) else {
                place(level: i, x: x, y: y)
                return
            }
            var top = y
            for (n, k) in tree.children(of: i).enumerated() {
                let band = bandSize(k)
                if n > 0 { separators.append((Point(x: x, y: top), Point(x: x + width, y: top))) }
                let box = Box(x: x, y: top, width: width, height: band.height)
                boxes[states[k].name] = box
                if holds(k) {
                    frames.append(Frame(state: k, box: box, isRegion: true))
                    placeContent(of: k, x: x, y: top + Self.regionHeader, width: width)
                } else {
                    var node = StateLayout.Node(
                        name: states[k].name, status: states[k].status, isFinal: states[k].isFinal)
                    node.width = leafWidth(k)
                    node.x = x + StateLayout.margin + node.width / 2
                    node.y = top + band.height / 2
                    boxes[node.name] = StateLayout.box(node)
                    leaves.append(node)
                }
                top += band.height
            }
        }
        place(level: -1, x: 0, y: 0)

        for (key, layout) in placedLevels {
            let level = byLevel[key] ?? []
            for edge in layout.edges {
                let transitions = edge.transitions.map { level[$0].transition }
                let first = machine.transitions[transitions[0]]
                let from = layout.nodes[edge.from].name
                let to = layout.nodes[edge.to].name
                edges.append(
                    Edge(
                        transitions: transitions, lines: edge.lines,
                        path: Self.path(
                            edge, layout, from: first.from == from ? nil : boxes[first.from],
                            to: first.to == to ? nil : boxes[first.to]),
                        labelAt: edge.labelAt))
            }
        }
        var directPairs: [[String]: Int] = [:]
        for n in direct {
            let t = machine.transitions[n]
            if let e = directPairs[[t.from, t.to]] {
                edges[e].transitions.append(n)
                edges[e].lines.append(StateLayout.line(t))
                continue
            }
            guard let a = boxes[t.from], let b = boxes[t.to] else { continue }
            directPairs[[t.from, t.to]] = edges.count
            let line = StateLayout.line(t)
            let (path, labelAt) = Self.connector(from: a, to: b, label: StateLayout.labelSize([line]))
            edges.append(Edge(transitions: [n], lines: [line], path: path, labelAt: labelAt))
        }
        self.frames = frames
        self.leaves = leaves
        self.starts = starts
        self.separators = separators
        self.edges = edges
        width = root.width
        height = root.height
        self.root = root
    }
}
