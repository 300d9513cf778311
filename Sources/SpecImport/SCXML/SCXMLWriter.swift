import SpecJSON

/// The lines of an SCXML document being written (two-space indent), and how each native part is written.
struct SCXMLWriter {
    let problems: ImportProblems
    private(set) var lines: [String] = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    private var depth = 0

    init(problems: ImportProblems) { self.problems = problems }

    var text: String { lines.joined(separator: "\n") + "\n" }

    static func escaped(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default: out.append(c)
            }
        }
        return out
    }

    static func json(_ node: JSONNode) -> String {
        String(OrderedJSONWriter.string(node).dropLast())
    }

    private func tag(_ name: String, _ attributes: [(String, String)]) -> String {
        "<" + name + attributes.map { " \($0.0)=\"\(Self.escaped($0.1))\"" }.joined()
    }

    private var pad: String { String(repeating: "  ", count: depth) }

    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        lines.append(pad + tag(name, attributes) + ">")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        lines.append(pad + "</\(name)>")
    }

    mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        lines.append(pad + tag(name, attributes) + "/>")
    }

    /// `<conform:meta>` with the node's `keys` that it has, or nothing.
    mutating func meta(_ node: JSONNode, _ keys: [String]) {
        let members = keys.compactMap { key in node[key].map { (key, $0) } }
        guard !members.isEmpty else { return }
        let json = Self.json(NativeNode.object(members, at: node.location))
        let text = json.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let body = text.split(separator: "\n").map(String.init)
        if body.count == 1 {
            lines.append(pad + "<conform:meta>" + body[0] + "</conform:meta>")
        } else {
            lines.append(pad + "<conform:meta>" + body[0])
            for line in body.dropFirst() { lines.append(pad + line) }
            lines[lines.count - 1] += "</conform:meta>"
        }
    }
}
