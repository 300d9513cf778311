import SpecModel
import SpecOutput

/// `--format json`: the log's result as one JSON document.
struct LogJSONRenderer: LogRenderer {
    let format = "json"

    func render(_ log: any CheckedLog, context: SourceFiles) -> String { JSONWriter().string(log.document) + "\n" }
}
