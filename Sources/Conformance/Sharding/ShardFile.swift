import SpecModel

/// What one shard of a product's checks leaves for the merge: `<out>/<product>/shard-<i>-of-<n>.json` (schema:
/// `Spec/schema/shard.schema.json`).
///
/// It holds every result the shard's units of work gave (see ``Shard``): their checks, the events they emitted
/// (tallied per name, so the event checks are made once from every shard's tally), the payload values they could
/// not drive, and the decision tables' summaries, each with its unit. Plans are not carried: the merge plans again
/// from the same inputs, which gives the same plans, diagnostics and units (`units` says how many and `unitDigest`
/// which, in order, so a merge whose plan differs, with other subjects or rule checks, is refused). `inputs` is the digest of the product's spec and traceability
/// files and `generatorVersion` the tool's version: a merge accepts only shards of its own inputs and version.
///
/// Written with ``jsonValue`` through `JSONWriter` (keys sorted, collections in run order or sorted), so the same
/// shard of the same inputs gives the same bytes; read back strictly with ``decode(_:file:)``.
package struct ShardFile: Sendable {
    /// The format version this engine writes and reads.
    package static let formatVersion = 1

    package var product: String
    package var shard: Shard
    /// The version of the tool that ran the shard.
    package var generatorVersion: String
    /// The digest of the inputs the shard ran on (`sha256:<hex>`).
    package var inputs: String
    /// The units of work planned (all shards').
    package var units: Int
    /// The digest of the planned units' keys in order (`fnv1a64:<hex>`), the same in every shard of one run.
    package var unitDigest: String
    /// The checks the shard's units gave, sorted by ID; never the event checks, which only the whole run can make.
    package var checks: [CheckResult]
    /// What the shard's units found besides checks: the parts of ``CheckSources/sharded`` (what they emitted, the
    /// payload values they did not drive, the decision tables' summaries).
    var findings: RunFindings

    /// The file of `run`, a sharded run (an unsharded run is shard 1 of 1).
    package init(run: ConformanceRun, generatorVersion: String, inputs: String) {
        self.init(
            product: run.product, shard: run.shard ?? Shard.whole, generatorVersion: generatorVersion, inputs: inputs,
            units: run.units, unitDigest: run.unitDigest, checks: run.checks.filter { $0.kind != .event },
            findings: run.findings)
    }

    init(
        product: String, shard: Shard, generatorVersion: String, inputs: String, units: Int, unitDigest: String,
        checks: [CheckResult],
        findings: RunFindings
    ) {
        self.product = product
        self.shard = shard
        self.generatorVersion = generatorVersion
        self.inputs = inputs
        self.units = units
        self.unitDigest = unitDigest
        self.checks = checks
        self.findings = findings
    }

    /// The file's name in its product's folder: `shard-2-of-4.json`.
    package static func name(_ shard: Shard) -> String { "shard-\(shard.index)-of-\(shard.count).json" }

    /// Whether `name` is a shard file's name (`shard-<i>-of-<n>.json`), whatever its numbers.
    package static func isShardName(_ name: String) -> Bool { name.hasPrefix("shard-") && name.hasSuffix(".json") }
}
