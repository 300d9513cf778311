import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks that text is a well-formed XML 1.0 document with Foundation's `XMLParser` (libxml2 on Linux).
///
/// `XMLDocument` is not used: on Linux it recovers from errors (it accepts `&#1;` and mismatched tags), while the
/// streaming parser stops at the first one.
package enum WellFormedXML {
    /// Nil when `text` is well-formed; otherwise the parser's error with its line and column.
    package static func problem(in text: String) -> String? {
        let parser = XMLParser(data: Data(text.utf8))
        if parser.parse() { return nil }
        return "\(parser.parserError.map { "\($0)" } ?? "parse failed") at \(parser.lineNumber):\(parser.columnNumber)"
    }
}
