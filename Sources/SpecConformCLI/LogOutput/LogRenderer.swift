import SpecModel
import SpecOutput

/// One output format of `events` and `trace`: a ``Renderer`` of a ``CheckedLog``, whose context is the source files
/// its diagnostics may show lines of.
protocol LogRenderer: Renderer where Input == any CheckedLog, Context == SourceFiles {
    /// What the format writes on standard error besides its output (the text format's diagnostics).
    func standardError(_ log: any CheckedLog, context: SourceFiles) -> String
}

extension LogRenderer {
    func standardError(_ log: any CheckedLog, context: SourceFiles) -> String { "" }
}

/// The output formats of `events` and `trace`, as named by `--format`.
enum LogRenderers {
    /// `text` (first: the default; the summary on standard output, the violations on standard error), `json`,
    /// `sarif`.
    static let registry = RendererRegistry<any LogRenderer>(
        [LogTextRenderer(), LogJSONRenderer(), LogSARIFRenderer()], format: \.format)
}
