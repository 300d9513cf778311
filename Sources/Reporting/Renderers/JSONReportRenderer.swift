import SpecModel
import Traceability

/// `coverage.json`: the whole report, keys sorted, read back by `gate --report` and as a baseline.
/// Schema: `Spec/schema/coverage.schema.json`.
public struct JSONReportRenderer: ReportRenderer {
    public let fileName = "coverage.json"
    public var format: String { "json" }

    public init() {}

    public func render(_ report: CoverageReport, context: RenderContext) -> String {
        JSONWriter().string(report.jsonValue(generatorVersion: context.version, date: context.date)) + "\n"
    }
}
