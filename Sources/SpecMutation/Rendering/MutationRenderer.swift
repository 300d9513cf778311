import SpecModel
import SpecOutput

/// What a mutation report renderer may use besides the report.
package struct MutationRenderContext: Hashable, Sendable {
    /// The tool's version, recorded where a format has a place for it.
    package var version: String

    package init(version: String) {
        self.version = version
    }
}

/// One output format of `specconform mutate`: a ``Renderer`` of a ``MutationReport``.
package protocol MutationRenderer: Renderer where Input == MutationReport, Context == MutationRenderContext {}

/// The output formats of `specconform mutate`, as named by `--format`.
package enum MutationRenderers {
    /// `text` (first: the default), `json` (the mutation-testing-report schema), `md`, `junit`.
    package static let registry = RendererRegistry<any MutationRenderer>(
        [MutationTextRenderer(), MutationJSONRenderer(), MutationMarkdownRenderer(), MutationJUnitRenderer()],
        format: \.format)
}

extension MutationScore {
    /// `1834 killed, 512 survived, 200 no coverage, 12 invalid, 3 equivalent`.
    var countsText: String {
        "\(detected) killed, \(self[.survived]) survived, \(self[.noCoverage]) no coverage, \(invalid) invalid, \(self[.ignored]) equivalent"
    }
}

extension ProductMutation {
    /// One line: the product, its mutants, counts and score, and the gate's minimum when it has one.
    var headline: String {
        let s = score
        var line = "mutate \(product): \(s.total) mutants, \(s.countsText); score \(s.scoreText)"
        if let minimumScore {
            line +=
                meetsMinimum
                ? " (minimum \(MutationScore.percent(minimumScore)) met)"
                : " (below the minimum \(MutationScore.percent(minimumScore)))"
        }
        return line
    }

    /// The mutants that could not be judged.
    var invalid: [MutantResult] { results.filter(\.status.isInvalid) }
    /// The declared equivalent mutants.
    var equivalent: [MutantResult] { results.filter { $0.status == .ignored } }
}
