import SpecModel
import SpecOutput

/// `--format text`: the log's summary; its violations compiler style on standard error.
struct LogTextRenderer: LogRenderer {
    let format = "text"

    func render(_ log: any CheckedLog, context: SourceFiles) -> String { log.summary }

    func standardError(_ log: any CheckedLog, context: SourceFiles) -> String {
        TextDiagnosticRenderer().render(log.diagnostics, sources: context)
    }
}
