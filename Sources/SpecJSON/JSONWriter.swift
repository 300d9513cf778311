/// Deterministic JSON output: keys sorted by their UTF-8 bytes, numbers as written, no trailing spaces.
///
/// Output is built as UTF-8 bytes and turned into a `String` once, so large reports are written in linear time.
public struct JSONWriter: Sendable {
    /// Spaces per indentation level; 0 writes everything on one line.
    package var indent: Int

    public init(indent: Int = 2) {
        self.indent = indent
    }

    /// The text of `value`, ending without a newline.
    public func string(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(value, into: &out, level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(_ value: JSONValue, into out: inout [UInt8], level: Int) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: n.text.utf8)
        case .string(let s): JSONWriter.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, level + 1)
                write(item, into: &out, level: level + 1)
            }
            newline(&out, level)
            out.append(UInt8(ascii: "]"))
        case .object(let dict):
            if dict.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for (i, key) in dict.keys.sorted(by: JSONWriter.keyOrder).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, level + 1)
                JSONWriter.appendQuoted(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if indent > 0 { out.append(UInt8(ascii: " ")) }
                guard let value = dict[key] else { preconditionFailure("the key is one of the dictionary's") }
                write(value, into: &out, level: level + 1)
            }
            newline(&out, level)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ out: inout [UInt8], _ level: Int) {
        guard indent > 0 else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }

    /// Key order: by UTF-8 bytes, independent of locale.
    package static func keyOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Appends `s` as a JSON string literal.
    package static func appendQuoted(_ s: String, to out: inout String) {
        var bytes: [UInt8] = []
        appendQuoted(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `s` as a JSON string literal, as UTF-8 bytes.
    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0x08: out.append(contentsOf: "\\b".utf8)
            case 0x0C: out.append(contentsOf: "\\f".utf8)
            case 0..<0x20:
                let hex = Array("0123456789ABCDEF".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
