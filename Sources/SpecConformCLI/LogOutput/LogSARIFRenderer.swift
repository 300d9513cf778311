import SpecModel
import SpecOutput

/// `--format sarif`: the log's violations as a SARIF 2.1.0 log.
struct LogSARIFRenderer: LogRenderer {
    let format = "sarif"

    func render(_ log: any CheckedLog, context: SourceFiles) -> String {
        SARIFDiagnosticRenderer().render(log.diagnostics, sources: context)
    }
}
