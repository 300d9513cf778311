import SpecModel
import SpecOutput
import Traceability

/// What a renderer may print besides the report: injected, so output never depends on the clock.
package struct RenderContext: Hashable, Sendable {
    /// The engine version printed in every format.
    package var version: String
    /// The report date (`YYYY-MM-DD`), printed only when given.
    package var date: String?
    /// The release gate's result on the report; nil when the product has no gate, and every format then says "no
    /// release gate configured" and judges by the checks alone.
    package var gate: GateResult?
    /// The baseline report the gate ratchets against (`gate.json`'s `baseline`), when one is given: the Markdown
    /// summary then says what changed since it.
    package var baseline: CoverageReport?

    package init(version: String, date: String? = nil, gate: GateResult? = nil, baseline: CoverageReport? = nil) {
        self.version = version
        self.date = date
        self.gate = gate
        self.baseline = baseline
    }

    /// The verdict every format opens with: `report`'s checks and this context's gate result.
    package func verdict(_ report: CoverageReport) -> ReportVerdict {
        ReportVerdict(report: report, gate: gate)
    }
}

/// One output format of the coverage report: a ``Renderer`` that also names the file it is written to.
///
/// Renderers are pure and deterministic: the same report and context give byte-identical text.
package protocol ReportRenderer: Renderer where Input == CoverageReport, Context == RenderContext {
    /// The file the format is written to (`coverage.json`).
    var fileName: String { get }
}

/// A rendered report file, ready for ``ReportWriter``.
package struct RenderedReport: Hashable, Sendable {
    package var fileName: String
    package var contents: String

    package init(fileName: String, contents: String) {
        self.fileName = fileName
        self.contents = contents
    }
}

/// The renderers `specconform check` writes.
package enum ReportRenderers {
    /// `json` (`coverage.json`), `md` (`coverage.md`), `junit` (`junit.xml`), `html` (`coverage.html`), `md-summary`
    /// (`coverage-summary.md`: only the summary `coverage.md` opens with, cut to fit a pull-request comment).
    package static let registry = RendererRegistry<any ReportRenderer>(
        [
            JSONReportRenderer(), MarkdownReportRenderer(), JUnitReportRenderer(), HTMLReportRenderer(),
            MarkdownSummaryRenderer(),
        ], format: \.format)

    /// Every renderer of the registry, in order.
    package static var standard: [any ReportRenderer] { registry.renderers }

    /// Renders `report` with each renderer, in order.
    package static func render(
        _ report: CoverageReport, context: RenderContext, with renderers: [any ReportRenderer] = standard
    ) -> [RenderedReport] {
        renderers.map { RenderedReport(fileName: $0.fileName, contents: $0.render(report, context: context)) }
    }
}
