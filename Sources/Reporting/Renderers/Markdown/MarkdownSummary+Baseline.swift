import SpecOutput
import Traceability

extension MarkdownSummary {
    /// What changed since the gate's baseline: covered of in scope per kind then and now, and every ID whose status
    /// changed (worse first: the gate's ratchet order, ``CoverageStatus/rank``, an ID now orphaned being worse), every
    /// ID new since it and every ID it had that is no longer reported.
    func changes(since baseline: CoverageReport, into out: inout String) {
        out += "## Changed since the baseline\n\n"
        let kinds = Set(baseline.byKind.keys).union(report.byKind.keys).sorted()
        out += "| Kind | Baseline | Now |\n|---|---:|---:|\n"
        let rows = kinds.map { kind in
            "| `\(MarkdownEscape.cell(MarkdownCut.clip(kind, 100)))` | \(Self.covered(baseline.byKind[kind])) | "
                + "\(Self.covered(report.byKind[kind])) |\n"
        }
        var items = rows
        let changes = Self.changes(from: baseline, to: report)
        if changes.isEmpty {
            items.append("\nNo ID changed its status since the baseline.\n")
        }
        var heading: String?
        for change in changes {
            var item = ""
            if change.heading != heading {
                item += "\n**\(change.heading)**\n\n"
                heading = change.heading
            }
            items.append(item + change.line)
        }
        let cut = MarkdownCut(items, allowance: allowance(0.15, used: out, later: 1)) {
            "\n" + more($0, "change", "changes")
        }
        out += cut.text + "\n"
    }

    /// `87.5% (7 of 8)`, `—` when the report has no such kind.
    static func covered(_ counts: StatusCounts?) -> String {
        guard let counts else { return "—" }
        return "\(Percent.text(counts.percentCovered)) (\(counts[.covered]) of \(counts.inScope))"
    }

    /// One ID that changed, with the heading of its group.
    struct Change {
        var heading: String
        var line: String
    }

    /// The changes from `baseline` to `report`: worse, better, otherwise changed, new, gone; by ID within each.
    static func changes(from baseline: CoverageReport, to report: CoverageReport) -> [Change] {
        let before = Dictionary(baseline.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(report.entries.map(\.id))
        var worse: [Change] = []
        var better: [Change] = []
        var other: [Change] = []
        var new: [Change] = []
        for entry in report.entries.sorted(by: { $0.id < $1.id }) {
            let id = MarkdownEscape.code(MarkdownCut.clip(entry.id, 120))
            guard let was = before[entry.id]?.status else {
                new.append(Change(heading: "New since the baseline", line: "- \(id) \(entry.status.rawValue)\n"))
                continue
            }
            guard was != entry.status else { continue }
            let line = "- \(id) \(was.rawValue) → \(entry.status.rawValue)\n"
            let rank = (was: was.rank, now: entry.status.rank)
            if let w = rank.was, entry.status == .orphaned || (rank.now.map { $0 < w } ?? false) {
                worse.append(Change(heading: "Worse (the gate's ratchet fails on each)", line: line))
            } else if let w = rank.was, let n = rank.now, n > w {
                better.append(Change(heading: "Better", line: line))
            } else {
                other.append(Change(heading: "Changed", line: line))
            }
        }
        let gone = baseline.entries.filter { !now.contains($0.id) }.sorted { $0.id < $1.id }.map {
            Change(
                heading: "In the baseline, no longer reported",
                line: "- \(MarkdownEscape.code(MarkdownCut.clip($0.id, 120))) was \($0.status.rawValue)\n")
        }
        return worse + better + other + new + gone
    }
}
