import Foundation
import SpecJSON

/// The step table (JSON) that maps Gherkin step text to machine events: `machine` (the scenarios' machine),
/// optional `idPrefix` (scenario IDs are the prefix and the scenario's name, slugged) and `steps`, each with a
/// `pattern` (a Cucumber expression: `{string}`, `{int}`, `{word}`, `{float}` capture) or a `regex`, and what it
/// gives: `send` (an event), `data`, `expect` (a step without `send` adds its `expect` to the previous step), and
/// where a step's doc string (`docString`) and data table (`table`) go in `data`.
struct GherkinStepTable {
    struct Entry {
        var text: String
        var regex: NSRegularExpression
        /// Per capture group: whether it is a number (`{int}`, `{float}`).
        var numeric: [Bool]
        var node: JSONNode
    }

    var machine: String
    var idPrefix: String
    var entries: [Entry]

    /// The table read from `node`; problems are located in the step table's file.
    static func read(_ node: JSONNode, file: String, into diagnostics: inout [Diagnostic]) -> GherkinStepTable? {
        func error(_ message: String, _ at: JSONNode) {
            diagnostics.append(.error("import.gherkin.step-table", message, file: file, at: at.location))
        }
        guard let machine = node["machine"]?.string else {
            error("the step table needs \"machine\": the machine the scenarios drive", node)
            return nil
        }
        var entries: [Entry] = []
        for item in node["steps"]?.items ?? [] {
            if let pattern = item["pattern"]?.string {
                let (source, numeric) = cucumberRegex(pattern)
                guard let regex = try? NSRegularExpression(pattern: source) else {
                    error("pattern \"\(pattern)\" cannot be read", item)
                    continue
                }
                entries.append(Entry(text: pattern, regex: regex, numeric: numeric, node: item))
            } else if let source = item["regex"]?.string {
                guard let regex = try? NSRegularExpression(pattern: source) else {
                    error("regex \"\(source)\" is not a valid regular expression", item)
                    continue
                }
                entries.append(
                    Entry(
                        text: source, regex: regex,
                        numeric: Array(repeating: false, count: regex.numberOfCaptureGroups), node: item))
            } else {
                error("a step needs \"pattern\" (a Cucumber expression) or \"regex\"", item)
            }
        }
        if node["steps"]?.items == nil { error("the step table needs \"steps\"", node) }
        return GherkinStepTable(machine: machine, idPrefix: node["idPrefix"]?.string ?? "", entries: entries)
    }

    /// A Cucumber expression as an anchored regular expression, and which groups are numbers.
    static func cucumberRegex(_ pattern: String) -> (String, [Bool]) {
        let parameters: [(String, String, Bool)] = [
            ("{string}", "\"([^\"]*)\"", false), ("{int}", "(-?\\d+)", true), ("{float}", "(-?\\d+(?:\\.\\d+)?)", true),
            ("{word}", "([^\\s]+)", false), ("{}", "(.*)", false),
        ]
        var regex = "^"
        var numeric: [Bool] = []
        var rest = Substring(pattern)
        outer: while let next = rest.first {
            for (name, group, number) in parameters where rest.hasPrefix(name) {
                regex += group
                numeric.append(number)
                rest = rest.dropFirst(name.count)
                continue outer
            }
            regex += NSRegularExpression.escapedPattern(for: String(next))
            rest = rest.dropFirst()
        }
        return (regex + "$", numeric)
    }
}
