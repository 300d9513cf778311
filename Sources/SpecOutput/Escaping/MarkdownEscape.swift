/// The one place that escapes text for Markdown, by hand: coverage reports, diffs and mutation reports.
///
/// One rule for table cells and list items: `|` is escaped (`\|`), a line break (LF, CR or CRLF) becomes a space, and
/// `<` `>` become `&lt;` `&gt;` so that text never turns into HTML. Everything else is kept as it is.
package enum MarkdownEscape {
    /// Text for a Markdown table cell or list item: `|` escaped, line breaks as spaces, `<` `>` kept from turning
    /// into HTML.
    package static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\n", "\r", "\r\n": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Inline code for Markdown: the text escaped as ``cell(_:)`` does; backticks in it lengthen the fence.
    package static func code(_ text: String) -> String {
        let cleaned = cell(text)
        return cleaned.contains("`") ? "`` " + cleaned + " ``" : "`" + cleaned + "`"
    }
}
