import Foundation
import SpecConformTestSupport
import Testing

/// A machine referenced in place from XState gives byte-identical reports to the same machine written natively, and
/// a referenced machine an implementation breaks fails `check` (negative control).
@Suite struct ReferencedMachineCheckTests {
    static let reference = """
        {"kind": "machine", "version": 1, "product": "toy", "id": "chart",
         "from": {"format": "xstate", "file": "../../../app/chart.machine.json"}}
        """

    /// The statechart project with `chart` read from the XState fixture instead of its native file.
    static func referencedProject(chartOptions: [String]) throws -> String {
        let root = try StatechartCheckTests.project(chartOptions: chartOptions)
        try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackagePaths.fixture("import/xstate/chart.machine.json"), toPath: root + "/app/chart.machine.json")
        try reference.write(toFile: root + "/Spec/toy/machines/chart.json", atomically: true, encoding: .utf8)
        return root
    }

    @Test("check and paths give byte-identical reports for the XState-referenced and the native machine")
    func identicalReports() throws {
        _ = try SubjectFixture.python3()
        try ReferencedTwin.expectIdenticalReports(
            native: try StatechartCheckTests.project(chartOptions: []),
            referenced: try Self.referencedProject(chartOptions: [])
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

    @Test("check fails a subject that breaks the XState-referenced machine (negative control)")
    func brokenImplementationFails() throws {
        _ = try SubjectFixture.python3()
        let root = try Self.referencedProject(chartOptions: ["--parent-wins"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .failure, "\(check.transcript)")
    }

    @Test("a change in the referenced XState file alone fails check: the loader reads the original every run")
    func changedOriginalFails() throws {
        _ = try SubjectFixture.python3()
        let root = try Self.referencedProject(chartOptions: [])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/app/chart.machine.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // Paying's cancel now leads to Paid: every state is still reachable, and the subject goes back to Browsing.
        try text.replacingOccurrences(of: #""cancel": "Browsing""#, with: #""cancel": "Paid""#)
            .write(toFile: path, atomically: true, encoding: .utf8)
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
