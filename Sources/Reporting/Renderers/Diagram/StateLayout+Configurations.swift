import SpecModel
import Traceability

/// Sneak paths of a statechart are counted per flat state of its machine of configurations: a configuration's text
/// (`Playing + Muted`, ``StateConfiguration``), with ` [2]` after it when two flat states differ only in what their
/// history states remember. The diagram draws them on the leaves: each leaf's badge sums the sneak paths sent while it
/// was active, and a sneak path taken (or a diverged continuation) is drawn under every leaf of its configuration.
extension StateLayout {
    /// The nodes a sneak count's `state` stands for: the node of that name, or else the leaves its configuration
    /// text names (a variant's ` [n]` suffix dropped) that this level draws.
    static func nodes(for state: String, in index: [String: Int]) -> [Int] {
        if let i = index[state] { return [i] }
        var text = Substring(state)
        if text.hasSuffix("]"), let open = text.lastIndex(of: "["), text[..<open].hasSuffix(" "),
            text[text.index(after: open)..<text.index(before: text.endIndex)].allSatisfy(\.isNumber)
        {
            text = text[..<text.index(before: open)]
        }
        if let i = index[String(text)] { return [i] }
        return StateConfiguration.leaves(String(text)).compactMap { index[$0] }.sorted()
    }

    /// `count` added to what `node` already holds: the sums of every configuration the node was active in.
    static func adding(_ count: SneakStateCount, to node: inout Node) {
        guard var sum = node.sneak else {
            node.sneak = SneakStateCount(
                state: node.name, refused: count.refused, total: count.total, unsent: count.unsent)
            return
        }
        sum.refused += count.refused
        sum.total += count.total
        sum.unsent += count.unsent
        node.sneak = sum
    }
}
