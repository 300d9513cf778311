import Conformance
import SpecModel
import SpecOutput

/// A recorded trace as `trace` prints it.
struct CheckedTrace: CheckedLog {
    var report: TraceReport
    var product: String
    var file: String
    /// The violations listed (`--max-violations`).
    var limit: Int
    /// The candidate configurations a run may carry (`--max-candidates`).
    var candidates: Int

    var document: JSONValue { report.document(product: product, file: file, limit: limit) }
    var diagnostics: [Diagnostic] { report.diagnostics(file: file, limit: limit) }
    var isClean: Bool { report.isClean }
    var summaryLast: Bool { true }

    /// The one line `trace` prints on stdout, with what was uncertain when something was.
    var summary: String {
        var text =
            "trace \(product) \(file): \(report.steps) steps in \(report.runs) runs, \(report.matched) followed the spec, "
            + "\(report.violations.count) violation\(report.violations.count == 1 ? "" : "s"), \(report.skipped) skipped after one"
        if report.violations.count > limit { text += " (the first \(limit) listed)" }
        if report.ambiguousRuns > 0 {
            text +=
                "; \(report.ambiguousRuns) run\(report.ambiguousRuns == 1 ? "" : "s") ended with several candidate configurations"
        }
        if report.widenedRuns > 0 {
            text +=
                "; \(report.widenedRuns) run\(report.widenedRuns == 1 ? "" : "s") widened past \(candidates) candidates (checked less precisely)"
        }
        return text + "\n"
    }
}
