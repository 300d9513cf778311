import Foundation
import SpecConformTestSupport
import Testing

/// The stock `specconform` binary verifies ochre-soul twice: with its in-process subjects, and through the subject
/// protocol, its reference implementation served by the `ochre-soul-subject` process. The reports must be the same,
/// byte for byte: the protocol loses nothing and adds nothing.
@Suite(.serialized) struct OchreThroughProtocolTests {
    /// Runs the built `specconform` with `arguments` from the package root; returns its exit status and stderr.
    func specconform(_ arguments: [String]) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = try BinaryTests.executable("specconform")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: PackagePaths.root)
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// A copy of the bundled `Traceability/` whose ochre-soul `subjects.json` serves `serves` through `ochre-soul-subject`.
    func traceability(serves: String) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-ochre-protocol-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackagePaths.root + "/Traceability", toPath: root + "/Traceability")
        let subjects = """
            {"kind": "subjects", "version": 1, "product": "ochre-soul",
             "subjects": [{"id": "ochre-soul-swift", "command": "\(try BinaryTests.executable().path)", "serves": \(serves)}]}
            """
        try subjects.write(toFile: root + "/Traceability/ochre-soul/subjects.json", atomically: true, encoding: .utf8)
        return root
    }

    func reports(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }

    @Test("ochre-soul through the protocol: every report byte-identical to the in-process run, through one process")
    func byteIdentical() throws {
        let root = try traceability(serves: "\"*\"")
        let direct = try specconform(["check", "--product", "ochre-soul", "--out", root + "/direct", "--quiet"])
        #expect(direct.status == 0, "\(direct.err)")
        let served = try specconform([
            "check", "--product", "ochre-soul", "--traceability", root + "/Traceability", "--out", root + "/served",
        ])
        #expect(served.status == 0, "\(served.err)")
        #expect(served.err.contains("subjects ochre-soul: ochre-soul-swift"), "\(served.err)")
        #expect(served.err.contains("1 process started, 0 restarts"), "\(served.err)")
        let expected = try reports(root + "/direct/ochre-soul")
        let actual = try reports(root + "/served/ochre-soul")
        #expect(
            expected.keys.sorted() == [
                "coverage-summary.md", "coverage.html", "coverage.json", "coverage.md", "junit.xml",
            ])
        #expect(actual.keys.sorted() == expected.keys.sorted())
        for (name, bytes) in expected { #expect(actual[name] == bytes, "\(name) differs through the protocol") }
    }

    @Test("negative control: served without its rule checks, the reports differ (the comparison can fail)")
    func withoutRulesDiffers() throws {
        let machines = #"{"machines": ["artwork-access", "canvas-progress", "publication", "user-onboarding"]}"#
        let root = try traceability(serves: machines)
        let direct = try specconform(["check", "--product", "ochre-soul", "--out", root + "/direct", "--quiet"])
        #expect(direct.status == 0, "\(direct.err)")
        let served = try specconform([
            "check", "--product", "ochre-soul", "--traceability", root + "/Traceability", "--out", root + "/served",
            "--quiet",
        ])
        #expect(served.status == 1, "\(served.err)")
        let expected = try reports(root + "/direct/ochre-soul")
        let actual = try reports(root + "/served/ochre-soul")
        #expect(actual["coverage.json"] != nil && actual["coverage.json"] != expected["coverage.json"])
    }
}
