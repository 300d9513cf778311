import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import EventSchema

/// Every keyword gives the same answer on bytes as on the parsed value, valid and invalid instances alike.
@Suite("validating JSON bytes applies every keyword as the value walker does")
struct FastKeywordTests {
    static let event = #"""
        {"type": "object", "required": ["name", "event_id", "props"], "additionalProperties": false,
         "properties": {
           "name": {"const": "artwork_opened"},
           "event_id": {"$ref": "#/$defs/uuid"},
           "platform": {"enum": ["ios", "android", "web"]},
           "props": {"type": "object", "required": ["artwork_id"], "additionalProperties": false,
             "properties": {
               "artwork_id": {"type": "string", "pattern": "^art_[0-9]{6}$"},
               "position": {"type": "integer", "minimum": 0, "maximum": 10000},
               "price": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1000.5, "multipleOf": 0.01},
               "screens": {"type": "array", "minItems": 1, "maxItems": 3, "items": {"type": "string", "pattern": "^[a-z_]+$"}},
               "label": {"type": "string", "minLength": 2, "maxLength": 5},
               "flag": {"type": ["boolean", "null"]},
               "pair": {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "string"}], "items": {"const": true}},
               "choice": {"anyOf": [{"type": "integer"}, {"type": "string"}]},
               "count": {"type": "integer", "multipleOf": 5},
               "extra": {"type": "object"}}}},
         "$defs": {"uuid": {"type": "string", "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"}}}
        """#

    static let base =
        #"{"name":"artwork_opened","event_id":"0123abcd-0123-4567-89ab-0123456789ab","props":{"artwork_id":"art_123456"}}"#

    /// An instance with `props` members replaced by `props`.
    static func instance(_ props: String, platform: String? = nil) -> String {
        let p = platform.map { #","platform":"# + $0 } ?? ""
        return
            #"{"name":"artwork_opened","event_id":"0123abcd-0123-4567-89ab-0123456789ab"\#(p),"props":{"artwork_id":"art_123456"\#(props)}}"#
    }

    static let cases: [(String, Bool)] = [
        (base, true),
        (instance(#","position":0"#), true), (instance(#","position":-1"#), false),
        (instance(#","position":10001"#), false),
        (instance(#","position":1.0"#), true), (instance(#","position":1.5"#), false),
        (instance(#","position":1e2"#), true),
        (instance(#","position":123456789012345678901"#), false), (instance(#","position":-0"#), true),
        (instance(#","price":0.1"#), true), (instance(#","price":0"#), false), (instance(#","price":1000.5"#), false),
        (instance(#","price":1000.49"#), true), (instance(#","price":0.015"#), false),
        (instance(#","price":12.30"#), true),
        (instance(#","price":1.5e1"#), true), (instance(#","price":"1"#), false),
        (instance(#","screens":["a","b_c"]"#), true), (instance(#","screens":[]"#), false),
        (instance(#","screens":["a","b","c","d"]"#), false),
        (instance(#","screens":["A"]"#), false), (instance(#","screens":["a\u005f"]"#), true),
        (instance(#","screens":["é"]"#), false),
        (instance(#","label":"ab""#), true), (instance(#","label":"a""#), false),
        (instance(#","label":"abcdef""#), false),
        (instance(#","label":"日本語""#), true), (instance(#","label":"\u00e9\u00e8""#), true),
        (instance(#","label":"🎨🎨🎨🎨🎨🎨""#), false),
        (instance(#","flag":true"#), true), (instance(#","flag":null"#), true), (instance(#","flag":0"#), false),
        (instance(#","pair":[1,"a",true,true]"#), true), (instance(#","pair":[1,"a",false]"#), false),
        (instance(#","pair":["a"]"#), false),
        (instance(#","choice":1"#), true), (instance(#","choice":[]"#), false),
        (instance(#","count":10"#), true), (instance(#","count":11"#), false),
        (instance(#","extra":{"a":{"b":[1,{"c":null}]},"d":"e"}"#), true), (instance(#","extra":[]"#), false),
        (instance(#","extra":{"a":1,"a":1}"#), false), (instance(#","unknown":1"#), false),
        (instance(#","position":1,"position":1"#), false), (instance("", platform: #""ios""#), true),
        (instance("", platform: #""\u0069os""#), true), (instance("", platform: #""windows""#), false),
        (instance("", platform: #"1"#), false),
        (#"{"name":"artwork_opened","event_id":"0123abcd-0123-4567-89ab-0123456789ab","props":{}}"#, false),
        (#"{"name":"artwork_opened","props":{"artwork_id":"art_123456"}}"#, false),
        (
            #"{"name":"region_filled","event_id":"0123abcd-0123-4567-89ab-0123456789ab","props":{"artwork_id":"art_123456"}}"#,
            false
        ),
        (
            #"{"name":"artwork_opened","event_id":"0123abcd-0123-4567-89ab-0123456789AB","props":{"artwork_id":"art_123456"}}"#,
            false
        ),
        (
            #"{"na\u006de":"artwork_opened","event_id":"0123abcd-0123-4567-89ab-0123456789ab","props":{"artwork_id":"art_123456"}}"#,
            true
        ),
        (
            #" {"name" : "artwork_opened" , "event_id":"0123abcd-0123-4567-89ab-0123456789ab","props":{"artwork_id":"art_123456"} } "#,
            true
        ),
        (#"[]"#, false), (#""artwork_opened""#, false), ("null", false),
        // Patterns run on the raw bytes before the string is scanned: an escape, a longer string or a raw
        // control character after the matching bytes must still be decided by the string's own rules.
        (base.replacingOccurrences(of: "art_123456", with: #"art_12345\u0036"#), true),
        (base.replacingOccurrences(of: "art_123456", with: "art_1234567"), false),
        (base.replacingOccurrences(of: "art_123456", with: "art_123456\t"), false),
        (base.replacingOccurrences(of: "art_123456", with: #"art_123456\t"#), false),
        (base.replacingOccurrences(of: "0123456789ab\"", with: "0123456789ab"), false),
    ]

    @Test("each keyword agrees between bytes and values, on valid and invalid instances")
    func keywordsAgree() throws {
        let compiled = try schema(Self.event)
        for (text, valid) in Self.cases {
            let bytes = Array(text.utf8)
            #expect(FastByteWalkTests.reference(compiled, bytes) == valid, "fixture expectation is wrong for \(text)")
            FastByteWalkTests.agree(compiled, bytes)
        }
    }

    @Test("typical valid events take the byte walk, so no value is built")
    func fastPathIsTaken() throws {
        let compiled = try schema(Self.event)
        for text in [Self.base, Self.instance(#","position":7,"screens":["a"],"label":"abc","flag":false"#)] {
            #expect(FastByteWalkTests.quick(compiled, Array(text.utf8)), "not taken for \(text)")
        }
        // ... while invalid ones never do.
        #expect(!FastByteWalkTests.quick(compiled, Array(Self.instance(#","position":-1"#).utf8)))
    }

    @Test("validate(json:) reports syntax diagnostics for malformed bytes and schema errors for invalid ones")
    func validateReports() throws {
        let compiled = try schema(Self.event)
        let malformed = Array(#"{"name": "artwork_opened",}"#.utf8).withUnsafeBytes {
            compiled.validate(json: $0, file: "e.jsonl")
        }
        #expect(malformed.diagnostics.map(\.code) == ["json.trailing-comma"])
        #expect(!malformed.isValid)
        let invalid = Array(Self.instance(#","position":-1"#).utf8).withUnsafeBytes { compiled.validate(json: $0) }
        #expect(invalid.diagnostics.isEmpty)
        #expect(invalid.errors.map(\.code) == ["schema.minimum"])
        #expect(invalid.errors.first?.instancePointer == "/props/position")
        let valid = Array(Self.base.utf8).withUnsafeBytes { compiled.validate(json: $0) }
        #expect(valid.isValid)
    }

    @Test("decimals convert to Double exactly as Double(text) does")
    func decimalsRoundLikeDoubleText() throws {
        var random = SplitMix64(seed: 42)
        let compiled = try schema("{}")
        for _ in 0..<2000 {
            let digits = 1 + random.below(17)
            var text = random.below(2) == 0 ? "-" : ""
            text += String(1 + random.below(9))
            for _ in 1..<digits { text += String(random.below(10)) }
            let point = 1 + random.below(text.count - (text.hasPrefix("-") ? 1 : 0))
            let index = text.index(text.startIndex, offsetBy: point + (text.hasPrefix("-") ? 1 : 0))
            if index < text.endIndex { text.insert(".", at: index) }
            let bytes = Array(text.utf8)
            let value: Double = bytes.withUnsafeBytes { raw in
                let buffer = raw.bindMemory(to: UInt8.self)
                var walker = ByteWalker(
                    buffer, base: buffer.baseAddress!, tables: compiled.program.byteTables, options: .default)
                _ = walker.scanNumber(0)
                return walker.numberDouble()
            }
            #expect(value == Double(text), "\(text)")
        }
    }
}
