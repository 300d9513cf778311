import Reporting
import Traceability

extension Pipeline {
    /// The report formats' names, sorted: `html` (`coverage.html`), `json` (`coverage.json`), `junit`
    /// (`junit.xml`), `md` (`coverage.md`).
    public static var reportFormats: [String] { ReportRenderers.registry.formats.sorted() }

    /// Renders `report` in `formats` (every format when empty, in name order). Pure; unknown names are skipped.
    public static func render(_ report: CoverageReport, formats: [String] = [], version: String) -> [RenderedReport] {
        let names = formats.isEmpty ? reportFormats : formats
        return ReportRenderers.render(
            report, context: RenderContext(version: version), with: names.compactMap(ReportRenderers.registry.renderer))
    }

    /// Writes `reports` atomically into `folder` (resolved against the project), creating it when missing.
    @discardableResult
    public static func write(_ reports: [RenderedReport], into folder: String, _ project: Project) throws -> [String] {
        try ReportWriter().write(reports, into: project.resolve(folder))
    }
}
