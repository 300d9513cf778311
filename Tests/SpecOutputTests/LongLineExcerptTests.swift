import SpecJSON
import Testing

@testable import SpecOutput

/// A diagnostic on a very long line (a one-line JSON file) shows a window around the caret, not the whole line.
@Suite struct LongLineExcerptTests {
    /// A 400 KB one-line JSON array with one bad value (`tru`) in the middle, and its diagnostics.
    static func oneLineFile() -> (text: String, errorOffset: Int, rendered: String) {
        let half = String(repeating: "\"é-value\", ", count: 20_000)
        let text = "[" + half + "tru, " + half + "1]"
        var sources = SourceFiles()
        sources.add("big.json", text: text)
        let diagnostics = JSONParser().parse(text, file: "big.json").diagnostics
        let offset = diagnostics.first?.location?.offset ?? -1
        return (text, offset, TextDiagnosticRenderer().render(diagnostics, sources: sources))
    }

    @Test("a long line is cut to a window around the column, with … where it was cut")
    func windowed() {
        let (text, _, rendered) = Self.oneLineFile()
        #expect(text.utf8.count > 400_000)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 3)
        let excerpt = String(lines[1])
        #expect(excerpt.hasPrefix("…"))
        #expect(excerpt.hasSuffix("…"))
        #expect(excerpt.utf8.count <= 2 * TextDiagnosticRenderer.windowRadius + 8)
        #expect(rendered.utf8.count < 1_000)
    }

    @Test("the caret of a cut line stays under the byte the diagnostic names")
    func caretUnderByte() {
        let (text, offset, rendered) = Self.oneLineFile()
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let excerpt = Array(lines[1])
        let caretColumn = lines[2].count - 1
        #expect(lines[2].hasSuffix("^"))
        // The character above the caret is the one at the diagnostic's byte offset.
        let expected = String(decoding: Array(text.utf8)[offset...offset], as: UTF8.self)
        #expect(String(excerpt[caretColumn]) == expected)
        #expect(expected == "t")
    }

    @Test("a line up to the limit is shown whole (negative control)")
    func shortLineWhole() {
        let line = Array(String(repeating: "a", count: TextDiagnosticRenderer.maxLineBytes).utf8)
        let (text, caret) = TextDiagnosticRenderer.sourceExcerpt(line[...], column: 100)
        #expect(text == String(repeating: "a", count: TextDiagnosticRenderer.maxLineBytes))
        #expect(caret == String(repeating: " ", count: 99) + "^")
    }

    @Test("a cut never splits a multi-byte character")
    func utf8Boundaries() {
        let line = Array(String(repeating: "é", count: 400).utf8)
        for column in [1, 2, 161, 400, 799, 801] {
            let (text, _) = TextDiagnosticRenderer.sourceExcerpt(line[...], column: column)
            #expect(!text.contains("\u{FFFD}"), "column \(column)")
        }
    }
}
