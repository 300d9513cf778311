import Conformance
import SpecPipeline
import Traceability

/// The table `check` and `merge` print on stdout: per product, ID statuses, checks and the gate; and the one
/// `check --shard` prints. `checks failed` counts the checks that contradicted the spec; `subject errors` those that
/// could not run to a verdict (their IDs are `unverified`).
enum SummaryTable {
    static let header = [
        "product", "IDs", "covered", "partial", "uncovered", "failing", "unverified", "waived", "out-of-scope",
        "orphaned", "checks passed", "checks failed", "subject errors", "gate",
    ]

    static func render(_ products: [Verification]) -> String {
        var rows = [header]
        for product in products {
            let s = product.report.summary
            rows.append([
                product.report.product, String(s.total), String(s[.covered]), String(s[.partial]),
                String(s[.uncovered]),
                String(s[.failing]), String(s[.unverified]), String(s[.waived]), String(s[.outOfScope]),
                String(s[.orphaned]), String(product.run.passed), String(product.run.failed - product.run.errors),
                String(product.run.errors),
                product.gate.map { $0.pass ? "pass" : "FAIL" } ?? "none",
            ])
        }
        return layout(rows)
    }

    static let shardHeader = ["product", "shard", "units run", "checks passed", "checks failed", "subject errors"]

    /// What `check --shard` prints: per product, the slice, the units of work it ran of all planned, and its checks
    /// (event checks made from this slice's events only; `merge` judges the whole).
    static func render(shards runs: [ConformanceRun]) -> String {
        var rows = [shardHeader]
        for run in runs {
            let shard = run.shard ?? Shard.whole
            let ran = (0..<run.units).filter(shard.includes(unit:)).count
            rows.append([
                run.product, shard.description, "\(ran) of \(run.units)", String(run.passed),
                String(run.failed - run.errors), String(run.errors),
            ])
        }
        return layout(rows)
    }

    /// `rows` (the header first) in columns: the first left-aligned, the others right-aligned, a rule under the header.
    static func layout(_ rows: [[String]]) -> String {
        let header = rows[0]
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == 0
                    ? cell + String(repeating: " ", count: widths[column] - cell.count)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            text += cells.joined(separator: "  ") + "\n"
            if index == 0 {
                text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
            }
        }
        return text
    }

    /// Where the reports went, one line per product folder in name order:
    /// `reports: Reports/shop/{coverage.html,coverage.json,junit.xml,coverage.md}`.
    static func reportLines(_ written: [String: [String]]) -> String {
        written.sorted { $0.key < $1.key }.map { folder, files in
            let names = files.count == 1 ? files[0] : "{" + files.joined(separator: ",") + "}"
            return "reports: \(folder)/\(names)\n"
        }.joined()
    }
}
