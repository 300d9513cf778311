import SpecModel
import SpecOutput
import Traceability

/// The table of IDs in `coverage.html`: the IDs that need attention first (failing, unverified, partial, uncovered,
/// orphaned), then per ID kind the settled ones (covered, waived, out of scope) folded in a `<details>`, so that a
/// product of hundreds of covered IDs opens on a short table. Every row has an anchor (`#FR-8.1.AC3`, see
/// ``HTMLRowAnchor``) with a link to itself; every column sorts on a click of its heading (a button, so the keyboard
/// reaches it; status by severity, evidence by the number of checks); the status and text filters act on every
/// table at once.
extension HTMLReportRenderer {
    /// The statuses folded away by default: nothing to do about them.
    static let settledStatuses: Set<CoverageStatus> = [.covered, .waived, .outOfScope]

    /// The order a status sorts in: the worst first.
    static let statusRank: [CoverageStatus] = [
        .failing, .unverified, .partial, .uncovered, .orphaned, .waived, .outOfScope, .covered,
    ]

    func ids(_ report: CoverageReport, into out: inout String) {
        out +=
            "<section id=\"requirements\">\n<h2>Requirements</h2>\n<div class=\"filters\">\n<label>Status <select id=\"status-filter\">"
        out += "<option value=\"\">all</option>"
        for status in CoverageStatus.allCases {
            out += "<option value=\"\(status.rawValue)\">\(status.rawValue)</option>"
        }
        out +=
            "</select></label>\n<label>Text <input id=\"text-filter\" type=\"search\" placeholder=\"ID, title, check\"/></label>\n"
        out += "<span id=\"shown\">\(report.entries.count) of \(report.entries.count)</span>\n</div>\n"
        let open = report.entries.filter { !Self.settledStatuses.contains($0.status) }
        out += "<p class=\"meta\">Click a column's heading to sort by it; # links to a row. "
        out +=
            open.isEmpty
            ? "Every ID is covered, waived or out of scope; they are folded by kind below.</p>\n"
            : "The \(open.count) ID" + (open.count == 1 ? "" : "s")
                + " still to cover come first; the covered, waived and out-of-scope ones are folded by kind below.</p>\n"
        if !open.isEmpty {
            idTable(open, id: "ids", into: &out)
        }
        var settled: [String: [CoverageEntry]] = [:]
        for e in report.entries where Self.settledStatuses.contains(e.status) { settled[e.kind, default: []].append(e) }
        for (kind, entries) in settled.sorted(by: { $0.key < $1.key }) {
            out += "<details class=\"id-group\" data-kind=\"\(MarkupEscape.html(kind))\"><summary><strong>"
            out += MarkupEscape.html(kind) + "</strong>: " + Self.countsText(entries)
            out += " <span class=\"matches\"></span></summary>\n"
            idTable(entries, id: nil, into: &out)
            out += "</details>\n"
        }
        out += "</section>\n"
    }

    /// `412 covered, 3 waived, 10 out-of-scope`, in the order of ``statusRank`` reversed (covered first).
    static func countsText(_ entries: [CoverageEntry]) -> String {
        statusRank.reversed().compactMap { status in
            let n = entries.count(where: { $0.status == status })
            return n == 0 ? nil : "\(n) \(status.rawValue)"
        }.joined(separator: ", ")
    }

    private func idTable(_ entries: [CoverageEntry], id: String?, into out: inout String) {
        out += "<div class=\"table-box\">\n<table class=\"ids sortable\"" + (id.map { " id=\"\($0)\"" } ?? "") + ">\n"
        out += "<thead><tr>" + Self.sortHeader("ID", type: "id") + Self.sortHeader("Title")
        out += Self.sortHeader("Kind") + Self.sortHeader("Status", type: "number")
        out +=
            Self.sortHeader("Evidence", type: "number") + Self.sortHeader("Missing or note")
            + "</tr></thead>\n<tbody>\n"
        for e in entries {
            let anchor = MarkupEscape.html(HTMLRowAnchor.of(e.id))
            let rank = Self.statusRank.firstIndex(of: e.status) ?? 0
            let checks = e.evidence.reduce(0) { $0 + $1.checks.count }
            out += "<tr id=\"\(anchor)\" data-status=\"\(e.status.rawValue)\">"
            out += "<td class=\"id\"><a class=\"anchor\" href=\"#\(anchor)\" title=\"link to this row\" "
            out += "aria-label=\"link to \(MarkupEscape.html(e.id))\">#</a><code>\(MarkupEscape.html(e.id))</code></td>"
            out += "<td>\(MarkupEscape.html(e.title ?? ""))</td><td>\(MarkupEscape.html(e.kind))</td>"
            out +=
                "<td class=\"status \(e.status.rawValue)\" data-sort=\"\(rank)\">\(MarkupEscape.html(e.status.rawValue))</td>"
            out += "<td data-sort=\"\(checks)\">\(evidence(e))\(proofs(e))</td>"
            out += "<td>\(MarkupEscape.html(StatusText.detail(e)))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</div>\n"
    }

    /// A column heading that sorts its table: a button (reached and pressed with the keyboard), the kind of sort in
    /// `data-type` (`text`, `id`: text with numbers compared as numbers, `number`: the cells' `data-sort`).
    static func sortHeader(_ title: String, type: String = "text") -> String {
        "<th scope=\"col\" data-type=\"\(type)\"><button type=\"button\" class=\"sort\">\(MarkupEscape.html(title))"
            + "<span class=\"sort-mark\" aria-hidden=\"true\"></span></button></th>"
    }

    /// The ID's proofs as an expandable list: each assertion's claim with the checks that evaluated it.
    private func proofs(_ e: CoverageEntry) -> String {
        let groups = StatusText.proofGroups(e)
        guard !groups.isEmpty else { return "" }
        var out = "<details class=\"proofs\"><summary>proofs (\(groups.count))</summary><ul>"
        for (assertion, checks) in groups {
            out +=
                "<li>\(MarkupEscape.html(assertion)) <span class=\"by\">(\(MarkupEscape.html(StatusText.checkList(checks))))</span></li>"
        }
        return out + "</ul></details>"
    }

    /// The evidence in words, each kind with the checks that gave it as a tooltip.
    private func evidence(_ e: CoverageEntry) -> String {
        if e.evidence.isEmpty { return MarkupEscape.html(StatusText.evidenceInWords(e)) }
        return e.evidence.map { record in
            let shown = record.checks.prefix(Self.tooltipChecks)
            var tip = shown.joined(separator: "\n")
            if record.checks.count > shown.count { tip += "\n… and \(record.checks.count - shown.count) more" }
            let words = "\(StatusText.proved(record.kind)) by \(StatusText.checks(record.checks.count))"
            return "<span title=\"\(MarkupEscape.html(tip))\">\(MarkupEscape.html(words))</span>"
        }.joined(separator: "; ")
    }

    /// How many check IDs an evidence tooltip lists.
    static let tooltipChecks = 12
}
