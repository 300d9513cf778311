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
        let found = blocks(language: language, in: lines)
        let headings = found.compactMap(\.heading)
        guard let select else {
            if found.count == 1 { return found[0].lines }
            problems.error(
                "select",
                found.isEmpty
                    ? "no ```\(language) block in the file"
                    : "\(found.count) ```\(language) blocks in the file; choose one with \"select\": a heading "
                        + "(\(headings.map { "\"\($0)\"" }.joined(separator: ", "))) or \"#N\"", at: .start)
            return nil
        }
        if select.hasPrefix("#"), let n = Int(select.dropFirst()) {
            guard found.indices.contains(n - 1) else {
                problems.error("select", "no ```\(language) block \(select): the file has \(found.count)", at: .start)
                return nil
            }
            return found[n - 1].lines
        }
        let matching = found.filter { $0.heading == select }
        guard matching.count == 1 else {
            let why =
                matching.isEmpty
                ? "no ```\(language) block under the heading \"\(select)\""
                : "several ```\(language) blocks under \"\(select)\"; use \"#N\""
            problems.error("select", why + Suggestion.hint(for: select, among: headings), at: .start)
            return nil
        }
        return matching[0].lines
    }
}
