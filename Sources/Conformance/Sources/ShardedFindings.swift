import SpecModel

/// Findings of a check source besides its checks that a shard file carries (under ``shardKey``) and a merge puts
/// back together.
protocol ShardedFindings: Sendable {
    /// The shard file's key for this part.
    static var shardKey: String { get }
    /// The key tables of the part's objects (each a `$defs` entry of `Spec/schema/shard.schema.json`).
    static var shardTables: [KeySpec] { get }
    /// The part of `findings` a shard file carries, in run order.
    static func shardJSON(_ findings: RunFindings) -> JSONValue
    /// Reads the part back from a shard file's `reader` into `findings`; `unit` reads and checks a `unit` key.
    static func decode(_ reader: ObjectReader, unit: (ObjectReader) -> Int?, into findings: inout RunFindings)
    /// Puts the parts of `shards` into `run`, the run planned again without executing (its checks are the shards').
    static func merge(_ shards: [RunFindings], into run: inout ConformanceRun, bundle: SpecBundle)
}
