import Conformance
import Traceability

/// What a ``StateLayout`` draws on the right of a state: the badge of the sneak paths it refused (`⊘ 12/12`), then a
/// line per sneak path it took (`✗ start`) and per refused event whose continuation diverged (`refund ✓, then coin ✗`),
/// each an arrow off a rail that runs down from the state's right side. The room they take (the state's annex) is
/// part of the state's slot, so other states, edges' labels and points keep clear of it.
extension StateLayout {
    static let badgeHeight = 16.0
    /// From the state's right side to the annex.
    static let annexGap = 8.0
    /// From the badge's bottom to the first taken line's top.
    static let badgeGap = 4.0
    /// From the rail to where a taken line's text starts (the arrow takes the first 10).
    static let takenIndent = 14.0

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

    /// The badge's text, `⊘ 12/12`: refused of sent (the legend says so; the badge's tooltip has the words).
    static func badgeText(_ count: SneakStateCount) -> String { "⊘ \(count.refused)/\(count.total)" }

    /// A taken sneak path's line.
    static func takenLine(_ event: String) -> String { "✗ " + clip(event) }

    /// The line of an event refused without a trace before the planned continuation diverged: the refused event
    /// passes, the continuation's step is what is marked (`refund ✓, then coin ✗`).
    static func divergedLine(_ continuation: SneakContinuation) -> String {
        clip(continuation.event) + " ✓, then " + clip(continuation.step) + " ✗"
    }

    /// The width of `node`'s badge (0 without one).
    static func badgeWidth(_ node: Node) -> Double {
        guard let count = node.sneak, count.total > 0 else { return 0 }
        return labelWidth(badgeText(count)) + 10
    }

    /// The badge of `node`'s refused sneak paths, at the top of its annex; nil when no sneak path was sent to it.
    func badge(_ node: Node) -> (box: Box, text: String)? {
        guard let count = node.sneak, count.total > 0 else { return nil }
        return (
            Box(
                x: node.x + node.width / 2 + Self.annexGap, y: node.y - node.height / 2, width: Self.badgeWidth(node),
                height: Self.badgeHeight),
            Self.badgeText(count)
        )
    }

    /// Each of `node`'s taken sneak paths: its arrow's points (from the state's right side, down the rail, then right)
    /// and where its line's text starts (a baseline), one line height apart.
    func takenLines(_ node: Node) -> [(arrow: [Point], text: Point)] {
        let right = node.x + node.width / 2
        let top = node.y - node.height / 2
        let bottom = node.y + node.height / 2
        let rail = right + Self.annexGap
        let first = top + (badge(node) == nil ? 0 : Self.badgeHeight + Self.badgeGap) + Self.lineHeight - 3
        return node.sneakLines.indices.map { rank in
            let baseline = first + Double(rank) * Self.lineHeight
            let y = baseline - 4
            let leave = min(y, bottom - 4)
            let arrow = [
                Point(x: right, y: leave), Point(x: rail, y: leave), Point(x: rail, y: y),
                Point(x: rail + Self.takenIndent - 4, y: y),
            ]
            return (arrow, Point(x: rail + Self.takenIndent, y: baseline))
        }
    }

    /// The width of `node`'s annex from its right side (0 without badge or lines).
    static func annexWidth(_ node: Node) -> Double {
        let lines = node.sneakLines.map(labelWidth).max().map { $0 + takenIndent } ?? 0
        let widest = max(badgeWidth(node), lines)
        return widest == 0 ? 0 : annexGap + widest + 4
    }

    /// The height of `node`'s annex from its top (0 without badge or lines).
    static func annexHeight(_ node: Node) -> Double {
        let badge = (node.sneak?.total ?? 0) > 0 ? badgeHeight + badgeGap : 0
        let lines = node.sneakLines.count
        return badge + (lines == 0 ? 0 : Double(lines) * lineHeight + 4)
    }

    /// The box of everything drawn on `node`'s right (its badge, its taken lines and their arrows); nil when nothing is.
    func annexBox(_ node: Node) -> Box? {
        let width = Self.annexWidth(node)
        guard width > 0 else { return nil }
        return Box(
            x: node.x + node.width / 2, y: node.y - node.height / 2, width: width, height: Self.annexHeight(node))
    }
}
