import Foundation
import SpecConformTestSupport
import Testing

/// Level 3 for `check --shard` and `merge`: the built binary on a bundled product (the toy product's in-process tests
/// are in `ShardCommandTests`; ochre-soul and swapgraph in 1, 3 and 4 shards through the pipeline's stages, in their
/// conformance tests). Every run of one step is started at once, so the test takes what the slowest takes.
@Suite struct ShardBinaryTests {
    struct Finished {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs every argument list as its own process of the built binary, all at once; their results in order.
    func runAll(_ runs: [[String]], in folder: URL) throws -> [Finished] {
        let path = try #require(BinaryTests.binary, "the specconform binary was not found beside the test bundle")
        var started: [(Process, URL, URL)] = []
        for (index, arguments) in runs.enumerated() {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: PackagePaths.root)
            // Files, not pipes: no process waits on a full pipe while another is read.
            let out = folder.appendingPathComponent("run-\(index).out")
            let err = folder.appendingPathComponent("run-\(index).err")
            FileManager.default.createFile(atPath: out.path, contents: nil)
            FileManager.default.createFile(atPath: err.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
            started.append((process, out, err))
        }
        return started.map { process, out, err in
            process.waitUntilExit()
            let text = { (url: URL) in
                String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
            }
            return Finished(status: process.terminationStatus, out: text(out), err: text(err))
        }
    }

    func files(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where !name.hasPrefix("shard-") {
            result[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return result
    }

    /// An unsharded check of `product` and every shard of every count; then one merge per count, each compared with
    /// the unsharded run: every report file, the summary table and the exit code.
    func assertMerges(_ product: String, counts: [Int]) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let select = ["--quiet", "--product", product]
        var checks = [["check", "--out", root.appendingPathComponent("whole").path] + select]
        for count in counts {
            for index in 1...count {
                checks.append(
                    ["check", "--out", root.appendingPathComponent("in-\(count)").path, "--shard", "\(index)/\(count)"]
                        + select)
            }
        }
        let ran = try runAll(checks, in: root)
        for (arguments, run) in zip(checks, ran) {
            #expect(run.status == 0, "\(arguments.joined(separator: " ")): \(run.out)\(run.err)")
        }
        // As the workflow does: the shards from one folder, the reports into another.
        let merges = counts.map {
            [
                "merge", "--from", root.appendingPathComponent("in-\($0)").path, "--out",
                root.appendingPathComponent("merged-\($0)").path,
            ] + select
        }
        let merged = try runAll(merges, in: root)
        let whole = ran[0]
        let expected = files(root.appendingPathComponent("whole/\(product)"))
        #expect(
            Set(expected.keys) == ["coverage.html", "coverage.json", "coverage.md", "junit.xml", "coverage-summary.md"])
        for (count, run) in zip(counts, merged) {
            #expect(run.status == whole.status, "\(product) in \(count): \(run.err)")
            // The same summary, but for the folder it names the reports in.
            let summary = run.out.replacingOccurrences(
                of: root.appendingPathComponent("merged-\(count)").path, with: "OUT")
            #expect(
                summary == whole.out.replacingOccurrences(of: root.appendingPathComponent("whole").path, with: "OUT"),
                "\(product) in \(count): the summary table")
            let written = files(root.appendingPathComponent("merged-\(count)/\(product)"))
            #expect(Set(written.keys) == Set(expected.keys), "\(product) in \(count)")
            for (name, bytes) in expected {
                #expect(
                    written[name] == bytes,
                    "\(product): \(name) merged from \(count) shards differs from the unsharded one")
            }
        }
    }

    @Test(
        "ochre-soul in four shards as the documented CI workflow runs them: the merge's reports are byte-identical to an unsharded check's"
    )
    func ochreSoul() throws {
        try assertMerges("ochre-soul", counts: [4])
    }
}
