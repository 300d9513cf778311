import EventSchema
import SpecModel
import Testing

/// The schema itself: a `$schema` naming another dialect, and every 2020-12 keyword written with a value
/// its section does not allow, is a load error with a stable code and the location of the bad value.

@Test("core §8.1.1 $schema naming the 2020-12 dialect is accepted, with or without the empty fragment")
func dialect2020Accepted() throws {
    for uri in ["https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2020-12/schema#"] {
        let compiled = try schema(#"{"$schema": "\#(uri)", "type": "integer"}"#)
        #expect(try codes(compiled, "1").isEmpty)
    }
    // An embedded resource (a subschema with $id) may name the dialect too.
    _ = try schema(
        #"{"$defs": {"a": {"$id": "https://example.com/a", "$schema": "https://json-schema.org/draft/2020-12/schema"}}}"#
    )
}

@Test(
    "core §8.1.1 $schema naming another dialect is schema.unsupported-dialect at its value",
    arguments: [
        "http://json-schema.org/draft-07/schema#", "https://json-schema.org/draft/2019-09/schema",
        "http://json-schema.org/draft-04/schema#",
        "http://json-schema.org/draft/2020-12/schema", "https://example.com/my-dialect",
    ])
func otherDialectRejected(_ uri: String) throws {
    let errors = try loadErrors("{\n  \"$schema\": \"\(uri)\",\n  \"type\": \"object\"\n}", pointer: "/events/0/schema")
    #expect(errors.map(\.code) == ["schema.unsupported-dialect"])
    let error = try #require(errors.first)
    #expect(error.jsonPointer == "/events/0/schema/$schema")
    #expect(error.location?.line == 2)
    #expect(error.location?.column == 14)
    #expect(
        error.message
            == #"unsupported dialect "\#(uri)"; event schemas are JSON Schema 2020-12 ("https://json-schema.org/draft/2020-12/schema") or a dialect a shared meta-schema file of the product declares (at the root of a file or event schema)"#
    )
}

@Test("core §8.1.1 $schema inside a subschema that is not a resource root is schema.invalid-keyword")
func dialectOnlyAtResourceRoots() throws {
    let errors = try loadErrors(#"{"properties": {"a": {"$schema": "https://json-schema.org/draft/2020-12/schema"}}}"#)
    #expect(errors.map(\.code) == ["schema.invalid-keyword"])
    #expect(errors.first?.jsonPointer == "/properties/a/$schema")
}

/// A keyword with a value of the wrong kind, and the code and pointer it is reported with.
struct BadValueCase: CustomTestStringConvertible, Sendable {
    var schema: String
    var code: String
    var pointer: String
    var testDescription: String { schema }
}

let badValueCases: [BadValueCase] = [
    // Core.
    .init(schema: #"{"$schema": 2020}"#, code: "schema.invalid-keyword", pointer: "/$schema"),
    .init(schema: #"{"$id": 1}"#, code: "schema.invalid-keyword", pointer: "/$id"),
    .init(schema: #"{"$id": "https://example.com/a#part"}"#, code: "schema.invalid-keyword", pointer: "/$id"),
    .init(schema: #"{"$anchor": "1st"}"#, code: "schema.invalid-keyword", pointer: "/$anchor"),
    .init(schema: #"{"$anchor": ["a"]}"#, code: "schema.invalid-keyword", pointer: "/$anchor"),
    .init(schema: #"{"$dynamicAnchor": "a b"}"#, code: "schema.invalid-keyword", pointer: "/$dynamicAnchor"),
    .init(schema: #"{"$dynamicRef": true}"#, code: "schema.invalid-keyword", pointer: "/$dynamicRef"),
    .init(schema: #"{"$ref": {}}"#, code: "schema.invalid-keyword", pointer: "/$ref"),
    .init(schema: #"{"$comment": 1}"#, code: "schema.invalid-keyword", pointer: "/$comment"),
    .init(
        schema: #"{"$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": "yes"}}"#,
        code: "schema.invalid-keyword", pointer: "/$vocabulary"),
    .init(schema: #"{"$defs": []}"#, code: "schema.invalid-keyword", pointer: "/$defs"),
    // Applicator.
    .init(schema: #"{"if": 1}"#, code: "schema.invalid-schema", pointer: "/if"),
    .init(schema: #"{"then": "x"}"#, code: "schema.invalid-schema", pointer: "/then"),
    .init(schema: #"{"else": []}"#, code: "schema.invalid-schema", pointer: "/else"),
    .init(schema: #"{"dependentSchemas": []}"#, code: "schema.invalid-keyword", pointer: "/dependentSchemas"),
    .init(schema: #"{"dependentSchemas": {"a": 1}}"#, code: "schema.invalid-schema", pointer: "/dependentSchemas/a"),
    .init(schema: #"{"contains": 2}"#, code: "schema.invalid-schema", pointer: "/contains"),
    .init(schema: #"{"propertyNames": null}"#, code: "schema.invalid-schema", pointer: "/propertyNames"),
    .init(
        schema: #"{"unevaluatedProperties": "no"}"#, code: "schema.invalid-schema", pointer: "/unevaluatedProperties"),
    .init(schema: #"{"unevaluatedItems": 0}"#, code: "schema.invalid-schema", pointer: "/unevaluatedItems"),
    .init(schema: #"{"prefixItems": []}"#, code: "schema.invalid-keyword", pointer: "/prefixItems"),
    // Validation.
    .init(schema: #"{"contains": {}, "minContains": -1}"#, code: "schema.invalid-keyword", pointer: "/minContains"),
    .init(schema: #"{"minContains": -1}"#, code: "schema.invalid-keyword", pointer: "/minContains"),
    .init(schema: #"{"maxContains": 1.5}"#, code: "schema.invalid-keyword", pointer: "/maxContains"),
    .init(schema: #"{"minProperties": "1"}"#, code: "schema.invalid-keyword", pointer: "/minProperties"),
    .init(schema: #"{"maxProperties": -2}"#, code: "schema.invalid-keyword", pointer: "/maxProperties"),
    .init(schema: #"{"dependentRequired": []}"#, code: "schema.invalid-keyword", pointer: "/dependentRequired"),
    .init(
        schema: #"{"dependentRequired": {"a": "b"}}"#, code: "schema.invalid-keyword", pointer: "/dependentRequired/a"),
    .init(
        schema: #"{"dependentRequired": {"a": ["b", "b"]}}"#, code: "schema.invalid-keyword",
        pointer: "/dependentRequired/a/1"),
    .init(
        schema: #"{"dependentRequired": {"a": [1]}}"#, code: "schema.invalid-keyword", pointer: "/dependentRequired/a/0"
    ),
    .init(schema: #"{"enum": "a"}"#, code: "schema.invalid-keyword", pointer: "/enum"),
    // Meta-data.
    .init(schema: #"{"title": 1}"#, code: "schema.invalid-keyword", pointer: "/title"),
    .init(schema: #"{"deprecated": "yes"}"#, code: "schema.invalid-keyword", pointer: "/deprecated"),
    .init(schema: #"{"examples": {}}"#, code: "schema.invalid-keyword", pointer: "/examples"),
]

@Test("every keyword with a value its section does not allow is a located load error", arguments: badValueCases)
func badKeywordValue(_ c: BadValueCase) throws {
    let errors = try loadErrors(c.schema, pointer: "/events/3/schema")
    #expect(errors.map(\.code) == [c.code], "\(c.schema): \(errors.map(\.message))")
    #expect(errors.first?.jsonPointer == "/events/3/schema" + c.pointer)
    #expect(errors.first?.file == "events.json")
    #expect(errors.first?.location != nil)
}

@Test("bad values are reported with messages that say what the keyword takes")
func badValueMessages() throws {
    #expect(
        try loadErrors(#"{"minContains": -1}"#).first?.message
            == #""minContains" must be a non-negative integer, found integer"#)
    #expect(
        try loadErrors(#"{"dependentRequired": {"a": "b"}}"#).first?.message
            == #""dependentRequired" entry "a" must be an array of strings, found string"#)
    #expect(
        try loadErrors(#"{"dependentRequired": {"a": ["b", "b"]}}"#).first?.message
            == #""dependentRequired" entry "a" item "b" is listed twice"#)
    #expect(
        try loadErrors(#"{"$id": "https://example.com/a#part"}"#).first?.message
            == #""$id" "https://example.com/a#part" must not have a fragment; declare it with "$anchor": "part""#)
    #expect(
        try loadErrors(#"{"$anchor": "1st"}"#).first?.message
            == #""$anchor" must be a name of letters, digits, "-", "_" and "." starting with a letter or "_", found "1st""#
    )
    #expect(
        try loadErrors(#"{"definitions": {}}"#).first?.message
            == #"keyword "definitions" is not supported by event schemas: it is from draft-07 and earlier; use "$defs""#
    )
    #expect(
        try loadErrors(#"{"minContain": 1}"#).first?.message
            == #"unknown keyword "minContain"; did you mean "minContains"?"#)
}

@Test("core §8.1.2 $vocabulary is accepted in a schema and ignored; the empty $id fragment too")
func vocabularyAndEmptyFragment() throws {
    let compiled = try schema(
        #"{"$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true}, "$id": "https://example.com/s#", "type": "string"}"#
    )
    #expect(try codes(compiled, "1") == ["schema.type"])
}
