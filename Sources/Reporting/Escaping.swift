/// Hand-written escaping for Markdown and plain text; XML and HTML escaping is `MarkupEscape` in SpecModel.
enum Escape {
    /// Text for a Markdown table cell: `|` escaped, line breaks and `<` `>` kept from turning into HTML.
    static func markdownCell(_ text: String) -> String {
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

    /// Inline code for Markdown: backticks in the text lengthen the fence.
    static func code(_ text: String) -> String {
        let cleaned = markdownCell(text)
        return cleaned.contains("`") ? "`` " + cleaned + " ``" : "`" + cleaned + "`"
    }

    /// `text` cut to `limit` characters with an ellipsis.
    static func truncated(_ text: String, _ limit: Int = 80) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
