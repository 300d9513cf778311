import SpecModel

/// `lint.output-invariant-empty`: an invariant that can never fail (`count` without a bound, `orderedBy` without
/// keys), or an output with no invariants.
struct OutputInvariantShapeRule: LintRule {
    let id = "lint.output-invariant-empty"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "an output invariant that cannot fail, or an output without invariants"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for output in bundle.outputs {
            if output.invariants.isEmpty {
                diagnostics.append(
                    context.diagnostic(
                        self, "output \"\(output.id)\" has no invariants; nothing about it is checked",
                        at: output.origin))
            }
            for invariant in output.invariants {
                if invariant.quantifier == .count, invariant.atLeast == nil, invariant.atMost == nil,
                    invariant.equals == nil
                {
                    diagnostics.append(
                        context.diagnostic(
                            self,
                            "count invariant \(invariant.id) has no bound (atLeast, atMost or equals); it cannot fail",
                            at: invariant.origin))
                }
                if invariant.quantifier == .orderedBy, invariant.keys.isEmpty {
                    diagnostics.append(
                        context.diagnostic(
                            self, "orderedBy invariant \(invariant.id) has no keys; it cannot fail",
                            at: invariant.origin))
                }
            }
        }
        return diagnostics
    }
}
