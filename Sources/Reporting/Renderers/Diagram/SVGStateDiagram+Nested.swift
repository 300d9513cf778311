import SpecOutput
import Traceability

/// A statechart as an inline SVG, laid out by ``NestedStateLayout``: a compound state is a box with its name in a
/// header around its children (with their own initial dot), a parallel state a box whose regions are bands separated
/// by dashed lines; atomic and final states, transitions and sneak paths are drawn as in a flat machine, each
/// transition between the states it really leaves and enters. Boxes and bands take the class of their coverage
/// (`state compound covered`, `state parallel uncovered`, `state region failing`); the page's style colours them.
/// The dashed separators and the regions' borderless bands are styled inline, so a page without statecharts is
/// unchanged.
extension SVGStateDiagram {
    static func nested(_ machine: MachineCoverage, prefix: String) -> String {
        let layout = NestedStateLayout(machine)
        let tree = StateTree(machine)
        var notes: [String: String] = [:]
        for (i, reason) in tree.misplaced { notes[machine.states[i].name] = " (drawn at the top level: \(reason))" }
        var out = opening(machine, width: layout.width, height: layout.height, prefix: prefix)
        for frame in layout.frames {
            let state = machine.states[frame.state]
            out += self.frame(
                frame, state, tree.children(of: frame.state).map { machine.states[$0].name },
                parent: tree.parent[frame.state].map { machine.states[$0].name }, note: notes[state.name] ?? "")
        }
        for line in layout.separators {
            out +=
                "<line class=\"region-separator\" x1=\"\(n(line.from.x))\" y1=\"\(n(line.from.y))\" x2=\"\(n(line.to.x))\" y2=\"\(n(line.to.y))\""
            out += " stroke=\"#57606a\" stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>\n"
        }
        for tip in layout.starts { out += start(tip, prefix: prefix) }
        for edge in layout.edges {
            out += edgePath(edge.transitions.map { machine.transitions[$0] }, path: edge.path, prefix: prefix)
        }
        for node in layout.leaves { out += state(node, note: notes[node.name] ?? "") }
        for edge in layout.edges {
            out += edgeLabel(edge.transitions.map { machine.transitions[$0] }, lines: edge.lines, labelAt: edge.labelAt)
        }
        for node in layout.leaves { out += sneaks(node, layout.root, prefix: prefix) }
        return out + "</svg>\n"
    }

    /// A compound or parallel state's box with its name in the header, or a region's borderless band with its name
    /// in the upper left corner.
    static func frame(
        _ frame: NestedStateLayout.Frame, _ state: StateCoverage, _ children: [String], parent: String?, note: String
    ) -> String {
        let box = frame.box
        let kind = frame.isRegion ? "region" : state.kind == .parallel ? "parallel" : "compound"
        var what: String
        switch kind {
        case "region": what = "a region of \(parent ?? "?")"
        case "parallel": what = "parallel: regions " + children.joined(separator: ", ") + ", all active at once"
        default: what = "compound: " + children.joined(separator: ", ")
        }
        if frame.isRegion && state.kind == .parallel {
            what += "; parallel: regions " + children.joined(separator: ", ")
        }
        var out = "<g class=\"state \(kind) \(state.status.rawValue)\"><title>"
        out += MarkupEscape.html("\(state.name) (\(what)): " + statusWords(state.status) + note) + "</title>"
        out += "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\""
        if frame.isRegion {
            out += " style=\"stroke: none; fill-opacity: 0.45\"/>"
            out +=
                "<text x=\"\(n(box.x + 8))\" y=\"\(n(box.y + 13))\" style=\"text-anchor: start; font-size: 12px\">"
        } else {
            out += " rx=\"10\"/><text x=\"\(n(box.x + box.width / 2))\" y=\"\(n(box.y + 15))\">"
        }
        return out + MarkupEscape.html(state.name) + "</text></g>\n"
    }
}
