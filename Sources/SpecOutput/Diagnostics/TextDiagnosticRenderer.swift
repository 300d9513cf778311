import SpecJSON

/// Renders diagnostics compiler style, one block per diagnostic:
///
/// ```
/// Spec/a.json:3:9: error[json.trailing-comma]: trailing comma before '}'
///   "b": 2,
///         ^
///   pointer: /b
/// Spec/a.json:2:3: note: first definition of "b"
/// ```
///
/// The source line is shown when `sources` holds the file (a long line only around the column, cut with `…`); the
/// caret sits under the column, counting tabs as tabs and each character as one column.
package struct TextDiagnosticRenderer: DiagnosticRenderer {
    /// Whether to show the source line and caret when the file is known.
    package var showsSource: Bool

    package init(showsSource: Bool = true) {
        self.showsSource = showsSource
    }

    package var format: String { "text" }

    package func render(_ diagnostics: [Diagnostic], context sources: SourceFiles) -> String {
        var out = ""
        for diagnostic in diagnostics.sorted() {
            out += Self.header(file: diagnostic.file, location: diagnostic.location)
            out += "\(diagnostic.severity.rawValue)[\(diagnostic.code)]: \(diagnostic.message)\n"
            if showsSource, let file = diagnostic.file, let location = diagnostic.location,
                let line = sources.lineBytes(location.line, of: file)
            {
                let (text, caret) = Self.sourceExcerpt(line, column: location.column)
                out += text + "\n" + caret + "\n"
            }
            if let pointer = diagnostic.jsonPointer {
                out += "  pointer: \(pointer.isEmpty ? "(document root)" : pointer)\n"
            }
            for related in diagnostic.related {
                out += Self.header(file: related.file ?? diagnostic.file, location: related.location)
                out += "note: \(related.message)\n"
            }
        }
        return out
    }

    /// `file:line:col: `, or as much of it as is known.
    static func header(file: String?, location: SourceLocation?) -> String {
        switch (file, location) {
        case (let file?, let location?): "\(file):\(location.line):\(location.column): "
        case (let file?, nil): "\(file): "
        case (nil, let location?): "<input>:\(location.line):\(location.column): "
        case (nil, nil): ""
        }
    }

    /// The longest source line shown whole, in bytes; a longer one is cut to a window around the column.
    static let maxLineBytes = 160
    /// How many bytes of a long line are shown on each side of the column.
    static let windowRadius = 60

    /// The printable source line and the caret line under byte column `column`. A line longer than
    /// ``maxLineBytes`` (a one-line JSON file) is cut to ``windowRadius`` bytes on each side of the column, at
    /// character boundaries, with `…` where it was cut; the caret stays under the same byte.
    static func sourceExcerpt(_ line: ArraySlice<UInt8>, column: Int) -> (text: String, caret: String) {
        let caretIndex = line.startIndex + min(max(0, column - 1), line.count)
        var start = line.startIndex
        var end = line.endIndex
        if line.count > maxLineBytes {
            start = max(line.startIndex, caretIndex - windowRadius)
            end = min(line.endIndex, caretIndex + windowRadius)
            // Never cut inside a UTF-8 sequence: move each cut to the start of its character.
            while start > line.startIndex && start < line.endIndex && isContinuation(line[start]) { start -= 1 }
            while end < line.endIndex && isContinuation(line[end]) { end -= 1 }
        }
        let lead = start > line.startIndex ? "…" : ""
        let tail = end < line.endIndex ? "…" : ""
        let text = lead + printable(String(decoding: line[start..<end], as: UTF8.self)) + tail
        var caret = lead.isEmpty ? "" : " "
        for character in String(decoding: line[start..<max(start, caretIndex)], as: UTF8.self) {
            caret += character == "\t" ? "\t" : " "
        }
        // A column past the end of the line (an unexpected end of input) still gets its caret.
        caret += String(repeating: " ", count: max(0, column - 1 - line.count))
        return (text, caret + "^")
    }

    /// Whether `byte` continues a UTF-8 sequence (`10xxxxxx`) rather than starting a character.
    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// `text` with control characters other than tab shown as `?`, so a terminal shows the line as is.
    static func printable(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F {
                out.unicodeScalars.append("?")
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
