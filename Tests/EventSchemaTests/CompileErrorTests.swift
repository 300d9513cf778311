import EventSchema
import SpecModel
import Testing

@Test(
    "an unsupported keyword is a load error located at the keyword",
    arguments: [
        "definitions", "dependencies", "additionalItems", "$recursiveRef", "$recursiveAnchor", "frobnicate",
    ])
func unsupportedKeywordIsLocated(_ keyword: String) throws {
    let json = "{\n  \"type\": \"object\",\n  \"properties\": {\n    \"a\": {\"\(keyword)\": {}}\n  }\n}"
    let diagnostics = try loadErrors(json, pointer: "/events/2/schema")
    #expect(diagnostics.map(\.code) == ["schema.unsupported-keyword"])
    let d = try #require(diagnostics.first)
    #expect(d.file == "events.json")
    #expect(d.location?.line == 4)
    #expect(d.location?.column == 11)  // the opening quote of the keyword
    #expect(d.jsonPointer == "/events/2/schema/properties/a/\(keyword)")
    #expect(d.message.contains("\"\(keyword)\""))
}

@Test("an unknown keyword close to a supported one suggests it")
func unknownKeywordSuggestion() throws {
    let diagnostics = try loadErrors(#"{"requried": ["a"]}"#)
    #expect(diagnostics.first?.message == "unknown keyword \"requried\"; did you mean \"required\"?")
}

@Test("annotation keywords are accepted and ignored")
func annotationsAreIgnored() throws {
    let compiled = try schema(
        #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "x", "title": "t", "description": "d",
         "examples": [1], "default": 2, "$comment": "c", "deprecated": true, "readOnly": false, "writeOnly": false,
         "type": "integer"}
        """#)
    #expect(try codes(compiled, "3").isEmpty)
    #expect(try codes(compiled, "\"3\"") == ["schema.type"])
}

@Test(
    "a keyword with a value of the wrong type is schema.invalid-keyword",
    arguments: [
        #"{"type": "text"}"#, #"{"type": 3}"#, #"{"type": ["string", "string"]}"#, #"{"enum": {}}"#,
        #"{"required": ["a", 1]}"#, #"{"required": ["a", "a"]}"#, #"{"properties": []}"#, #"{"items": [{}]}"#,
        #"{"minItems": -1}"#, #"{"maxLength": 1.5}"#, #"{"uniqueItems": "yes"}"#, #"{"minimum": "1"}"#,
        #"{"multipleOf": 0}"#, #"{"pattern": 3}"#, #"{"format": "datetime"}"#, #"{"allOf": {}}"#, #"{"anyOf": []}"#,
        #"{"$ref": 1}"#, #"{"$defs": 1}"#,
    ])
func invalidKeywordValue(_ json: String) throws {
    #expect(try loadErrors(json).map(\.code) == ["schema.invalid-keyword"])
}

@Test("a schema that is neither an object nor a boolean is schema.invalid-schema")
func invalidSchemaValue() throws {
    #expect(try loadErrors(#"{"properties": {"a": 3}}"#).map(\.code) == ["schema.invalid-schema"])
    #expect(try loadErrors(#"{"not": "x"}"#).first?.jsonPointer == "/not")
}

@Test("an invalid regular expression is schema.invalid-pattern at load time")
func invalidPattern() throws {
    #expect(try loadErrors(#"{"pattern": "([a-z"}"#).map(\.code) == ["schema.invalid-pattern"])
    #expect(try loadErrors(#"{"patternProperties": {"(": {}}}"#).first?.jsonPointer == "/patternProperties/(")
}

@Test("every problem of a schema is reported, sorted by position")
func allProblemsReported() throws {
    let diagnostics = try loadErrors(
        ##"{"definitions": {}, "type": "str", "properties": {"a": {"dependencies": 1}}, "$ref": "#/nope"}"##)
    #expect(
        diagnostics.map(\.code) == [
            "schema.unsupported-keyword", "schema.invalid-keyword", "schema.unsupported-keyword",
            "schema.unresolved-ref",
        ])
    #expect(diagnostics == diagnostics.sorted())
}

@Test(
    "x- keywords are not part of a schema: policies are written in the event's policy, so they are load errors anywhere"
)
func extensionKeywordsAreErrors() throws {
    let root = try loadErrors(#"{"type": "object", "x-child-mode": "suppressed"}"#)
    #expect(root.map(\.code) == ["schema.unsupported-keyword"])
    #expect(
        root.first?.message
            == "unsupported keyword \"x-child-mode\"; an event's policy is written in its \"policy\", beside \"schema\""
    )
    #expect(
        try loadErrors(#"{"properties": {"a": {"x-forbidden-content": []}}}"#).map(\.jsonPointer) == [
            "/properties/a/x-forbidden-content"
        ])
}
