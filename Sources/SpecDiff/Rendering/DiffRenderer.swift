import SpecModel
import SpecOutput

/// What a diff renderer may use besides the report.
public struct DiffRenderContext: Hashable, Sendable {
    /// The level that fails: it decides JUnit failures and the summary's verdict.
    public var failOn: FindingLevel
    /// The tool version recorded where a format has a place for it (SARIF); omitted when nil.
    public var toolVersion: String?

    public init(failOn: FindingLevel, toolVersion: String? = nil) {
        self.failOn = failOn
        self.toolVersion = toolVersion
    }
}

/// One output format of `specconform diff`: a ``Renderer`` of a ``DiffReport``.
public protocol DiffRenderer: Renderer where Input == DiffReport, Context == DiffRenderContext {}

/// The output formats of `specconform diff`, as named by `--format`.
public enum DiffRenderers {
    /// `text` (first: the default), `json`, `markdown`, `github`, `junit`, `sarif`.
    public static let registry = RendererRegistry<any DiffRenderer>(
        [
            DiffTextRenderer(), DiffJSONRenderer(), DiffMarkdownRenderer(), DiffGitHubRenderer(), DiffJUnitRenderer(),
            DiffSARIFRenderer(),
        ], format: \.format)
}
