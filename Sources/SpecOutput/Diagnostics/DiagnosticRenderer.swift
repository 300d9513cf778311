import SpecJSON

/// Turns diagnostics into the text of one output format: a ``Renderer`` whose context is the source files.
///
/// Renderers sort the diagnostics they are given (by file, position, code), so equal input always gives
/// byte-identical output. `sources` supplies source lines and columns where a format shows them.
package protocol DiagnosticRenderer: Renderer where Input == [Diagnostic], Context == SourceFiles {}

extension DiagnosticRenderer {
    /// The rendered diagnostics; `sources` supplies source lines and columns where a format shows them.
    package func render(_ diagnostics: [Diagnostic], sources: SourceFiles) -> String {
        render(diagnostics, context: sources)
    }

    /// The rendered diagnostics, without source lines.
    package func render(_ diagnostics: [Diagnostic]) -> String {
        render(diagnostics, context: SourceFiles())
    }
}

/// The output formats of diagnostics, as named on the command line (`--format sarif`).
package enum DiagnosticRenderers {
    /// `text` (compiler style with the source line and a caret), `json` (an array of diagnostic objects with
    /// sorted keys), `sarif` (a SARIF 2.1.0 log for code scanning tools), `github` (GitHub Actions workflow
    /// commands, shown as annotations); each with default settings.
    package static let registry = RendererRegistry<any DiagnosticRenderer>(
        [TextDiagnosticRenderer(), JSONDiagnosticRenderer(), SARIFDiagnosticRenderer(), GitHubDiagnosticRenderer()],
        format: \.format)
}
