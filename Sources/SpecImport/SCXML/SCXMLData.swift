import SpecJSON

/// `<datamodel><data id expr>` (anywhere in the document, early binding) as the native context: each `expr` (or the
/// element's content) must be a literal, the field's initial value; `src` (external data) is refused.
struct SCXMLData {
    let problems: ImportProblems

    func context(of root: LocatedXMLElement) -> [(String, JSONNode)] {
        var fields: [(String, JSONNode)] = []
        collect(root, into: &fields)
        return fields
    }

    private func collect(_ element: LocatedXMLElement, into fields: inout [(String, JSONNode)]) {
        if element.name == "datamodel" {
            for data in element.children {
                guard data.name == "data" else {
                    SCXMLConverter(tree: SCXMLTree(root: element), problems: problems)
                        .refuseChild(data, in: "<datamodel>")
                    continue
                }
                if let field = self.data(data) {
                    if fields.contains(where: { $0.0 == field.0 }) {
                        problems.error(
                            "data", "data \"\(field.0)\" is declared twice", at: data.location(of: "id"))
                    } else {
                        fields.append(field)
                    }
                }
            }
            return
        }
        for child in element.children { collect(child, into: &fields) }
    }

    private func data(_ element: LocatedXMLElement) -> (String, JSONNode)? {
        SCXMLConverter(tree: SCXMLTree(root: element), problems: problems).checkAttributes(element)
        guard let id = element.attributes["id"] else {
            problems.error("data", "<data> needs an id (the context field's name)", at: element.location)
            return nil
        }
        if element.attributes["src"] != nil {
            problems.error(
                "src", "<data id=\"\(id)\" src> cannot be mapped: external data is read at run time; write the value",
                at: element.location(of: "src"))
            return nil
        }
        let text = element.attributes["expr"] ?? element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let at = element.attributes["expr"] != nil ? element.valueLocation(of: "expr") : element.location
        if text.isEmpty { return (id, JSONNode(.null, at: at)) }
        guard let value = Self.literal(text) else {
            problems.error(
                "data",
                "the initial value of \"\(id)\" (\(text)) cannot be mapped: it must be a literal (a number, a quoted "
                    + "string, true, false, null, or a JSON array or object)", at: at)
            return nil
        }
        return (id, SCXMLMeta.relocated(value, at: at))
    }

    /// A JSON literal, also a single-quoted ECMAScript string.
    static func literal(_ text: String) -> JSONNode? {
        var text = text
        if text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'"), !text.dropFirst().dropLast().contains("'") {
            text = "\"" + text.dropFirst().dropLast().replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let parsed = JSONParser().parse(Array(text.utf8))
        return parsed.diagnostics.isEmpty ? parsed.root : nil
    }
}
