import EventSchema
import Foundation
import SpecConformCLI
import SpecConformTestSupport
import SpecModel
import Testing

/// `specconform events`: an analytics log checked against a product's event schemas, line by line.
@Suite struct EventsCommandTests {
    static let mixed = "Tests/Fixtures/event-logs/swapgraph-mixed.jsonl"

    @Test("events: every bad line is reported with its line number and the rest is still checked; exit 1")
    func mixedLog() {
        let run = CLIRun(["events", "--product", "swapgraph", Self.mixed])
        #expect(run.status == .failure, "\(run.err)")
        #expect(
            run.out.contains("events swapgraph \(Self.mixed): 8 lines, 3 invalid, 2 malformed, 5 violations"),
            "\(run.out)")
        for expected in [
            "swapgraph-mixed.jsonl:4:1: error[schema.const]", "swapgraph-mixed.jsonl:5:", "error[log.malformed]",
            "swapgraph-mixed.jsonl:6:1: error[event.unknown]", "swapgraph-mixed.jsonl:7:1: error[log.no-name]",
            "swapgraph-mixed.jsonl:9:1: error[schema.required]",
        ] {
            #expect(run.err.contains(expected), "missing \(expected) in\n\(run.err)")
        }
        #expect(
            !run.err.contains(":1:1:") && !run.err.contains(":2:1:") && !run.err.contains(":8:1:"),
            "a valid line was reported")
    }

    @Test("events: a valid log exits 0 with its counts per event type; JSON and SARIF carry the same verdict")
    func formats() throws {
        let valid = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString).jsonl")
        let text = try String(contentsOfFile: PackagePaths.root + "/" + Self.mixed, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        try ([lines[0], lines[1], lines[7]].joined(separator: "\n") + "\n").write(
            to: valid, atomically: true, encoding: .utf8)
        let ok = CLIRun(["events", "--product", "swapgraph", valid.path])
        #expect(ok.status == .ok, "\(ok.err)")
        #expect(
            ok.out.contains("feed.viewed") && ok.out.contains(": 3 lines, 0 invalid, 0 malformed, 0 violations"),
            "\(ok.out)")
        let json = CLIRun(["events", "--product", "swapgraph", "--format", "json", Self.mixed])
        #expect(json.status == .failure)
        #expect(
            json.out.contains("\"pass\": false") && json.out.contains("\"malformed\": 2")
                && json.out.contains("\"line\": 9"), "\(json.out)")
        let sarif = CLIRun(["events", "--product", "swapgraph", "--format", "sarif", Self.mixed])
        #expect(
            sarif.out.contains("\"ruleId\": \"event.unknown\"") && sarif.out.contains("\"startLine\": 6"),
            "\(sarif.out.prefix(400))")
    }

    @Test("events: the first N violations are listed, all are counted; an unknown product or file is a clear error")
    func limitsAndErrors() {
        let limited = CLIRun(["events", "--product", "swapgraph", "--max-violations", "2", Self.mixed])
        #expect(limited.out.contains("5 violations (the first 2 listed)"), "\(limited.out)")
        #expect(limited.err.components(separatedBy: "error[").count - 1 == 2)
        #expect(CLIRun(["events", "--product", "swapgraf", Self.mixed]).status == .usage)
        #expect(CLIRun(["events", Self.mixed]).status == .usage)
        #expect(CLIRun(["events", "--product", "swapgraph", "no/such.jsonl"]).status == .invalidInput)
    }

    @Test("events: chunks and workers do not change the report (lines split across chunk borders, several jobs)")
    func chunking() throws {
        let many = FileManager.default.temporaryDirectory.appendingPathComponent(
            "events-many-\(UUID().uuidString).jsonl")
        let text = try String(contentsOfFile: PackagePaths.root + "/" + Self.mixed, encoding: .utf8)
        try String(repeating: text, count: 400).write(to: many, atomically: true, encoding: .utf8)
        let one = CLIRun([
            "events", "--product", "swapgraph", "--jobs", "1", "--format", "json", "--max-violations", "10000",
            many.path,
        ])
        let two = CLIRun([
            "events", "--product", "swapgraph", "--jobs", "2", "--format", "json", "--max-violations", "10000",
            many.path,
        ])
        #expect(one.out == two.out)
        #expect(
            one.out.contains("\"lines\": 3200") && one.out.contains("\"violationCount\": 2000"),
            "\(one.out.prefix(300))")
    }
}

/// `events --export DIR`: the event schemas as plain JSON Schema 2020-12 files, for a data platform's own validator.
@Suite struct EventSchemaExportTests {
    @Test(
        "events --export writes one 2020-12 schema per event, which still accepts and refuses what the catalogue does")
    func export() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
            .path
        let run = CLIRun(["events", "--product", "swapgraph", "--export", directory])
        #expect(run.status == .ok, "\(run.err)")
        #expect(run.out == "events swapgraph: 9 event schemas written to \(directory)\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files.count == 9 && files.contains("feed.viewed.schema.json"))
        let text = try String(contentsOfFile: directory + "/feed.viewed.schema.json", encoding: .utf8)
        #expect(text.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
        #expect(text.contains("\"$id\": \"urn:specconform:swapgraph:event:feed.viewed\""))
        let root = try #require(JSONParser().parse(text).root)
        let (schema, problems) = CompiledSchema.compile(root)
        #expect(problems.isEmpty)
        let compiled = try #require(schema)
        let good: JSONValue = [
            "session_id": "s", "actor_id": "a", "latency_ms": 0, "surface": "feed", "entry_point": "tab_tap",
        ]
        #expect(compiled.validate(good).isEmpty)
        var bad = good.objectValue!
        bad["surface"] = "history"
        #expect(!compiled.validate(.object(bad)).isEmpty)
    }

    @Test("events --export keeps a schema's own $id, so a reference written against that $id still resolves")
    func exportKeepsDeclaredID() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("export-id-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let spec = root + "/meter"
        try FileManager.default.copyItem(atPath: PackagePaths.root + "/Tests/Fixtures/traces/Spec/meter", toPath: spec)
        let id = "https://example.com/schemas/charged"
        try """
        {"kind": "events", "version": 1, "product": "meter", "events": [
          {"name": "charged", "traces": ["MTR-01"], "schema": {"$id": "\(id)", "type": "object", "required": ["amount"],
            "properties": {"amount": {"$ref": "\(id)#/$defs/amount"}}, "$defs": {"amount": {"type": "integer", "minimum": 1}}}},
          {"name": "settled", "traces": ["MTR-03"], "schema": {"type": "object"}}
        ]}
        """.write(toFile: spec + "/events.json", atomically: true, encoding: .utf8)
        let directory = root + "/export"
        let run = CLIRun(["events", "--spec", spec, "--export", directory])
        #expect(run.status == .ok, "\(run.err)")
        let text = try String(contentsOfFile: directory + "/charged.schema.json", encoding: .utf8)
        #expect(text.contains("\"$id\": \"\(id)\""), "\(text)")
        let (schema, problems) = CompiledSchema.compile(try #require(JSONParser().parse(text).root))
        #expect(problems.isEmpty, "\(problems)")
        let compiled = try #require(schema)
        #expect(compiled.validate(["amount": 3]).isEmpty)
        #expect(!compiled.validate(["amount": 0]).isEmpty, "the referenced minimum must still apply")
        // An event without an $id of its own gets the product's URN.
        let plain = try String(contentsOfFile: directory + "/settled.schema.json", encoding: .utf8)
        #expect(plain.contains("\"$id\": \"urn:specconform:meter:event:settled\""), "\(plain)")
    }
}
