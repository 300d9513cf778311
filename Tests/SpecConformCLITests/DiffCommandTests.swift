import Foundation
import SpecConformTestSupport
import Testing

@testable import SpecConformCLI

/// `specconform diff`: run in-process (through the command itself, so the tests do not depend on registration),
/// compared with golden files for every format.
@Suite struct DiffCommandTests {
    static let fixture = "Tests/Fixtures/diff/pull-request"

    /// Parses like `SpecConform.run` and runs `DiffCommand` from `directory`.
    static func diff(_ arguments: [String], in directory: String = PackagePaths.root) -> (
        status: SpecConformCLI.ExitStatus, out: String, err: String
    ) {
        let out = StringSink()
        let err = StringSink()
        let environment = SpecConformEnvironment(workingDirectory: directory, today: "2026-11-22")
        switch ArgumentParser.parse(arguments, for: DiffCommand.spec) {
        case .failure(let error):
            return (.usage, "", "error: \(error.message)\n")
        case .success(let parsed):
            let status = DiffCommand.run(parsed, CommandContext(out: out, err: err, environment: environment))
            return (status, out.text, err.text)
        }
    }

    static func transcript(_ run: (status: SpecConformCLI.ExitStatus, out: String, err: String)) -> String {
        "exit: \(run.status)\n--- stdout\n\(run.out)--- stderr\n\(run.err)"
    }

    @Test(
        "every format of the pull-request fixture matches its golden file",
        arguments: ["text", "json", "markdown", "github", "junit", "sarif"])
    func formats(_ format: String) {
        let run = Self.diff([Self.fixture + "/base", Self.fixture + "/revision", "--format", format])
        #expect(run.status == .failure, "the removed enum value is an error")
        GoldenFile.check(Self.transcript(run), against: "diff-pull-request.\(format).txt")
    }

    @Test("--fail-on warning fails on warnings; an accepted finding never fails")
    func failOn() {
        let run = Self.diff([
            Self.fixture + "/base", Self.fixture + "/revision", "--fail-on", "warning", "--format", "json",
        ])
        #expect(run.status == .failure)
        #expect(run.out.contains("\"accepted\": {"))
        let clean = Self.diff([Self.fixture + "/base", Self.fixture + "/base"])
        #expect(clean.status == .ok)
        #expect(clean.out.hasSuffix("0 errors, 0 warnings, 0 info; passes --fail-on error\n"))
    }

    @Test("the bundled spec diffed against itself: no findings, exit 0")
    func bundledSelf() {
        let run = Self.diff([".", "."])
        #expect(run.status == .ok)
        #expect(run.out == "diff . → .\n0 errors, 0 warnings, 0 info; passes --fail-on error\n")
    }

    @Test("usage errors exit 64, unreadable input exits 65")
    func exitCodes() {
        #expect(Self.diff([Self.fixture + "/base"]).status == .usage)
        #expect(Self.diff([Self.fixture + "/base", Self.fixture + "/revision", "--fail-on", "info"]).status == .usage)
        #expect(Self.diff([Self.fixture + "/base", Self.fixture + "/revision", "--product", "ochre"]).status == .usage)
        let missing = Self.diff([Self.fixture + "/base", "no/such/folder"])
        #expect(missing.status == .invalidInput)
        #expect(missing.err == "error: no/such/folder is not a readable folder\n")
        let badRef = Self.diff(["git:no-such-ref-xyz", Self.fixture + "/base"])
        #expect(badRef.status == .invalidInput)
    }

    @Test("a spec that does not load exits 65 with located diagnostics")
    func invalidSpec() {
        let run = Self.diff(["Tests/Fixtures/bad-input/Spec", "Tests/Fixtures/bad-input/Spec"])
        #expect(run.status == .invalidInput)
        #expect(run.err.contains("error[json.unexpected-end]"))
    }

    @Test("git:<ref> reads Spec/ and Traceability/ at the ref with git show")
    func gitRef() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-diff-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: repo) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: repo, withIntermediateDirectories: true)
        func copy(_ side: String) throws {
            try? fm.removeItem(atPath: repo + "/Spec")
            try? fm.removeItem(atPath: repo + "/Traceability")
            try fm.copyItem(atPath: PackagePaths.root + "/" + Self.fixture + "/\(side)/Spec", toPath: repo + "/Spec")
            if fm.fileExists(atPath: PackagePaths.root + "/" + Self.fixture + "/\(side)/Traceability") {
                try fm.copyItem(
                    atPath: PackagePaths.root + "/" + Self.fixture + "/\(side)/Traceability",
                    toPath: repo + "/Traceability")
            }
        }
        func git(_ args: String...) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments =
                ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", "-c", "commit.gpgsign=false"] + args
            p.currentDirectoryURL = URL(fileURLWithPath: repo)
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "git \(args.joined(separator: " "))")
        }
        try git("init", "-q", "-b", "main")
        try copy("base")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        try copy("revision")
        let fromGit = Self.diff(["git:main", "."], in: repo)
        let fromFolders = Self.diff([Self.fixture + "/base", Self.fixture + "/revision"])
        #expect(fromGit.status == .failure)
        let strip = { (s: String) in
            s.split(separator: "\n").dropFirst().map {
                $0.replacingOccurrences(of: Self.fixture + "/revision/", with: "")
            }
        }
        #expect(
            strip(fromGit.out)
                == strip(fromFolders.out).map { $0.replacingOccurrences(of: Self.fixture + "/base/", with: "") })
    }
}
