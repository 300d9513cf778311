import EventSchema
import SpecModel
import Testing

/// One keyword with an instance it accepts and one it rejects.
struct KeywordCase: CustomTestStringConvertible, Sendable {
    var keyword: String
    var schema: String
    var passing: String
    var failing: String
    var code: String

    var testDescription: String { keyword }
}

let keywordCases: [KeywordCase] = [
    .init(keyword: "type", schema: #"{"type": "string"}"#, passing: #""a""#, failing: "1", code: "schema.type"),
    .init(
        keyword: "type array", schema: #"{"type": ["string", "null"]}"#, passing: "null", failing: "true",
        code: "schema.type"),
    .init(keyword: "enum", schema: #"{"enum": ["a", 1, null]}"#, passing: "1", failing: #""b""#, code: "schema.enum"),
    .init(
        keyword: "const", schema: #"{"const": {"a": [1, 2]}}"#, passing: #"{"a": [1, 2.0]}"#,
        failing: #"{"a": [2, 1]}"#, code: "schema.const"),
    .init(
        keyword: "required", schema: #"{"required": ["a", "b"]}"#, passing: #"{"a": 1, "b": null}"#,
        failing: #"{"a": 1}"#, code: "schema.required"),
    .init(
        keyword: "properties", schema: #"{"properties": {"a": {"type": "integer"}}}"#, passing: #"{"a": 1, "z": "x"}"#,
        failing: #"{"a": "1"}"#, code: "schema.type"),
    .init(
        keyword: "additionalProperties false", schema: #"{"properties": {"a": {}}, "additionalProperties": false}"#,
        passing: #"{"a": 1}"#, failing: #"{"a": 1, "b": 2}"#, code: "schema.additional-properties"),
    .init(
        keyword: "additionalProperties schema",
        schema: #"{"properties": {"a": {}}, "additionalProperties": {"type": "string"}}"#,
        passing: #"{"a": 1, "b": "x"}"#, failing: #"{"a": 1, "b": 2}"#, code: "schema.type"),
    .init(
        keyword: "patternProperties",
        schema: #"{"patternProperties": {"^n_": {"type": "number"}}, "additionalProperties": false}"#,
        passing: #"{"n_a": 1.5}"#, failing: #"{"n_a": "x"}"#, code: "schema.type"),
    .init(
        keyword: "items", schema: #"{"items": {"type": "string"}}"#, passing: #"["a", "b"]"#, failing: #"["a", 2]"#,
        code: "schema.type"),
    .init(
        keyword: "prefixItems", schema: #"{"prefixItems": [{"type": "string"}, {"type": "integer"}], "items": false}"#,
        passing: #"["a", 1]"#, failing: #"["a", 1, 2]"#, code: "schema.false"),
    .init(
        keyword: "minItems", schema: #"{"minItems": 2}"#, passing: "[1, 2]", failing: "[1]", code: "schema.min-items"),
    .init(
        keyword: "maxItems", schema: #"{"maxItems": 1}"#, passing: "[1]", failing: "[1, 2]", code: "schema.max-items"),
    .init(
        keyword: "uniqueItems", schema: #"{"uniqueItems": true}"#, passing: #"[1, "1", [1], {"a": 1}]"#,
        failing: #"[{"a": 1}, {"a": 1}]"#, code: "schema.unique-items"),
    .init(keyword: "minimum", schema: #"{"minimum": 5}"#, passing: "5", failing: "4.99", code: "schema.minimum"),
    .init(keyword: "maximum", schema: #"{"maximum": 5}"#, passing: "5.0", failing: "6", code: "schema.maximum"),
    .init(
        keyword: "exclusiveMinimum", schema: #"{"exclusiveMinimum": 5}"#, passing: "5.01", failing: "5",
        code: "schema.exclusive-minimum"),
    .init(
        keyword: "exclusiveMaximum", schema: #"{"exclusiveMaximum": 5}"#, passing: "4", failing: "5.0",
        code: "schema.exclusive-maximum"),
    .init(
        keyword: "multipleOf", schema: #"{"multipleOf": 0.1}"#, passing: "0.3", failing: "0.35",
        code: "schema.multiple-of"),
    .init(
        keyword: "multipleOf integer", schema: #"{"multipleOf": 3}"#, passing: "9", failing: "10",
        code: "schema.multiple-of"),
    .init(
        keyword: "minLength", schema: #"{"minLength": 2}"#, passing: #""ab""#, failing: #""a""#,
        code: "schema.min-length"),
    .init(
        keyword: "maxLength", schema: #"{"maxLength": 2}"#, passing: #""ab""#, failing: #""abc""#,
        code: "schema.max-length"),
    .init(
        keyword: "pattern", schema: #"{"pattern": "^[a-z]+_[0-9]{2}$"}"#, passing: #""abc_12""#, failing: #""abc_123""#,
        code: "schema.pattern"),
    .init(
        keyword: "pattern unanchored", schema: #"{"pattern": "b+c"}"#, passing: #""abbcd""#, failing: #""acb""#,
        code: "schema.pattern"),
    .init(
        keyword: "pattern regex engine", schema: #"{"pattern": "^(ab|cd)+$"}"#, passing: #""abcd""#, failing: #""abc""#,
        code: "schema.pattern"),
    .init(
        keyword: "allOf", schema: #"{"allOf": [{"minimum": 1}, {"maximum": 3}]}"#, passing: "2", failing: "4",
        code: "schema.maximum"),
    .init(
        keyword: "anyOf", schema: #"{"anyOf": [{"type": "string"}, {"minimum": 3}]}"#, passing: "4", failing: "2",
        code: "schema.any-of"),
    .init(
        keyword: "oneOf", schema: #"{"oneOf": [{"type": "integer"}, {"minimum": 3}]}"#, passing: "2", failing: "4",
        code: "schema.one-of"),
    .init(keyword: "not", schema: #"{"not": {"type": "string"}}"#, passing: "1", failing: #""a""#, code: "schema.not"),
    .init(
        keyword: "$ref", schema: ##"{"$defs": {"id": {"type": "string"}}, "$ref": "#/$defs/id"}"##, passing: #""x""#,
        failing: "1", code: "schema.type"),
    .init(
        keyword: "false schema", schema: #"{"properties": {"a": false}}"#, passing: "{}", failing: #"{"a": 1}"#,
        code: "schema.false"),
]

@Test("every supported keyword accepts a matching instance and rejects a failing one", arguments: keywordCases)
func keywordPassesAndFails(_ c: KeywordCase) throws {
    let compiled = try schema(c.schema)
    #expect(try codes(compiled, c.passing).isEmpty, "\(c.keyword) should accept \(c.passing)")
    #expect(try codes(compiled, c.failing) == [c.code], "\(c.keyword) should reject \(c.failing)")
}

@Test("keywords ignore instances of types they do not apply to")
func typeSpecificKeywordsIgnoreOtherTypes() throws {
    let compiled = try schema(#"{"minLength": 3, "minimum": 3, "minItems": 3, "required": ["a"], "pattern": "^x"}"#)
    for instance in ["null", "true", "{\"a\": 0}", "[1, 2, 3]", "\"xyz\"", "5"] {
        #expect(try codes(compiled, instance).isEmpty, "\(instance)")
    }
    #expect(try codes(compiled, "\"ab\"") == ["schema.min-length", "schema.pattern"])
}

@Test("integer is any integral number: 1.0 and 1e2 are integers, 1.5 is not")
func integerVersusNumber() throws {
    let integer = try schema(#"{"type": "integer"}"#)
    #expect(try codes(integer, "1").isEmpty)
    #expect(try codes(integer, "1.0").isEmpty)
    #expect(try codes(integer, "1e2").isEmpty)
    #expect(try codes(integer, "-0").isEmpty)
    #expect(try codes(integer, "1.5") == ["schema.type"])
    #expect(try codes(integer, #""1""#) == ["schema.type"])
    let number = try schema(#"{"type": "number"}"#)
    #expect(try codes(number, "1").isEmpty)
    #expect(try codes(number, "1.5").isEmpty)
    #expect(try codes(number, "true") == ["schema.type"])
    let error = integer.validate(try value("1.5"))
    #expect(error.first?.message == "expected integer, found number")
}

@Test("minLength and maxLength count Unicode code points, not bytes or UTF-16 units")
func lengthCountsCodePoints() throws {
    let compiled = try schema(#"{"minLength": 2, "maxLength": 2}"#)
    #expect(try codes(compiled, #""😀😀""#).isEmpty)  // 8 UTF-8 bytes, 4 UTF-16 units, 2 code points
    #expect(try codes(compiled, #""é\u00e9""#).isEmpty)
    #expect(try codes(compiled, #""😀""#) == ["schema.min-length"])
    #expect(try codes(compiled, #""😀😀😀""#) == ["schema.max-length"])
    #expect(try codes(compiled, #""abc""#) == ["schema.max-length"])
}

@Test("uniqueItems compares by JSON value: 1 and 1.0 are equal, 1 and \"1\" are not")
func uniqueItemsUsesJSONEquality() throws {
    let compiled = try schema(#"{"uniqueItems": true}"#)
    #expect(try codes(compiled, "[1, 1.0]") == ["schema.unique-items"])
    #expect(try codes(compiled, #"[1, "1", true]"#).isEmpty)
    let many = (0..<40).map(String.init).joined(separator: ", ")
    #expect(try codes(compiled, "[\(many)]").isEmpty)
    #expect(try codes(compiled, "[\(many), 39.0]") == ["schema.unique-items"])
    let errors = compiled.validate(try value("[0, 1, 1.0]"))
    #expect(errors.first?.message == "items 1 and 2 are equal")
}

@Test("enum and const use JSON number equality: 1.0 matches 1")
func enumAndConstNumberEquality() throws {
    #expect(try codes(try schema(#"{"enum": [1, 2]}"#), "1.0").isEmpty)
    #expect(try codes(try schema(#"{"const": 2}"#), "2.0").isEmpty)
    #expect(try codes(try schema(#"{"const": 2}"#), "2.5") == ["schema.const"])
}
