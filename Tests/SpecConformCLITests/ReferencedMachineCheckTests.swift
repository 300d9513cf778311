import Foundation
import SpecConformTestSupport
import Testing

/// A machine referenced in place from XState gives byte-identical reports to the same machine written natively, and
/// a referenced machine an implementation breaks fails `check` (negative control).
@Suite struct ReferencedMachineCheckTests {
    /// The fixture each format's `chart` is read from.
    static let fixtures = ["xstate": "import/xstate/chart.machine.json", "scxml": "import/scxml/chart.scxml"]

    static func reference(_ format: String, _ file: String) -> String {
        """
        {"kind": "machine", "version": 1, "product": "toy", "id": "chart",
         "from": {"format": "\(format)", "file": "../../../app/\(file)"}}
        """
    }

    /// The statechart project with `chart` read from the format's fixture instead of its native file.
    static func referencedProject(chartOptions: [String], format: String = "xstate") throws -> String {
        let root = try StatechartCheckTests.project(chartOptions: chartOptions)
        try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
        let fixture = fixtures[format] ?? ""
        let file = String(fixture.split(separator: "/").last ?? "")
        try FileManager.default.copyItem(atPath: PackagePaths.fixture(fixture), toPath: root + "/app/" + file)
        try reference(format, file).write(
            toFile: root + "/Spec/toy/machines/chart.json", atomically: true, encoding: .utf8)
        return root
    }

    @Test(
        "check and paths give byte-identical reports for the XState- or SCXML-referenced and the native machine",
        arguments: ["xstate", "scxml"])
    func identicalReports(format: String) throws {
        _ = try SubjectFixture.python3()
        try ReferencedTwin.expectIdenticalReports(
            native: try StatechartCheckTests.project(chartOptions: []),
            referenced: try Self.referencedProject(chartOptions: [], format: format)
        ) { native, referenced in
            for criterion in ["transitions", "guards", "uses"] {
                let arguments = [
                    "paths", "--product", "toy", "--machine", "chart", "--criterion", criterion, "--format", "json",
                ]
                let p = CLIRun(arguments, in: native)
                let q = CLIRun(arguments, in: referenced)
                #expect(p.status == .ok && p.out == q.out, "\(criterion): \(p.transcript)\n\(q.transcript)")
            }
        }
    }

    @Test(
        "check fails a subject that breaks the XState- or SCXML-referenced machine (negative control)",
        arguments: ["xstate", "scxml"])
    func brokenImplementationFails(format: String) throws {
        _ = try SubjectFixture.python3()
        let root = try Self.referencedProject(chartOptions: ["--parent-wins"], format: format)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .failure, "\(check.transcript)")
    }

    /// Paying's cancel now leads to Paid, in each format: every state is still reachable, and the subject goes back
    /// to Browsing.
    static let cancelToPaid = [
        "xstate": (#""cancel": "Browsing""#, #""cancel": "Paid""#),
        "scxml": (#"<transition event="cancel" target="Browsing"/>"#, #"<transition event="cancel" target="Paid"/>"#),
    ]

    @Test(
        "a change in the referenced XState or SCXML file alone fails check: the loader reads the original every run",
        arguments: ["xstate", "scxml"])
    func changedOriginalFails(format: String) throws {
        _ = try SubjectFixture.python3()
        let root = try Self.referencedProject(chartOptions: [], format: format)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fixture = Self.fixtures[format] ?? ""
        let path = root + "/app/" + String(fixture.split(separator: "/").last ?? "")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (old, new) = try #require(Self.cancelToPaid[format])
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .failure, "\(check.transcript)")
    }

    @Test("diff between two versions where only the referenced file changed reports the machine change")
    func diffSeesTheOriginal() throws {
        let base = try Self.referencedProject(chartOptions: [])
        let revision = try Self.referencedProject(chartOptions: [])
        defer {
            try? FileManager.default.removeItem(atPath: base)
            try? FileManager.default.removeItem(atPath: revision)
        }
        let path = revision + "/app/chart.machine.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: #""ok": "Paid""#, with: #""ok": "Paid", "undo": "Browsing""#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let diff = CLIRun(["diff", base, revision])
        #expect(diff.out.contains("machine.transition-added"), "\(diff.transcript)")
        #expect(diff.out.contains("Paid --undo--> Browsing") || diff.out.contains("undo"), "\(diff.transcript)")
        let same = CLIRun(["diff", base, base])
        #expect(!same.out.contains("machine.transition-added"), "\(same.transcript)")
    }
}
