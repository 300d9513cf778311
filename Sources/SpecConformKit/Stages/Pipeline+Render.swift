import Reporting
import Traceability

extension Pipeline {
    /// The report formats by name: `json` (`coverage.json`), `md` (`coverage.md`), `junit` (`junit.xml`),
    /// `html` (`coverage.html`).
    public static let reportFormats: [String: any ReportRenderer] = [
        "json": JSONReportRenderer(), "md": MarkdownReportRenderer(), "junit": JUnitReportRenderer(), "html": HTMLReportRenderer(),
    ]

    /// Renders `report` in `formats` (every format when empty, in name order). Pure; unknown names are skipped.
    public static func render(_ report: CoverageReport, formats: [String] = [], version: String) -> [RenderedReport] {
        let names = formats.isEmpty ? reportFormats.keys.sorted() : formats
        return ReportRenderers.render(report, context: RenderContext(version: version), with: names.compactMap { reportFormats[$0] })
    }

    /// Writes `reports` atomically into `folder` (resolved against the project), creating it when missing.
    @discardableResult
    public static func write(_ reports: [RenderedReport], into folder: String, _ project: Project) throws -> [String] {
        try ReportWriter().write(reports, into: project.resolve(folder))
    }
}
