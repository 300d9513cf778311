/// Deterministic JSON output: keys sorted by their UTF-8 bytes, numbers as written, no trailing spaces.
public struct JSONWriter: Sendable {
    /// Spaces per indentation level; 0 writes everything on one line.
    public var indent: Int

    public init(indent: Int = 2) {
        self.indent = indent
    }

    /// The text of `value`, ending without a newline.
    public func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, level: 0)
        return out
    }

    private func write(_ value: JSONValue, into out: inout String, level: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.text
        case .string(let s): JSONWriter.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, level + 1)
                write(item, into: &out, level: level + 1)
            }
            newline(&out, level)
            out += "]"
        case .object(let dict):
            if dict.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (i, key) in dict.keys.sorted(by: JSONWriter.keyOrder).enumerated() {
                if i > 0 { out += "," }
                newline(&out, level + 1)
                JSONWriter.appendQuoted(key, to: &out)
                out += indent > 0 ? ": " : ":"
                write(dict[key]!, into: &out, level: level + 1)
            }
            newline(&out, level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ level: Int) {
        guard indent > 0 else { return }
        out += "\n"
        out += String(repeating: " ", count: indent * level)
    }

    /// Key order: by UTF-8 bytes, independent of locale.
    public static func keyOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Appends `s` as a JSON string literal.
    public static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let h = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
