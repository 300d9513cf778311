import Conformance
import SpecModel
import SpecOutput
import Traceability

/// A machine as an inline SVG for `coverage.html`, laid out by ``StateLayout``: states as boxes (final states with a
/// double border, the initial state pointed at by a dot), transitions as curves with arrowheads and event labels,
/// self-loops as loops; below a state, a badge of the sneak paths it refused and a line per sneak path it took. Classes
/// name the coverage of each element (`edge covered`, `edge uncovered`, `edge failing`, `sneak-refused`,
/// `sneak-taken`; `state covered` …); the page's style colours them. Each element carries a `title`
/// (a tooltip) with its full text. Transitions between the same two states share a path, drawn in the worst of their
/// statuses (failing, then uncovered), each with its own label line in its own status.
///
/// No `xmlns` and no references outside the page: the SVG lives inside the HTML. Numbers are printed with at most
/// one decimal, so the bytes are the same on every run.
struct SVGStateDiagram {
    let text: String

    /// `index` makes the arrowheads' IDs unique within the page. A statechart (states with parents) is drawn with
    /// its compound states as boxes around their children (``NestedStateLayout``).
    init(_ machine: MachineCoverage, index: Int) {
        let prefix = "d\(index)"
        guard !StateTree.isHierarchical(machine) else {
            text = Self.nested(machine, prefix: prefix)
            return
        }
        text = Self.flat(machine, StateLayout(machine), prefix: prefix)
    }

    /// A flat machine drawn from `layout`.
    static func flat(_ machine: MachineCoverage, _ layout: StateLayout, prefix: String) -> String {
        var out = opening(machine, width: layout.width, height: layout.height, prefix: prefix)
        // The initial state: a dot and an arrow into its top.
        let start = layout.nodes[layout.initial]
        out += self.start(StateLayout.Point(x: start.x, y: start.y - start.height / 2), prefix: prefix)
        for edge in layout.edges {
            out += edgePath(edge.transitions.map { machine.transitions[$0] }, path: path(edge, layout), prefix: prefix)
        }
        for node in layout.nodes { out += state(node) }
        for edge in layout.edges {
            out += edgeLabel(edge.transitions.map { machine.transitions[$0] }, lines: edge.lines, labelAt: edge.labelAt)
        }
        for node in layout.nodes { out += sneaks(node, layout, prefix: prefix) }
        return out + "</svg>\n"
    }

    /// The `<svg>` element's opening, its title and the arrowheads.
    static func opening(_ machine: MachineCoverage, width: Double, height: Double, prefix: String) -> String {
        var out = "<svg class=\"machine\" role=\"img\" width=\"\(n(width))\" height=\"\(n(height))\""
        out += " viewBox=\"0 0 \(n(width)) \(n(height))\" aria-labelledby=\"\(prefix)-title\">\n"
        out += "<title id=\"\(prefix)-title\">\(MarkupEscape.html(summary(machine)))</title>\n<defs>"
        for status in ["initial", "covered", "uncovered", "failing", "sneak-taken"] {
            out +=
                "<marker id=\"\(prefix)-\(status)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\""
            out += " orient=\"auto-start-reverse\"><path class=\"arrow \(status)\" d=\"M0,0 L10,5 L0,10 z\"/></marker>"
        }
        return out + "</defs>\n"
    }

    /// The initial marker: a dot and an arrow down to `tip`, the top middle of the initial state.
    static func start(_ tip: StateLayout.Point, prefix: String) -> String {
        var out = "<g class=\"initial\"><circle cx=\"\(n(tip.x))\" cy=\"\(n(tip.y - 24))\" r=\"5\"/>"
        out +=
            "<path d=\"M\(n(tip.x)),\(n(tip.y - 19)) L\(n(tip.x)),\(n(tip.y - 1))\" marker-end=\"url(#\(prefix)-initial)\"/></g>\n"
        return out
    }

    /// One drawn edge's path, in the worst status of its transitions. Every edge's path is drawn before any label, so
    /// no edge runs over a label.
    static func edgePath(_ transitions: [TransitionCoverage], path: String, prefix: String) -> String {
        let status = worst(transitions.map(\.status)).rawValue
        return "<g class=\"edge \(status)\"><path d=\"\(path)\" marker-end=\"url(#\(prefix)-\(status))\"/></g>\n"
    }

    /// One drawn edge's label (the `edge-label` after the n-th `edge` is the n-th edge's): its box (`label-bg`, a
    /// halo that keeps edges from striking through the text) with `labelAt` its top left corner, then each
    /// transition's rows (wrapped, ``StateLayout/wrap(_:)``) in its own status with the whole text in its tooltip.
    static func edgeLabel(_ transitions: [TransitionCoverage], lines: [String], labelAt: StateLayout.Point) -> String {
        let status = worst(transitions.map(\.status)).rawValue
        let size = StateLayout.labelSize(lines)
        var out = "<g class=\"edge-label \(status)\">"
        out +=
            "<rect class=\"label-bg\" x=\"\(n(labelAt.x))\" y=\"\(n(labelAt.y))\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" rx=\"3\"/>"
        var row = 0
        for (k, t) in transitions.enumerated() {
            var tip = "\(t.from) → \(t.to) on \(t.event)"
            if let g = t.guardExpression { tip += " when \(g)" }
            tip += " (\(t.path) path): " + statusWords(t.status)
            out += "<g class=\"line \(t.status.rawValue)\"><title>\(MarkupEscape.html(tip))</title>"
            for text in StateLayout.wrap(lines[k]) {
                let y = labelAt.y + StateLayout.labelPadding + Double(row) * StateLayout.lineHeight + 11.5
                out +=
                    "<text x=\"\(n(labelAt.x + StateLayout.labelPadding))\" y=\"\(n(y))\">\(MarkupEscape.html(text))</text>"
                row += 1
            }
            out += "</g>"
        }
        return out + "</g>\n"
    }

    /// A state's box (a double border when final) with its name; `note` goes into its tooltip.
    static func state(_ node: StateLayout.Node, note: String = "") -> String {
        let x = node.x - node.width / 2
        let y = node.y - node.height / 2
        var out = "<g class=\"state \(node.status.rawValue)\(node.isFinal ? " final" : "")\"><title>"
        out +=
            MarkupEscape.html("\(node.name)\(node.isFinal ? " (final)" : ""): " + statusWords(node.status) + note)
            + "</title>"
        out +=
            "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(node.width))\" height=\"\(n(node.height))\" rx=\"8\"/>"
        if node.isFinal {
            out +=
                "<rect class=\"inner\" x=\"\(n(x + 3))\" y=\"\(n(y + 3))\" width=\"\(n(node.width - 6))\""
            out += " height=\"\(n(node.height - 6))\" rx=\"6\"/>"
        }
        return out + "<text x=\"\(n(node.x))\" y=\"\(n(node.y + 4.5))\">\(MarkupEscape.html(node.name))</text></g>\n"
    }

    /// Below a state: the badge of the sneak paths it refused, then each sneak path it took (an event the state does
    /// not handle, which the implementation reacted to anyway), then each event it refused without a trace before the
    /// planned continuation diverged (classed `sneak-taken diverged`: the line marks the continuation's step).
    static func sneaks(_ node: StateLayout.Node, _ layout: StateLayout, prefix: String) -> String {
        var out = ""
        if let count = node.sneak, let badge = layout.badge(node) {
            let box = badge.box
            out += "<g class=\"sneak-refused\(count.refused < count.total ? " incomplete" : "")\">"
            out +=
                "<title>\(MarkupEscape.html(refusedWords(node.name, count, taken: node.taken, diverged: node.diverged)))</title>"
            out +=
                "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"\(n(box.height / 2))\"/>"
            out +=
                "<text x=\"\(n(box.x + box.width / 2))\" y=\"\(n(box.y + box.height - 4))\">\(MarkupEscape.html(badge.text))</text></g>\n"
        }
        let tips =
            node.taken.map { "sneak path taken: \(node.name) reacted to \($0), which the spec does not handle there" }
            + node.diverged.map { "\(node.name): " + $0.text + " (something hidden changed)" }
        let classes = node.taken.map { _ in "sneak-taken" } + node.diverged.map { _ in "sneak-taken diverged" }
        for (rank, line) in layout.takenLines(node).enumerated() {
            let (tip, text) = (tips[rank], node.sneakLines[rank])
            out += "<g class=\"\(classes[rank])\"><title>\(MarkupEscape.html(tip))</title>"
            let d = line.arrow.enumerated().map { i, p in (i == 0 ? "M" : "L") + "\(n(p.x)),\(n(p.y))" }.joined(
                separator: " ")
            out += "<path d=\"\(d)\" marker-end=\"url(#\(prefix)-sneak-taken)\"/>"
            out +=
                "<text x=\"\(n(line.text.x))\" y=\"\(n(line.text.y))\">\(MarkupEscape.html(text))</text></g>\n"
        }
        return out
    }

    /// `Idle: 12 of 12 unhandled events sent were refused: the implementation refused every event this state does not
    /// handle`; with the events taken and those declared unsent when there are.
    static func refusedWords(
        _ state: String, _ count: SneakStateCount, taken: [String], diverged: [SneakContinuation] = []
    ) -> String {
        var words =
            "\(state): \(count.refused) of \(count.total) unhandled " + (count.total == 1 ? "event" : "events")
            + " sent "
        words += count.refused == 1 ? "was refused" : "were refused"
        if count.refused == count.total {
            words += ": the implementation refused every event this state does not handle"
        } else {
            if !taken.isEmpty { words += "; sneak paths taken: " + taken.joined(separator: ", ") }
            if !diverged.isEmpty {
                words +=
                    "; refused without a trace, but the planned continuation then diverged: "
                    + diverged.map { "\($0.step) after \($0.event)" }.joined(separator: ", ")
            }
            if taken.isEmpty && diverged.isEmpty { words += "; the others could not be sent" }
        }
        if count.unsent > 0 { words += " (\(count.unsent) declared not sent)" }
        return words
    }

    /// `state diagram of checkout: 5 states, 9 transitions`.
    static func summary(_ machine: MachineCoverage) -> String {
        "state diagram of \(machine.id): \(machine.states.count) states, \(machine.transitions.count) transitions"
    }

    /// The status an edge of several transitions is drawn in: failing before uncovered before covered.
    static func worst(_ statuses: [ElementCoverage]) -> ElementCoverage {
        statuses.contains(.failing) ? .failing : statuses.contains(.uncovered) ? .uncovered : .covered
    }

    static func statusWords(_ status: ElementCoverage) -> String {
        switch status {
        case .covered: "covered by a passing check"
        case .uncovered: "no check reached it"
        case .failing: "reached only by failing checks"
        }
    }

    /// The path of an edge: curves with vertical tangents through its points (straight where two points stand one above
    /// the other, beside a label); a loop on the left of its state.
    static func path(_ edge: StateLayout.Edge, _ layout: StateLayout) -> String {
        let p = edge.points
        switch edge.shape {
        case .selfLoop:
            let node = layout.nodes[edge.from]
            let x = node.x - node.width / 2
            let reach = StateLayout.loopReach
            return
                "M\(n(x)),\(n(node.y - 8)) C\(n(x - reach)),\(n(node.y - 24)) \(n(x - reach)),\(n(node.y + 24)) \(n(x)),\(n(node.y + 8))"
        case .between:
            var d = "M\(n(p[0].x)),\(n(p[0].y))"
            for i in 1..<p.count {
                let a = p[i - 1]
                let b = p[i]
                if a.x == b.x {
                    d += " L\(n(b.x)),\(n(b.y))"
                    continue
                }
                let mid = (a.y + b.y) / 2
                d += " C\(n(a.x)),\(n(mid)) \(n(b.x)),\(n(mid)) \(n(b.x)),\(n(b.y))"
            }
            return d
        }
    }

    /// A coordinate with at most one decimal: `12`, `12.5`, `-3.2`.
    static func n(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        return sign + String(whole) + (fraction == 0 ? "" : "." + String(fraction))
    }
}
