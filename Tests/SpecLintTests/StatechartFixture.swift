import SpecLint
import SpecModel
import Testing

/// Statechart files for the statechart lint rules' tests: the envelope on line 1, `initial` on line 2, `context` on
/// line 3, `"states": {` on line 4 and one top-level state (with everything nested in it) per line from line 5.
enum StatechartFixture {
    static func text(initial: String, states: [String]) -> String {
        """
        {"kind": "machine", "version": 1, "product": "demo", "id": "chart",
        "initial": "\(initial)",
        "context": {"locked": false, "tries": 0},
        "states": {
        \(states.joined(separator: ",\n"))}}
        """
    }

    static func files(initial: String, states: [String]) -> [String: String] {
        ["machines/chart.json": text(initial: initial, states: states)]
    }

    static let path = "Spec/demo/machines/chart.json"

    /// Every lint diagnostic of the machine, after checking that it loads without a problem.
    static func lint(initial: String, states: [String]) -> [Diagnostic] {
        let files = files(initial: initial, states: states)
        let problems = LintFixture.loadProblems(files)
        #expect(problems.isEmpty, "the fixture must load: \(problems.map(\.message))")
        return LintFixture.lint(files)
    }

    /// `line:column` of the value of the first `"key": ` in line `line` (1-based) of the file, as diagnostics give it.
    static func position(of key: String, line: Int, initial: String, states: [String]) -> String {
        let lines = text(initial: initial, states: states).split(separator: "\n", omittingEmptySubsequences: false)
        let text = String(lines[line - 1])
        guard let range = text.range(of: "\"\(key)\": ") else { return "?" }
        return "\(line):\(text.distance(from: text.startIndex, to: range.upperBound) + 1)"
    }
}
