import EventSchema
import SpecModel
import SpecOutput

/// An event log as `events` prints it.
struct CheckedEventLog: CheckedLog {
    var report: EventLogReport
    var product: String
    var file: String

    var diagnostics: [Diagnostic] { report.diagnostics(file: file) }
    var isClean: Bool { report.isClean }
    var summaryLast: Bool { false }

    /// A table of lines and invalid lines per event type, then a line of counts.
    var summary: String {
        var rows = [["event", "lines", "invalid"]]
        for (name, counts) in report.byEvent.sorted(by: { $0.key < $1.key }) {
            rows.append([name, String(counts.events), String(counts.invalid)])
        }
        let widths = (0..<3).map { c in rows.map { $0[c].count }.max() ?? 0 }
        var text = ""
        for (i, row) in rows.enumerated() {
            text +=
                row.enumerated().map { c, cell in
                    c == 0
                        ? cell + String(repeating: " ", count: widths[c] - cell.count)
                        : String(repeating: " ", count: widths[c] - cell.count) + cell
                }.joined(separator: "  ") + "\n"
            if i == 0 { text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
        }
        let shown =
            report.violations.count < report.violationCount ? " (the first \(report.violations.count) listed)" : ""
        text +=
            "events \(product) \(file): \(report.events) lines, \(report.invalid) invalid, \(report.malformed) malformed, "
            + "\(report.violationCount) violation\(report.violationCount == 1 ? "" : "s")\(shown)\n"
        return text
    }

    var document: JSONValue {
        [
            "kind": "event-log-result", "version": 1, "product": .string(product), "file": .string(file),
            "lines": .int(report.events), "invalid": .int(report.invalid), "malformed": .int(report.malformed),
            "violationCount": .int(report.violationCount), "pass": .bool(report.isClean),
            "byEvent": .object(report.byEvent.mapValues { ["lines": .int($0.events), "invalid": .int($0.invalid)] }),
            "violations": .array(
                report.violations.map { v in
                    [
                        "line": .int(v.line), "column": .int(v.column), "event": v.event.map { .string($0) } ?? .null,
                        "code": .string(v.code),
                        "pointer": .string(v.pointer), "message": .string(v.message),
                    ]
                }),
        ]
    }
}
