import SpecModel

/// Plain text: per product, the score and one row per operator, then every survivor with its position, operator,
/// description and why it lived, then the equivalent and invalid mutants.
struct MutationTextRenderer: MutationRenderer {
    var format: String { "text" }

    func render(_ report: MutationReport, context: MutationRenderContext) -> String {
        var out = ""
        for product in report.products {
            out += product.headline + " (baseline: \(product.baselineChecks) checks passed)\n\n"
            out += table(product)
            let survivors = product.survivors
            out += "\nsurvivors (\(survivors.count)):\n"
            for result in survivors {
                out += "  \(result.mutant.position)  \(result.mutant.operatorName)  \(result.mutant.description)\n"
                out += "    id: \(result.mutant.id)\n"
                out += "    why: \(result.whyItLived ?? "")\n"
            }
            let equivalent = product.equivalent
            out +=
                "\nequivalent (\(equivalent.count))"
                + (product.equivalentsFile.map { ", declared in \($0) or inferred by the engine" }
                    ?? ", inferred by the engine") + ":\n"
            for result in equivalent {
                out += "  \(result.mutant.position)  \(result.mutant.id): \(result.statusReason ?? "")\n"
            }
            let invalid = product.invalid
            out += "\ninvalid (\(invalid.count)):\n"
            for result in invalid {
                out +=
                    "  \(result.mutant.position)  \(result.mutant.id): \(result.status.rawValue): \(result.statusReason ?? "")\n"
            }
            out += "\n"
        }
        if report.products.count > 1 {
            let s = report.score
            out += "total: \(s.total) mutants, \(s.countsText); score \(s.scoreText)\n"
        }
        return out
    }

    private func table(_ product: ProductMutation) -> String {
        let header = ["operator", "mutants", "killed", "survived", "no coverage", "invalid", "equivalent", "score"]
        var rows = product.scoreByOperator.map { row(name: $0.operatorName, $0.score) }
        rows.append(row(name: "total", product.score))
        let widths = header.indices.map { column in ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ") + "\n"
        }
        return line(header) + rows.map(line).joined()
    }

    private func row(name: String, _ s: MutationScore) -> [String] {
        [
            name, "\(s.total)", "\(s.detected)", "\(s[.survived])", "\(s[.noCoverage])", "\(s.invalid)",
            "\(s[.ignored])", s.scoreText,
        ]
    }
}
