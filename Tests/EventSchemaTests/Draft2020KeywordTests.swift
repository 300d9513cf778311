import EventSchema
import SpecModel
import Testing

/// One 2020-12 keyword, from the text of its section: instances it accepts, one it rejects, and the error
/// the validator gives for that one (instance pointer, code, message, schema pointer).
struct Draft2020Case: CustomTestStringConvertible, Sendable {
    /// The section of json-schema-core (core) or json-schema-validation (validation) 2020-12.
    var rule: String
    var schema: String
    var valid: [String]
    var invalid: String
    var error: String

    var testDescription: String { rule }
}

let draft2020Cases: [Draft2020Case] = [
    // core §10.2.2: if, then, else.
    .init(
        rule: "core §10.2.2.2 then applies when if matches",
        schema:
            #"{"if": {"properties": {"kind": {"const": "card"}}, "required": ["kind"]}, "then": {"required": ["last4"]}, "else": {"required": ["iban"]}}"#,
        valid: [#"{"kind": "card", "last4": "1234"}"#, #"{"kind": "bank", "iban": "DE00"}"#, "3"],
        invalid: #"{"kind": "card"}"#,
        error: #"/: error[schema.required]: missing required property "last4" (schema #/then/required)"#),
    .init(
        rule: "core §10.2.2.3 else applies when if does not match",
        schema:
            #"{"if": {"properties": {"kind": {"const": "card"}}, "required": ["kind"]}, "then": {"required": ["last4"]}, "else": {"required": ["iban"]}}"#,
        valid: [#"{"iban": "DE00"}"#],
        invalid: #"{"kind": "bank"}"#,
        error: #"/: error[schema.required]: missing required property "iban" (schema #/else/required)"#),
    .init(
        rule: "core §10.2.2.4 dependentSchemas applies when the property is present",
        schema: #"{"dependentSchemas": {"card": {"required": ["cvv"]}}}"#,
        valid: [#"{"card": 1, "cvv": 2}"#, #"{"cvv": 2}"#, "[]"],
        invalid: #"{"card": 1}"#,
        error: #"/: error[schema.required]: missing required property "cvv" (schema #/dependentSchemas/card/required)"#),
    // core §10.3.1.3 and validation §6.4.4-5: contains, minContains, maxContains.
    .init(
        rule: "core §10.3.1.3 contains needs at least one matching item",
        schema: #"{"contains": {"type": "integer"}}"#,
        valid: ["[1]", #"["a", 2]"#, #""not an array""#],
        invalid: #"["a", "b"]"#,
        error: "/: error[schema.contains]: no item of the array matches the schema of contains (schema #/contains)"),
    .init(
        rule: "core §10.3.1.3 contains fails on an empty array",
        schema: #"{"contains": true}"#, valid: ["[null]"], invalid: "[]",
        error: "/: error[schema.contains]: no item of the array matches the schema of contains (schema #/contains)"),
    .init(
        rule: "validation §6.4.5 minContains",
        schema: #"{"contains": {"const": 1}, "minContains": 2}"#,
        valid: ["[1, 1]", "[1, 2, 1.0]"],
        invalid: "[1, 2]",
        error:
            "/: error[schema.min-contains]: array has 1 item matching the schema of contains, fewer than minContains 2 (schema #/minContains)"
    ),
    .init(
        rule: "validation §6.4.5 minContains 0 accepts an array without a match",
        schema: #"{"contains": {"const": 1}, "minContains": 0, "maxContains": 1}"#,
        valid: ["[]", "[2]", "[1, 2]"],
        invalid: "[1, 1]",
        error:
            "/: error[schema.max-contains]: array has 2 items matching the schema of contains, more than maxContains 1 (schema #/maxContains)"
    ),
    .init(
        rule: "validation §6.4.4 maxContains",
        schema: #"{"contains": {"const": 1}, "maxContains": 1}"#,
        valid: ["[1, 2]"],
        invalid: "[2]",
        error: "/: error[schema.contains]: no item of the array matches the schema of contains (schema #/contains)"),
    .init(
        rule: "validation §6.4.4-5 minContains and maxContains without contains have no effect",
        schema: #"{"minContains": 3, "maxContains": 0, "maxItems": 1}"#,
        valid: ["[1]", "[]"],
        invalid: "[1, 2]",
        error: "/: error[schema.max-items]: array has 2 items, more than the maximum 1 (schema #/maxItems)"),
    // core §10.3.2.4: propertyNames.
    .init(
        rule: "core §10.3.2.4 propertyNames applies to every name as a string",
        schema: #"{"propertyNames": {"maxLength": 3}}"#,
        valid: [#"{"abc": 1}"#, "{}", #""abcdef""#],
        invalid: #"{"abcd": 1, "ab": 2}"#,
        error:
            #"/abcd: error[schema.property-names]: property name "abcd" does not match the schema of propertyNames: string has 4 characters, more than the maximum length 3 (schema #/propertyNames)"#
    ),
    .init(
        rule: "core §10.3.2.4 propertyNames false allows only the empty object",
        schema: #"{"propertyNames": false}"#,
        valid: ["{}"],
        invalid: #"{"a": 1}"#,
        error:
            #"/a: error[schema.property-names]: property name "a" does not match the schema of propertyNames: no value is allowed here (schema #/propertyNames)"#
    ),
    // validation §6.5: objects.
    .init(
        rule: "validation §6.5.1 maxProperties",
        schema: #"{"maxProperties": 1}"#, valid: [#"{"a": 1}"#, "{}", "[1, 2]"], invalid: #"{"a": 1, "b": 2}"#,
        error:
            "/: error[schema.max-properties]: object has 2 properties, more than the maximum 1 (schema #/maxProperties)"
    ),
    .init(
        rule: "validation §6.5.2 minProperties",
        schema: #"{"minProperties": 2}"#, valid: [#"{"a": 1, "b": 2}"#, "[]"], invalid: #"{"a": 1}"#,
        error:
            "/: error[schema.min-properties]: object has 1 property, fewer than the minimum 2 (schema #/minProperties)"),
    .init(
        rule: "validation §6.5.4 dependentRequired",
        schema: #"{"dependentRequired": {"card": ["cvv", "expiry"]}}"#,
        valid: [#"{"card": 1, "cvv": 1, "expiry": 1}"#, #"{"cvv": 1}"#, "5"],
        invalid: #"{"card": 1, "cvv": 1}"#,
        error:
            #"/: error[schema.dependent-required]: property "card" requires property "expiry", which is missing (schema #/dependentRequired)"#
    ),
    // core §11: unevaluatedItems, unevaluatedProperties.
    .init(
        rule: "core §11.3 unevaluatedProperties false rejects what no keyword evaluated",
        schema: #"{"properties": {"a": {}}, "unevaluatedProperties": false}"#,
        valid: [#"{"a": 1}"#, "{}", "[1]"],
        invalid: #"{"a": 1, "b": 2}"#,
        error:
            #"/b: error[schema.unevaluated-properties]: property "b" is not allowed: no keyword of the schema evaluated it (schema #/unevaluatedProperties)"#
    ),
    .init(
        rule: "core §11.3 unevaluatedProperties applies its schema to what no keyword evaluated",
        schema: #"{"properties": {"a": {}}, "unevaluatedProperties": {"type": "string"}}"#,
        valid: [#"{"a": 1, "b": "x"}"#],
        invalid: #"{"a": 1, "b": 2}"#,
        error: "/b: error[schema.type]: expected string, found integer (schema #/unevaluatedProperties/type)"),
    .init(
        rule: "core §11.2 unevaluatedItems false rejects what no keyword evaluated",
        schema: #"{"prefixItems": [{"type": "string"}], "unevaluatedItems": false}"#,
        valid: [#"["a"]"#, "[]", "{}"],
        invalid: #"["a", 1]"#,
        error:
            "/1: error[schema.unevaluated-items]: item 1 is not allowed: no keyword of the schema evaluated it (schema #/unevaluatedItems)"
    ),
    .init(
        rule: "core §11.2 unevaluatedItems applies its schema to what no keyword evaluated",
        schema: #"{"prefixItems": [{"type": "string"}], "unevaluatedItems": {"type": "integer"}}"#,
        valid: [#"["a", 1, 2]"#],
        invalid: #"["a", 1, true]"#,
        error: "/2: error[schema.type]: expected integer, found boolean (schema #/unevaluatedItems/type)"),
    // validation §6.1.2: an empty enum.
    .init(
        rule: "validation §6.1.2 an empty enum is a valid schema that accepts nothing",
        schema: #"{"properties": {"a": {"enum": []}}}"#,
        valid: ["{}"],
        invalid: #"{"a": null}"#,
        error:
            "/a: error[schema.enum]: value null is not allowed: the enum is empty, so no value is (schema #/properties/a/enum)"
    ),
    // core §8.3: $comment.
    .init(
        rule: "core §8.3 $comment is accepted and changes nothing",
        schema: #"{"$comment": "ids are strings", "type": "string"}"#,
        valid: [#""a""#], invalid: "1",
        error: "/: error[schema.type]: expected string, found integer (schema #/type)"),
]

@Test(
    "every 2020-12 keyword accepts matching instances and rejects a failing one with its error",
    arguments: draft2020Cases)
func draft2020KeywordPassesAndFails(_ c: Draft2020Case) throws {
    let compiled = try schema(c.schema)
    for instance in c.valid {
        #expect(try codes(compiled, instance).isEmpty, "\(c.rule) should accept \(instance)")
    }
    _ = try codes(compiled, c.invalid)  // fast and full paths agree
    #expect(compiled.validate(try value(c.invalid)).map(\.description) == [c.error], "\(c.rule)")
}

@Test("core §10.2.2.1 if alone, and then or else without if, assert nothing")
func conditionalWithoutBranchesAssertsNothing() throws {
    for source in [
        #"{"if": false}"#, #"{"if": true}"#, #"{"then": false}"#, #"{"else": false}"#,
        #"{"then": false, "else": false}"#,
    ] {
        let compiled = try schema(source)
        for instance in ["1", #""a""#, "{}", "[]", "null"] {
            #expect(try codes(compiled, instance).isEmpty, "\(source) should accept \(instance)")
        }
    }
}

@Test("core §10.2.2 if with only else, and if with only then")
func conditionalWithOneBranch() throws {
    let onlyElse = try schema(#"{"if": {"type": "integer"}, "else": {"type": "string"}}"#)
    #expect(try codes(onlyElse, "1").isEmpty)
    #expect(try codes(onlyElse, #""a""#).isEmpty)
    #expect(try codes(onlyElse, "true") == ["schema.type"])
    let onlyThen = try schema(#"{"if": {"type": "integer"}, "then": {"minimum": 5}}"#)
    #expect(try codes(onlyThen, "7").isEmpty)
    #expect(try codes(onlyThen, "true").isEmpty)
    #expect(try codes(onlyThen, "3") == ["schema.minimum"])
}

@Test("validation §6.4.4-5 minContains and maxContains bound the number of items that match contains")
func containsCounts() throws {
    let compiled = try schema(#"{"contains": {"type": "integer"}, "minContains": 2, "maxContains": 3}"#)
    #expect(try codes(compiled, #"[1, "a", 2]"#).isEmpty)
    #expect(try codes(compiled, "[1, 2, 3]").isEmpty)
    #expect(try codes(compiled, #"[1, "a"]"#) == ["schema.min-contains"])
    #expect(try codes(compiled, "[1, 2, 3, 4]") == ["schema.max-contains"])
    // A decimal with a zero fraction is an integer, for the counts as for the item schema.
    #expect(try codes(try schema(#"{"contains": {"const": 1}, "minContains": 2.0}"#), "[1, 1.0]").isEmpty)
}

@Test("every failing dependentRequired name and every bad property name is reported, in key order")
func allDependencyProblemsReported() throws {
    let dependent = try schema(#"{"dependentRequired": {"a": ["x", "y"], "b": ["z"]}}"#)
    let errors = dependent.validate(try value(#"{"a": 1, "b": 2}"#))
    #expect(
        errors.map(\.message) == [
            #"property "a" requires property "x", which is missing"#,
            #"property "a" requires property "y", which is missing"#,
            #"property "b" requires property "z", which is missing"#,
        ])
    let names = try schema(#"{"propertyNames": {"pattern": "^[a-z]+$"}}"#)
    #expect(names.validate(try value(#"{"B": 1, "ok": 2, "C": 3}"#)).map(\.instancePointer) == ["/B", "/C"])
}
