import SpecJSON

/// Reads a Mermaid `stateDiagram-v2` (a `.mmd` file, or a ```` ```mermaid ```` block in a Markdown file chosen by
/// `select`: the heading it sits under, or `#N` for the N-th block) into a native machine (docs/formats/mermaid.md).
package enum MermaidImporter {
    package static let format = "mermaid"

    package static func convert(_ bytes: [UInt8], file: String, select: String?) -> ImportResult {
        let problems = ImportProblems(format: format, file: file)
        let lines = TextLines.split(bytes)
        let isMarkdown = file.hasSuffix(".md") || file.hasSuffix(".markdown")
        let diagramLines: [(text: String, at: SourceLocation)]
        if isMarkdown {
            guard let block = MarkdownBlocks.choose(language: "mermaid", in: lines, select: select, problems: problems)
            else {
                return problems.result(nil)
            }
            diagramLines = block
        } else {
            diagramLines = lines
        }
        var parser = MermaidParser(problems: problems)
        let diagram = parser.parse(diagramLines)
        let node = MermaidConverter(diagram: diagram, problems: problems, format: format)
            .machine(at: diagramLines.first?.at ?? .start)
        return problems.result(node)
    }
}
