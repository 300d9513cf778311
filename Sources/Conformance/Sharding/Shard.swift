/// One of `count` deterministic slices of a product's checks: `check --shard index/count` runs it, and `merge` puts
/// the slices back together.
///
/// The runner numbers its **units of work** in the order an unsharded run takes them: each planned path, each guard
/// boundary case and each sneak state of every machine (machines by ID), each scenario, each decision table (all
/// its rules' checks come from one pass over its combinations), each contract (its valid and invalid inputs share
/// the valid input's verdict), each limit, each output (its invariants share the generated inputs), each payload
/// value and each rule check. Unit `k` (0-based) belongs to shard `k % count + 1`. Planning is the same in every
/// shard, so every shard numbers the same units; dealing them out in turn spreads each machine's paths, and each
/// kind of check, evenly over the shards. Event checks are no unit: every shard tallies the events its units
/// emitted, and the event checks are made from the sum of the tallies.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based: `1 ... count`.
    package var index: Int
    /// How many shards the checks are dealt into (at least 1).
    package var count: Int

    /// A shard, or nil unless `1 <= index <= count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Shard 1 of 1: all the checks (an unsharded run).
    package static let whole = Shard(index: 1, ofAtLeastOne: 1)

    private init(index: Int, ofAtLeastOne count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `i/n` (`2/4`): nil unless both are decimal integers with `1 <= i <= n`.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether unit `unit` (0-based, in run order) is this shard's.
    package func includes(unit: Int) -> Bool { unit % count == index - 1 }

    /// `2/4`.
    package var description: String { "\(index)/\(count)" }
}
