import EventSchema
import Foundation
import SpecModel
import Testing

/// validation §4.2.2: two strings are equal when they hold the same code points. Swift's `String ==` is
/// canonical equivalence, under which `"é"` (U+00E9, NFC) equals `"é"` (U+0065 U+0301, NFD) and the Kelvin
/// sign U+212A equals `K`; JSON Schema counts them as different strings everywhere.
let nfc = "\u{E9}"
let nfd = "e\u{301}"
let kelvin = "\u{212A}"

/// A JSON string literal holding `s` as `\u` escapes, so the fixture's bytes are unambiguous.
func escaped(_ s: String) -> String {
    "\"" + s.unicodeScalars.map { String(format: "\\u%04X", $0.value) }.joined() + "\""
}

@Test("validation §6.1.3 const compares strings by code points: NFC and NFD differ")
func constByCodePoints() throws {
    let compiled = try schema(#"{"const": \#(escaped(nfc))}"#)
    #expect(try codes(compiled, escaped(nfc)).isEmpty)
    #expect(try codes(compiled, escaped(nfd)) == ["schema.const"])
    let object = try schema(#"{"const": {\#(escaped(nfc)): 1}}"#)
    #expect(try codes(object, "{\(escaped(nfc)): 1}").isEmpty)
    #expect(try codes(object, "{\(escaped(nfd)): 1}") == ["schema.const"])
}

@Test("validation §6.1.2 enum compares strings by code points: NFD is not NFC, the Kelvin sign is not K")
func enumByCodePoints() throws {
    let compiled = try schema(#"{"enum": [\#(escaped(nfc)), "K", [\#(escaped(nfc))]]}"#)
    #expect(try codes(compiled, escaped(nfc)).isEmpty)
    #expect(try codes(compiled, #""K""#).isEmpty)
    #expect(try codes(compiled, escaped(nfd)) == ["schema.enum"])
    #expect(try codes(compiled, escaped(kelvin)) == ["schema.enum"])
    #expect(try codes(compiled, "[\(escaped(nfd))]") == ["schema.enum"])
}

@Test("validation §6.5.3 required names a member by code points: an NFD key does not satisfy an NFC name")
func requiredByCodePoints() throws {
    for source in [
        #"{"required": [\#(escaped(nfc))]}"#,
        #"{"properties": {\#(escaped(nfc)): {}}, "required": [\#(escaped(nfc))]}"#,
    ] {
        let compiled = try schema(source)
        #expect(try codes(compiled, "{\(escaped(nfc)): 1}").isEmpty)
        let errors = compiled.validate(try value("{\(escaped(nfd)): 1}"))
        #expect(errors.map(\.message) == ["missing required property \"\(nfc)\""], "\(source)")
        #expect(!compiled.isValid(try value("{\(escaped(nfd)): 1}")))
    }
    let kelvinRequired = try schema(#"{"required": ["K"]}"#)
    #expect(try codes(kelvinRequired, "{\(escaped(kelvin)): 1}") == ["schema.required"])
}

@Test("validation §6.5.3 a name in NFC and the same name in NFD are two names, not a duplicate")
func requiredListsBothForms() throws {
    let compiled = try schema(#"{"required": [\#(escaped(nfc)), \#(escaped(nfd))]}"#)
    #expect(try codes(compiled, "{\(escaped(nfc)): 1}") == ["schema.required"])
}

@Test("core §10.3.2.1 properties applies to the member whose name has the same code points only")
func propertiesByCodePoints() throws {
    let compiled = try schema(#"{"properties": {\#(escaped(nfc)): {"type": "integer"}}}"#)
    #expect(try codes(compiled, "{\(escaped(nfc)): 1}").isEmpty)
    #expect(try codes(compiled, "{\(escaped(nfc)): \"x\"}") == ["schema.type"])
    #expect(try codes(compiled, "{\(escaped(nfd)): \"x\"}").isEmpty)  // another name: properties does not apply
    let closed = try schema(#"{"properties": {\#(escaped(nfc)): {}, "K": {}}, "additionalProperties": false}"#)
    #expect(try codes(closed, "{\(escaped(nfd)): 1}") == ["schema.additional-properties"])
    #expect(try codes(closed, "{\(escaped(kelvin)): 1}") == ["schema.additional-properties"])
    // Many properties: looked up in a dictionary rather than a list.
    let names = (0..<20).map { "\"p\($0)\": {}" }.joined(separator: ", ")
    let wide = try schema(#"{"properties": {\#(names), \#(escaped(nfc)): {}}, "additionalProperties": false}"#)
    #expect(try codes(wide, "{\(escaped(nfc)): 1}").isEmpty)
    #expect(try codes(wide, "{\(escaped(nfd)): 1}") == ["schema.additional-properties"])
}

@Test("core §10.3.2.2 patternProperties matches names by code points")
func patternPropertiesByCodePoints() throws {
    let compiled = try schema(#"{"patternProperties": {"^\#(nfc)$": {}}, "additionalProperties": false}"#)
    #expect(try codes(compiled, "{\(escaped(nfc)): 1}").isEmpty)
    #expect(try codes(compiled, "{\(escaped(nfd)): 1}") == ["schema.additional-properties"])
}

@Test("validation §6.5.4 dependentRequired triggers and is satisfied by exact names only")
func dependentRequiredByCodePoints() throws {
    let compiled = try schema(#"{"dependentRequired": {\#(escaped(nfc)): ["K"]}}"#)
    #expect(try codes(compiled, "{\(escaped(nfd)): 1}").isEmpty)  // not the trigger
    #expect(try codes(compiled, "{\(escaped(nfc)): 1, \"K\": 2}").isEmpty)
    #expect(try codes(compiled, "{\(escaped(nfc)): 1, \(escaped(kelvin)): 2}") == ["schema.dependent-required"])
}

@Test("validation §6.4.3 uniqueItems: strings and member names in NFC and NFD are distinct items")
func uniqueItemsByCodePoints() throws {
    let compiled = try schema(#"{"uniqueItems": true}"#)
    #expect(try codes(compiled, "[\(escaped(nfc)), \(escaped(nfd)), \"K\", \(escaped(kelvin))]").isEmpty)
    #expect(try codes(compiled, "[{\(escaped(nfc)): 1}, {\(escaped(nfd)): 1}]").isEmpty)
    #expect(try codes(compiled, "[\(escaped(nfc)), \(escaped(nfc))]") == ["schema.unique-items"])
    // Long arrays are hashed: the hash must keep the two forms apart as well.
    let many = (0..<20).map(String.init).joined(separator: ", ")
    #expect(
        try codes(
            compiled, "[\(many), \(escaped(nfc)), \(escaped(nfd)), {\(escaped(nfc)): [1]}, {\(escaped(nfd)): [1]}]"
        ).isEmpty)
    #expect(
        try codes(compiled, "[\(many), {\"a\": 1.0, \"b\": [2]}, {\"b\": [2.0], \"a\": 1}]") == ["schema.unique-items"])
}
