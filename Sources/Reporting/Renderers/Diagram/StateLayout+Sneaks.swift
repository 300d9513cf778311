import Traceability

/// What a ``StateLayout`` draws below a state: the badge of the sneak paths it refused (`⊘ 12/12 refused`), then a
/// line per sneak path it took (`✗ start`), each with an arrow from the state's lower right corner. The room they take
/// is reserved below the state, so the next state of the column, the labels and the drawing's edges keep clear of it.
extension StateLayout {
    static let badgeHeight = 16.0
    /// From the state's bottom to the badge's top.
    static let badgeGap = 4.0
    /// From the state's bottom (or the badge's) to the first taken line's baseline.
    static let takenDrop = 22.0
    /// From a state's right edge to where its taken lines' text starts.
    static let takenIndent = 12.0

    /// A box: its left, top, width and height.
    struct Box: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        func overlaps(_ other: Box) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    /// The badge's text: the counts with "refused" when that fits within the state's width, else the counts alone
    /// (the badge's tooltip has the words).
    static func badgeText(_ count: SneakStateCount, fitting width: Double) -> String {
        let full = "⊘ \(count.refused)/\(count.total) refused"
        return labelWidth(full) + 10 <= width - 8 ? full : "⊘ \(count.refused)/\(count.total)"
    }

    /// A taken sneak path's line.
    static func takenLine(_ event: String) -> String { "✗ " + clip(event) }

    /// The badge of `node`'s refused sneak paths, centred below it; nil when no sneak path was sent to it.
    func badge(_ node: Node) -> (box: Box, text: String)? {
        guard let count = node.sneak, count.total > 0 else { return nil }
        let text = Self.badgeText(count, fitting: node.width)
        let width = Self.labelWidth(text) + 10
        return (Box(x: node.x - width / 2, y: node.y + node.height / 2 + Self.badgeGap, width: width, height: Self.badgeHeight), text)
    }

    /// Where each of `node`'s taken sneak paths is drawn: its arrow from the state's lower right corner to `arrowTo`,
    /// its line's text starting at `text` (a baseline), one line height apart.
    func takenLines(_ node: Node) -> [(arrowFrom: Point, arrowTo: Point, text: Point)] {
        let right = node.x + node.width / 2, bottom = node.y + node.height / 2
        let first = bottom + (badge(node) == nil ? 0 : Self.badgeGap + Self.badgeHeight) + Self.takenDrop
        return node.taken.indices.map { rank in
            let baseline = first + Double(rank) * Self.lineHeight
            return (Point(x: right - 4, y: bottom), Point(x: right + Self.takenIndent - 4, y: baseline - 4),
                Point(x: right + Self.takenIndent, y: baseline))
        }
    }

    /// The room below `node`'s box that its badge and taken lines need (0 without either).
    static func below(_ node: Node) -> Double {
        let badge = (node.sneak?.total ?? 0) > 0 ? badgeGap + badgeHeight : 0
        return badge + (node.taken.isEmpty ? 0 : takenDrop + Double(node.taken.count - 1) * lineHeight + 4)
    }

    /// The width of `node`'s widest taken line (0 without one).
    static func takenWidth(_ node: Node) -> Double { node.taken.map { labelWidth(takenLine($0)) }.max() ?? 0 }

    /// The box around everything drawn below `node` (its badge, its taken lines and their arrows); nil when nothing is.
    func belowBox(_ node: Node) -> Box? {
        let room = Self.below(node)
        guard room > 0 else { return nil }
        let bottom = node.y + node.height / 2
        let left = min(badge(node)?.box.x ?? node.x, node.x + node.width / 2 - 4)
        let right = max(badge(node).map { $0.box.x + $0.box.width } ?? node.x, node.x + node.width / 2 + Self.takenIndent + Self.takenWidth(node))
        return Box(x: left, y: bottom, width: right - left, height: room)
    }
}
