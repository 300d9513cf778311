/// The one place that escapes text for XML (JUnit of reports and diffs) and HTML, by hand.
///
/// Output is always well-formed XML 1.0 text. XML 1.0 does not allow the C0 control characters other than tab,
/// line feed and carriage return, nor U+FFFE and U+FFFF, anywhere in a document, not even as character
/// references (`&#1;` is not well-formed). Such characters are **replaced by U+FFFD** (the replacement
/// character), so a report never fails to parse because a message carried a stray control byte. U+FFFD is what a
/// decoder shows for bytes it cannot represent, and it cannot be mistaken for text the input really contained (a
/// visible `\u{1B}` form could). Lone surrogates cannot occur in a Swift `String`. Tab, line feed and carriage
/// return are kept as they are.
package enum MarkupEscape {
    /// Text for XML element content and attribute values: `& < > " '` escaped as `&amp; &lt; &gt; &quot; &apos;`,
    /// characters XML 1.0 does not allow replaced by U+FFFD.
    package static func xml(_ text: String) -> String {
        escape(text, apostrophe: "&apos;")
    }

    /// Text for HTML content and quoted attribute values: like ``xml(_:)``, with `'` as `&#39;` (HTML 4 has no
    /// `&apos;`); control characters are replaced the same way (they are parse errors in HTML too).
    package static func html(_ text: String) -> String {
        escape(text, apostrophe: "&#39;")
    }

    /// Whether XML 1.0 allows `scalar` in a document (production `Char`), for the scalars a Swift string can hold.
    package static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    private static func escape(_ text: String, apostrophe: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += apostrophe
            default: out.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
