import SpecConformTestSupport
import SpecOutput
import Testing

/// The one XML and HTML escape: special characters escaped, characters XML 1.0 does not allow replaced by U+FFFD.
@Suite struct MarkupEscapeTests {
    /// Every scalar below U+0020 plus the two non-characters XML 1.0 forbids.
    static let controls = String(
        String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{FFFE}", "\u{FFFF}"]))

    @Test("XML escaping covers the five special characters")
    func specialCharacters() {
        #expect(MarkupEscape.xml("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(
            MarkupEscape.html("<script>alert('x')</script>&") == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;")
    }

    @Test("control characters other than tab, LF and CR, U+FFFE and U+FFFF become U+FFFD, never a character reference")
    func controlCharacters() {
        let escaped = MarkupEscape.xml(Self.controls)
        #expect(
            escaped == String(repeating: "\u{FFFD}", count: 9) + "\t\n" + String(repeating: "\u{FFFD}", count: 2) + "\r"
                + String(repeating: "\u{FFFD}", count: 18 + 2))
        #expect(!escaped.contains("&#"))
        #expect(MarkupEscape.html("a\u{1B}b") == "a\u{FFFD}b")
        #expect(MarkupEscape.xml("é ✓ 𝄞") == "é ✓ 𝄞")
    }

    @Test("escaped text in element content and attributes parses as well-formed XML 1.0")
    func wellFormed() {
        let text = "<&>\"'" + Self.controls + "end"
        let document =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a b=\"\(MarkupEscape.xml(text))\">\(MarkupEscape.xml(text))</a>\n"
        #expect(WellFormedXML.problem(in: document) == nil)
    }

    @Test("the well-formedness check rejects a control character reference")
    func checkRejectsCharacterReference() {
        #expect(WellFormedXML.problem(in: "<a>&#1;</a>") != nil)
        #expect(WellFormedXML.problem(in: "<a>x</b>") != nil)
    }
}
