import Conformance
import SpecModel
import SpecOutput
import SpecPipeline

/// `check --trace-evidence FILE` (repeatable): recorded traces' evidence (`trace --evidence`) folded into coverage as
/// checks of kind `trace`, which count where a product's policy names the `trace` evidence kind.
enum TraceEvidenceOption {
    static let option = CommandSpec.Option(
        name: "trace-evidence", valueName: "FILE",
        help: "evidence a recorded trace gave (trace --evidence), counted where the policy names `trace` (repeatable)",
        repeatable: true)

    /// The files the arguments name, by product; nil (the problems written) when one cannot be read.
    static func load(_ arguments: ParsedArguments, _ project: Project, products: [String], _ context: CommandContext)
        -> [String: [TraceEvidence]]?
    {
        let (byProduct, problems) = Pipeline.traceEvidence(arguments.all(option.name), project)
        var diagnostics = problems
        for product in byProduct.keys.sorted() where !products.contains(product) {
            diagnostics.append(
                .warning(
                    "trace-evidence.product-not-checked",
                    "trace evidence for \(product), which this run does not check, is ignored"))
        }
        context.err.write(TextDiagnosticRenderer().render(diagnostics, sources: SourceFiles()))
        return diagnostics.hasErrors ? nil : byProduct
    }

    /// `verification` with the evidence of `product`'s traces folded in (warnings written).
    static func fold(
        _ byProduct: [String: [TraceEvidence]], into verification: Verification, _ product: PreparedProduct,
        _ context: CommandContext
    ) -> Verification {
        let (folded, diagnostics) = Pipeline.folding(
            byProduct[product.product] ?? [], into: verification, product, today: context.environment.today)
        context.err.write(TextDiagnosticRenderer().render(diagnostics, sources: SourceFiles()))
        return folded
    }
}
