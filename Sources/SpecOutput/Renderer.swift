/// One output format of one kind of document: a coverage report, a list of diagnostics, a spec diff.
///
/// Each format is one type behind this protocol; each kind refines it once (`ReportRenderer`,
/// `DiagnosticRenderer`, `DiffRenderer`) to fix its input and context, and lists its formats in a
/// ``RendererRegistry`` that the command line selects from by ``format``. Renderers are pure and deterministic:
/// the same input and context give byte-identical text.
package protocol Renderer<Input, Context>: Sendable {
    /// What is rendered (`CoverageReport`, `[Diagnostic]`, `DiffReport`).
    associatedtype Input
    /// What the renderer may use besides the input (the engine version, the source files, the failing level).
    associatedtype Context

    /// The format's name, as `--format` selects it (`junit`, `sarif`); unique within its kind's registry.
    var format: String { get }

    func render(_ input: Input, context: Context) -> String
}
