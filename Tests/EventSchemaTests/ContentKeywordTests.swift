import EventSchema
import Foundation
import SpecModel
import Testing

/// Validation 2020-12 §8: `contentEncoding`, `contentMediaType`, `contentSchema` are annotations; decoded and
/// applied only with `ValidationOptions.decodeContent`.
@Suite("content keywords: annotations, decoded on request")
struct ContentKeywordTests {
    static let schemaText = #"""
        {"properties": {"doc": {"type": "string", "contentEncoding": "base64", "contentMediaType": "application/json",
                                "contentSchema": {"type": "object", "required": ["id"],
                                                  "properties": {"id": {"type": "integer"}}}}}}
        """#
    static let decoding = ValidationOptions(decodeContent: true)

    func document(_ json: String) -> JSONValue {
        .object(["doc": .string(Data(json.utf8).base64EncodedString())])
    }

    @Test("accepted as annotations: nothing is decoded by default (§8.1)")
    func annotations() throws {
        let compiled = try schema(Self.schemaText)
        for instance in [JSONValue.object(["doc": .string("not base64!")]), document("[1"), document("{}")] {
            #expect(compiled.validate(instance).isEmpty)
            #expect(compiled.isValid(instance))
        }
    }

    @Test("decoded on request: base64 decoded, JSON parsed, contentSchema applied")
    func decoded() throws {
        let compiled = try schema(Self.schemaText)
        #expect(compiled.validate(document(#"{"id": 3}"#), options: Self.decoding).isEmpty)
        let wrongType = compiled.validate(document(#"{"id": "x"}"#), options: Self.decoding)
        #expect(wrongType.map(\.code) == ["schema.type"])
        #expect(wrongType.first?.instancePointer == "/doc/id", "inner errors continue the string's pointer")
        #expect(wrongType.first?.schemaPointer == "/properties/doc/contentSchema/properties/id/type")
        #expect(
            compiled.validate(document("{}"), options: Self.decoding).map(\.code) == ["schema.required"])
    }

    @Test("negative controls: bad base64 and bad JSON are located errors naming the keyword")
    func failures() throws {
        let compiled = try schema(Self.schemaText)
        let badBase64 = compiled.validate(.object(["doc": .string("not base64!")]), options: Self.decoding)
        #expect(badBase64.map(\.code) == ["schema.content-encoding"])
        #expect(badBase64.first?.schemaPointer == "/properties/doc/contentEncoding")
        #expect(badBase64.first?.location != nil && badBase64.first?.instancePointer == "/doc")
        let badJSON = compiled.validate(document("[1"), options: Self.decoding)
        #expect(badJSON.map(\.code) == ["schema.content-media-type"])
        #expect(badJSON.first?.schemaPointer == "/properties/doc/contentMediaType")
        #expect(!compiled.isValid(document("[1"), options: Self.decoding))
        let bytes = Array(#"{"doc": "not base64!"}"#.utf8)
        #expect(bytes.withUnsafeBytes { compiled.isValid(json: $0) })
        #expect(!bytes.withUnsafeBytes { compiled.isValid(json: $0, options: Self.decoding) })
    }

    @Test("other encodings and media types stay annotations; JSON without an encoding is parsed as is")
    func others() throws {
        let plain = try schema(
            #"{"contentMediaType": "application/geo+json; charset=utf-8", "contentSchema": {"type": "array"}}"#)
        #expect(plain.validate(.string("[1]"), options: Self.decoding).isEmpty)
        #expect(plain.validate(.string("{}"), options: Self.decoding).map(\.code) == ["schema.type"])
        let other = try schema(#"{"contentEncoding": "quoted-printable", "contentMediaType": "text/html"}"#)
        #expect(other.validate(.string("=ZZ<"), options: Self.decoding).isEmpty)
        #expect(plain.validate(.number(JSONNumber(1)), options: Self.decoding).isEmpty, "non-strings are ignored")
    }

    @Test("keyword values are checked: strings and a schema")
    func values() throws {
        let errors = try loadErrors(#"{"contentEncoding": 1, "contentMediaType": true, "contentSchema": 3}"#)
        #expect(
            errors.map(\.code).sorted() == [
                "schema.invalid-keyword", "schema.invalid-keyword", "schema.invalid-schema",
            ])
    }
}
