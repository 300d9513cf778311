import SpecConformTestSupport
import SpecModel
import Testing

@testable import EventSchema

/// The byte walk behind `isValid(json:)` may only say "valid" when the located parser reads the bytes
/// without a diagnostic and the value matches: it is strict exactly where `JSONParser` is.
@Suite("validating JSON bytes agrees with parsing then validating")
struct FastByteWalkTests {
    /// The slow answer: parsed without diagnostics and valid as a value.
    static func reference(_ compiled: CompiledSchema, _ bytes: [UInt8]) -> Bool {
        let parsed = JSONParser().parse(bytes)
        guard let root = parsed.root, parsed.diagnostics.isEmpty else { return false }
        return compiled.isValid(root.value)
    }

    static func quick(_ compiled: CompiledSchema, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { compiled.acceptsQuickly($0, options: .default) }
    }

    /// Checks the byte walk never accepts what the reference rejects, and `isValid(json:)` equals it.
    static func agree(
        _ compiled: CompiledSchema, _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let expected = reference(compiled, bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        if quick(compiled, bytes) {
            #expect(
                expected, "byte walk accepted what the parser or validator rejects: \(text)",
                sourceLocation: sourceLocation)
        }
        #expect(
            bytes.withUnsafeBytes { compiled.isValid(json: $0) } == expected, "isValid(json:) disagrees on \(text)",
            sourceLocation: sourceLocation)
    }

    static let malformed: [String] = [
        "", " ", "[1, 2,]", "{\"a\": 1,}", "[01]", "-012", "NaN", "[Infinity]", "1.", "[1.e5]", ".5", "+1", "1e", "1E+",
        "-",
        "0x10", "'a'", "{'a': 1}", "// c\n1", "[1 /* c */]", "\"a\u{01}b\"", "\"line\nbreak\"", "\"\\x\"", "\"\\u12\"",
        "\"\\uD800\"", "\"\\uDC00\"", "\"\\uD800\\u0041\"", "[tru]", "[nul]", "[falsey]", "nulll", "{\"a\" 1}",
        "{\"a\":}",
        "{1: 2}", "[1 2]", "{\"a\":1 \"b\":2}", "[", "{", "[1,", "{\"a\":1", "\"abc", "[]]", "{}}", "1 2",
        "{\"a\": 1, \"a\": 2}", "{\"a\": {\"b\": 1, \"b\": 1}}", "[{\"x\": [], \"y\": 1, \"x\": 2}]",
        "\u{FEFF}{}", "{\"a\u{0}\": 1}", "[\"\\ud83c\\udfa8\", \"\\ud83c\"]",
    ]

    @Test("malformed JSON is never accepted by the byte walk, whatever the schema")
    func malformedIsRejected() throws {
        for source in ["{}", #"{"type": "object", "properties": {"a": {"type": "integer"}}}"#] {
            let compiled = try schema(source)
            for text in Self.malformed {
                Self.agree(compiled, Array(text.utf8))
                #expect(!Self.quick(compiled, Array(text.utf8)), "accepted malformed \(text)")
            }
        }
        // Invalid UTF-8 bytes inside strings, written as raw bytes.
        let compiled = try schema("{}")
        for bad: [UInt8] in [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x82], [0xFF],
            [0xF0, 0x8F, 0xBF, 0xBF],
        ] {
            let bytes = [0x22] + bad + [0x22]
            #expect(!Self.quick(compiled, bytes))
            Self.agree(compiled, bytes)
        }
    }

    static let document = #"""
        {"kind": "machine", "version": 1, "id": "artwork-access", "title": "Artwork \u0026 \"cache\"",
         "context": {"entitled": false, "ratio": 0.75, "limit": 12345678901234567890, "tiny": -1.5e-300, "huge": 1E+300,
                     "nothing": null, "tags": ["a", "b\/c", "日本語", "🎨", "\ud83c\udfa8"], "zero": -0, "list": [0, -0, 0.5, 10, 1e2, -3E-2]},
         "states": {"A": {"on": {"go": [{"target": "B", "guard": "x > 0"}]}}, "B": {"type": "final", "notes": ["café", "\u00e9\u00E8"]}},
         "empty": {}, "none": [], "nested": [[[]], [{}], {"k": [1, {"k": 2}]}]}
        """#

    @Test("a valid document is accepted by the byte walk, and every truncation is not")
    func truncations() throws {
        let compiled = try schema("{}")
        let bytes = Array(Self.document.utf8)
        #expect(Self.quick(compiled, bytes), "the byte walk should accept the document")
        for length in 0..<bytes.count { Self.agree(compiled, Array(bytes[..<length])) }
    }

    @Test("3000 seeded random corruptions: the byte walk accepts only what the parser accepts")
    func randomCorruptions() throws {
        let permissive = try schema("{}")
        let typed = try schema(
            #"""
            {"type": "object", "required": ["kind", "version"],
             "properties": {"kind": {"enum": ["machine", "features"]}, "version": {"type": "integer", "minimum": 1},
                            "context": {"type": "object", "properties": {"ratio": {"type": "number", "maximum": 1}}}}}
            """#)
        let original = Array(Self.document.utf8)
        var accepted = 0
        for bytes in Corruptions.generate(from: original, count: 3000) {
            Self.agree(permissive, bytes)
            Self.agree(typed, bytes)
            if Self.quick(permissive, bytes) { accepted += 1 }
        }
        #expect(accepted > 50, "some corruptions (inside strings) stay valid and the walk should take them")
    }
}
