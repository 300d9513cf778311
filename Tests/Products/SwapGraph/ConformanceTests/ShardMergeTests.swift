import Conformance
import Foundation
import SwapGraphConformance
import SpecConformKit
import SpecConformTestSupport
import Testing

/// `check --shard i/n` then `merge`, through the pipeline's stages on swapgraph: the reports merged from n shards are
/// the unsharded run's, byte for byte, in every format, with its decision tables, limits, outputs and payload values
/// dealt out over the shards. (The CLI on the toy product: `ShardCommandTests`; the built binary on ochre-soul:
/// `ShardBinaryTests`.)
@Suite struct SwapGraphShardMergeTests {
    @Test("swapgraph merged from 1, 3 and 4 shards: every report byte-identical to the unsharded run's, the same verdict")
    func mergedReportsAreUnshardedOnes() async throws {
        let (subjects, rules) = {
            var subjects = SubjectRegistry()
            var rules = RuleCheckRegistry()
            SwapGraphVerification.register(subjects: &subjects, rules: &rules)
            return (subjects, rules)
        }()
        let project = Project(workingDirectory: PackagePaths.root)
        let preparation = try Pipeline.prepare(project, products: [SwapGraphVerification.product]).get()
        #expect(!preparation.hasErrors)
        let product = try #require(preparation.products.first)
        let today = "2026-11-22"
        let counts = [1, 3, 4]
        // Every shard of every count at once (the cores share them), then the whole run.
        let files = await withTaskGroup(of: (Int, Int, ShardFile).self) { group in
            for count in counts {
                for index in 1...count {
                    group.addTask {
                        let run = Pipeline.verify(product, subjects: subjects, checks: rules, shard: Shard(index: index, count: count)!)
                        return (count, index, ShardFile(run: run, generatorVersion: "test", inputs: "sha256:0"))
                    }
                }
            }
            var files: [Int: [Int: ShardFile]] = [:]
            for await (count, index, file) in group { files[count, default: [:]][index] = file }
            return files
        }
        let whole = Pipeline.verification(product, subjects: subjects, checks: rules, today: today)
        let expected = Pipeline.render(whole, version: "test")
        #expect(expected.count == Pipeline.reportFormats.count)
        for count in counts {
            // Through the bytes, as merge reads them.
            let shards = try (1...count).map { index in
                let bytes = try #require(files[count]?[index]).bytes
                return LocatedShard(path: "shard-\(index)", file: try #require(ShardFile.decode(bytes, file: "shard-\(index)").value))
            }
            let merged = Pipeline.merge(product, shards: shards, subjects: subjects, checks: rules)
            #expect(merged.diagnostics.isEmpty, "\(merged.diagnostics)")
            let run = try #require(merged.run)
            let verified = Pipeline.verification(of: run, product, today: today)
            #expect(verified.passed == whole.passed && verified.run.passed == whole.run.passed && verified.run.failed == whole.run.failed)
            #expect(verified.run.payloadValues == whole.run.payloadValues && verified.run.decisions == whole.run.decisions)
            let reports = Pipeline.render(verified, version: "test")
            #expect(reports.map(\.fileName) == expected.map(\.fileName))
            for (report, wanted) in zip(reports, expected) {
                #expect(report.contents == wanted.contents, "\(report.fileName) merged from \(count) shards differs")
            }
        }
    }
}
