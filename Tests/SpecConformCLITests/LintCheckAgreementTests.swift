import Foundation
import SpecConformCLI
import SpecConformTestSupport
import Testing

/// One validation path: every input `check` refuses (exit 65), `lint --strict` refuses too, with the same codes at
/// the same places, and `events` refuses an event schema the compiler refused instead of accepting every event.
@Suite struct LintCheckAgreementTests {
    /// One invalid input: a file of the toy project (`Tests/Fixtures/toy`) with `text` replaced by `replacement`.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var file: String
        var text: String
        var replacement: String
        /// The code both commands must report.
        var code: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a remote $ref the schema compiler refuses", file: "Spec/toy/events.json",
            text: #""schema": {"type": "object", "required": ["amount"]"#,
            replacement:
                #""schema": {"$ref": "https://example.com/refund.json", "type": "object", "required": ["amount"]"#,
            code: "schema.remote-ref"),
        Case(
            name: "an x- keyword inside an event schema", file: "Spec/toy/events.json",
            text: #""minimum": 1}"#, replacement: #""minimum": 1, "x-pii": true}"#,
            code: "schema.unsupported-keyword"),
        Case(
            name: "a format 2020-12 does not define", file: "Spec/toy/events.json",
            text: #""minimum": 1}"#, replacement: #""minimum": 1, "format": "ipv5"}"#,
            code: "schema.invalid-keyword"),
        Case(
            name: "an x- key on an event", file: "Spec/toy/events.json",
            text: #"{"name": "coin_inserted","#, replacement: #"{"name": "coin_inserted", "x-owner": "payments","#,
            code: "spec.unknown-key"),
        Case(
            name: "a guard that does not parse", file: "Spec/toy/machines/vending.json",
            text: "credit + 1 < price", replacement: "credit + < price", code: "lint.invalid-expression"),
        Case(
            name: "a transition to an unknown state", file: "Spec/toy/machines/vending.json",
            text: #""target": "Jammed""#, replacement: #""target": "Jamed""#, code: "lint.undefined-target"),
        Case(
            name: "a scenario covering an ID the spec does not define",
            file: "Traceability/toy/scenarios/TOY-JRN-01.json", text: #""covers": ["TOY-JRN-01"]"#,
            replacement: #""covers": ["TOY-JRN-10"]"#, code: "traceability.unknown-id"),
        Case(
            name: "a gate mustCover naming an ID the spec does not define", file: "Traceability/toy/gate.json",
            text: #""mustCover": ["TOY-RULE-01"]"#, replacement: #""mustCover": ["TOY-RULE-1"]"#,
            code: "traceability.unknown-id"),
        Case(
            name: "a gate mustCover pattern matching nothing", file: "Traceability/toy/gate.json",
            text: #""mustCover": ["TOY-RULE-01"]"#, replacement: #""mustCover": ["^TOY-RUEL-"]"#,
            code: "traceability.pattern-matches-nothing"),
        Case(
            name: "a waiver of an ID the spec does not define", file: "Traceability/toy/gate.json",
            text: #""waivers": []"#,
            replacement: #""waivers": [{"id": "TOY-FEAT-09", "reason": "r", "owner": "o", "expires": "2099-01-01"}]"#,
            code: "traceability.unknown-id"),
        Case(
            name: "an unknown key in the gate", file: "Traceability/toy/gate.json",
            text: #""waivers": []"#, replacement: #""waivers": [], "minimumCoverage": 80"#,
            code: "spec.unknown-key"),
    ]

    /// The `file:line:col code` of each error in `text` (the console format of diagnostics).
    static func errors(in text: String) -> Set<String> {
        var found = Set<String>()
        for line in text.split(separator: "\n") {
            guard let open = line.range(of: " error["), let close = line[open.upperBound...].firstIndex(of: "]") else {
                continue
            }
            let place = line[..<open.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ":"))
            found.insert("\(place) \(line[open.upperBound..<close])")
        }
        return found
    }

    /// The toy project with `change` applied; its root.
    static func project(_ change: Case) throws -> String {
        let root = try SubjectFixture.toyProject(subjects: nil)
        let path = root + "/" + change.file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(change.text), "\(change.file) no longer holds \(change.text)")
        try text.replacingOccurrences(of: change.text, with: change.replacement).write(
            toFile: path, atomically: true, encoding: .utf8)
        return root
    }

    @Test("lint --strict and check refuse each invalid input with the same codes at the same places", arguments: cases)
    func agree(_ change: Case) throws {
        let root = try Self.project(change)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lint = CLIRun(["lint", "--strict"], in: root)
        let check = CLIRun(["check", "--quiet"], in: root)
        #expect(check.status == .invalidInput, "check: \(check.transcript)")
        // A lint rule's finding fails lint (exit 1); invalid input (a file, schema or ID that does not load) is 65.
        #expect(lint.status == (change.code.hasPrefix("lint.") ? .failure : .invalidInput), "lint: \(lint.transcript)")
        let checkErrors = Self.errors(in: check.err)
        #expect(checkErrors.contains { $0.hasSuffix(" " + change.code) }, "\(check.err)")
        #expect(
            checkErrors.isSubset(of: Self.errors(in: lint.out + lint.err)),
            "lint: \(lint.transcript)\ncheck: \(check.err)")
        #expect(
            !FileManager.default.fileExists(atPath: root + "/Reports/toy/coverage.json"), "no report on invalid input")
    }

    @Test("the unchanged toy project: lint is clean and check reads its input (the control for the cases above)")
    func control() throws {
        let root = try SubjectFixture.toyProject(subjects: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CLIRun(["lint", "--strict"], in: root).status == .ok)
        #expect(CLIRun(["check", "--quiet"], in: root).status != .invalidInput)
    }

    @Test("events refuses an event schema the compiler refused (exit 65), never accepting every line of that event")
    func eventsRefusesRefusedSchema() throws {
        let root = try Self.project(Self.cases[0])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try #"{"name":"refund_issued","payload":{"amount":"x"}}"#.write(
            toFile: root + "/log.jsonl", atomically: true, encoding: .utf8)
        let run = CLIRun(["events", "log.jsonl", "--product", "toy"], in: root)
        #expect(run.status == .invalidInput, "\(run.transcript)")
        #expect(run.err.contains("schema.remote-ref"), "\(run.err)")
    }

    @Test("a file that is not JSON beside the spec or traceability files is named, never silently skipped")
    func strayFilesAreNamed() throws {
        let root = try SubjectFixture.toyProject(subjects: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "features: []\n".write(toFile: root + "/Spec/toy/features.yaml", atomically: true, encoding: .utf8)
        try "minimum: 80\n".write(toFile: root + "/Traceability/toy/gate.yaml", atomically: true, encoding: .utf8)
        let lint = CLIRun(["lint", "--strict"], in: root)
        #expect(lint.status != .ok)
        let text = lint.out + lint.err
        #expect(text.contains("Spec/toy/features.yaml: warning[spec.ignored-file]"), "\(text)")
        #expect(text.contains("Traceability/toy/gate.yaml: warning[traceability.ignored-file]"), "\(text)")
    }

    /// A traceability file another command reads: its path under the toy project, a broken text, the code expected
    /// and the command (besides lint) that must refuse it.
    struct CommandFile: CustomStringConvertible, Sendable {
        var file: String
        var text: String
        var code: String
        var command: [String]
        var description: String { file }
    }

    static let commandFiles: [CommandFile] = [
        CommandFile(
            file: "Traceability/toy/subjects.json",
            text: #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [], "timeout": 5}"#,
            code: "subjects.unknown-key", command: ["check", "--quiet"]),
        CommandFile(
            file: "Traceability/toy/mutation.json",
            text: #"{"kind": "mutation", "version": 1, "product": "toy", "equivalents": []}"#,
            code: "spec.unknown-key", command: ["mutate", "--product", "toy", "--quiet"]),
        CommandFile(
            file: "Traceability/toy/accepted-changes.json",
            text: #"{"kind": "accepted-changes", "version": 1, "product": "toy", "accepted": [], "owner": "x"}"#,
            code: "accepted.unknown-key", command: ["diff", ".", "."]),
    ]

    @Test(
        "lint refuses a broken subjects.json, mutation.json or accepted-changes.json (exit 65) as the command that reads it does",
        arguments: commandFiles)
    func commandFilesAgree(_ broken: CommandFile) throws {
        let root = try SubjectFixture.toyProject(subjects: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try broken.text.write(toFile: root + "/" + broken.file, atomically: true, encoding: .utf8)
        let lint = CLIRun(["lint", "--strict"], in: root)
        let other = CLIRun(broken.command, in: root)
        #expect(lint.status == .invalidInput, "lint: \(lint.transcript)")
        #expect(other.status == .invalidInput, "\(broken.command[0]): \(other.transcript)")
        let lintErrors = Self.errors(in: lint.out + lint.err)
        #expect(
            lintErrors.contains { $0.hasPrefix(broken.file + ":") && $0.hasSuffix(" " + broken.code) }, "\(lint.err)")
        #expect(Self.errors(in: other.err).isSubset(of: lintErrors), "lint: \(lint.err)\nother: \(other.err)")
    }
}
