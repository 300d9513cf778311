import EventSchema
import SpecModel
import Testing

/// core §11 (unevaluated vocabulary) and §7.7.1 (annotations): `unevaluatedProperties` and `unevaluatedItems`
/// see what the keywords beside them, and the subschemas those apply in place, evaluated, and only from
/// subschemas that matched.
struct UnevaluatedCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var schema: String
    var valid: [String]
    var invalid: [String: [String]]

    var testDescription: String { rule }
}

let unevaluatedCases: [UnevaluatedCase] = [
    // Properties.
    .init(
        rule: "core §11.3 properties evaluated through allOf count",
        schema: ##"{"allOf": [{"properties": {"a": {}}}], "properties": {"b": {}}, "unevaluatedProperties": false}"##,
        valid: [##"{"a": 1, "b": 2}"##], invalid: [##"{"a": 1, "c": 3}"##: ["/c"]]),
    .init(
        rule: "core §11.3 properties evaluated by every matching anyOf branch count, a failing branch's do not",
        schema:
            ##"{"anyOf": [{"properties": {"a": {"type": "integer"}}, "required": ["a"]}, {"properties": {"b": {}}, "required": ["b"]}], "unevaluatedProperties": false}"##,
        valid: [##"{"a": 1}"##, ##"{"a": 1, "b": 2}"##, ##"{"b": 2}"##], invalid: [##"{"a": "x", "b": 1}"##: ["/a"]]),
    .init(
        rule: "core §11.3 properties evaluated by the oneOf branch that matches count",
        schema:
            ##"{"oneOf": [{"properties": {"a": {}}, "required": ["a"]}, {"properties": {"b": {}}, "required": ["b"]}], "unevaluatedProperties": false}"##,
        valid: [##"{"a": 1}"##, ##"{"b": 1}"##], invalid: [##"{"a": 1, "c": 1}"##: ["/c"]]),
    .init(
        rule: "core §10.2.1.4 not never evaluates a property",
        schema: ##"{"not": {"not": {"properties": {"a": {}}}}, "unevaluatedProperties": false}"##,
        valid: ["{}"], invalid: [##"{"a": 1}"##: ["/a"]]),
    .init(
        rule: "core §11.3 if evaluates when it matches, then or else when applied",
        schema:
            ##"{"if": {"properties": {"kind": {"const": "card"}}}, "then": {"properties": {"last4": {}}}, "else": {"properties": {"iban": {}}}, "unevaluatedProperties": false}"##,
        valid: [##"{"kind": "card", "last4": "1234"}"##, "{}"],
        invalid: [##"{"kind": "bank", "iban": "DE00"}"##: ["/kind"], ##"{"iban": "DE00"}"##: ["/iban"]]),
    .init(
        rule: "core §11.3 properties evaluated through $ref count",
        schema:
            ##"{"$defs": {"base": {"properties": {"a": {}}}}, "$ref": "#/$defs/base", "properties": {"b": {}}, "unevaluatedProperties": false}"##,
        valid: [##"{"a": 1, "b": 2}"##], invalid: [##"{"a": 1, "c": 1, "d": 1}"##: ["/c", "/d"]]),
    .init(
        rule: "core §11.3 dependentSchemas evaluates only when its property is present",
        schema:
            ##"{"properties": {"card": {}}, "dependentSchemas": {"card": {"properties": {"cvv": {}}}}, "unevaluatedProperties": false}"##,
        valid: [##"{"card": 1, "cvv": 1}"##], invalid: [##"{"cvv": 1}"##: ["/cvv"]]),
    .init(
        rule: "core §11.3 patternProperties evaluates the names it matches",
        schema: ##"{"patternProperties": {"^x_": {}}, "unevaluatedProperties": false}"##,
        valid: [##"{"x_a": 1}"##], invalid: [##"{"x_a": 1, "y": 1}"##: ["/y"]]),
    .init(
        rule: "core §11.3 additionalProperties evaluates every other name",
        schema:
            ##"{"properties": {"a": {}}, "additionalProperties": {"type": "integer"}, "unevaluatedProperties": false}"##,
        valid: [##"{"a": "x", "b": 1}"##], invalid: [:]),
    .init(
        rule: "core §11.3 a nested unevaluatedProperties evaluates everything it was applied to",
        schema: ##"{"allOf": [{"unevaluatedProperties": true}], "unevaluatedProperties": false}"##,
        valid: [##"{"a": 1}"##], invalid: [:]),
    .init(
        rule: "core §11.3 unevaluatedProperties does not see the keywords of the schema that applies it in place",
        schema: ##"{"properties": {"a": {}}, "allOf": [{"unevaluatedProperties": false}]}"##,
        valid: ["{}"], invalid: [##"{"a": 1}"##: ["/a"]]),
    .init(
        rule: "core §11.3 unevaluatedProperties applies to the object it is beside, not to nested ones",
        schema: ##"{"properties": {"a": {"type": "object"}}, "unevaluatedProperties": false}"##,
        valid: [##"{"a": {"b": 1}}"##], invalid: [##"{"a": {}, "b": 1}"##: ["/b"]]),
    // Items.
    .init(
        rule: "core §11.2 prefixItems evaluates as many items as it has schemas",
        schema: ##"{"prefixItems": [{}, {}], "unevaluatedItems": false}"##,
        valid: ["[1]", "[1, 2]"], invalid: ["[1, 2, 3, 4]": ["/2", "/3"]]),
    .init(
        rule: "core §11.2 items evaluates every item after prefixItems",
        schema: ##"{"prefixItems": [{}], "items": {}, "unevaluatedItems": false}"##,
        valid: ["[1, 2, 3]"], invalid: [:]),
    .init(
        rule: "core §11.2 contains evaluates the items it matches",
        schema: ##"{"contains": {"type": "string"}, "unevaluatedItems": {"type": "integer"}}"##,
        valid: [##"["a", 1, "b"]"##], invalid: [##"["a", true]"##: ["/1"]]),
    .init(
        rule: "core §11.2 contains with minContains 0 still evaluates its matches",
        schema: ##"{"contains": {"type": "string"}, "minContains": 0, "unevaluatedItems": false}"##,
        valid: ["[]", ##"["a", "b"]"##], invalid: [##"["a", 1]"##: ["/1"]]),
    .init(
        rule: "core §11.2 the longest prefixItems of the schema and its allOf counts",
        schema: ##"{"prefixItems": [{}], "allOf": [{"prefixItems": [{}, {}]}], "unevaluatedItems": false}"##,
        valid: ["[1, 2]"], invalid: ["[1, 2, 3]": ["/2"]]),
    .init(
        rule: "core §11.2 a failing anyOf branch evaluates no item",
        schema:
            ##"{"anyOf": [{"prefixItems": [{"const": 1}, {}]}, {"prefixItems": [{}]}], "unevaluatedItems": false}"##,
        valid: ["[1, 3]", "[2]"], invalid: ["[2, 3]": ["/1"]]),
    .init(
        rule: "core §11.2 if, then and else evaluate items as they do properties",
        schema:
            ##"{"if": {"prefixItems": [{"const": "pair"}]}, "then": {"prefixItems": [{}, {}]}, "else": {"items": {"type": "integer"}}, "unevaluatedItems": false}"##,
        valid: [##"["pair", 1]"##, "[1, 2, 3]"], invalid: [##"["pair", 1, 2]"##: ["/2"]]),
    .init(
        rule: "core §11.2 items evaluated through $ref count",
        schema: ##"{"$defs": {"two": {"prefixItems": [{}, {}]}}, "$ref": "#/$defs/two", "unevaluatedItems": false}"##,
        valid: ["[1, 2]"], invalid: ["[1, 2, 3]": ["/2"]]),
    .init(
        rule: "core §11.2 a nested unevaluatedItems evaluates every item it was applied to",
        schema: ##"{"anyOf": [{"unevaluatedItems": {"type": "integer"}}], "unevaluatedItems": false}"##,
        valid: ["[1, 2]"], invalid: [##"["a"]"##: ["", "/0"]]),
]

@Test(
    "unevaluatedProperties and unevaluatedItems see the annotations of every in-place applicator",
    arguments: unevaluatedCases)
func unevaluatedAnnotations(_ c: UnevaluatedCase) throws {
    let compiled = try schema(c.schema)
    for instance in c.valid {
        #expect(try codes(compiled, instance).isEmpty, "\(c.rule) should accept \(instance)")
    }
    for (instance, pointers) in c.invalid {
        _ = try codes(compiled, instance)
        let errors = compiled.validate(try value(instance))
        #expect(errors.map(\.instancePointer) == pointers, "\(c.rule) on \(instance): \(errors)")
    }
}

@Test("core §11.3 an unevaluated member is reported once, beside the failure of the keyword that evaluated the others")
func unevaluatedErrorsBesideOthers() throws {
    let compiled = try schema(##"{"properties": {"a": {"type": "integer"}}, "unevaluatedProperties": false}"##)
    let errors = compiled.validate(try value(##"{"a": "x", "b": 1}"##))
    #expect(
        errors.map(\.description) == [
            "/a: error[schema.type]: expected integer, found string (schema #/properties/a/type)",
            ##"/b: error[schema.unevaluated-properties]: property "b" is not allowed: no keyword of the schema evaluated it (schema #/unevaluatedProperties)"##,
        ])
}

@Test("core §11.3 a closed recursive type: unevaluatedProperties through $ref at every level of a tree")
func unevaluatedInRecursiveSchema() throws {
    let compiled = try schema(
        ##"""
        {"$defs": {"node": {"properties": {"value": {"type": "integer"}, "children": {"type": "array", "items": {"$ref": "#/$defs/closed"}}}},
                   "closed": {"$ref": "#/$defs/node", "unevaluatedProperties": false}},
         "$ref": "#/$defs/closed"}
        """##)
    #expect(try codes(compiled, ##"{"value": 1, "children": [{"value": 2, "children": []}]}"##).isEmpty)
    let errors = compiled.validate(try value(##"{"value": 1, "children": [{"valeu": 2}]}"##))
    #expect(errors.map(\.instancePointer) == ["/children/0/valeu"])
    #expect(errors.map(\.schemaPointer) == ["/$defs/closed/unevaluatedProperties"])
}
