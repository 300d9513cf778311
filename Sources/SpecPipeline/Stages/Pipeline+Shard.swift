import Conformance
import Foundation
import Reporting
import SpecModel
import StateMachine

extension Pipeline {
    /// Runs one slice of the checks of `product` (see `Shard`): every shard plans the same units of work and runs the
    /// units dealt to it. Pure, like ``verify(_:subjects:checks:)``; event checks are made from this slice's
    /// emissions only (the merge makes them again from every slice's).
    package static func verify(
        _ product: PreparedProduct, subjects: SubjectRegistry, checks: RuleCheckRegistry, shard: Shard,
        limits: PlannerLimits = PlannerLimits()
    ) -> ConformanceRun {
        var runner = ConformanceRunner(subjects: subjects, rules: checks)
        runner.limits = limits
        runner.selection.shard = shard
        return runner.run(product.bundle, scenarios: product.scenarios)
    }

    /// The digest of the inputs `preparation` read for `product` (its spec and traceability files), `sha256:<hex>`:
    /// what a shard file records and a merge compares.
    package static func inputDigest(of product: PreparedProduct, in preparation: Preparation, _ project: Project)
        -> String
    {
        InputDigest.of(product: product.product, sources: preparation.sources, project: project)
    }

    /// Writes the shard file of `run` atomically into `folder` (`shard-<i>-of-<n>.json`); returns its path.
    @discardableResult
    package static func writeShard(
        _ run: ConformanceRun, inputs: String, version: String, into folder: String, _ project: Project
    ) throws -> String {
        let file = ShardFile(run: run, generatorVersion: version, inputs: inputs)
        let rendered = RenderedReport(
            fileName: ShardFile.name(file.shard), contents: String(decoding: file.bytes, as: UTF8.self))
        return try write([rendered], into: folder, project)[0]
    }

    /// Reads the shard files of `product` from `folder` (every `shard-*.json`) and verifies that they are one
    /// complete set of this product's run: each file decodes, names the product, was written by `version` from the
    /// inputs whose digest is `inputs`, and the shards are `1 ... n` of one `n`, each once. Every problem is a
    /// diagnostic (`merge.*`, or `shard.*` for a file that does not decode) naming the file; the set is nil then.
    package static func readShards(
        of product: PreparedProduct, from folder: String, inputs: String, version: String, _ project: Project
    ) -> (shards: [LocatedShard]?, diagnostics: [Diagnostic]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: project.resolve(folder))) ?? []
        let paths = names.filter(ShardFile.isShardName).sorted().map { folder + "/" + $0 }
        guard !paths.isEmpty else {
            return (
                nil,
                [
                    .error(
                        "merge.no-shards", "no shard files (shard-<i>-of-<n>.json) for product \"\(product.product)\"",
                        file: folder)
                ]
            )
        }
        var diagnostics: [Diagnostic] = []
        var shards: [LocatedShard] = []
        var unread: Set<String> = []
        for path in paths {
            guard let bytes = project.read(path) else {
                diagnostics.append(.error("merge.unreadable-shard", "cannot read the shard file", file: path))
                unread.insert(path)
                continue
            }
            let decoded = ShardFile.decode(bytes, file: path)
            diagnostics += decoded.diagnostics
            guard let file = decoded.value else {
                unread.insert(path)
                continue
            }
            var problems: [String] = []
            if file.product != product.product {
                problems.append("it is a shard of product \"\(file.product)\", not \"\(product.product)\"")
            }
            if file.generatorVersion != version {
                problems.append(
                    "it was written by specconform \(file.generatorVersion), and this is \(version); run every shard with one version"
                )
            }
            if file.inputs != inputs {
                problems.append(
                    "it was run on other inputs than the spec and traceability files of \"\(product.product)\" here (digest \(file.inputs), here \(inputs))"
                )
            }
            if problems.isEmpty {
                shards.append(LocatedShard(path: path, file: file))
            } else {
                let code =
                    file.product != product.product
                    ? "merge.wrong-product"
                    : file.generatorVersion != version ? "merge.version-mismatch" : "merge.input-mismatch"
                diagnostics.append(.error(code, problems.joined(separator: "; "), file: path))
            }
        }
        diagnostics += completeness(shards, product: product.product, folder: folder, unread: unread)
        let sorted = diagnostics.sorted()
        return (sorted.hasErrors ? nil : shards.sorted { $0.file.shard.index < $1.file.shard.index }, sorted)
    }

    /// Whether `shards` are `1 ... n` of one `n`, each once. A shard whose file is there under its name but could not be
    /// read (`unread`) is reported as that file's problem, not as missing.
    static func completeness(_ shards: [LocatedShard], product: String, folder: String, unread: Set<String>)
        -> [Diagnostic]
    {
        guard !shards.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        // The count most files agree on (the largest on a tie) is the set's; every other file is out of place.
        var votes: [Int: Int] = [:]
        for shard in shards { votes[shard.file.shard.count, default: 0] += 1 }
        guard let count = votes.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key else { return diagnostics }
        var byIndex: [Int: [String]] = [:]
        for shard in shards {
            if shard.file.shard.count != count {
                diagnostics.append(
                    .error(
                        "merge.mixed-shard-counts",
                        "shard \(shard.file.shard) belongs to a run in \(shard.file.shard.count) shards, and the other files to one in \(count); "
                            + "remove the files of the other run", file: shard.path))
            } else {
                byIndex[shard.file.shard.index, default: []].append(shard.path)
            }
        }
        for index in 1...count {
            let paths = byIndex[index] ?? []
            guard let shard = Shard(index: index, count: count) else { preconditionFailure("1 <= index <= count") }
            let expected = folder + "/" + ShardFile.name(shard)
            if paths.isEmpty, !unread.contains(expected) {
                diagnostics.append(
                    .error(
                        "merge.missing-shard", "shard \(index)/\(count) of product \"\(product)\" is missing",
                        file: expected))
            }
            for path in paths.dropFirst() {
                diagnostics.append(
                    .error("merge.duplicate-shard", "shard \(index)/\(count) is also in \(paths[0])", file: path))
            }
        }
        return diagnostics
    }

    /// The run of `product` put together from a complete set of its shards (see ``readShards(of:from:inputs:version:_:)``):
    /// planned again, no check run, the shards' results put in. A shard that planned another number of units of work
    /// or other units than this merge plans (a tool with other subjects or rule checks, or other planner `limits`) is a
    /// `merge.plan-mismatch` error, and the run nil.
    package static func merge(
        _ product: PreparedProduct, shards: [LocatedShard], subjects: SubjectRegistry, checks: RuleCheckRegistry,
        limits: PlannerLimits = PlannerLimits()
    ) -> (run: ConformanceRun?, diagnostics: [Diagnostic]) {
        var runner = ConformanceRunner(subjects: subjects, rules: checks)
        runner.limits = limits
        let run = runner.merge(product.bundle, scenarios: product.scenarios, shards: shards.map(\.file))
        var diagnostics: [Diagnostic] = []
        for shard in shards where shard.file.units != run.units || shard.file.unitDigest != run.unitDigest {
            diagnostics.append(
                .error(
                    "merge.plan-mismatch",
                    "the shard planned \(shard.file.units) units of work (\(shard.file.unitDigest)) and this merge plans \(run.units) (\(run.unitDigest)); "
                        + "it was run with other subjects or rule checks, or other planner limits (--max-depth, --max-configurations)",
                    file: shard.path))
        }
        var seen: [String: String] = [:]
        for shard in shards {
            for check in shard.file.checks {
                if let other = seen[check.id] {
                    diagnostics.append(
                        .error("merge.duplicate-check", "check \(check.id) is also in \(other)", file: shard.path))
                } else {
                    seen[check.id] = shard.path
                }
            }
        }
        return (diagnostics.isEmpty ? run : nil, diagnostics.sorted())
    }
}

/// A shard file and where it was read from.
package struct LocatedShard: Sendable {
    package var path: String
    package var file: ShardFile

    package init(path: String, file: ShardFile) {
        self.path = path
        self.file = file
    }
}
