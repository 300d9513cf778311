import SpecModel
import Testing

@testable import EventSchema

/// `pattern` as ECMA-262 reads it (ECMA-262 §22.2.2.9 CharacterClassEscape, §22.2.2.6 Assertion, WhiteSpace §12.2
/// and LineTerminator §12.3), whether the pattern runs on the byte matcher or on ICU.
@Suite("pattern: ECMA-262 classes, dot, $ and \\b on the ICU engine")
struct ECMARegexTests {
    /// Whether `pattern` matches `instance` somewhere; `(?:)` after the pattern keeps it off the byte matcher.
    func matches(_ pattern: String, _ instance: String) throws -> Bool {
        let matcher = try PatternMatcher(pattern + "(?:)")
        let plain = try PatternMatcher(pattern)
        #expect(plain.matches(instance) == matcher.matches(instance), "byte matcher and ICU agree on \(pattern)")
        return matcher.matches(instance)
    }

    @Test("\\s and \\S: ECMA WhiteSpace and LineTerminator, U+FEFF included, U+0085 and U+180E not")
    func space() throws {
        let spaces: [Unicode.Scalar] = [
            "\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}",
            "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}",
        ]
        for s in spaces {
            #expect(try matches("^\\s$", String(s)), "\\s matches U+\(String(s.value, radix: 16))")
            #expect(try !matches("^\\S$", String(s)), "\\S refuses U+\(String(s.value, radix: 16))")
            #expect(try matches("^[\\s]$", String(s)) && !matches("^[\\S]$", String(s)))
        }
        for s: Unicode.Scalar in ["\u{85}", "\u{180E}", "\u{200B}", "a"] {
            #expect(try !matches("^\\s$", String(s)), "\\s refuses U+\(String(s.value, radix: 16))")
            #expect(try matches("^\\S$", String(s)) && matches("^[^\\s]$", String(s)))
        }
    }

    @Test("\\d, \\w, \\D, \\W and \\b are ASCII")
    func asciiClasses() throws {
        #expect(try matches("^\\d+$", "0123456789"))
        #expect(try !matches("^\\d$", "\u{0967}") && !matches("^\\d$", "\u{FF11}"))
        #expect(try matches("^\\D$", "\u{0967}") && matches("^[\\D]$", "\u{0967}"))
        #expect(try matches("^\\w+$", "azAZ09_"))
        #expect(try !matches("^\\w$", "\u{00E9}") && !matches("^[\\w]$", "\u{00E9}"))
        #expect(try matches("^\\W$", "\u{00E9}") && matches("^[a\\W]$", "\u{00E9}"))
        #expect(try matches("a\\b", "a\u{00E9}"), "é is not a word character, so a boundary follows a")
        #expect(try !matches("a\\B", "a\u{00E9}") && matches("a\\B", "ab"))
        #expect(try matches("^[\\d-z]+$", "1-z") && matches("[\\b]", "\u{08}"))
    }

    @Test(". refuses only line terminators; $ is the end of input only; [] and [^] are ECMA's")
    func dotAndEnd() throws {
        #expect(try matches("^.$", "\u{85}") && matches("^.$", "\u{FEFF}"))
        for terminator in ["\n", "\r", "\u{2028}", "\u{2029}"] { #expect(try !matches("^.$", terminator)) }
        #expect(try !matches("a$", "a\n"), "ICU's $ would match before a final line break")
        #expect(try !matches("a[]", "a]") && matches("^a[^]$", "a\n"))
        #expect(try matches("^[[]$", "[") && matches("^[a&&b]+$", "a&&b"))
    }

    @Test("ICU-only syntax is an invalid pattern (located load error)")
    func refused() throws {
        for source in [
            "\\a", "\\e", "\\Q.\\E", "a\\z", "\\A", "a*+", "a++", "a{2}+", "(?i)a", "(?#c)a", "\\h", "\\R", "\\01",
        ] {
            #expect(throws: ECMAPattern.Invalid.self, "\(source)") { try ECMAPattern.icu(source) }
            let errors = try loadErrors(#"{"pattern": \#(jsonString(source))}"#)
            #expect(errors.map(\.code) == ["schema.invalid-pattern"], "\(source)")
            #expect(errors.first?.jsonPointer == "/pattern" && errors.first?.location != nil)
        }
        for source in [
            "a*?", "a+?b", "(?:a)", "(?=a)", "(?!a)", "(?<=a)b", "(?<!a)b", "(?<n>a)\\k<n>", "\\u00e9", "\\u{e9}",
            "\\x41", "\\cA", "\\p{L}", "\\/", "\\0",
        ] {
            #expect(throws: Never.self, "\(source)") { try ECMAPattern.icu(source) }
        }
    }
}
