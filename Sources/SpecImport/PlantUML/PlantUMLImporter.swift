import SpecJSON

/// Reads a PlantUML state diagram (`@startuml` … `@enduml` in a `.puml` file, several chosen by `select`, or a
/// ```` ```plantuml ```` block in a Markdown file) into a native machine (docs/formats/plantuml.md).
///
/// The lines are normalised to the state diagram syntax PlantUML shares with Mermaid (``PlantUMLLines``: arrows with
/// directions and styles, `||` regions, colours, notes, `skinparam`) and read by the shared state diagram parser in
/// its PlantUML dialect (`[H]`, `[H*]`, `X[H]`, `<<history>>`, `<<start>>`, `<<end>>`).
package enum PlantUMLImporter {
    package static let format = "plantuml"

    package static func convert(_ bytes: [UInt8], file: String, select: String?) -> ImportResult {
        let problems = ImportProblems(format: format, file: file)
        var lines = TextLines.split(bytes)
        var select = select
        if file.hasSuffix(".md") || file.hasSuffix(".markdown") {
            guard let block = MarkdownBlocks.choose(language: "plantuml", in: lines, select: select, problems: problems)
            else { return problems.result(nil) }
            lines = block
            select = nil
        }
        guard let diagram = PlantUMLDiagrams.choose(in: lines, select: select, problems: problems) else {
            return problems.result(nil)
        }
        let normalised = PlantUMLLines(problems: problems).normalise(diagram)
        var parser = MermaidParser(problems: problems, dialect: .plantuml)
        let read = parser.parse(normalised)
        let node = MermaidConverter(diagram: read, problems: problems, format: format)
            .machine(at: diagram.first?.at ?? .start)
        return problems.result(node)
    }
}
