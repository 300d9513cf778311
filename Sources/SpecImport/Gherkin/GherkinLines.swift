import SpecJSON

/// The lines of a `.feature` file, or the Gherkin lines of a `.feature.md` file (Markdown with Gherkin: headings
/// `# Feature:`, `## Scenario:`, `### Examples:`; steps as list items `* Given ...`; Markdown tables; fenced code
/// blocks as doc strings; other prose ignored), each with its line number and the column where its text starts.
enum GherkinLines {
    struct Line {
        var text: String
        var line: Int
        var column: Int
    }

    static func lines(_ source: String, markdown: Bool) -> [Line] {
        var result: [Line] = []
        var inFence = false
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let rawLine = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            let indent = rawLine.prefix { $0 == " " || $0 == "\t" }.count
            var text = String(rawLine.dropFirst(indent))
            var column = indent + 1
            if markdown {
                if text.hasPrefix("```") || text.hasPrefix("\"\"\"") {
                    inFence.toggle()
                    result.append(Line(text: text, line: index + 1, column: column))
                    continue
                }
                if inFence {
                    result.append(Line(text: rawLine, line: index + 1, column: 1))
                    continue
                }
                if text.hasPrefix("#") {
                    let hashes = text.prefix { $0 == "#" }.count
                    text = String(text.dropFirst(hashes)).trimmingCharacters(in: .whitespaces)
                    column += rawLine.dropFirst(indent).count - text.count
                    guard isHeader(text) else { continue }
                } else if let marker = text.first, "*-+".contains(marker), text.dropFirst().first == " " {
                    text = String(text.dropFirst(2)).trimmingCharacters(in: .whitespaces)
                    column += 2
                    guard isStep(text) else { continue }
                } else if text.hasPrefix("|") {
                    if text.allSatisfy({ "|-: ".contains($0) }) { continue }
                } else if !text.hasPrefix("@") {
                    continue
                }
            }
            result.append(Line(text: text, line: index + 1, column: column))
        }
        return result
    }

    static let headers = [
        "Feature:", "Rule:", "Background:", "Scenario Outline:", "Scenario Template:", "Scenario:", "Example:",
        "Examples:", "Scenarios:",
    ]
    static let stepKeywords = ["Given ", "When ", "Then ", "And ", "But ", "* "]

    static func isHeader(_ text: String) -> Bool { headers.contains { text.hasPrefix($0) } }
    static func isStep(_ text: String) -> Bool { stepKeywords.contains { text.hasPrefix($0) } }
}
