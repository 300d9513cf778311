import EventSchema
import SpecModel
import Testing

@Test("an unsupported keyword is a load error located at the keyword", arguments: [
    "if", "dependentRequired", "unevaluatedProperties", "$dynamicRef", "propertyNames", "frobnicate",
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
    let compiled = try schema(#"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "x", "title": "t", "description": "d",
         "examples": [1], "default": 2, "$comment": "c", "deprecated": true, "readOnly": false, "writeOnly": false,
         "type": "integer"}
        """#)
    #expect(try codes(compiled, "3").isEmpty)
    #expect(try codes(compiled, "\"3\"") == ["schema.type"])
}

@Test("a keyword with a value of the wrong type is schema.invalid-keyword", arguments: [
    #"{"type": "text"}"#, #"{"type": 3}"#, #"{"type": ["string", "string"]}"#, #"{"enum": []}"#,
    #"{"required": ["a", 1]}"#, #"{"required": ["a", "a"]}"#, #"{"properties": []}"#, #"{"items": [{}]}"#,
    #"{"minItems": -1}"#, #"{"maxLength": 1.5}"#, #"{"uniqueItems": "yes"}"#, #"{"minimum": "1"}"#,
    #"{"multipleOf": 0}"#, #"{"pattern": 3}"#, #"{"format": "date"}"#, #"{"allOf": {}}"#, #"{"anyOf": []}"#,
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
    let diagnostics = try loadErrors(##"{"if": {}, "type": "str", "properties": {"a": {"then": 1}}, "$ref": "#/nope"}"##)
    #expect(diagnostics.map(\.code) == ["schema.unsupported-keyword", "schema.invalid-keyword", "schema.unsupported-keyword", "schema.unresolved-ref"])
    #expect(diagnostics == diagnostics.sorted())
}

@Test("policy keywords: unknown x- keywords, unknown classes, bad values and nested use are load errors")
func policyKeywordErrors() throws {
    #expect(try loadErrors(#"{"x-child-mod": "allowed"}"#).first?.message == "unknown policy keyword \"x-child-mod\"; did you mean \"x-child-mode\"?")
    let unknownClass = try loadErrors(#"{"x-forbidden-content": ["receipt", "phone-number"]}"#)
    #expect(unknownClass.map(\.code) == ["schema.invalid-keyword"])
    #expect(unknownClass.first?.jsonPointer == "/x-forbidden-content/1")
    #expect(try loadErrors(#"{"x-child-mode": "hidden"}"#).map(\.code) == ["schema.invalid-keyword"])
    #expect(try loadErrors(#"{"x-child-mode-strip": "a"}"#).map(\.code) == ["schema.invalid-keyword"])
    #expect(try loadErrors(#"{"properties": {"a": {"x-child-mode": "allowed"}}}"#).map(\.code) == ["schema.unsupported-keyword"])
}

@Test("policy keywords at the root are read into the compiled policy")
func policyIsParsed() throws {
    let compiled = try schema(#"{"type": "object", "x-child-mode": "suppressed", "x-child-mode-strip": ["user_id"], "x-forbidden-content": ["email", "receipt"]}"#)
    #expect(compiled.policy == EventPolicy(childMode: .suppressed, childModeStrip: ["user_id"], forbiddenContent: [.email, .receipt]))
    #expect(try schema("{}").policy == EventPolicy())
}
