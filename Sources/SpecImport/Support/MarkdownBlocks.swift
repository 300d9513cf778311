import SpecJSON

/// Fenced code blocks of a Markdown file, each with the heading it sits under.
package enum MarkdownBlocks {
    package struct Block {
        package var heading: String?
        package var lines: [(text: String, at: SourceLocation)]
        package var at: SourceLocation
    }

    package static func blocks(language: String, in lines: [(text: String, at: SourceLocation)]) -> [Block] {
        var blocks: [Block] = []
        var heading: String?
        var current: Block?
        var fence = ""
        for (text, at) in lines {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == fence {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append((text, at))
                    current = block
                }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let marker = String(trimmed.prefix(3))
                let info = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                fence = marker
                if info.split(separator: " ").first.map(String.init) == language {
                    current = Block(heading: heading, lines: [], at: at)
                } else {
                    current = Block(heading: nil, lines: [], at: at)
                    current?.heading = "\u{0}"  // another language: read to its fence, then dropped
                }
                continue
            }
            if trimmed.hasPrefix("#") {
                heading = trimmed.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            }
        }
        return blocks.filter { $0.heading != "\u{0}" }
    }

    /// The block `select` names (a heading's text, or `#N` counting from 1), or the only one; nil after an error.
    package static func choose(
        language: String, in lines: [(text: String, at: SourceLocation)], select: String?, problems: ImportProblems
    ) -> [(text: String, at: SourceLocation)]? {
        let choice = NamedChoice(part: "```\(language) block", nameKind: "a heading") { "under the heading \"\($0)\"" }
        return choice.choose(
            blocks(language: language, in: lines), name: \.heading, select: select, problems: problems)?
            .lines
    }
}
