import Foundation
import SpecConformCLI
import SpecConformTestSupport
import Testing

/// `check --shard i/n` and `merge` in-process on the toy product: the merged reports are the unsharded ones byte for
/// byte, and a set of shard files that is not one complete set of this run is refused (exit 65, the file named, no
/// report written).
@Suite struct ShardCommandTests {
    static let toySpec = "Tests/Fixtures/toy/Spec"
    static let toyTraceability = "Tests/Fixtures/toy/Traceability"
    static let reports = ["coverage.html", "coverage.json", "coverage.md", "junit.xml", "coverage-summary.md"]

    func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-shard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func cli(
        _ arguments: [String], defect: ToyVending.Defect? = nil, spec: String = toySpec,
        traceability: String = toyTraceability
    ) -> CLIRun {
        let (subjects, rules) = ToyFixture.registries(defect: defect)
        return CLIRun(arguments + ["--spec", spec, "--traceability", traceability], subjects: subjects, rules: rules)
    }

    func files(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            result[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return result
    }

    /// Runs every shard of `count` into `folder`; their statuses.
    func shards(
        _ count: Int, into folder: String, defect: ToyVending.Defect? = nil, spec: String = toySpec,
        traceability: String = toyTraceability
    ) -> [CLIRun] {
        (1...count).map {
            cli(
                ["check", "--quiet", "--out", folder, "--shard", "\($0)/\(count)"], defect: defect, spec: spec,
                traceability: traceability)
        }
    }

    @Test(
        "merged shards (n = 1, 3, 4) write every report byte-identical to an unsharded check, with the same output and exit 0"
    )
    func mergedReportsAreUnshardedOnes() throws {
        let whole = try temporaryFolder()
        let unsharded = cli(["check", "--out", whole])
        #expect(unsharded.status == .ok, "\(unsharded.err)")
        let expected = files(whole + "/toy")
        #expect(Set(expected.keys) == Set(Self.reports))
        for count in [1, 3, 4] {
            let folder = try temporaryFolder()
            for run in shards(count, into: folder) { #expect(run.status == .ok, "\(run.err)") }
            #expect(Set(files(folder + "/toy").keys) == Set((1...count).map { "shard-\($0)-of-\(count).json" }))
            let merged = cli(["merge", "--out", folder])
            #expect(merged.status == .ok, "\(merged.err)")
            // The same summary, but for the folder it names the reports in.
            #expect(
                merged.out.replacingOccurrences(of: folder, with: "OUT")
                    == unsharded.out.replacingOccurrences(of: whole, with: "OUT"), "the summary table")
            #expect(merged.err == unsharded.err, "diagnostics and notes")
            let written = files(folder + "/toy").filter { !$0.key.hasPrefix("shard-") }
            #expect(Set(written.keys) == Set(expected.keys), "in \(count)")
            for (name, bytes) in expected {
                #expect(written[name] == bytes, "\(name) merged from \(count) shards differs")
            }
        }
    }

    @Test(
        "merge --from reads the shards from one folder and writes the reports to --out; --format writes only that format"
    )
    func fromAndFormat() throws {
        let shardFolder = try temporaryFolder()
        let out = try temporaryFolder()
        let whole = try temporaryFolder()
        _ = shards(2, into: shardFolder)
        let merged = cli(["merge", "--from", shardFolder, "--out", out, "--format", "json"])
        #expect(merged.status == .ok, "\(merged.err)")
        #expect(Set(files(out + "/toy").keys) == ["coverage.json"])
        _ = cli(["check", "--out", whole, "--format", "json"])
        #expect(files(out + "/toy") == files(whole + "/toy"))
    }

    @Test(
        "a failing check in one shard: that shard exits 1, and the merge exits 1 and reports it failed as an unsharded check does"
    )
    func failingShard() throws {
        for defect in [ToyVending.Defect.missingEvent, .wrongTargetState, .vendsWhileIdle] {
            let whole = try temporaryFolder()
            let unsharded = cli(["check", "--out", whole], defect: defect)
            #expect(unsharded.status == .failure)
            let folder = try temporaryFolder()
            let runs = shards(3, into: folder, defect: defect)
            #expect(runs.contains { $0.status == .failure }, "\(defect): a shard with the failing check exits 1")
            #expect(runs.allSatisfy { $0.status == .ok || $0.status == .failure }, "\(defect)")
            let merged = cli(["merge", "--out", folder], defect: defect)
            #expect(merged.status == .failure, "\(defect): \(merged.err)")
            let table = merged.out.replacingOccurrences(of: folder, with: "OUT")
            #expect(
                table == unsharded.out.replacingOccurrences(of: whole, with: "OUT") && merged.out.contains("FAIL"),
                "\(defect)")
            #expect(merged.err == unsharded.err, "\(defect)")
            for name in Self.reports {
                #expect(files(folder + "/toy")[name] == files(whole + "/toy")[name], "\(defect): \(name)")
            }
        }
    }

    @Test("check --shard prints what its slice ran and writes shard-I-of-N.json, not reports")
    func shardSummary() throws {
        let folder = try temporaryFolder()
        let run = cli(["check", "--out", folder, "--shard", "2/3"])
        #expect(run.status == .ok, "\(run.err)")
        #expect(Set(files(folder + "/toy").keys) == ["shard-2-of-3.json"])
        GoldenFile.check(run.transcript.replacingOccurrences(of: folder, with: "<out>"), against: "check-toy-shard.txt")
    }

    @Test(
        "a bad --shard is a usage error (exit 64) that says what is expected",
        arguments: ["0/4", "5/4", "4", "a/b", "1/0", "2/4/1"])
    func badShard(value: String) throws {
        let folder = try temporaryFolder()
        let run = cli(["check", "--out", folder, "--shard", value])
        #expect(run.status == .usage)
        #expect(
            run.err.hasPrefix(
                "error: invalid value '\(value)' for '--shard'; expected I/N with 1 <= I <= N, such as 2/4\nusage: "))
        #expect(files(folder).isEmpty)
    }

    @Test("--format with --shard is a usage error: the reports are merge's")
    func formatWithShard() throws {
        let run = cli(["check", "--out", try temporaryFolder(), "--shard", "1/2", "--format", "json"])
        #expect(run.status == .usage)
        #expect(run.err.contains("'--format' has no effect with '--shard'"))
    }

    /// Runs `count` shards into a fresh folder, lets `damage` change it, merges; asserts exit 65, no report, and that
    /// every diagnostic of `codes` is printed on a line naming its file.
    func refused(
        _ count: Int = 3, spec: String = toySpec, traceability: String = toyTraceability,
        codes: [(code: String, file: String)],
        golden: String? = nil, _ damage: (String) throws -> Void
    ) throws {
        let folder = try temporaryFolder()
        for run in shards(count, into: folder, spec: spec, traceability: traceability) {
            #expect(run.status == .ok, "\(run.err)")
        }
        try damage(folder + "/toy")
        let merged = cli(["merge", "--out", folder], spec: spec, traceability: traceability)
        #expect(merged.status == .invalidInput, "\(merged.transcript)")
        #expect(merged.out.isEmpty)
        #expect(
            merged.err.hasSuffix("merge: the shard files are not one complete set of this run; no report written\n"))
        for (code, file) in codes {
            let named = merged.err.split(separator: "\n").contains {
                $0.contains("error[\(code)") && $0.hasPrefix(folder + "/toy/" + file)
            }
            #expect(named, "\(code) on \(file): \(merged.err)")
        }
        // Only the problems asked for: a file that does not read is not also reported missing.
        let errors = merged.err.split(separator: "\n").filter { $0.contains(": error[") }
        #expect(errors.allSatisfy { line in codes.contains { line.contains("error[\($0.code)") } }, "\(errors)")
        #expect(files(folder + "/toy").keys.allSatisfy { $0.hasPrefix("shard-") }, "no report written")
        if let golden {
            GoldenFile.check(merged.transcript.replacingOccurrences(of: folder, with: "<out>"), against: golden)
        }
    }

    @Test("a missing shard is refused, naming the file it expected")
    func missingShard() throws {
        try refused(codes: [("merge.missing-shard", "shard-2-of-3.json")], golden: "merge-toy-missing-shard.txt") {
            folder in
            try FileManager.default.removeItem(atPath: folder + "/shard-2-of-3.json")
        }
    }

    @Test("a duplicated shard is refused, naming both files")
    func duplicatedShard() throws {
        try refused(codes: [("merge.duplicate-shard", "shard-1-of-3.json")]) { folder in
            try FileManager.default.copyItem(
                atPath: folder + "/shard-1-of-3.json", toPath: folder + "/shard-1-of-3.json.json")
        }
        // A copy in the place of another shard: that one is missing too.
        try refused(codes: [
            ("merge.duplicate-shard", "shard-3-of-3.json"), ("merge.missing-shard", "shard-3-of-3.json"),
        ]) { folder in
            try FileManager.default.removeItem(atPath: folder + "/shard-3-of-3.json")
            try FileManager.default.copyItem(
                atPath: folder + "/shard-1-of-3.json", toPath: folder + "/shard-3-of-3.json")
        }
    }

    @Test("shards of two runs with different counts are refused, naming the files out of place")
    func mixedCounts() throws {
        let other = try temporaryFolder()
        _ = shards(2, into: other)
        try refused(codes: [
            ("merge.mixed-shard-counts", "shard-1-of-2.json"), ("merge.mixed-shard-counts", "shard-2-of-2.json"),
        ]) { folder in
            for index in 1...2 {
                try FileManager.default.copyItem(
                    atPath: other + "/toy/shard-\(index)-of-2.json", toPath: folder + "/shard-\(index)-of-2.json")
            }
        }
    }

    @Test("a corrupted shard file is refused with its location")
    func corruptedShard() throws {
        try refused(codes: [("json.", "shard-2-of-3.json:")]) { folder in
            let path = folder + "/shard-2-of-3.json"
            let bytes = try #require(FileManager.default.contents(atPath: path))
            try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        }
        try refused(codes: [("shard.missing-key", "shard-1-of-3.json:"), ("shard.unknown-key", "shard-1-of-3.json:")]) {
            folder in
            let path = folder + "/shard-1-of-3.json"
            let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
            try Data(text.replacingOccurrences(of: "\"units\":", with: "\"unitz\":").utf8).write(
                to: URL(fileURLWithPath: path))
        }
    }

    @Test(
        "shards of a modified spec are refused (the inputs' digest differs); a copy of the same inputs elsewhere merges"
    )
    func modifiedSpec() throws {
        let copy = try temporaryFolder()
        try FileManager.default.copyItem(atPath: PackagePaths.root + "/Tests/Fixtures/toy/Spec", toPath: copy + "/Spec")
        try FileManager.default.copyItem(
            atPath: PackagePaths.root + "/Tests/Fixtures/toy/Traceability", toPath: copy + "/Traceability")
        // Shards run on the copy merge with the originals: the digest holds the files relative to their roots.
        let folder = try temporaryFolder()
        _ = shards(2, into: folder, spec: copy + "/Spec", traceability: copy + "/Traceability")
        #expect(cli(["merge", "--out", folder]).status == .ok)

        try refused(
            2, spec: copy + "/Spec", traceability: copy + "/Traceability",
            codes: [
                ("merge.input-mismatch", "shard-1-of-2.json"), ("merge.input-mismatch", "shard-2-of-2.json"),
            ]
        ) { _ in
            let features = try #require(
                FileManager.default.enumerator(atPath: copy + "/Spec/toy")?.compactMap { $0 as? String }.first {
                    $0.hasSuffix("features.json")
                })
            let path = copy + "/Spec/toy/" + features
            let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    @Test("shards run with other rule checks are refused: their units differ from the merge's")
    func otherPlan() throws {
        let folder = try temporaryFolder()
        let (subjects, _) = ToyFixture.registries(defect: nil)
        for index in 1...2 {
            let run = CLIRun(
                [
                    "check", "--quiet", "--out", folder, "--shard", "\(index)/2", "--spec", Self.toySpec,
                    "--traceability", Self.toyTraceability,
                ],
                subjects: subjects)
            #expect(run.status == .ok, "\(run.err)")
        }
        let merged = cli(["merge", "--out", folder])
        #expect(merged.status == .invalidInput)
        for index in 1...2 {
            #expect(
                merged.err.contains(
                    folder
                        + "/toy/shard-\(index)-of-2.json: error[merge.plan-mismatch]: the shard planned 16 units of work"
                ), "\(merged.err)")
        }
        #expect(files(folder + "/toy").keys.allSatisfy { $0.hasPrefix("shard-") }, "no report written")
    }

    @Test("merge with no shard files for a product is refused, naming its folder")
    func noShards() throws {
        let folder = try temporaryFolder()
        let merged = cli(["merge", "--out", folder])
        #expect(merged.status == .invalidInput)
        #expect(
            merged.err.hasPrefix(
                folder + "/toy: error[merge.no-shards]: no shard files (shard-<i>-of-<n>.json) for product \"toy\""))
    }
}
