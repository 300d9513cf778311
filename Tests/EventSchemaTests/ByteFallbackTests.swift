import SpecModel
import Testing

@testable import EventSchema

/// The byte walk behind `isValid(json:)` has no form for the keywords 2020-12 added to the subset: it gives
/// up on them, and the document is parsed and validated as a value. Each keyword, inside an event-like
/// object so the walk starts before it reaches it, gets the value walker's verdict on valid and invalid
/// documents.
@Suite("validating JSON bytes falls back to the value walker for the 2020-12 keywords")
struct ByteFallbackTests {
    /// A keyword's schema for the member `p`, with documents for `p` that match and that do not.
    static let cases: [(keyword: String, schema: String, valid: [String], invalid: [String])] = [
        (
            "if/then/else", ##"{"if": {"type": "integer"}, "then": {"minimum": 1}, "else": {"type": "string"}}"##,
            ["1", ##""a""##], ["0", "true"]
        ),
        ("contains", ##"{"contains": {"type": "integer"}}"##, [##"["a", 1]"##], [##"["a"]"##, "[]"]),
        ("minContains", ##"{"contains": {"type": "integer"}, "minContains": 2}"##, ["[1, 2]"], [##"[1, "a"]"##]),
        ("maxContains", ##"{"contains": {"type": "integer"}, "maxContains": 1}"##, [##"[1, "a"]"##], ["[1, 2]"]),
        ("minProperties", ##"{"minProperties": 1}"##, [##"{"a": 1}"##], ["{}"]),
        ("maxProperties", ##"{"maxProperties": 1}"##, [##"{"a": 1}"##], [##"{"a": 1, "b": 2}"##]),
        ("propertyNames", ##"{"propertyNames": {"maxLength": 2}}"##, [##"{"ab": 1}"##], [##"{"abc": 1}"##]),
        (
            "dependentRequired", ##"{"dependentRequired": {"a": ["b"]}}"##, [##"{"a": 1, "b": 2}"##, ##"{"b": 2}"##],
            [##"{"a": 1}"##]
        ),
        (
            "dependentSchemas", ##"{"dependentSchemas": {"a": {"required": ["b"]}}}"##, [##"{"a": 1, "b": 2}"##],
            [##"{"a": 1}"##]
        ),
        (
            "unevaluatedProperties", ##"{"properties": {"a": {}}, "unevaluatedProperties": false}"##, [##"{"a": 1}"##],
            [##"{"a": 1, "b": 2}"##]
        ),
        ("unevaluatedItems", ##"{"prefixItems": [{}], "unevaluatedItems": false}"##, ["[1]"], ["[1, 2]"]),
        ("$dynamicRef", ##"{"$dynamicRef": "#/$defs/s"}"##, [##""x""##], ["1"]),
        ("$dynamicRef dynamic", ##"{"items": {"$dynamicRef": "#t"}}"##, [##"["x"]"##], ["[1]"]),

        ("enum empty", ##"{"enum": []}"##, [], [##""a""##, "1", "{}", "[]", "null"]),
    ]

    /// The event schema with `p` holding `keyword`'s schema; the other keywords are ones the walk handles.
    static func eventSchema(_ p: String) -> String {
        ##"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "$comment": "fallback",
         "type": "object", "required": ["name"], "additionalProperties": false,
         "properties": {"name": {"type": "string"}, "p": \##(p)},
         "$defs": {"s": {"$id": "https://example.com/s", "type": "string"}, "a": {"$anchor": "a", "type": "string"},
                   "t": {"$dynamicAnchor": "t", "type": "string"}}}
        """##
    }

    @Test("each new keyword: the walk never says valid, isValid(json:) gives the value walker's verdict")
    func fallbackVerdicts() throws {
        for c in Self.cases {
            let compiled = try schema(Self.eventSchema(c.schema))
            for (documents, expected) in [(c.valid, true), (c.invalid, false)] {
                for p in documents {
                    let bytes = Array(##"{"name": "e", "p": \##(p)}"##.utf8)
                    #expect(!FastByteWalkTests.quick(compiled, bytes), "\(c.keyword): the byte walk accepted \(p)")
                    #expect(
                        FastByteWalkTests.reference(compiled, bytes) == expected,
                        "\(c.keyword): fixture expectation is wrong for \(p)")
                    #expect(
                        bytes.withUnsafeBytes { compiled.isValid(json: $0) } == expected,
                        "\(c.keyword): isValid(json:) is wrong for \(p)")
                    let report = bytes.withUnsafeBytes { compiled.validate(json: $0) }
                    #expect(report.isValid == expected, "\(c.keyword): validate(json:) is wrong for \(p)")
                }
            }
        }
    }

    @Test(
        "a $ref resolved through $anchor or an embedded $id is a plain reference: the walk takes it, with the right verdict"
    )
    func resolvedReferencesStayOnTheWalk() throws {
        for ref in ["#a", "https://example.com/s", "#/$defs/s"] {
            let compiled = try schema(Self.eventSchema(##"{"$ref": "\##(ref)"}"##))
            let valid = Array(##"{"name": "e", "p": "x"}"##.utf8)
            let invalid = Array(##"{"name": "e", "p": 1}"##.utf8)
            #expect(FastByteWalkTests.quick(compiled, valid), "\(ref)")
            #expect(!FastByteWalkTests.quick(compiled, invalid), "\(ref)")
            FastByteWalkTests.agree(compiled, valid)
            FastByteWalkTests.agree(compiled, invalid)
        }
    }

    @Test("a compiled keyword is no larger than the largest of the original subset (a limit: its text and value)")
    func keywordStaysSmall() {
        // The walkers read keywords from one flat array: a larger payload would spread every program thinner.
        #expect(MemoryLayout<Keyword>.size <= MemoryLayout<NumberLimit>.size + 1)
    }

    @Test("documents that never reach the new keyword still take the byte walk")
    func walkStillTakenElsewhere() throws {
        let compiled = try schema(Self.eventSchema(##"{"minProperties": 1}"##))
        #expect(FastByteWalkTests.quick(compiled, Array(##"{"name": "e"}"##.utf8)))
    }
}
