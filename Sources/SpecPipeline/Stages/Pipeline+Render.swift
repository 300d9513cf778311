import Reporting
import Traceability

extension Pipeline {
    /// The report formats' names, sorted: `html` (`coverage.html`), `json` (`coverage.json`), `junit`
    /// (`junit.xml`), `md` (`coverage.md`), `md-summary` (`coverage-summary.md`).
    package static var reportFormats: [String] { ReportRenderers.registry.formats.sorted() }

    /// Renders a verification's report in `formats` (every format when empty, in name order), each opening with the
    /// verdict: its checks and its gate's result (and the Markdown summary with what changed since the gate's
    /// baseline). Pure; unknown names are skipped.
    package static func render(_ verification: Verification, formats: [String] = [], version: String)
        -> [RenderedReport]
    {
        render(
            verification.report, gate: verification.gate, baseline: verification.baseline, formats: formats,
            version: version)
    }

    /// Renders `report` in `formats` (every format when empty, in name order), each opening with the verdict of the
    /// report's checks and the release gate's result `gate` (nil: the product has no gate); `baseline` is the report
    /// the gate ratchets against, if any. Pure; unknown names are skipped.
    package static func render(
        _ report: CoverageReport, gate: GateResult?, baseline: CoverageReport? = nil, formats: [String] = [],
        version: String
    ) -> [RenderedReport] {
        let names = formats.isEmpty ? reportFormats : formats
        return ReportRenderers.render(
            report, context: RenderContext(version: version, gate: gate, baseline: baseline),
            with: names.compactMap(ReportRenderers.registry.renderer))
    }

    /// Writes `reports` atomically into `folder` (resolved against the project), creating it when missing.
    @discardableResult
    package static func write(_ reports: [RenderedReport], into folder: String, _ project: Project) throws -> [String] {
        try ReportWriter().write(reports, into: project.resolve(folder))
    }
}
