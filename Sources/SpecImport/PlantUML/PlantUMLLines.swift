import Foundation
import SpecJSON

/// PlantUML state diagram lines rewritten to the syntax the shared state diagram parser reads: arrows of any length,
/// direction (`-down->`, `-l->`) and style (`-[#red,dashed]->`) become `-->` (`A <-- B` becomes `B --> A`), `||`
/// becomes `--`, colours on states are dropped; comments are skipped; notes, `skinparam`, `hide`, `title`, `scale`,
/// directions, legends and styles are skipped with a warning (they carry no behaviour); preprocessor lines are errors.
struct PlantUMLLines {
    let problems: ImportProblems

    static let layoutPrefixes = [
        "skinparam", "hide ", "show ", "scale ", "title ", "header", "footer", "caption ", "left to right direction",
        "top to bottom direction", "!theme", "!pragma", "allowmixing", "legend", "<style>", "mainframe ",
    ]
    /// An arrow of any length, direction and style (`->`, `-down->`, `-[#red,dashed]->`).
    static let arrow = regex(#"-+(\[[^\]]*\])?(up|down|left|right|do|le|ri|u|d|l|r)?(\[[^\]]*\])?-*>"#)
    /// The same arrow pointing back (`<--`, `<-l-`).
    static let reversed = regex(#"<-+(\[[^\]]*\])?(up|down|left|right|do|le|ri|u|d|l|r)?(\[[^\]]*\])?-*"#)

    private static func regex(_ pattern: String) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern)
        } catch {
            preconditionFailure("the arrow pattern is a valid regular expression: \(error)")
        }
    }

    func normalise(_ lines: [(text: String, at: SourceLocation)]) -> [(text: String, at: SourceLocation)] {
        var out: [(text: String, at: SourceLocation)] = []
        var skipUntil: String?
        for (raw, lineStart) in lines {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let indent = raw.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let at = SourceLocation(
                line: lineStart.line, column: lineStart.column + indent, offset: lineStart.offset + indent)
            if let end = skipUntil {
                if line.hasPrefix(end) || (end == "'/" && line.hasSuffix("'/")) { skipUntil = nil }
                continue
            }
            if line.isEmpty || line.hasPrefix("'") { continue }
            if line.hasPrefix("/'") {
                if !line.hasSuffix("'/") || line == "/'" { skipUntil = "'/" }
                continue
            }
            if line.hasPrefix("note ") || line == "note" {
                problems.warning("note", "notes are ignored: they carry no behaviour", at: at)
                let oneLine = line.contains(":") || (line.hasPrefix("note \"") && line.contains(" as "))
                if !oneLine { skipUntil = "end note" }
                continue
            }
            if line.contains(" .. ") || line.hasSuffix("..") {
                problems.warning("note", "a note's link is ignored", at: at)
                continue
            }
            if let prefix = Self.layoutPrefixes.first(where: { line.hasPrefix($0) }) {
                problems.warning(
                    "styling", "layout and styling (\(prefix.trimmingCharacters(in: .whitespaces))) are ignored", at: at
                )
                if line.hasSuffix("{") { skipUntil = "}" }
                if prefix == "legend" { skipUntil = "endlegend" }
                if prefix == "<style>", !line.contains("</style>") { skipUntil = "</style>" }
                continue
            }
            if line.hasPrefix("!") {
                problems.error(
                    "preprocessor", "preprocessor line \"\(line)\" cannot be read: write the diagram without it",
                    at: at)
                continue
            }
            if line == "||" {
                out.append(("--", at))
                continue
            }
            out.append((rewrite(line, at: at), at))
        }
        return out
    }

    /// A transition's arrow as `-->` (reversed arrows swapped), and a state declaration without its colours.
    private func rewrite(_ line: String, at: SourceLocation) -> String {
        let colon = line.firstIndex(of: ":")
        let head = colon.map { String(line[..<$0]) } ?? line
        let label = colon.map { String(line[$0...]) } ?? ""
        let range = NSRange(head.startIndex..., in: head)
        if let match = Self.arrow.firstMatch(in: head, range: range), let r = Range(match.range, in: head) {
            styled(head[r], at: at)
            return head[..<r.lowerBound].trimmingCharacters(in: .whitespaces) + " --> "
                + head[r.upperBound...].trimmingCharacters(in: .whitespaces) + (label.isEmpty ? "" : " " + label)
        }
        if let match = Self.reversed.firstMatch(in: head, range: range), let r = Range(match.range, in: head) {
            styled(head[r], at: at)
            return head[r.upperBound...].trimmingCharacters(in: .whitespaces) + " --> "
                + head[..<r.lowerBound].trimmingCharacters(in: .whitespaces) + (label.isEmpty ? "" : " " + label)
        }
        guard line.hasPrefix("state ") else { return line }
        var kept: [Substring] = []
        var quoted = false
        var coloured = false
        for word in head.split(separator: " ", omittingEmptySubsequences: true) {
            if word.filter({ $0 == "\"" }).count % 2 == 1 { quoted.toggle() }
            if !quoted, word.hasPrefix("#") {
                coloured = true
                if word.hasSuffix("{") { kept.append("{") }
                continue
            }
            kept.append(word)
        }
        if coloured { problems.warning("styling", "colours are ignored", at: at) }
        return kept.joined(separator: " ") + (label.isEmpty ? "" : " " + label)
    }

    private func styled(_ arrow: Substring, at: SourceLocation) {
        if arrow.contains("[") { problems.warning("styling", "the arrow's style \(arrow) is ignored", at: at) }
    }
}
