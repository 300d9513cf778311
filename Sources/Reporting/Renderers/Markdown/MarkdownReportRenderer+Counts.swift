import SpecOutput
import Traceability

extension MarkdownReportRenderer {
    static let countColumns =
        "| IDs | In scope | Covered | Partial | Uncovered | Failing | Unverified | Waived | Out of scope | Orphaned | Covered % |"

    static func countCells(_ c: StatusCounts) -> String {
        let statuses: [CoverageStatus] = [
            .covered, .partial, .uncovered, .failing, .unverified, .waived, .outOfScope, .orphaned,
        ]
        return " \(c.total) | \(c.inScope) | " + statuses.map { String(c[$0]) }.joined(separator: " | ")
            + " | \(Percent.text(c.percentCovered)) |"
    }

    /// The count tables (all, by kind, priority and module), module readiness and unread rule parameters, folded.
    func summaryTables(_ report: CoverageReport, into out: inout String) {
        out += Self.folded("Counts by kind, priority and module") { out in
            out += "## Summary\n\n"
            table(
                "Group",
                [("**all**", report.summary)]
                    + report.byKind.sorted { $0.key < $1.key }.map { ("kind `\($0.key)`", $0.value) }, into: &out)
            if !report.byPriority.isEmpty {
                out += "### By priority\n\n"
                table("Priority", report.byPriority.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, into: &out)
            }
            if !report.byModule.isEmpty {
                out += "### By module\n\n"
                table(
                    "Module", report.byModule.sorted { $0.key < $1.key }.map { ("`\($0.key)`", $0.value) }, into: &out)
            }
            readiness(report, into: &out)
            unreadParameters(report, into: &out)
        }
    }

    private func unreadParameters(_ report: CoverageReport, into out: inout String) {
        guard !report.unreadParameters.isEmpty else { return }
        out += "### Rule parameters no check reads\n\n" + StatusText.unreadParametersIntro + "\n\n"
        for parameter in report.unreadParameters { out += "- \(MarkdownEscape.code(parameter))\n" }
        out += "\n"
    }

    private func readiness(_ report: CoverageReport, into out: inout String) {
        guard !report.readiness.isEmpty else { return }
        out += "### Module readiness\n\n" + StatusText.readinessIntro + "\n\n"
        out += "| Module | Coverage | Readiness |\n|---|---|---|\n"
        for r in report.readiness {
            out += "| \(MarkdownEscape.code(r.module)) | \(StatusText.moduleCoverage(r.module, in: report)) | "
            out += MarkdownEscape.cell(StatusText.readiness(r)) + " |\n"
        }
        out += "\n"
    }

    private func table(_ first: String, _ rows: [(String, StatusCounts)], into out: inout String) {
        out += "| \(first) " + Self.countColumns + "\n"
        out += "|---|" + String(repeating: "---:|", count: 11) + "\n"
        for (name, counts) in rows { out += "| \(name) |" + Self.countCells(counts) + "\n" }
        out += "\n"
    }
}
