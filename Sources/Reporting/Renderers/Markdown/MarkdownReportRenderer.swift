import SpecOutput
import Traceability

/// `coverage.md`: the summary first (``MarkdownSummary``: the verdict and why, a bar per ID kind, failing and
/// unverified checks by cause, what changed since the baseline, the IDs not covered with their reasons), which fits a
/// pull-request comment on its own; then, folded in `<details>` sections GitHub renders closed, everything in full:
/// the verdict's reasons and minimums, the changes since the baseline, the count tables, the per-ID table and its
/// proofs per kind, the failing checks with their first divergence (steps counted from 1), and every machine as a
/// Mermaid state diagram (GitHub renders it; the fence's content is Mermaid, never escaped for Markdown) with uncovered
/// and failing transitions marked.
package struct MarkdownReportRenderer: ReportRenderer {
    package let fileName = "coverage.md"
    package var format: String { "md" }

    package init() {}

    package func render(_ report: CoverageReport, context: RenderContext) -> String {
        let summary = MarkdownSummary(
            report: report, context: context, limit: MarkdownSummary.limit, elsewhere: "the sections below")
        var out = summary.render()
        out += "---\n\n## In full\n\n"
        // What the summary had to cut, whole, folded: the verdict's reasons and minimums, the changes since the baseline.
        let whole = MarkdownSummary(report: report, context: context, limit: nil, elsewhere: "")
        var reasons = ""
        whole.reasons(whole.verdict, into: &reasons)
        if !out.contains(reasons) {
            out += Self.folded("Every reason and minimum of the verdict") { $0 += reasons }
        }
        if let baseline = context.baseline {
            var changes = ""
            whole.changes(since: baseline, into: &changes)
            if !out.contains(changes) { out += Self.folded("Every change since the baseline") { $0 += changes } }
        }
        summaryTables(report, into: &out)
        ids(report, into: &out)
        failingChecks(report, into: &out)
        machines(report, into: &out)
        return out
    }

    /// `body` in a `<details>` section GitHub shows folded under `summary` (plain text, escaped for HTML); the blank
    /// lines around the body let Markdown inside it render.
    static func folded(_ summary: String, _ body: (inout String) -> Void) -> String {
        var out = "<details>\n<summary>\(MarkupEscape.html(summary))</summary>\n\n"
        body(&out)
        if !out.hasSuffix("\n\n") { out += "\n" }
        return out + "</details>\n\n"
    }

    /// `text` cut to `limit` characters with an ellipsis.
    static func truncated(_ text: String, _ limit: Int = 80) -> String { MarkdownCut.clip(text, limit) }

    /// `text` with a capital first letter.
    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
