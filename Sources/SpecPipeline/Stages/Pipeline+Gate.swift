import SpecModel
import Traceability

extension Pipeline {
    /// Reads back a written coverage report (``ProjectLayout/coverageReport(of:)`` for a product's): a file that
    /// cannot be read is `gate.read-failed`, one that does not decode gives its diagnostics.
    package static func readReport(_ path: String, _ project: Project) -> ReportReading {
        var reading = ReportReading(report: nil, diagnostics: [], sources: SourceFiles())
        reading.report = readReport(path, project, into: &reading)
        return reading
    }

    /// The release gate of `product` judged on the report `reading` holds: reads the product's gate file and the
    /// baseline (the file `baseline` names, else the gate's own), then evaluates. Fails when the product has no gate
    /// file; a problem in the report, the gate or the baseline leaves the result nil.
    package static func judge(
        _ reading: ReportReading, product: String, baseline: String? = nil, today: String, _ project: Project
    ) -> Result<GateJudgement, MissingGateError> {
        guard let file = readGate(of: product, project) else {
            return .failure(MissingGateError(path: project.layout.path(.gate, of: product)))
        }
        var read = reading
        read.sources.add(file.path, bytes: file.bytes)
        let decoded = file.decoded
        read.diagnostics += decoded.diagnostics
        var baselineReport: CoverageReport? = nil
        if let path = baseline ?? decoded.value?.baseline?.value {
            baselineReport = readReport(path, project, into: &read)
        }
        var judgement = GateJudgement(result: nil, diagnostics: read.diagnostics, sources: read.sources)
        if let report = reading.report, let gate = decoded.value, !read.diagnostics.hasErrors {
            judgement.result = Gate.evaluate(report, gate, baseline: baselineReport, today: today)
        }
        return .success(judgement)
    }

    /// The gate file of `product` (``ProjectLayout/path(_:of:)``), decoded; nil when the product has none.
    static func readGate(of product: String, _ project: Project) -> (
        path: String, bytes: [UInt8], decoded: CoverageFileResult<GateSpec>
    )? {
        let path = project.layout.path(.gate, of: product)
        guard let bytes = project.read(path) else { return nil }
        return (path, bytes, CoverageFileLoader.decodeGate(bytes, file: path, product: product))
    }

    /// The report at `path`, its bytes and problems added to `reading`.
    private static func readReport(_ path: String, _ project: Project, into reading: inout ReportReading)
        -> CoverageReport?
    {
        guard let bytes = project.read(path) else {
            reading.diagnostics.append(
                .error("gate.read-failed", "cannot read coverage report; run 'specconform check' first", file: path))
            return nil
        }
        reading.sources.add(path, bytes: bytes)
        let result = CoverageReport.decode(bytes, file: path)
        reading.diagnostics += result.diagnostics
        return result.value
    }
}
