import SpecModel
import SpecOutput

/// Markdown: per product, the score per operator as a table, the survivors as a table (position, operator,
/// description, why it lived), and the equivalent and invalid mutants.
struct MutationMarkdownRenderer: MutationRenderer {
    var format: String { "md" }

    func render(_ report: MutationReport, context: MutationRenderContext) -> String {
        let cell = MarkdownEscape.cell
        var out = "# Spec mutation testing\n\n"
        for product in report.products {
            out += "## \(product.product)\n\n"
            out += product.headline + "; the baseline ran \(product.baselineChecks) checks, all passed.\n\n"
            out += "| operator | mutants | killed | survived | no coverage | invalid | equivalent | score |\n"
            out += "|---|---:|---:|---:|---:|---:|---:|---:|\n"
            for (name, s) in product.scoreByOperator + [("**total**", product.score)] {
                out +=
                    "| \(name) | \(s.total) | \(s.detected) | \(s[.survived]) | \(s[.noCoverage]) | \(s.invalid) | \(s[.ignored]) | \(s.scoreText) |\n"
            }
            let survivors = product.survivors
            out += "\n### Survivors (\(survivors.count))\n\n"
            if !survivors.isEmpty {
                out += "| where | operator | mutant | why it lived |\n|---|---|---|---|\n"
                for r in survivors {
                    out +=
                        "| `\(cell(r.mutant.position))` | \(r.mutant.operatorName) | \(cell(r.mutant.description))<br>`\(cell(r.mutant.id))` | \(cell(r.whyItLived ?? "")) |\n"
                }
            }
            let equivalent = product.equivalent
            out += "\n### Equivalent (\(equivalent.count))\n\n"
            for r in equivalent { out += "- `\(cell(r.mutant.id))`: \(cell(r.statusReason ?? ""))\n" }
            let invalid = product.invalid
            out += "\n### Invalid (\(invalid.count))\n\n"
            for r in invalid {
                out += "- `\(cell(r.mutant.id))` (\(r.status.rawValue)): \(cell(r.statusReason ?? ""))\n"
            }
            out += "\n"
        }
        return out
    }
}
