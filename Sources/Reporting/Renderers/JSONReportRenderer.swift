import SpecModel
import Traceability

/// `coverage.json`: the whole report, keys sorted, read back by `gate --report` and as a baseline, with the
/// `verdict` first in meaning (pass or fail and why, what is missing; not read back: it is recomputed).
/// Schema: `Spec/schema/coverage.schema.json`.
package struct JSONReportRenderer: ReportRenderer {
    package let fileName = ProjectLayout.coverageReportName
    package var format: String { "json" }

    package init() {}

    package func render(_ report: CoverageReport, context: RenderContext) -> String {
        var value = report.jsonValue(generatorVersion: context.version, date: context.date)
        if case .object(var root) = value {
            root["verdict"] = context.verdict(report).jsonValue
            value = .object(root)
        }
        return JSONWriter().string(value) + "\n"
    }
}
