/// A geometric check of the state diagrams in `coverage.html`, read from the emitted SVG alone (not from the layout
/// that produced it): every label's box (a transition's text, a taken sneak path's line, a refused-sneak-path badge)
/// overlaps no other label and no state's box, and every element lies inside the SVG's `viewBox`.
///
/// A text's box is estimated conservatively from its characters and font size: 0.62 em per ASCII character (the
/// page's monospace fonts advance 0.55–0.6 em), 1 em per other character (arrows and marks may come from a wider
/// fallback font); from 0.9 em above its baseline to 0.3 em below (1.2 em tall). States' names are 13 px, every other
/// text 12 px (the page's style). A path's box holds all its points, control points included (a Bézier curve lies
/// inside the hull of its control points).
package enum DiagramGeometry {
    package struct Box: Equatable, CustomStringConvertible {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        package init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        package func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }

        /// Inside `outer`, allowing half a pixel for rounding.
        package func isInside(_ outer: Box) -> Bool {
            x >= outer.x - 0.5 && y >= outer.y - 0.5 && x + width <= outer.x + outer.width + 0.5
                && y + height <= outer.y + outer.height + 0.5
        }

        package var description: String { "(\(x), \(y), \(width)×\(height))" }
    }

    /// What one diagram holds, and what is wrong with it.
    package struct Figures {
        package var machine = ""
        package var width = 0.0
        package var height = 0.0
        package var labels = 0
        /// Pairs of labels whose boxes overlap.
        package var labelOverlaps: [String] = []
        /// Labels overlapping a state's box.
        package var stateOverlaps: [String] = []
        /// Elements reaching outside the viewBox.
        package var outside: [String] = []

        package var problems: [String] {
            labelOverlaps.map { "\(machine): labels overlap: \($0)" }
                + stateOverlaps.map { "\(machine): a label overlaps a state: \($0)" }
                + outside.map { "\(machine): outside the viewBox: \($0)" }
        }
    }

    package static func textWidth(_ text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0.0) { $0 + ($1.isASCII ? 0.62 : 1.0) } * fontSize
    }

    /// The figures of every `<svg class="machine">` in `page` (a whole `coverage.html`, or one SVG).
    package static func check(page: String) throws -> [Figures] {
        let root = try XMLTree.parse(page).get()
        let svgs = root.name == "svg" ? [root] : root.all("svg", classes: ["machine"])
        return svgs.map(check(svg:))
    }

    static func number(_ element: XMLTree, _ name: String) -> Double { Double(element.attributes[name] ?? "") ?? 0 }

    static func rect(_ element: XMLTree) -> Box {
        Box(
            x: number(element, "x"), y: number(element, "y"), width: number(element, "width"),
            height: number(element, "height"))
    }

    /// A text's box: anchored at its start inside a transition's label, a taken sneak path or with an inline
    /// `text-anchor: start`, else at its middle.
    static func textBox(_ text: XMLTree, fontSize: Double, start: Bool) -> Box {
        let width = textWidth(text.text, fontSize: fontSize)
        let x = number(text, "x")
        return Box(
            x: start ? x : x - width / 2, y: number(text, "y") - 0.9 * fontSize, width: width, height: 1.2 * fontSize)
    }

    /// The box around a path's points (control points included).
    static func pathBox(_ d: String) -> Box? {
        var numbers: [Double] = []
        var current = ""
        for c in d {
            if c.isNumber || c == "." || (c == "-" && current.isEmpty) {
                current.append(c)
            } else {
                if let v = Double(current) { numbers.append(v) }
                current = c == "-" ? "-" : ""
            }
        }
        if let v = Double(current) { numbers.append(v) }
        guard numbers.count >= 2 else { return nil }
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Box(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    package static func check(svg: XMLTree) -> Figures {
        var figures = Figures()
        figures.machine = svg.all("title").first?.text ?? "?"
        let view = (svg.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        let bounds =
            view.count == 4
            ? Box(x: view[0], y: view[1], width: view[2], height: view[3]) : Box(x: 0, y: 0, width: 0, height: 0)
        figures.width = bounds.width
        figures.height = bounds.height
        var states: [(String, Box)] = []
        var labels: [(String, Box)] = []
        var texts: [ObjectIdentifier: Box] = [:]
        for g in svg.all("g") {
            let classes = g.classes
            for t in g.children where t.name == "text" {
                let start =
                    classes.contains("line") || classes.contains("sneak-taken")
                    || (t.attributes["style"] ?? "").contains("text-anchor: start")
                texts[ObjectIdentifier(t)] = textBox(t, fontSize: classes.contains("state") ? 13 : 12, start: start)
            }
            if classes.contains("state"), classes.isDisjoint(with: ["compound", "parallel", "region"]),
                let r = g.children.first(where: { $0.name == "rect" })
            {
                states.append((g.all("text").first?.text ?? "?", rect(r)))
            }
            if classes.contains("line") || classes.contains("sneak-taken") {
                for t in g.children where t.name == "text" {
                    labels.append((t.text, textBox(t, fontSize: 12, start: true)))
                }
            }
            if classes.contains("sneak-refused"), let r = g.children.first(where: { $0.name == "rect" }) {
                labels.append((g.all("text").first?.text ?? "badge", rect(r)))
            }
        }
        figures.labels = labels.count
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] where a.1.overlaps(b.1) {
                figures.labelOverlaps.append("\"\(a.0)\" \(a.1) and \"\(b.0)\" \(b.1)")
            }
            for s in states where a.1.overlaps(s.1) {
                figures.stateOverlaps.append("\"\(a.0)\" \(a.1) and state \(s.0) \(s.1)")
            }
        }
        for element in svg.descendants {
            var box: Box?
            switch element.name {
            case "rect": box = rect(element)
            case "circle":
                let r = number(element, "r")
                box = Box(x: number(element, "cx") - r, y: number(element, "cy") - r, width: 2 * r, height: 2 * r)
            case "line":
                let (x1, y1, x2, y2) = (
                    number(element, "x1"), number(element, "y1"), number(element, "x2"), number(element, "y2")
                )
                box = Box(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
            case "path": box = element.attributes["d"].flatMap(pathBox)
            case "text": box = texts[ObjectIdentifier(element)]
            default: box = nil
            }
            // Arrowheads' paths are drawn in their marker's own coordinates.
            if let box, !box.isInside(bounds), !isInsideMarker(element, svg) {
                figures.outside.append("\(element.name) \(box)")
            }
        }
        return figures
    }

    static func isInsideMarker(_ element: XMLTree, _ svg: XMLTree) -> Bool {
        svg.all("marker").contains { marker in marker.descendants.contains { $0 === element } }
    }
}
