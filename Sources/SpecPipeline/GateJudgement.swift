import SpecModel
import Traceability

/// A coverage report read back from a file: the input of ``Pipeline/judge(_:product:baseline:today:_:)``.
package struct ReportReading: Sendable {
    /// The report, when the file could be read and decoded.
    package var report: CoverageReport?
    /// Every problem found reading it (`gate.read-failed` when it cannot be read).
    package var diagnostics: [Diagnostic]
    /// The bytes read, for diagnostics with source lines.
    package var sources: SourceFiles

    package init(report: CoverageReport?, diagnostics: [Diagnostic], sources: SourceFiles) {
        self.report = report
        self.diagnostics = diagnostics
        self.sources = sources
    }
}

/// A release gate judged on a written report: the output of ``Pipeline/judge(_:product:baseline:today:_:)``.
package struct GateJudgement: Sendable {
    /// The gate's result; nil when the report, the gate file or the baseline has an error.
    package var result: GateResult?
    /// Every problem found in the report, the gate file and the baseline, in that order.
    package var diagnostics: [Diagnostic]
    /// The bytes of every file read, for diagnostics with source lines.
    package var sources: SourceFiles
}

/// A product has no gate file, so there is nothing to judge.
package struct MissingGateError: Error, Hashable, Sendable {
    /// Where the gate file was looked for (`Traceability/<product>/gate.json`).
    package var path: String

    /// One line saying what is missing and where it belongs.
    package var message: String { "\(path) does not exist; a product's gate lives there" }
}
