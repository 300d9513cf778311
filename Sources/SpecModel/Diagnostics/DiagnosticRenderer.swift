/// Turns diagnostics into the text of one output format.
///
/// Renderers sort the diagnostics they are given (by file, position, code), so equal input always gives
/// byte-identical output.
public protocol DiagnosticRenderer: Sendable {
    /// The rendered diagnostics; `sources` supplies source lines and columns where a format shows them.
    func render(_ diagnostics: [Diagnostic], sources: SourceFiles) -> String
}

extension DiagnosticRenderer {
    /// The rendered diagnostics, without source lines.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        render(diagnostics, sources: SourceFiles())
    }
}

/// The output formats of diagnostics, as named on the command line (`--diagnostics-format sarif`).
public enum DiagnosticFormat: String, CaseIterable, Codable, Sendable {
    /// Compiler style: `file:line:col: error[code]: message`, the source line and a caret.
    case text
    /// A JSON array of diagnostic objects with sorted keys.
    case json
    /// A SARIF 2.1.0 log, for code scanning tools.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…::message`), shown as annotations.
    case github

    /// The renderer of this format with default settings.
    public var renderer: any DiagnosticRenderer {
        switch self {
        case .text: TextDiagnosticRenderer()
        case .json: JSONDiagnosticRenderer()
        case .sarif: SARIFDiagnosticRenderer()
        case .github: GitHubDiagnosticRenderer()
        }
    }
}
