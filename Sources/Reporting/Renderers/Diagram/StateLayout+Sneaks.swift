import Conformance
import Traceability

/// What a ``StateLayout`` draws below a state: the badge of the sneak paths it refused (`⊘ 12/12`), then a line per
/// sneak path it took (`✗ start`) and per refused event whose continuation diverged (`refund ✓, then coin ✗`), each an arrow off a rail that runs down from the state's lower right corner. The
/// room they take is reserved below the state, so the next state of the column and the edges' labels keep clear of it.
extension StateLayout {
    static let badgeHeight = 16.0
    /// From the state's bottom to the badge's top.
    static let badgeGap = 4.0
    /// From the state's bottom (or the badge's) to the first taken line's baseline.
    static let takenDrop = 22.0
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

    /// The badge of `node`'s refused sneak paths, centred below it; nil when no sneak path was sent to it.
    func badge(_ node: Node) -> (box: Box, text: String)? {
        guard let count = node.sneak, count.total > 0 else { return nil }
        let width = Self.badgeWidth(node)
        return (
            Box(
                x: node.x - width / 2, y: node.y + node.height / 2 + Self.badgeGap, width: width,
                height: Self.badgeHeight),
            Self.badgeText(count)
        )
    }

    /// Where the rail of `node`'s taken sneak paths runs, from its right edge: just inside the corner, or right of a
    /// badge wider than the state.
    static func railOffset(_ node: Node) -> Double { max(-4, (badgeWidth(node) - node.width) / 2 + 4) }

    /// Each of `node`'s taken sneak paths: its arrow's points (from the state's lower right corner, down the rail, then
    /// right) and where its line's text starts (a baseline), one line height apart.
    func takenLines(_ node: Node) -> [(arrow: [Point], text: Point)] {
        let right = node.x + node.width / 2
        let bottom = node.y + node.height / 2
        let rail = right + Self.railOffset(node)
        let first = bottom + (badge(node) == nil ? 0 : Self.badgeGap + Self.badgeHeight) + Self.takenDrop
        return node.sneakLines.indices.map { rank in
            let baseline = first + Double(rank) * Self.lineHeight
            let arrow = [
                Point(x: right - 4, y: bottom), Point(x: rail, y: bottom + Self.badgeGap),
                Point(x: rail, y: baseline - 4),
                Point(x: rail + Self.takenIndent - 4, y: baseline - 4),
            ]
            return (arrow, Point(x: rail + Self.takenIndent, y: baseline))
        }
    }

    /// The room below `node`'s box that its badge and taken lines need (0 without either).
    static func below(_ node: Node) -> Double {
        let badge = (node.sneak?.total ?? 0) > 0 ? badgeGap + badgeHeight : 0
        let lines = node.sneakLines.count
        return badge + (lines == 0 ? 0 : takenDrop + Double(lines - 1) * lineHeight + 4)
    }

    /// How far right of `node`'s right edge its taken lines reach (0 without one).
    static func takenReach(_ node: Node) -> Double {
        guard let widest = node.sneakLines.map(labelWidth).max() else { return 0 }
        return railOffset(node) + takenIndent + widest
    }

    /// The box around everything drawn below `node` (its badge, its taken lines and their arrows); nil when nothing is.
    func belowBox(_ node: Node) -> Box? {
        let room = Self.below(node)
        guard room > 0 else { return nil }
        let right = node.x + node.width / 2
        let bottom = node.y + node.height / 2
        let badge = badge(node)?.box
        let left = min(badge?.x ?? right - 4, node.sneakLines.isEmpty ? node.x : right - 4)
        let far = max(badge.map { $0.x + $0.width } ?? right, right + Self.takenReach(node))
        return Box(x: left, y: bottom, width: far - left, height: room)
    }
}
