import SpecOutput
import Testing

/// The one Markdown escape every report, diff and mutation report uses for table cells and list items.
@Suite struct MarkdownEscapeTests {
    @Test("a cell escapes pipes, turns LF, CR and CRLF into one space each, and keeps < and > from becoming HTML")
    func cell() {
        #expect(MarkdownEscape.cell("a|b\nc") == "a\\|b c")
        #expect(MarkdownEscape.cell("a\r\nb\rc") == "a b c")
        #expect(MarkdownEscape.cell("A --go--> B <br>") == "A --go--&gt; B &lt;br&gt;")
    }

    @Test("everything else is kept: ampersands, quotes, apostrophes, backticks and non-ASCII text")
    func keptAsIs() {
        #expect(MarkdownEscape.cell("a & \"b\" 'c' `d` é ✓") == "a & \"b\" 'c' `d` é ✓")
    }

    @Test("inline code is escaped as a cell; a backtick in it lengthens the fence")
    func code() {
        #expect(MarkdownEscape.code("a|b") == "`a\\|b`")
        #expect(MarkdownEscape.code("a`b") == "`` a`b ``")
    }
}
