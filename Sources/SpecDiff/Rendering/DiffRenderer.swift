import SpecModel
import SpecOutput

/// What a diff renderer may use besides the report.
package struct DiffRenderContext: Hashable, Sendable {
    /// The level that fails: it decides JUnit failures and the summary's verdict.
    package var failOn: FindingLevel
    /// The tool version recorded where a format has a place for it (SARIF); omitted when nil.
    package var toolVersion: String?

    package init(failOn: FindingLevel, toolVersion: String? = nil) {
        self.failOn = failOn
        self.toolVersion = toolVersion
    }
}

/// One output format of `specconform diff`: a ``Renderer`` of a ``DiffReport``.
package protocol DiffRenderer: Renderer where Input == DiffReport, Context == DiffRenderContext {}

/// The output formats of `specconform diff`, as named by `--format`.
package enum DiffRenderers {
    /// `text` (first: the default), `json`, `markdown`, `github`, `junit`, `sarif`.
    package static let registry = RendererRegistry<any DiffRenderer>(
        [
            DiffTextRenderer(), DiffJSONRenderer(), DiffMarkdownRenderer(), DiffGitHubRenderer(), DiffJUnitRenderer(),
            DiffSARIFRenderer(),
        ], format: \.format)
}
