import Testing

@testable import SpecJSON

/// Every way the strict parser rejects input, each with its code and exact `line:column`.
@Suite("JSON parser rejects what RFC 8259 forbids, at the exact place")
struct JSONParserErrorTests {
    @Test("trailing commas are rejected at the comma")
    func trailingComma() {
        JSONTestSupport.expectRejected("[1, 2,]", code: .trailingComma, at: "1:6")
        JSONTestSupport.expectRejected("{\"a\": 1,\n}", code: .trailingComma, at: "1:8")
        JSONTestSupport.expectRejected("[1,\n  ]", code: .trailingComma, at: "1:3")
        #expect(JSONTestSupport.expectAccepted("[1, 2]") != nil)
    }

    @Test("leading zeros are rejected at the number")
    func leadingZeros() {
        JSONTestSupport.expectRejected("[01]", code: .leadingZero, at: "1:2")
        JSONTestSupport.expectRejected("-012", code: .leadingZero, at: "1:1")
        JSONTestSupport.expectRejected("{\"a\":\n 00.5}", code: .leadingZero, at: "2:2")
        #expect(JSONTestSupport.expectAccepted("[0, -0, 0.5, 10]") != nil)
    }

    @Test("NaN and Infinity are not numbers")
    func nanAndInfinity() {
        JSONTestSupport.expectRejected("NaN", code: .invalidLiteral, at: "1:1")
        JSONTestSupport.expectRejected("[Infinity]", code: .invalidLiteral, at: "1:2")
        JSONTestSupport.expectRejected("[1, -Infinity]", code: .invalidLiteral, at: "1:5")
    }

    @Test("malformed numbers are rejected where the digit is missing")
    func malformedNumbers() {
        JSONTestSupport.expectRejected("1.", code: .invalidNumber, at: "1:3")
        JSONTestSupport.expectRejected("[1.e5]", code: .invalidNumber, at: "1:4")
        JSONTestSupport.expectRejected(".5", code: .invalidNumber, at: "1:1")
        JSONTestSupport.expectRejected("+1", code: .invalidNumber, at: "1:1")
        JSONTestSupport.expectRejected("1e", code: .invalidNumber, at: "1:3")
        JSONTestSupport.expectRejected("1E+", code: .invalidNumber, at: "1:4")
        JSONTestSupport.expectRejected("-", code: .invalidNumber, at: "1:2")
        JSONTestSupport.expectRejected("0x10", code: .trailingContent, at: "1:2")
    }

    @Test("single-quoted strings and keys are rejected")
    func singleQuotes() {
        JSONTestSupport.expectRejected("{'a': 1}", code: .singleQuote, at: "1:2")
        JSONTestSupport.expectRejected("[\n 'x']", code: .singleQuote, at: "2:2")
    }

    @Test("comments are rejected")
    func comments() {
        JSONTestSupport.expectRejected("// c\n1", code: .comment, at: "1:1")
        JSONTestSupport.expectRejected("[1 /* c */]", code: .comment, at: "1:4")
        JSONTestSupport.expectRejected("{/* c */ \"a\": 1}", code: .comment, at: "1:2")
        JSONTestSupport.expectRejected("{\"a\": 1 # x}", code: .unexpectedCharacter, at: "1:9")
    }

    @Test("unescaped control characters in strings are rejected")
    func controlCharacters() {
        JSONTestSupport.expectRejected("\"a\tb\"", code: .controlCharacter, at: "1:3")
        JSONTestSupport.expectRejected("[\"a\nb\"]", code: .controlCharacter, at: "1:4")
        JSONTestSupport.expectRejected([0x22, 0x00, 0x22], code: .controlCharacter, at: "1:2")
        JSONTestSupport.expectRejected([0x22, 0x1F, 0x22], code: .controlCharacter, at: "1:2")
        // DEL (0x7F) is not a control character for JSON.
        #expect(JSONTestSupport.parse(bytes: [0x22, 0x7F, 0x22]).diagnostics.isEmpty)
    }

    @Test("invalid escapes are rejected at the backslash")
    func invalidEscapes() {
        JSONTestSupport.expectRejected(#""\x""#, code: .invalidEscape, at: "1:2")
        JSONTestSupport.expectRejected(#"["ab\U0041"]"#, code: .invalidEscape, at: "1:5")
        JSONTestSupport.expectRejected(#""\u12G4""#, code: .invalidEscape, at: "1:2")
        JSONTestSupport.expectRejected(#""\'""#, code: .invalidEscape, at: "1:2")
        JSONTestSupport.expectRejected(#""\u00e""#, code: .invalidEscape, at: "1:2")
    }

    @Test("lone surrogates in escapes are rejected")
    func loneSurrogates() {
        JSONTestSupport.expectRejected(#""\uD800""#, code: .loneSurrogate, at: "1:2")
        JSONTestSupport.expectRejected(#""\uDC00""#, code: .loneSurrogate, at: "1:2")
        JSONTestSupport.expectRejected(#""ab\uD83Cx""#, code: .loneSurrogate, at: "1:4")
        JSONTestSupport.expectRejected(#""\uD83C\u0041""#, code: .loneSurrogate, at: "1:2")
        JSONTestSupport.expectRejected(#""\uD83C\uD83C""#, code: .loneSurrogate, at: "1:2")
    }

    @Test("invalid UTF-8 is rejected at the offending sequence")
    func invalidUTF8() {
        let q: UInt8 = 0x22
        // Overlong encodings of '/' and of U+0000.
        JSONTestSupport.expectRejected([q, 0xC0, 0xAF, q], code: .invalidUTF8, at: "1:2")
        JSONTestSupport.expectRejected([q, 0xE0, 0x80, 0x80, q], code: .invalidUTF8, at: "1:2")
        JSONTestSupport.expectRejected([q, 0xF0, 0x8F, 0xBF, 0xBF, q], code: .invalidUTF8, at: "1:2")
        // A surrogate (U+D800) encoded in UTF-8.
        JSONTestSupport.expectRejected([q, 0x61, 0xED, 0xA0, 0x80, q], code: .invalidUTF8, at: "1:3")
        // Above U+10FFFF.
        JSONTestSupport.expectRejected([q, 0xF4, 0x90, 0x80, 0x80, q], code: .invalidUTF8, at: "1:2")
        JSONTestSupport.expectRejected([q, 0xF5, 0x80, 0x80, 0x80, q], code: .invalidUTF8, at: "1:2")
        // Truncated sequences: cut by the closing quote, and by the end of input.
        JSONTestSupport.expectRejected([q, 0xE4, 0xB8, q], code: .invalidUTF8, at: "1:2")
        JSONTestSupport.expectRejected([0x5B, q, 0xF0, 0x9F, 0x8E], code: .invalidUTF8, at: "1:3")
        // A continuation byte with no lead byte, and invalid bytes.
        JSONTestSupport.expectRejected([q, 0x80, q], code: .invalidUTF8, at: "1:2")
        JSONTestSupport.expectRejected([q, 0xFF, q], code: .invalidUTF8, at: "1:2")
        // On a later line, columns count bytes.
        JSONTestSupport.expectRejected([0x5B, 0x0A, q, 0xC3, 0xA9, 0xC3, q, 0x5D], code: .invalidUTF8, at: "2:4")
        // Outside strings, a non-ASCII byte is not a value.
        JSONTestSupport.expectRejected([0xC3, 0xA9], code: .unexpectedCharacter, at: "1:1")
    }

    @Test("anything after the top-level value is rejected")
    func trailingContent() {
        JSONTestSupport.expectRejected("1 2", code: .trailingContent, at: "1:3")
        JSONTestSupport.expectRejected("{}\n x", code: .trailingContent, at: "2:2")
        JSONTestSupport.expectRejected("[1]]", code: .trailingContent, at: "1:4")
        JSONTestSupport.expectRejected([0x31, 0x00], code: .trailingContent, at: "1:2")
        #expect(JSONTestSupport.expectAccepted("[1] \n\t\r\n") != nil)
    }

    @Test("a byte order mark is rejected")
    func byteOrderMark() {
        JSONTestSupport.expectRejected([0xEF, 0xBB, 0xBF, 0x31], code: .byteOrderMark, at: "1:1")
    }

    @Test("empty and truncated input is rejected at the end")
    func unexpectedEnd() {
        JSONTestSupport.expectRejected("", code: .unexpectedEnd, at: "1:1")
        JSONTestSupport.expectRejected("  \n ", code: .unexpectedEnd, at: "2:2")
        JSONTestSupport.expectRejected("[1,", code: .unexpectedEnd, at: "1:4")
        JSONTestSupport.expectRejected("{\"a\":", code: .unexpectedEnd, at: "1:6")
        JSONTestSupport.expectRejected("{\"a\"", code: .unexpectedEnd, at: "1:5")
        JSONTestSupport.expectRejected("[1", code: .unexpectedEnd, at: "1:3")
        // An unterminated string is reported at its opening quote.
        JSONTestSupport.expectRejected("[\"abc", code: .unexpectedEnd, at: "1:2")
        JSONTestSupport.expectRejected(#"["a\u00"#, code: .unexpectedEnd, at: "1:2")
    }

    @Test("structural mistakes are rejected where they happen")
    func structure() {
        JSONTestSupport.expectRejected("{\"a\" 1}", code: .unexpectedCharacter, at: "1:6")
        JSONTestSupport.expectRejected("{1: 2}", code: .expectedKey, at: "1:2")
        JSONTestSupport.expectRejected("{,}", code: .expectedKey, at: "1:2")
        JSONTestSupport.expectRejected("[1 2]", code: .unexpectedCharacter, at: "1:4")
        JSONTestSupport.expectRejected("[,1]", code: .unexpectedCharacter, at: "1:2")
        JSONTestSupport.expectRejected("]", code: .unexpectedCharacter, at: "1:1")
        JSONTestSupport.expectRejected("{\"a\": 1]", code: .unexpectedCharacter, at: "1:8")
        JSONTestSupport.expectRejected("[tru]", code: .invalidLiteral, at: "1:2")
        JSONTestSupport.expectRejected("nul", code: .invalidLiteral, at: "1:1")
        JSONTestSupport.expectRejected("True", code: .unexpectedCharacter, at: "1:1")
    }

    @Test("errors carry the JSON pointer of the value being read")
    func errorPointers() {
        let error = JSONTestSupport.expectRejected("{\"a\": [1, {\"b/c\": [tru]}]}", code: .invalidLiteral, at: "1:20")
        #expect(error?.jsonPointer == "/a/1/b~1c/0")
        let top = JSONTestSupport.expectRejected("1 2", code: .trailingContent, at: "1:3")
        #expect(top?.jsonPointer == "")
    }
}
