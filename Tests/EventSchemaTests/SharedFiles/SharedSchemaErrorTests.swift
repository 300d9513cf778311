import EventSchema
import SpecModel
import Testing

/// Negative controls: every reference that does not resolve inside the product folder is a located load error with a
/// stable code (file:line:col of the `$ref`, its pointer), with a did-you-mean when a name is near; all in one run.
@Suite("event schemas: unresolvable references to shared files are located errors")
struct SharedSchemaErrorTests {
    static let events = eventsFile([
        ("missing-file", #"{"$ref": "common/mony.schema.json#/$defs/amount"}"#),
        ("missing-def", #"{"$ref": "common/money.schema.json#/$defs/amont"}"#),
        ("missing-anchor", #"{"$ref": "common/money.schema.json#currncy"}"#),
        ("remote", #"{"$ref": "https://example.com/schemas/mony"}"#),
        ("cycle", #"{"$ref": "loop-a.schema.json"}"#),
        ("fine", #"{"$ref": "common/money.schema.json#/$defs/amount"}"#),
    ])

    static let files = [
        "events.json": events,
        "common/money.schema.json": """
        {"$id": "https://example.com/schemas/money",
         "$defs": {"amount": {"type": "integer"}, "currency": {"$anchor": "currency", "type": "string"}}}
        """,
        "loop-a.schema.json": #"{"$ref": "loop-b.schema.json"}"#,
        "loop-b.schema.json": "{\n  \"allOf\": [{\"$ref\": \"loop-a.schema.json\"}]\n}",
    ]

    @Test(
        "missing file, missing $defs key, missing anchor, remote URI, cycle across files: every one reported, located")
    func everyProblemInOneRun() throws {
        let (_, catalog) = try sharedProduct(Self.files)
        let errors = catalog.diagnostics.filter { $0.severity == .error }
        let summary = errors.map { "\($0.file ?? ""):\($0.location?.line ?? 0) \($0.jsonPointer ?? "") \($0.code)" }
        #expect(
            summary == [
                "Spec/p/events.json:2 /events/0/schema/$ref schema.unresolved-ref",
                "Spec/p/events.json:3 /events/1/schema/$ref schema.unresolved-ref",
                "Spec/p/events.json:4 /events/2/schema/$ref schema.unresolved-ref",
                "Spec/p/events.json:5 /events/3/schema/$ref schema.remote-ref",
                "Spec/p/loop-b.schema.json:2 /allOf/0/$ref schema.ref-cycle",
            ], "\(errors)")
        let messages = errors.map(\.message)
        #expect(messages[0].contains("no shared schema file \"common/mony.schema.json\""), "\(messages[0])")
        #expect(messages[0].hasSuffix("did you mean \"common/money.schema.json\"?"), "\(messages[0])")
        #expect(messages[1].hasSuffix("no member \"amont\"; did you mean \"amount\"?"), "\(messages[1])")
        #expect(
            messages[2].contains("in the file \"common/money.schema.json\"; did you mean \"#currency\"?"),
            "\(messages[2])")
        #expect(messages[3].contains("never fetched"), "\(messages[3])")
        #expect(messages[3].hasSuffix("did you mean \"https://example.com/schemas/money\"?"), "\(messages[3])")
        #expect(catalog.schemas["fine"] != nil, "an event whose references resolve still loads")
        #expect(catalog.schemas["missing-file"] == nil)
    }

    @Test("a problem inside a shared file is reported once, in that file, however many events reach it")
    func reportedOnceInTheSharedFile() throws {
        let (_, catalog) = try sharedProduct([
            "events.json": eventsFile([
                ("a", #"{"$ref": "bad.schema.json"}"#), ("b", #"{"$ref": "bad.schema.json#/$defs/x"}"#),
            ]),
            "bad.schema.json": "{\n  \"$defs\": {\"x\": {\"type\": \"integr\"}}\n}",
        ])
        let errors = catalog.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.file == "Spec/p/bad.schema.json")
        #expect(errors.first?.jsonPointer == "/$defs/x/type")
        #expect(errors.first?.location?.line == 2)
    }

    @Test("a shared file that is not JSON is a located parse error of the loader")
    func unparsableSharedFile() throws {
        let (load, catalog) = try sharedProduct([
            "events.json": eventsFile([("a", #"{"$ref": "broken.schema.json"}"#)]),
            "broken.schema.json": "{\"type\": }",
        ])
        #expect(load.diagnostics.contains { $0.file == "Spec/p/broken.schema.json" && $0.severity == .error })
        #expect(catalog.diagnostics.map(\.code) == ["schema.unresolved-ref"])
    }
}
