import Foundation
import SpecConformTestSupport
import Testing

/// Events read in place from an AsyncAPI document run exactly as native ones: the toy events written in AsyncAPI and
/// their native twin give byte-identical reports; an event the implementation emits that the AsyncAPI payload schema
/// forbids fails `check` (negative control); `diff` sees a change in the AsyncAPI file alone.
@Suite struct ReferencedEventsCheckTests {
    static let fixture = PackagePaths.fixture("import/asyncapi/vending")

    /// The toy project with its events read from `asyncapi/vending.json` instead of its native events file.
    static func referencedProject() throws -> String {
        let root = try SubjectFixture.toyProject(subjects: SubjectFixture.file([SubjectFixture.entry()]))
        try FileManager.default.createDirectory(atPath: root + "/asyncapi", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture + "/vending.json", toPath: root + "/asyncapi/vending.json")
        let events = root + "/Spec/toy/events.json"
        try FileManager.default.removeItem(atPath: events)
        try FileManager.default.copyItem(atPath: fixture + "/events.json", toPath: events)
        return root
    }

    @Test("check gives byte-identical reports for the AsyncAPI-referenced events and their native twin")
    func identicalReports() throws {
        _ = try SubjectFixture.python3()
        try ReferencedTwin.expectIdenticalReports(
            native: try ReferencedScenarioCheckTests.nativeProject(), referenced: Self.referencedProject())
    }

    @Test(
        "mutate mutates AsyncAPI-referenced event schemas as their native twin's, each located in the AsyncAPI document"
    )
    func mutantsOfReferencedEvents() throws {
        _ = try SubjectFixture.python3()
        let native = try ReferencedScenarioCheckTests.nativeProject()
        let referenced = try Self.referencedProject()
        defer {
            try? FileManager.default.removeItem(atPath: native)
            try? FileManager.default.removeItem(atPath: referenced)
        }
        func mutants(_ root: String) throws -> [String: SharedSchemaMutantTests.Outcome] {
            try SharedSchemaMutantTests.mutants(root, operators: "change-type,require-property,tighten-bound")
        }
        let nativeMutants = try mutants(native)
        let referencedMutants = try mutants(referenced)
        #expect(nativeMutants.count >= 10)
        #expect(Set(referencedMutants.keys) == Set(nativeMutants.keys))
        for (id, mutant) in referencedMutants {
            #expect(mutant.file == "asyncapi/vending.json", "\(id)")
            #expect(mutant.status == nativeMutants[id]?.status, "\(id)")
        }
    }

    @Test("an emitted event the AsyncAPI payload schema forbids fails check (negative control)")
    func payloadViolationFails() throws {
        _ = try SubjectFixture.python3()
        let root = try Self.referencedProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The subject emits coin_inserted with an integer credit; the AsyncAPI document now says a string.
        try ReferencedScenarioCheckTests.edit(
            root + "/asyncapi/vending.json", #""Credit": {"type": "integer", "minimum": 1}"#,
            #""Credit": {"type": "string"}"#)
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .failure, "\(check.transcript)")
    }

    @Test("an overlay naming a message the AsyncAPI document no longer has is located, with did-you-mean")
    func renamedMessage() throws {
        let root = try Self.referencedProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ReferencedScenarioCheckTests.edit(
            root + "/Spec/toy/events.json", #""refund_issued": {"traces""#, #""refund_issue": {"traces""#)
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .invalidInput, "\(lint.transcript)")
        #expect(lint.transcript.contains("spec.overlay-unmatched"), "\(lint.transcript)")
        #expect(lint.transcript.contains("did you mean \"refund_issued\"?"), "\(lint.transcript)")
        #expect(lint.transcript.contains("Spec/toy/events.json:6:"), "\(lint.transcript)")
        #expect(lint.transcript.contains("asyncapi/vending.json:"), "\(lint.transcript)")
    }

    @Test("a schema problem in the AsyncAPI document is located there")
    func schemaProblemLocated() throws {
        let root = try Self.referencedProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ReferencedScenarioCheckTests.edit(
            root + "/asyncapi/vending.json", #""Credit": {"type": "integer", "minimum": 1}"#,
            #""Credit": {"type": "integer", "minimum": "one"}"#)
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .invalidInput, "\(lint.transcript)")
        #expect(lint.transcript.contains("asyncapi/vending.json:28:"), "\(lint.transcript)")
    }

    @Test("diff between two versions where only the AsyncAPI file changed reports the event change")
    func diffSeesTheOriginal() throws {
        let base = try Self.referencedProject()
        let revision = try Self.referencedProject()
        defer {
            try? FileManager.default.removeItem(atPath: base)
            try? FileManager.default.removeItem(atPath: revision)
        }
        try ReferencedScenarioCheckTests.edit(
            revision + "/asyncapi/vending.json", #""Credit": {"type": "integer", "minimum": 1}"#,
            #""Credit": {"type": "integer", "minimum": 2}"#)
        let diff = CLIRun(["diff", base, revision])
        #expect(diff.out.contains("event.constraint-narrowed"), "\(diff.transcript)")
        let same = CLIRun(["diff", base, base])
        #expect(!same.out.contains("event."), "\(same.transcript)")
    }
}
