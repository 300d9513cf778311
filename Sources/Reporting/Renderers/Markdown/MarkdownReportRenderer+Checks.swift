import Conformance
import SpecOutput
import Traceability

extension MarkdownReportRenderer {
    func failingChecks(_ report: CoverageReport, into out: inout String) {
        let failing = report.failingChecks
        out += "## Failing checks\n\n"
        guard !failing.isEmpty else {
            out += "None of the \(report.checks.count) checks failed.\n\n"
            return
        }
        let causes = RootCauses(failing).groups
        out += "\(causes.count) root cause" + (causes.count == 1 ? "" : "s") + ", by the checks each failed:\n\n"
        for (index, group) in causes.enumerated() {
            out += "\(index + 1). \(MarkdownEscape.cell(group.cause)) — \(group.checks.count) check"
            out +=
                (group.checks.count == 1 ? "" : "s") + ": "
                + group.checks.map(MarkdownEscape.code).joined(separator: ", ")
            out += "\n"
        }
        out += "\n"
        let heading = failing.count == 1 ? "The check" : "The \(failing.count) checks"
        out += Self.folded(heading + " that failed or could not run, in detail") { out in
            for check in failing { Self.detail(check, into: &out) }
        }
    }

    /// One failing check: its title, the IDs it exercises, its first divergence (steps counted from 1) or message.
    private static func detail(_ check: CheckSummary, into out: inout String) {
        out += "### \(MarkdownEscape.code(check.id)) \(check.status.rawValue)\n\n"
        out += "- \(MarkdownEscape.cell(check.title))\n"
        if !check.ids.isEmpty {
            out += "- Exercises: " + check.ids.map(MarkdownEscape.code).joined(separator: ", ") + "\n"
        }
        if let d = check.divergence {
            out += "- First divergence at step \(d.step + 1)"
            out +=
                d.pathSoFar.isEmpty
                ? "\n" : ": " + d.pathSoFar.map(MarkdownEscape.code).joined(separator: " → ") + "\n"
            if let at = d.at { out += "  - on: \(MarkdownEscape.code(at))\n" }
            out +=
                "  - expected: \(MarkdownEscape.cell(d.expected))\n  - observed: \(MarkdownEscape.cell(d.observed))\n"
        }
        if let message = check.message { out += "- \(MarkdownEscape.cell(message))\n" }
        out += "\n"
    }
}
