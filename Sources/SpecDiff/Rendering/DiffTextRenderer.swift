/// Plain text: one block per finding, compiler style, then a summary line.
struct DiffTextRenderer: DiffRenderer {
    var format: String { "text" }

    func render(_ report: DiffReport, context: DiffRenderContext) -> String {
        let failOn = context.failOn
        var out = "diff \(report.baseLabel) → \(report.revisionLabel)\n"
        for f in report.findings {
            let at = f.primaryOrigin.map { $0.position + ": " } ?? ""
            out += "\(at)\(f.level.rawValue)[\(f.rule)]: \(f.message)\(f.acceptedNote)\n"
            if let line = f.impactLine { out += "  impact: \(line)\n" }
        }
        let verdict = report.fails(at: failOn) ? "fails" : "passes"
        out += "\(report.summary); \(verdict) --fail-on \(failOn.rawValue)\n"
        return out
    }
}
