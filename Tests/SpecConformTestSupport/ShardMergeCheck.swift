import Conformance
import SpecPipeline
import Testing

/// `check --shard i/n` then `merge` through the pipeline's stages on a bundled product: the reports merged from n
/// shards must be the unsharded run's, byte for byte, in every format, with the same verdict.
package enum ShardMergeCheck {
    /// Runs `verification`'s product whole and in 1, 3 and 4 shards (read back from their bytes, as merge reads them)
    /// and records an issue for every difference.
    package static func expectMergedReportsAreUnsharded(
        _ verification: any ProductVerification.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        verification.register(subjects: &subjects, rules: &rules)
        let (registry, checks) = (subjects, rules)
        let project = Project(workingDirectory: PackagePaths.root)
        let preparation = try Pipeline.prepare(project, products: [verification.product]).get()
        #expect(!preparation.hasErrors, sourceLocation: sourceLocation)
        let product = try #require(preparation.products.first, sourceLocation: sourceLocation)
        let today = "2026-11-22"
        let counts = [1, 3, 4]
        // Every shard of every count at once (the cores share them), then the whole run.
        let files = await withTaskGroup(of: (Int, Int, ShardFile).self) { group in
            for count in counts {
                for index in 1...count {
                    group.addTask {
                        let run = Pipeline.verify(
                            product, subjects: registry, checks: checks, shard: Shard(index: index, count: count)!)
                        return (count, index, ShardFile(run: run, generatorVersion: "test", inputs: "sha256:0"))
                    }
                }
            }
            var files: [Int: [Int: ShardFile]] = [:]
            for await (count, index, file) in group { files[count, default: [:]][index] = file }
            return files
        }
        let whole = Pipeline.verification(product, subjects: registry, checks: checks, today: today)
        let expected = Pipeline.render(whole, version: "test")
        #expect(expected.count == Pipeline.reportFormats.count, sourceLocation: sourceLocation)
        for count in counts {
            let shards = try (1...count).map { index in
                let bytes = try #require(files[count]?[index], sourceLocation: sourceLocation).bytes
                let file = try #require(
                    ShardFile.decode(bytes, file: "shard-\(index)").value, sourceLocation: sourceLocation)
                return LocatedShard(path: "shard-\(index)", file: file)
            }
            let merged = Pipeline.merge(product, shards: shards, subjects: registry, checks: checks)
            #expect(merged.diagnostics.isEmpty, "\(merged.diagnostics)", sourceLocation: sourceLocation)
            let run = try #require(merged.run, sourceLocation: sourceLocation)
            let verified = Pipeline.verification(of: run, product, today: today)
            #expect(
                verified.passed == whole.passed && verified.run.passed == whole.run.passed
                    && verified.run.failed == whole.run.failed,
                sourceLocation: sourceLocation)
            #expect(
                verified.run.payloadValues == whole.run.payloadValues && verified.run.decisions == whole.run.decisions,
                sourceLocation: sourceLocation)
            let reports = Pipeline.render(verified, version: "test")
            #expect(reports.map(\.fileName) == expected.map(\.fileName), sourceLocation: sourceLocation)
            for (report, wanted) in zip(reports, expected) {
                #expect(
                    report.contents == wanted.contents, "\(report.fileName) merged from \(count) shards differs",
                    sourceLocation: sourceLocation)
            }
        }
    }
}
