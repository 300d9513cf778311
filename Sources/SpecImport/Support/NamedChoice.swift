import SpecJSON

/// One of several parts of a file chosen by `select`: its name (a Markdown block's heading, a PlantUML diagram's
/// name) or `#N` counting from 1; without `select`, the only one. Errors are `import.<format>.select`, with a
/// did-you-mean among the names.
struct NamedChoice {
    /// What a part is called: "```mermaid block", "diagram".
    var part: String
    /// What its name is: "a heading", "a name".
    var nameKind: String
    /// How a part with name `x` is described: "under the heading \"x\"", "named \"x\"".
    var named: (String) -> String

    func choose<Part>(_ parts: [Part], name: (Part) -> String?, select: String?, problems: ImportProblems) -> Part? {
        let names = parts.compactMap(name)
        guard let select else {
            if parts.count == 1 { return parts[0] }
            problems.error(
                "select",
                parts.isEmpty
                    ? "no \(part) in the file"
                    : "\(parts.count) \(part)s in the file; choose one with \"select\": \(nameKind) "
                        + "(\(names.map { "\"\($0)\"" }.joined(separator: ", "))) or \"#N\"", at: .start)
            return nil
        }
        if select.hasPrefix("#"), let n = Int(select.dropFirst()) {
            guard parts.indices.contains(n - 1) else {
                problems.error("select", "no \(part) \(select): the file has \(parts.count)", at: .start)
                return nil
            }
            return parts[n - 1]
        }
        let matching = parts.filter { name($0) == select }
        guard matching.count == 1 else {
            let why =
                matching.isEmpty ? "no \(part) \(named(select))" : "several \(part)s \(named(select)); use \"#N\""
            problems.error("select", why + Suggestion.hint(for: select, among: names), at: .start)
            return nil
        }
        return matching[0]
    }
}
