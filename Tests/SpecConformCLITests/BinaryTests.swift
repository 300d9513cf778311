import Foundation
import SpecConformTestSupport
import Testing

/// Level 3: the built `specconform` binary, run as a process.
@Suite struct BinaryTests {
    /// On Linux the binary sits beside the test bundle in `.build/<triple>/debug`.
    static let binary: String? = {
        var candidates: [URL] = []
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = argument0.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("specconform"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("specconform"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }()

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let path = try #require(Self.binary, "the specconform binary was not found beside the test bundle")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: PackagePaths.root)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }

    @Test("the binary prints its version and exits 0")
    func version() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("specconform "))
    }

    @Test("the binary exits 64 on an unknown command")
    func usage() throws {
        let result = try run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.err.contains("unknown command 'frobnicate'"))
    }

    @Test("the binary exits 65 on bad input and reports every file's problems")
    func badInput() throws {
        let result = try run(["lint", "--spec", "Tests/Fixtures/bad-input/Spec"])
        #expect(result.status == 65)
        for file in ["truncated.json", "wrong-types.json", "unknown-keys.json", "dangling.json", "checkout.json"] {
            #expect(result.err.contains(file), "no diagnostic for \(file)")
        }
    }

    @Test("the binary exits 0 linting the bundled spec")
    func lintBundled() throws {
        let result = try run(["lint"])
        #expect(result.status == 0, "\(result.err)")
    }

    @Test(
        "the main job passes on the bundled spec: every check passes and every product's gate passes (exit 0), and each summary fits a pull-request comment"
    )
    func checkBundled() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try run(["check", "--quiet", "--out", out.path])
        #expect(result.status == 0, "\(result.out)\n\(result.err)")
        let products = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root + "/Spec").filter {
            $0 != "schema" && !$0.contains(".")
        }
        #expect(!products.isEmpty)
        for product in products {
            let row = result.out.split(separator: "\n").first { $0.hasPrefix(product + " ") }.map(String.init)
            #expect(row?.hasSuffix(" pass") == true, "\(product) summary: \(row ?? "missing")")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(product)/coverage.json").path))
            // The pull-request summary fits a comment for every bundled product (nonna's coverage.md does not).
            let summary = try String(
                contentsOf: out.appendingPathComponent("\(product)/coverage-summary.md"), encoding: .utf8)
            #expect(summary.utf8.count < 60_000, "\(product): coverage-summary.md is \(summary.utf8.count) bytes")
            // Every bundled machine's diagram: no label over another or over a state, all inside its viewBox.
            let page = try String(contentsOf: out.appendingPathComponent("\(product)/coverage.html"), encoding: .utf8)
            for figures in try DiagramGeometry.check(page: page) {
                #expect(figures.problems.isEmpty, "\(product): \(figures.problems.prefix(5))")
                print("diagram \(product) \(figures.machine): \(Int(figures.width))×\(Int(figures.height)) px")
            }
        }
    }
}

/// Level 3 for `mutate`: the built binary with the bundled product's registered subjects.
@Suite struct MutateBinaryTests {
    @Test("the binary runs ochre-soul's mutants of one operator in-process and writes a JSON report")
    func mutateOchreSoul() throws {
        let result = try BinaryTests().run([
            "mutate", "--product", "ochre-soul", "--operators", "move-initial-state", "--format", "json", "--quiet",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("\"mutatorName\": \"move-initial-state\""))
        #expect(result.err.contains("mutate ochre-soul: 39 mutants, score"))
    }
}
