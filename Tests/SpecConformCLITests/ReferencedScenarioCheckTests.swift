import Foundation
import SpecConformTestSupport
import Testing

/// Scenarios read in place from a Gherkin feature file run exactly as native ones: the toy journey written in Gherkin
/// and its native twin give byte-identical reports; a wrong value planted in the feature file fails `check`
/// (negative control); `diff` sees a change in the feature file alone.
@Suite struct ReferencedScenarioCheckTests {
    static let fixture = PackagePaths.fixture("import/gherkin/vending")

    /// The toy project with its journey scenario read from `features/vending.feature` instead of its native file.
    static func referencedProject() throws -> String {
        let root = try SubjectFixture.toyProject(subjects: SubjectFixture.file([SubjectFixture.entry()]))
        try FileManager.default.createDirectory(atPath: root + "/features", withIntermediateDirectories: true)
        for name in ["vending.feature", "steps.json"] {
            try FileManager.default.copyItem(atPath: fixture + "/" + name, toPath: root + "/features/" + name)
        }
        let scenario = root + "/Traceability/toy/scenarios/TOY-JRN-01.json"
        try FileManager.default.removeItem(atPath: scenario)
        try FileManager.default.copyItem(atPath: fixture + "/TOY-JRN-01.json", toPath: scenario)
        return root
    }

    static func nativeProject() throws -> String {
        try SubjectFixture.toyProject(subjects: SubjectFixture.file([SubjectFixture.entry()]))
    }

    static func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old), "\(path) lacks \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("check gives byte-identical reports for the Gherkin-referenced scenario and its native twin")
    func identicalReports() throws {
        _ = try SubjectFixture.python3()
        try ReferencedTwin.expectIdenticalReports(
            native: try Self.nativeProject(), referenced: Self.referencedProject())
    }

    @Test("a wrong value planted in the feature file fails check: the scenario is read from it every run")
    func plantedWrongValueFails() throws {
        _ = try SubjectFixture.python3()
        let root = try Self.referencedProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.edit(root + "/features/vending.feature", "And the credit is 2", "And the credit is 3")
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .failure, "\(check.transcript)")
    }

    @Test("an overlay naming a scenario the feature file no longer has is located, with did-you-mean")
    func renamedScenario() throws {
        let root = try Self.referencedProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.edit(
            root + "/features/vending.feature", "Scenario: Buy an item with two coins",
            "Scenario: Buy an item with 2 coins")
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .invalidInput, "\(lint.transcript)")
        #expect(lint.transcript.contains("spec.overlay-unmatched"), "\(lint.transcript)")
        #expect(lint.transcript.contains("did you mean \"Buy an item with 2 coins\"?"), "\(lint.transcript)")
        #expect(lint.transcript.contains("TOY-JRN-01.json:3:"), "\(lint.transcript)")
    }

    @Test("an unmatched step is located in the feature file, naming the closest pattern")
    func unmatchedStepLocated() throws {
        let root = try Self.referencedProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.edit(root + "/features/vending.feature", "When an item is vended", "When an item is dispensed")
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .invalidInput, "\(lint.transcript)")
        #expect(lint.transcript.contains("features/vending.feature:12:"), "\(lint.transcript)")
        #expect(lint.transcript.contains("import.gherkin.unmatched-step"), "\(lint.transcript)")
        #expect(lint.transcript.contains("the closest pattern is \"an item is vended\""), "\(lint.transcript)")
    }

    @Test("diff between two versions where only the feature file changed reports the change")
    func diffSeesTheFeature() throws {
        let base = try Self.referencedProject()
        let revision = try Self.referencedProject()
        defer {
            try? FileManager.default.removeItem(atPath: base)
            try? FileManager.default.removeItem(atPath: revision)
        }
        try Self.edit(revision + "/features/vending.feature", "@TOY-JRN-01\n", "")
        let diff = CLIRun(["diff", base, revision])
        #expect(diff.out.contains("trace.coverage-lost"), "\(diff.transcript)")
        #expect(diff.out.contains("TOY-JRN-01"), "\(diff.transcript)")
        let same = CLIRun(["diff", base, base])
        #expect(!same.out.contains("trace.coverage-lost"), "\(same.transcript)")
    }
}
