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
/// The source line is shown when `sources` holds the file; the caret sits under the column, counting
/// tabs as tabs and each character as one column.
public struct TextDiagnosticRenderer: DiagnosticRenderer {
    /// Whether to show the source line and caret when the file is known.
    public var showsSource: Bool

    public init(showsSource: Bool = true) {
        self.showsSource = showsSource
    }

    public var format: String { "text" }

    public func render(_ diagnostics: [Diagnostic], context sources: SourceFiles) -> String {
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

    /// The printable source line and the caret line under byte column `column`.
    static func sourceExcerpt(_ line: ArraySlice<UInt8>, column: Int) -> (text: String, caret: String) {
        let prefixEnd = line.startIndex + min(max(0, column - 1), line.count)
        let text = printable(String(decoding: line, as: UTF8.self))
        var caret = ""
        for character in String(decoding: line[line.startIndex..<prefixEnd], as: UTF8.self) {
            caret += character == "\t" ? "\t" : " "
        }
        // A column past the end of the line (an unexpected end of input) still gets its caret.
        caret += String(repeating: " ", count: max(0, column - 1 - line.count))
        return (text, caret + "^")
    }

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
