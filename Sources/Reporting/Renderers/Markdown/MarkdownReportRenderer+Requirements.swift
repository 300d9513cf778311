import SpecOutput
import Traceability

extension MarkdownReportRenderer {
    /// The per-ID table, one folded section per ID kind (in name order) saying how many of its IDs are covered; then
    /// the proofs, folded per kind likewise.
    func ids(_ report: CoverageReport, into out: inout String) {
        out += "## Requirements\n\n"
        guard !report.entries.isEmpty else {
            out += "No reported IDs.\n\n"
            return
        }
        let kinds = Dictionary(grouping: report.entries, by: \.kind).sorted { $0.key < $1.key }
        for (kind, entries) in kinds {
            let counts = report.byKind[kind] ?? StatusCounts()
            let heading =
                "\(kind): \(entries.count) ID" + (entries.count == 1 ? "" : "s")
                + ", \(counts[.covered]) covered of \(counts.inScope) in scope"
            out += Self.folded(heading) { out in
                out += "| ID | Kind | Title | Status | Evidence | Missing or note |\n|---|---|---|---|---|---|\n"
                for e in entries {
                    let title = MarkdownEscape.cell(Self.truncated(e.title ?? ""))
                    out +=
                        "| \(MarkdownEscape.code(e.id)) | \(MarkdownEscape.cell(e.kind)) | \(title) | \(StatusText.badge(e.status)) | "
                    out +=
                        MarkdownEscape.cell(StatusText.evidenceInWords(e)) + " | "
                        + MarkdownEscape.cell(StatusText.detail(e)) + " |\n"
                }
            }
        }
        proofs(report, kinds: kinds.map(\.key), into: &out)
    }

    /// What proved each ID that has evidence: one line per assertion, with the checks that evaluated it.
    private func proofs(_ report: CoverageReport, kinds: [String], into out: inout String) {
        let proved = report.entries.filter { !$0.proofs.isEmpty }
        guard !proved.isEmpty else { return }
        out += "### Proofs\n\n"
        out += "What proved each ID: the claim of each assertion that named it, or what its checks observed.\n\n"
        for kind in kinds {
            let entries = proved.filter { $0.kind == kind }
            guard !entries.isEmpty else { continue }
            out += Self.folded("\(kind): \(entries.count) ID" + (entries.count == 1 ? "" : "s") + " proved") { out in
                for e in entries {
                    out += "- \(MarkdownEscape.code(e.id))\n"
                    for (assertion, checks) in StatusText.proofGroups(e) {
                        let names = StatusText.checkList(checks.map { MarkdownEscape.code($0) })
                        out += "  - \(MarkdownEscape.cell(assertion)) (\(names))\n"
                    }
                }
            }
        }
    }
}
