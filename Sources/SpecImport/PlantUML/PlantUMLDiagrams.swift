import SpecJSON

/// The `@startuml` … `@enduml` diagrams of a file, each with its name (`@startuml name` or `@startuml(id=name)`).
enum PlantUMLDiagrams {
    struct Diagram {
        var name: String?
        var lines: [(text: String, at: SourceLocation)]
        var at: SourceLocation
    }

    static func diagrams(in lines: [(text: String, at: SourceLocation)]) -> [Diagram] {
        var found: [Diagram] = []
        var current: Diagram?
        for (text, at) in lines {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@startuml") {
                var name = trimmed.dropFirst("@startuml".count).trimmingCharacters(in: .whitespaces)
                if name.hasPrefix("(id="), name.hasSuffix(")") { name = String(name.dropFirst(4).dropLast()) }
                current = Diagram(name: name.isEmpty ? nil : name, lines: [], at: at)
            } else if trimmed.hasPrefix("@enduml") {
                if let diagram = current { found.append(diagram) }
                current = nil
            } else {
                current?.lines.append((text, at))
            }
        }
        return found
    }

    /// The lines of the diagram `select` names (its name, or `#N` from 1), or of the only one; a Markdown block
    /// without `@startuml` is the diagram itself. Nil after an error.
    static func choose(
        in lines: [(text: String, at: SourceLocation)], select: String?, problems: ImportProblems
    ) -> [(text: String, at: SourceLocation)]? {
        let found = diagrams(in: lines)
        if found.isEmpty, !lines.contains(where: { $0.text.contains("@startuml") }), select == nil {
            if lines.contains(where: { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }) { return lines }
        }
        let names = found.compactMap(\.name)
        guard let select else {
            if found.count == 1 { return found[0].lines }
            problems.error(
                "select",
                found.isEmpty
                    ? "no @startuml … @enduml diagram in the file"
                    : "\(found.count) diagrams in the file; choose one with \"select\": a name "
                        + "(\(names.map { "\"\($0)\"" }.joined(separator: ", "))) or \"#N\"",
                at: lines.first?.at ?? .start)
            return nil
        }
        if select.hasPrefix("#"), let n = Int(select.dropFirst()) {
            guard found.indices.contains(n - 1) else {
                problems.error("select", "no diagram \(select): the file has \(found.count)", at: .start)
                return nil
            }
            return found[n - 1].lines
        }
        let matching = found.filter { $0.name == select }
        guard matching.count == 1 else {
            let why =
                matching.isEmpty ? "no diagram named \"\(select)\"" : "several diagrams named \"\(select)\"; use \"#N\""
            problems.error("select", why + Suggestion.hint(for: select, among: names), at: .start)
            return nil
        }
        return matching[0].lines
    }
}
