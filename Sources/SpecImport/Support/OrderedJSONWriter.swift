import SpecJSON

/// Writes a located JSON tree with its members in document order (two-space indent, a newline at the end): how
/// `specconform import` writes native machines and `export` writes XState, so output follows the source's order.
package enum OrderedJSONWriter {
    package static func string(_ node: JSONNode) -> String {
        var out = ""
        write(node, into: &out, level: 0)
        return out + "\n"
    }

    private static func write(_ node: JSONNode, into out: inout String, level: Int) {
        switch node.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.text
        case .string(let s): JSONWriter.appendQuoted(s, to: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            if items.allSatisfy({ $0.items == nil && $0.members == nil }) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    write(item, into: &out, level: level + 1)
                }
                out += "]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                out += (i > 0 ? ",\n" : "\n") + indent(level + 1)
                write(item, into: &out, level: level + 1)
            }
            out += "\n" + indent(level) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (i, member) in members.enumerated() {
                out += (i > 0 ? ",\n" : "\n") + indent(level + 1)
                JSONWriter.appendQuoted(member.key, to: &out)
                out += ": "
                write(member.value, into: &out, level: level + 1)
            }
            out += "\n" + indent(level) + "}"
        }
    }

    private static func indent(_ level: Int) -> String { String(repeating: "  ", count: level) }
}
