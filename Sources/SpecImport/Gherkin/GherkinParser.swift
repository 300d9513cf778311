import SpecJSON

/// Gherkin lines → ``GherkinDocument``: tags, `Feature`, `Rule`, `Background`, `Scenario`/`Example`,
/// `Scenario Outline`/`Scenario Template` with `Examples`/`Scenarios` tables, steps with doc strings (`"""` or
/// ```` ``` ````) and data tables; comments (`#`) and descriptions skipped. Problems are located diagnostics
/// (`import.gherkin.syntax`).
struct GherkinParser {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    private enum Block { case none, background, scenario, examples }

    mutating func parse(_ lines: [GherkinLines.Line]) -> GherkinDocument? {
        var document = GherkinDocument()
        var sawFeature = false
        var tags: [String] = []
        var block = Block.none
        var i = 0
        func at(_ l: GherkinLines.Line) -> SourceLocation { SourceLocation(line: l.line, column: l.column, offset: 0) }
        while i < lines.count {
            let l = lines[i]
            let text = l.text.trimmingCharacters(in: .whitespaces)
            i += 1
            if text.isEmpty || (text.hasPrefix("#") && !text.hasPrefix("#{")) { continue }
            if text.hasPrefix("@") {
                tags += text.split(separator: " ").filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
                continue
            }
            if let (keyword, name) = header(text) {
                switch keyword {
                case "Feature:":
                    guard !sawFeature else {
                        error("a file holds one Feature", at(l))
                        return nil
                    }
                    sawFeature = true
                    document.name = name
                    document.tags = tags
                    document.location = at(l)
                    document.rules = [GherkinDocument.Rule(name: "", tags: [], location: at(l))]
                    block = .none
                case "Rule:":
                    document.rules.append(GherkinDocument.Rule(name: name, tags: tags, location: at(l)))
                    block = .none
                case "Background:":
                    block = .background
                case "Examples:", "Scenarios:":
                    guard let r = document.rules.indices.last, let s = document.rules[r].scenarios.indices.last,
                        document.rules[r].scenarios[s].isOutline
                    else {
                        error("Examples belong to a Scenario Outline", at(l))
                        tags = []
                        continue
                    }
                    document.rules[r].scenarios[s].examples.append(
                        GherkinDocument.Examples(name: name, tags: tags, location: at(l)))
                    block = .examples
                default:
                    guard sawFeature, !document.rules.isEmpty else {
                        error("a scenario must follow a Feature", at(l))
                        return nil
                    }
                    let outline = keyword == "Scenario Outline:" || keyword == "Scenario Template:"
                    document.rules[document.rules.count - 1].scenarios.append(
                        GherkinDocument.Scenario(name: name, tags: tags, isOutline: outline, location: at(l)))
                    block = .scenario
                }
                tags = []
                continue
            }
            if GherkinLines.isStep(text) {
                guard block == .background || block == .scenario else {
                    error("step \"\(text)\" outside a Scenario or Background", at(l))
                    continue
                }
                let keyword = String(text.prefix { $0 != " " })
                var step = GherkinDocument.Step(
                    keyword: keyword, text: String(text.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces),
                    location: SourceLocation(line: l.line, column: l.column + keyword.count + 1, offset: 0))
                // Arguments: a doc string or a data table right below.
                if i < lines.count {
                    let next = lines[i].text.trimmingCharacters(in: .whitespaces)
                    if next.hasPrefix("\"\"\"") || next.hasPrefix("```") {
                        let fence = String(next.prefix(3))
                        let indent = lines[i].column - 1
                        var body: [String] = []
                        i += 1
                        while i < lines.count, !lines[i].text.trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
                            body.append(
                                String(lines[i].text.dropFirst(min(indent, lines[i].text.prefix { $0 == " " }.count))))
                            i += 1
                        }
                        if i == lines.count { error("doc string is not closed", at(l)) } else { i += 1 }
                        step.docString = body.joined(separator: "\n")
                    } else {
                        while i < lines.count, lines[i].text.trimmingCharacters(in: .whitespaces).hasPrefix("|") {
                            step.table.append(Self.cells(lines[i].text))
                            i += 1
                        }
                    }
                }
                if block == .background {
                    let r = document.rules.count - 1
                    if r == 0 { document.background.append(step) } else { document.rules[r].background.append(step) }
                } else {
                    let r = document.rules.count - 1
                    document.rules[r].scenarios[document.rules[r].scenarios.count - 1].steps.append(step)
                }
                continue
            }
            if text.hasPrefix("|"), block == .examples {
                let r = document.rules.count - 1
                let s = document.rules[r].scenarios.count - 1
                let e = document.rules[r].scenarios[s].examples.count - 1
                let cells = Self.cells(text)
                if document.rules[r].scenarios[s].examples[e].header.isEmpty {
                    document.rules[r].scenarios[s].examples[e].header = cells
                } else {
                    document.rules[r].scenarios[s].examples[e].rows.append((cells, at(l)))
                }
                continue
            }
            // Free-form description lines below a header.
        }
        guard sawFeature else {
            error("no Feature in the file", SourceLocation(line: 1, column: 1, offset: 0))
            return nil
        }
        return document
    }

    private func header(_ text: String) -> (String, String)? {
        guard let keyword = GherkinLines.headers.first(where: { text.hasPrefix($0) }) else { return nil }
        return (keyword, String(text.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces))
    }

    /// `| a | b\|c |` → ["a", "b|c"].
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for c in line.trimmingCharacters(in: .whitespaces).dropFirst() {
            if escaped {
                current.append(c == "n" ? "\n" : c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
        }
        return cells
    }

    private mutating func error(_ message: String, _ at: SourceLocation) {
        diagnostics.append(.error("import.gherkin.syntax", message, file: file, at: at))
    }
}
