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
        let choice = NamedChoice(part: "diagram", nameKind: "a name") { "named \"\($0)\"" }
        return choice.choose(found, name: \.name, select: select, problems: problems)?.lines
    }
}
