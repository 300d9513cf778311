import EventSchema
import SpecModel
import Testing

let orderSchema = #"""
    {"type": "object", "required": ["reason", "items"],
     "properties": {
       "reason": {"enum": ["timeout", "checksum"]},
       "items": {"type": "array", "items": {"type": "object", "properties": {"sku/id": {"type": "string", "pattern": "^[A-Z]{3}$"}}}},
       "count": {"type": "integer", "minimum": 0}},
     "additionalProperties": false}
    """#

@Test("every error names the instance pointer and the keyword's schema pointer and location")
func errorsCarryPointers() throws {
    let compiled = try schema(orderSchema)
    let errors = compiled.validate(try value(#"{"reason": "other", "items": [{"sku/id": "AB"}]}"#))
    #expect(errors.count == 2)
    // Members are visited in sorted key order: "items" before "reason".
    #expect(errors[0].code == "schema.pattern")
    #expect(errors[0].instancePointer == "/items/0/sku~1id")
    #expect(errors[0].schemaPointer == "/properties/items/items/properties/sku~1id/pattern")
    #expect(errors[0].location?.line == 4)
    #expect(errors[1].code == "schema.enum")
    #expect(errors[1].instancePointer == "/reason")
    #expect(errors[1].schemaPointer == "/properties/reason/enum")
    #expect(errors[1].message == #"value "other" is not one of the allowed values: "timeout", "checksum""#)
    #expect(errors[1].file == "events.json")
    #expect(errors[1].location?.line == 3)
    #expect(errors[1].location?.column == 15)  // the "enum" key
    for error in errors { #expect(error.message == error.message.lowercased() || error.message.contains("\"")) }
}

@Test("root errors, required and additional properties point at the right places")
func requiredAndAdditionalPointers() throws {
    let compiled = try schema(orderSchema)
    let errors = compiled.validate(try value(#"{"extra": 1, "count": -1}"#))
    #expect(
        errors.map(\.code) == ["schema.required", "schema.required", "schema.minimum", "schema.additional-properties"])
    #expect(errors.map(\.instancePointer) == ["", "", "/count", "/extra"])
    #expect(
        errors.map(\.schemaPointer) == ["/required", "/required", "/properties/count/minimum", "/additionalProperties"])
    #expect(
        errors.map(\.message) == [
            "missing required property \"reason\"", "missing required property \"items\"",
            "-1 is less than the minimum 0", "property \"extra\" is not allowed",
        ])
    #expect(compiled.validate(try value("[]")).map(\.instancePointer) == [""])
}

@Test("error order is deterministic: the same instance always gives the same errors in the same order")
func deterministicErrorOrder() throws {
    let compiled = try schema(#"{"additionalProperties": {"type": "integer"}}"#)
    let keys = (0..<50).map { "k\($0)" }.shuffled()
    let instance = "{" + keys.map { "\"\($0)\": \"x\"" }.joined(separator: ", ") + "}"
    let first = compiled.validate(try value(instance))
    #expect(first.count == 50)
    #expect(first.map(\.instancePointer) == first.map(\.instancePointer).sorted())
    for _ in 0..<5 {
        let reshuffled = "{" + keys.shuffled().map { "\"\($0)\": \"x\"" }.joined(separator: ", ") + "}"
        #expect(compiled.validate(try value(reshuffled)) == first)
    }
}

@Test("formats are asserted only when asked")
func formatsOnlyWhenAsked() throws {
    let asserted = ValidationOptions(assertFormats: true)
    let cases: [(format: String, valid: String, invalid: String)] = [
        ("date-time", "1998-12-31T15:59:60.123-08:00", "2023-02-29T10:00:00Z"),
        ("date-time", "2024-05-01t12:30:00z", "2024-05-01 12:30:00Z"),
        ("uuid", "123e4567-E89B-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-42661417400g"),
        ("email", "first.last+tag@mail.example.org", "first..last@example.org"),
        ("email", "a@b.co", "a@localhost"),
        ("uri", "https://example.org/a%20b?q=1#f", "https://example.org/a b"),
        ("uri", "urn:isbn:0451450523", "/relative/path"),
    ]
    for c in cases {
        let compiled = try schema(#"{"format": "\#(c.format)"}"#)
        #expect(try codes(compiled, "\"\(c.invalid)\"").isEmpty, "format is an annotation by default")
        #expect(try codes(compiled, "\"\(c.valid)\"", options: asserted).isEmpty, "\(c.format) \(c.valid)")
        #expect(
            try codes(compiled, "\"\(c.invalid)\"", options: asserted) == ["schema.format"], "\(c.format) \(c.invalid)")
        #expect(try codes(compiled, "42", options: asserted).isEmpty, "formats apply to strings only")
    }
}

@Test("the fast path and the full path agree on many instances")
func fastPathAgrees() throws {
    let compiled = try schema(orderSchema)
    let instances = [
        #"{"reason": "timeout", "items": []}"#, #"{"reason": "timeout", "items": [{"sku/id": "ABC"}], "count": 2}"#,
        #"{"reason": "timeout", "items": [{"sku/id": "ABCD"}]}"#, #"{"reason": 1, "items": {}}"#, "null",
        #"{"reason": "checksum", "items": [], "count": 1.5}"#,
    ]
    let expectedValid = [true, true, false, false, false, false]
    for (instance, expected) in zip(instances, expectedValid) {
        let v = try value(instance)
        #expect(compiled.isValid(v) == expected, "\(instance)")
        #expect(compiled.validate(v).isEmpty == expected, "\(instance)")
    }
}
