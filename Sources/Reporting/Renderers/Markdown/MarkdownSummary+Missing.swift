import SpecOutput
import Traceability

extension MarkdownSummary {
    /// The in-scope IDs not covered, by kind, each with its status and the reason from its item
    /// (``StatusText/reason(_:)``) and whether it keeps the release back; cut to what is left of the limit.
    func missing(_ verdict: ReportVerdict, into out: inout String) {
        out += "## What is missing\n\n"
        guard verdict.missing.contains(where: { !$0.ids.isEmpty }) else {
            out += StatusText.nothingMissing(verdict) + "\n\n"
            return
        }
        let intro = StatusText.missingIntro(verdict)
        out += intro.count + intro.blocking + ".\n\n"
        var items: [String] = []
        for group in verdict.missing {
            for (index, item) in group.ids.enumerated() {
                // A kind's heading goes with its first ID, so a cut never leaves a heading without IDs.
                let heading =
                    index > 0
                    ? ""
                    : (items.isEmpty ? "" : "\n")
                        + "**\(MarkdownEscape.cell(MarkdownCut.clip(group.kind, 100)))** (\(group.ids.count))\n\n"
                items.append(heading + line(item, hasGate: verdict.hasGate))
            }
        }
        let cut = MarkdownCut(items, allowance: allowance(1, used: out, later: 0)) {
            "\n" + more($0, "ID not covered", "IDs not covered")
        }
        out += cut.text + "\n"
    }

    /// `- `FR-8.1.AC3` Push reminder — partial; not verified here: delivery by the push provider; allowed by the gate`.
    private func line(_ item: ReportVerdict.MissingID, hasGate: Bool) -> String {
        let e = item.entry
        var line = "- \(MarkdownEscape.code(MarkdownCut.clip(e.id, 120)))"
        if let title = e.title { line += " " + MarkdownEscape.cell(MarkdownCut.clip(title, 80)) }
        line += " — \(e.status.rawValue); " + MarkdownEscape.cell(MarkdownCut.clip(StatusText.reason(e), 300))
        if item.blocking.isEmpty { return line + (hasGate ? "; allowed by the gate\n" : "\n") }
        let blocking = MarkdownCut.clip(item.blocking.joined(separator: "; "), 300)
        return line + "; **blocks the release**: " + MarkdownEscape.cell(blocking) + "\n"
    }
}
