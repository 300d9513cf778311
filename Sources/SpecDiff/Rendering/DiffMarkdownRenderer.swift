import SpecOutput

/// Markdown fit for a pull-request comment: a summary line, then findings grouped by level and area, each with
/// its impact.
struct DiffMarkdownRenderer: DiffRenderer {
    var format: String { "markdown" }

    func render(_ report: DiffReport, context: DiffRenderContext) -> String {
        let failOn = context.failOn
        let icon = report.fails(at: failOn) ? "❌" : "✅"
        var out =
            "## Spec diff\n\n\(icon) **\(report.summary)** — `\(report.baseLabel)` → `\(report.revisionLabel)`, --fail-on \(failOn.rawValue)\n"
        if report.findings.isEmpty { return out + "\nNo changes.\n" }
        for level in FindingLevel.allCases {
            let atLevel = report.findings.filter { $0.level == level }
            guard !atLevel.isEmpty else { continue }
            out += "\n### \(level.rawValue.capitalized) (\(atLevel.count))\n"
            for area in FindingArea.allCases {
                let group = atLevel.filter { $0.area == area }
                guard !group.isEmpty else { continue }
                out += "\n#### \(area.rawValue)\n\n| rule | element | change | impact |\n|---|---|---|---|\n"
                for f in group {
                    let at = f.primaryOrigin.map { "<br>`\($0.position)`" } ?? ""
                    let impact = f.impactLine.map(MarkdownEscape.cell) ?? "—"
                    out +=
                        "| `\(f.rule)` | \(MarkdownEscape.cell(f.element)) | \(MarkdownEscape.cell(f.message + f.acceptedNote))\(at) | \(impact) |\n"
                }
            }
        }
        return out
    }
}
