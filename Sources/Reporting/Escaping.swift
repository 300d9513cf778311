/// Hand-written escaping for the text formats (no XML or HTML library).
enum Escape {
    /// Text for XML attribute values and element content: `& < > " '` escaped; control characters other than tab,
    /// newline and carriage return (not allowed in XML 1.0) replaced by U+FFFD.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Text for HTML content and quoted attribute values.
    static func html(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

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
