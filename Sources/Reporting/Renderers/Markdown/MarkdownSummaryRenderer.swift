import Traceability

/// `coverage-summary.md` (format `md-summary`): only the summary `coverage.md` opens with (``MarkdownSummary``), under
/// ``MarkdownSummary/limit`` bytes for any report, so that a CI job can post it as a pull-request comment as it is.
/// What a cut leaves out is counted and pointed to `coverage.md`.
package struct MarkdownSummaryRenderer: ReportRenderer {
    package let fileName = "coverage-summary.md"
    package var format: String { "md-summary" }
    /// The byte budget; nil never cuts (for tests: what the summary would be without the cut).
    var limit: Int?

    package init() { limit = MarkdownSummary.limit }

    init(limit: Int?) { self.limit = limit }

    package func render(_ report: CoverageReport, context: RenderContext) -> String {
        MarkdownSummary(report: report, context: context, limit: limit, elsewhere: "coverage.md").render()
    }
}
