import EventSchema
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

/// `subjects.json`: strict decoding, every problem located, all in one run, and its schema in step with the decoder.
@Suite struct SubjectsFileTests {
    static func decode(_ text: String, product: String = "toy") throws -> SubjectsFileLoader.Result {
        SubjectsFileLoader.decode(
            Array(text.utf8), file: "Traceability/toy/subjects.json", folder: "/project/Traceability/toy",
            bundle: try ToyFixture.bundle())
    }

    @Test("a complete file decodes with its defaults and its restrictions")
    func decodes() throws {
        let result = try Self.decode(
            """
            {"$schema": "../../Spec/schema/subjects.schema.json", "kind": "subjects", "version": 1, "product": "toy",
             "subjects": [
               {"id": "vending-python", "command": "python3", "arguments": ["subject.py", "--fast"], "workingDirectory": "../..",
                "environment": {"PYTHONDONTWRITEBYTECODE": "1"}, "timeouts": {"startSeconds": 2.5}, "serves": {"machines": ["vending"]},
                "notes": ["the reference adapter"]},
               {"id": "rules", "command": "bin/rules", "serves": {"rules": ["TOY-RULE-01"], "properties": ["credit"]}}],
             "notes": ["two subjects"]}
            """)
        #expect(result.diagnostics == [])
        let file = try #require(result.file)
        #expect(file.product == "toy" && file.folder == "/project/Traceability/toy")
        #expect(file.subjects.map(\.id) == ["vending-python", "rules"])
        let first = file.subjects[0]
        #expect(
            first.command == "python3" && first.arguments == ["subject.py", "--fast"]
                && first.workingDirectory == "../..")
        #expect(first.environment == ["PYTHONDONTWRITEBYTECODE": "1"])
        #expect(first.startSeconds == 2.5 && first.replySeconds == 5 && first.runSeconds == 300 && first.restarts == 3)
        #expect(first.serves == .only(ServedElements(machines: ["vending"])))
        #expect(first.origin.pointer == "/subjects/0" && first.origin.location.line == 3)
        #expect(file.subjects[1].serves == .only(ServedElements(properties: ["credit"], rules: ["TOY-RULE-01"])))
        #expect(ExternalSubjects.folder("../..", in: file.folder) == "/project")
    }

    @Test("every problem is reported at once, located, with a stable code and a \"did you mean\"")
    func problems() throws {
        let result = try Self.decode(
            """
            {"kind": "subjects", "version": 1, "product": "toy-shop", "subjcts": [],
             "subjects": [
               {"id": "a", "command": "python3", "argumnets": [], "serves": {"machines": ["vendng"], "rules": ["TOY-RULE-99"]}},
               {"id": "b", "command": 3, "timeouts": {"replySeconds": 0}, "serves": {"machines": ["vending"], "limits": "N-01"}},
               {"id": "c", "command": "x", "environment": {"A": 1}, "serves": {"machines": ["vending"], "decisionTable": []}},
               {"id": "a", "command": "y", "serves": "everything"},
               {"id": " ", "command": "z"}]}
            """)
        #expect(result.file == nil)
        let found = result.diagnostics.map { "\($0.position) \($0.code) \($0.jsonPointer ?? "") \($0.message)" }
        #expect(
            found == [
                "1:47 subjects.product-mismatch /product product \"toy-shop\" does not match its folder \"toy\"",
                "1:59 subjects.unknown-key /subjcts unknown key \"subjcts\" in subjects; did you mean \"subjects\"?",
                "3:38 subjects.unknown-key /subjects/0/argumnets unknown key \"argumnets\" in subject; did you mean \"arguments\"?",
                "3:79 subjects.unknown-element /subjects/0/serves/machines/0 the spec defines no machine \"vendng\"; did you mean \"vending\"?",
                "3:100 subjects.unknown-element /subjects/0/serves/rules/0 the spec defines no rule \"TOY-RULE-99\"; did you mean \"TOY-RULE-01\"?",
                "4:27 subjects.wrong-type /subjects/1/command expected string for \"command\", found integer",
                "4:59 subjects.invalid-value /subjects/1/timeouts/replySeconds \"replySeconds\" must be above 0 and at most 3600 seconds, found 0.0",
                "4:109 subjects.wrong-type /subjects/1/serves/limits expected array for \"limits\", found string",
                "5:53 subjects.wrong-type /subjects/2/environment/A expected string, found integer",
                "5:81 subjects.served-twice /subjects/2/serves/machines/0 machine \"vending\" is served by subjects \"b\" and \"c\"; an element has one subject",
                "5:93 subjects.unknown-key /subjects/2/serves/decisionTable unknown key \"decisionTable\" in serves; did you mean \"decisionTables\"?",
                "6:4 subjects.duplicate-id /subjects/3 subject \"a\" is declared twice (first at line 3)",
                "6:42 subjects.invalid-value /subjects/3/serves \"serves\" is \"*\" or an object listing what the subject serves, found \"everything\"",
                "7:4 subjects.missing-key /subjects/4 missing required key \"serves\" in subject",
                "7:11 subjects.invalid-value /subjects/4/id \"id\" must not be empty",
            ], "\(found.joined(separator: "\n"))")
    }

    @Test("the limits are settable: reply timeout, run budget and restarts")
    func limits() throws {
        let result = try Self.decode(
            """
            {"kind": "subjects", "version": 1, "product": "toy", "subjects": [
              {"id": "a", "command": "x", "timeouts": {"replySeconds": 0.5, "runSeconds": 7200}, "restarts": 0, "serves": "*"}]}
            """)
        #expect(result.diagnostics == [])
        let subject = try #require(result.file?.subjects.first)
        #expect(subject.replySeconds == 0.5 && subject.runSeconds == 7200 && subject.restarts == 0)
        #expect(subject.startSeconds == SubjectDeclaration.defaultStartSeconds)
    }

    @Test("a malformed limit is a located error with a stable code, every one at once")
    func malformedLimits() throws {
        let result = try Self.decode(
            """
            {"kind": "subjects", "version": 1, "product": "toy", "subjects": [
              {"id": "a", "command": "x", "timeouts": {"runSeconds": 100000, "replySeconds": "5"}, "restarts": -1, "serves": "*"},
              {"id": "b", "command": "y", "timeouts": {"runSeconds": 0, "startSeconds": 3601}, "restarts": 2.5, "serves": "*"},
              {"id": "c", "command": "z", "timeouts": {"runSecond": 5}, "restarts": 1001, "serves": "*"}]}
            """)
        #expect(result.file == nil)
        let found = result.diagnostics.map { "\($0.position) \($0.code) \($0.jsonPointer ?? "") \($0.message)" }
        #expect(
            found == [
                "2:58 subjects.invalid-value /subjects/0/timeouts/runSeconds \"runSeconds\" must be above 0 and at most 86400 seconds, found 100000.0",
                "2:82 subjects.wrong-type /subjects/0/timeouts/replySeconds expected number for \"replySeconds\", found string",
                "2:100 subjects.invalid-value /subjects/0/restarts \"restarts\" must be a whole number from 0 to 1000, found -1",
                "3:58 subjects.invalid-value /subjects/1/timeouts/runSeconds \"runSeconds\" must be above 0 and at most 86400 seconds, found 0.0",
                "3:77 subjects.invalid-value /subjects/1/timeouts/startSeconds \"startSeconds\" must be above 0 and at most 3600 seconds, found 3601.0",
                "3:96 subjects.wrong-type /subjects/1/restarts expected integer for \"restarts\", found number",
                "4:44 subjects.unknown-key /subjects/2/timeouts/runSecond unknown key \"runSecond\" in timeouts; did you mean \"runSeconds\"?",
                "4:73 subjects.invalid-value /subjects/2/restarts \"restarts\" must be a whole number from 0 to 1000, found 1001",
            ], "\(found.joined(separator: "\n"))")
    }

    @Test("an element one subject lists twice is served once, not reported as served twice")
    func servedTwiceOnce() throws {
        let result = try Self.decode(
            """
            {"kind": "subjects", "version": 1, "product": "toy", "subjects": [
              {"id": "a", "command": "x", "serves": {"machines": ["vending", "vending"]}}]}
            """)
        #expect(result.diagnostics == [])
        #expect(result.file?.subjects.first?.serves == .only(ServedElements(machines: ["vending"])))
    }

    @Test("an empty subjects list, another kind and a newer version are errors")
    func envelope() throws {
        #expect(
            try Self.decode(#"{"kind": "subjects", "version": 1, "product": "toy", "subjects": []}"#).diagnostics.map(
                \.code) == ["subjects.selects-nothing"])
        #expect(
            try Self.decode(#"{"kind": "policy", "version": 1, "product": "toy", "subjects": []}"#).diagnostics.map(
                \.code) == ["subjects.unknown-kind"])
        #expect(
            try Self.decode(#"{"kind": "subjects", "version": 2, "product": "toy", "subjects": []}"#).diagnostics.map(
                \.code) == ["subjects.unsupported-version"])
        #expect(
            try Self.decode(#"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [],}"#).diagnostics.map(
                \.code) == ["json.trailing-comma"])
    }

    // MARK: - Schema

    static let schemaPath = PackagePaths.root + "/Spec/schema/subjects.schema.json"

    static func schema() throws -> JSONNode {
        let bytes = try #require(FileManager.default.contents(atPath: schemaPath))
        return try #require(JSONParser().parse([UInt8](bytes), file: schemaPath).root)
    }

    @Test("Spec/schema/subjects.schema.json declares the same keys as the decoder's tables")
    func schemaMatchesDecoder() throws {
        let schema = try Self.schema()
        var problems: [String] = []
        if schema["$ref"]?.string != "#/$defs/subjects" { problems.append("root $ref") }
        if schema["$defs"]?["subjects"]?["properties"]?["kind"]?["const"]?.string != "subjects" {
            problems.append("kind const")
        }
        var closed: Set<String> = []
        for member in schema["$defs"]?.members ?? [] {
            if case .bool(false)? = member.value["additionalProperties"]?.kind { closed.insert(member.key) }
        }
        for table in KeySpec.subjectsTables {
            guard let def = schema["$defs"]?[table.name], closed.contains(table.name) else {
                problems.append("\(table.name): not a closed $defs entry")
                continue
            }
            let properties = Set(def["properties"]?.members?.map(\.key) ?? [])
            let required = Set(def["required"]?.items?.compactMap(\.string) ?? [])
            if properties != Set(table.allowed) {
                problems.append("\(table.name): properties \(properties.sorted()) vs \(table.allowed.sorted())")
            }
            if required != Set(table.required) {
                problems.append("\(table.name): required \(required.sorted()) vs \(table.required.sorted())")
            }
        }
        for name in closed.subtracting(KeySpec.subjectsTables.map(\.name)).sorted() {
            problems.append("\(name): closed in the schema, no decoder table")
        }
        #expect(problems == [])
    }

    @Test("the schema compiles with the engine's compiler and agrees with the decoder on good and bad files")
    func schemaAgreesWithDecoder() throws {
        let (compiled, problems) = CompiledSchema.compile(try Self.schema())
        #expect(problems == [])
        let schema = try #require(compiled)
        let good = SubjectFixture.file([SubjectFixture.entry()])
        let bad = [
            #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [{"id": "a", "command": "x", "serves": "all"}]}"#,
            #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [{"id": "a", "command": "x"}]}"#,
            #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [{"id": "a", "command": "x", "serves": "*", "timeouts": {"replySeconds": -1}}]}"#,
            #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [{"id": "a", "command": "x", "serves": "*", "timeouts": {"runSeconds": 0}}]}"#,
            #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [{"id": "a", "command": "x", "serves": "*", "restarts": -1}]}"#,
            #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [{"id": "a", "command": "x", "serves": "*", "restarts": 1.5}]}"#,
            #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": [{"id": "a", "command": "x", "serves": {"machine": []}}]}"#,
            #"{"kind": "subjects", "version": 1, "product": "toy", "subjects": []}"#,
        ]
        #expect(try Self.decode(good).diagnostics == [])
        #expect(schema.validate(try #require(JSONParser().parse(good).root).value) == [])
        for text in bad {
            #expect(!(try Self.decode(text).diagnostics.isEmpty), "\(text)")
            #expect(!schema.validate(try #require(JSONParser().parse(text).root).value).isEmpty, "\(text)")
        }
    }

    @Test("the example in docs/SUBJECT-PROTOCOL.md follows the schema")
    func documentedExample() throws {
        let doc = try String(contentsOfFile: PackagePaths.root + "/docs/SUBJECT-PROTOCOL.md", encoding: .utf8)
        let start = try #require(doc.range(of: "```json\n{\n  \"$schema\": \"../../Spec/schema/subjects.schema.json\""))
        let end = try #require(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
        let example = String(doc[doc.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let (compiled, _) = CompiledSchema.compile(try Self.schema())
        let schema = try #require(compiled)
        #expect(schema.validate(try #require(JSONParser().parse(example).root).value) == [])
    }
}
