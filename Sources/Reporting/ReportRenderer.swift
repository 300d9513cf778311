import Traceability

/// What a renderer may print besides the report: injected, so output never depends on the clock.
public struct RenderContext: Hashable, Sendable {
    /// The engine version printed in every format.
    public var version: String
    /// The report date (`YYYY-MM-DD`), printed only when given.
    public var date: String?

    public init(version: String, date: String? = nil) {
        self.version = version
        self.date = date
    }
}

/// One output format of the coverage report.
///
/// Renderers are pure and deterministic: the same report and context give byte-identical text.
public protocol ReportRenderer: Sendable {
    /// The file the format is written to (`coverage.json`).
    var fileName: String { get }
    func render(_ report: CoverageReport, context: RenderContext) -> String
}

/// A rendered report file, ready for ``ReportWriter``.
public struct RenderedReport: Hashable, Sendable {
    public var fileName: String
    public var contents: String

    public init(fileName: String, contents: String) {
        self.fileName = fileName
        self.contents = contents
    }
}

/// The renderers `specconform check` writes.
public enum ReportRenderers {
    /// `coverage.json`, `coverage.md`, `junit.xml`, `coverage.html`.
    public static let standard: [any ReportRenderer] = [
        JSONReportRenderer(), MarkdownReportRenderer(), JUnitReportRenderer(), HTMLReportRenderer(),
    ]

    /// Renders `report` with each renderer, in order.
    public static func render(
        _ report: CoverageReport, context: RenderContext, with renderers: [any ReportRenderer] = standard
    ) -> [RenderedReport] {
        renderers.map { RenderedReport(fileName: $0.fileName, contents: $0.render(report, context: context)) }
    }
}
