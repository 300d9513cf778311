import EventSchema
import SpecModel
import Testing

/// core §8.1.2 `$vocabulary`: an event schema whose `$schema` names a shared meta-schema file uses the vocabularies
/// that file lists; a keyword of a standard vocabulary it omits is ignored; format-assertion makes `format` assert;
/// an unknown vocabulary is an error when required and ignored when optional. Cases after the JSON-Schema-Test-Suite's
/// `vocabulary.json` and `optional/format-assertion.json`.
@Suite("event schemas: custom meta-schemas with $vocabulary")
struct VocabularyTests {
    static let vocab = "https://json-schema.org/draft/2020-12/vocab/"
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    static func meta(_ id: String, _ entries: [(String, Bool)]) -> String {
        let list = entries.map { "\"\($0.0.hasPrefix("http") ? $0.0 : vocab + $0.0)\": \($0.1)" }
            .joined(separator: ",\n    ")
        return "{\"$schema\": \"\(dialect)\", \"$id\": \"\(id)\",\n  \"$vocabulary\": {\n    \(list)\n  }\n}"
    }

    static let files: [String: String] = [
        "meta/no-validation.schema.json": meta(
            "https://example.com/meta/no-validation", [("core", true), ("applicator", true)]),
        "meta/optional.schema.json": meta(
            "https://example.com/meta/optional", [("core", true), ("http://example.com/vocab/custom", false)]),
        "meta/format-assertion.schema.json": meta(
            "https://example.com/meta/format-assertion",
            [("core", true), ("applicator", true), ("validation", true), ("format-assertion", false)]),
        "meta/full.schema.json": meta(
            "https://example.com/meta/full",
            [("core", true), ("applicator", true), ("validation", true), ("format-annotation", true)]),
    ]

    static func product(_ events: [(String, String)]) throws -> EventCatalog {
        var files = Self.files
        files["events.json"] = eventsFile(events)
        let (_, catalog) = try sharedProduct(files)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        return catalog
    }

    @Test("vocabulary.json: no validation vocabulary — applicators still work, validation keywords are ignored")
    func noValidationVocabulary() throws {
        let catalog = try Self.product([
            (
                "e",
                #"{"$schema": "https://example.com/meta/no-validation", "properties": {"badProperty": false, "numberProperty": {"minimum": 10}}}"#
            )
        ])
        #expect(try sharedErrors(catalog, "e", #"{"badProperty": "x"}"#).map(\.code) == ["schema.false"])
        #expect(try sharedErrors(catalog, "e", #"{"numberProperty": 20}"#).isEmpty)
        #expect(try sharedErrors(catalog, "e", #"{"numberProperty": 1}"#).isEmpty, "minimum is not in force")
    }

    @Test("negative control: the same keyword under a dialect that lists validation is asserted")
    func validationListed() throws {
        let catalog = try Self.product([
            ("e", #"{"$schema": "https://example.com/meta/full", "properties": {"n": {"minimum": 10}}}"#)
        ])
        #expect(try sharedErrors(catalog, "e", #"{"n": 1}"#).map(\.code) == ["schema.minimum"])
        // format-annotation only: an annotation, as in 2020-12.
        let annotated = try Self.product([
            ("e", #"{"$schema": "https://example.com/meta/full", "format": "ipv4"}"#)
        ])
        #expect(try sharedErrors(annotated, "e", #""127.0.0.0.1""#).isEmpty)
    }

    @Test("vocabulary.json: an unrecognised optional vocabulary is ignored (and validation, unlisted, is too)")
    func optionalUnknownVocabulary() throws {
        let catalog = try Self.product([("e", #"{"$schema": "https://example.com/meta/optional", "type": "number"}"#)])
        #expect(try sharedErrors(catalog, "e", #""a string""#).isEmpty)
        #expect(try sharedErrors(catalog, "e", "20").isEmpty)
    }

    @Test("format-assertion.json: format-assertion listed (false or true) asserts format without any option")
    func formatAssertion() throws {
        let catalog = try Self.product([
            ("e", #"{"$schema": "https://example.com/meta/format-assertion", "format": "ipv4"}"#)
        ])
        #expect(try sharedErrors(catalog, "e", #""127.0.0.1""#).isEmpty)
        let errors = try sharedErrors(catalog, "e", #""127.0.0.0.1""#)
        #expect(errors.map(\.code) == ["schema.format"])
        #expect(errors.first?.schemaPointer == "/format")
    }

    @Test("an unknown vocabulary marked required is a located error in the meta-schema; the event does not load")
    func unknownRequiredVocabulary() throws {
        let (_, catalog) = try sharedProduct([
            "events.json": eventsFile([("e", #"{"$schema": "https://example.com/meta/strange", "type": "number"}"#)]),
            "meta/strange.schema.json": Self.meta(
                "https://example.com/meta/strange", [("core", true), ("https://example.com/vocab/units", true)]),
        ])
        let errors = catalog.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["schema.unknown-vocabulary"], "\(errors)")
        #expect(errors.first?.file == "Spec/p/meta/strange.schema.json")
        #expect(errors.first?.location?.line == 4)
        #expect(errors.first?.jsonPointer == "/$vocabulary/https:~1~1example.com~1vocab~1units")
        #expect(catalog.schemas["e"] == nil)
    }

    @Test("a $schema that names neither 2020-12 nor a shared file is still an unsupported dialect")
    func unknownDialect() throws {
        let (_, catalog) = try sharedProduct([
            "events.json": eventsFile([("e", #"{"$schema": "https://example.com/meta/nowhere"}"#)])
        ])
        #expect(catalog.diagnostics.map(\.code) == ["schema.unsupported-dialect"])
    }
}
