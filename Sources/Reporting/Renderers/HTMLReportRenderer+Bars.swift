import SpecModel
import SpecOutput
import Traceability

/// The coverage bars of `coverage.html`: one stacked bar per group of in-scope IDs (all, per kind, priority and
/// module), plain HTML and CSS, with the exact counts in a folded table below.
extension HTMLReportRenderer {
    /// The statuses a bar shows, left to right (out-of-scope IDs are not in a bar; the figures say how many).
    static let barStatuses: [CoverageStatus] = [
        .covered, .waived, .partial, .uncovered, .orphaned, .unverified, .failing,
    ]

    func bars(_ report: CoverageReport, into out: inout String) {
        out += "<section id=\"coverage\">\n<h2>Coverage</h2>\n<p class=\"legend\">"
        out += Self.barStatuses.map { "<span class=\"key-status \($0.rawValue)\"></span>\($0.rawValue)" }.joined(
            separator: " ")
        out += " <span class=\"meta\">(in-scope IDs; out-of-scope ones are counted beside the bar)</span></p>\n"
        barTable("All IDs", [("all", report.summary)], into: &out)
        barTable("By ID kind", report.byKind.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, into: &out)
        if !report.byPriority.isEmpty {
            barTable("By priority", report.byPriority.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, into: &out)
        }
        if !report.byModule.isEmpty {
            barTable("By module", report.byModule.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, into: &out)
        }
        readiness(report, into: &out)
        unreadParameters(report, into: &out)
        counts(report, into: &out)
        out += "</section>\n"
    }

    private func barTable(_ caption: String, _ rows: [(String, StatusCounts)], into out: inout String) {
        out += "<table class=\"bars\">\n<caption>\(MarkupEscape.html(caption))</caption>\n<tbody>\n"
        for (name, c) in rows {
            let parts = Self.barStatuses.filter { c[$0] > 0 }.map { "\(c[$0]) \($0.rawValue)" }
            let tip = parts.isEmpty ? "nothing in scope" : parts.joined(separator: ", ") + " of \(c.inScope) in scope"
            out += "<tr><th scope=\"row\">\(MarkupEscape.html(name))</th><td class=\"bar-cell\">"
            out +=
                "<div class=\"bar\" role=\"img\" aria-label=\"\(MarkupEscape.html(tip))\" title=\"\(MarkupEscape.html(tip))\">"
            for status in Self.barStatuses where c[status] > 0 && c.inScope > 0 {
                let tenths = c[status] * 1000 / c.inScope
                out += "<span class=\"seg \(status.rawValue)\" style=\"width:\(tenths / 10).\(tenths % 10)%\"></span>"
            }
            out += "</div></td><td class=\"figure\">\(Percent.text(c.percentCovered)) covered</td>"
            out += "<td class=\"meta\">\(c[.covered]) of \(c.inScope)"
            if c[.outOfScope] > 0 { out += "; \(c[.outOfScope]) out of scope" }
            out += "</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
    }

    /// Every module's readiness next to its coverage, with the words of `lint.module-readiness`.
    private func readiness(_ report: CoverageReport, into out: inout String) {
        guard !report.readiness.isEmpty else { return }
        out += "<div class=\"table-box\">\n<table class=\"readiness\">\n<caption>Module readiness</caption>\n"
        out += "<thead><tr><th>Module</th><th>Coverage</th><th>Readiness</th></tr></thead>\n<tbody>\n"
        for r in report.readiness {
            out +=
                "<tr class=\"\(r.isReady ? "ready" : "not-ready")\"><th scope=\"row\"><code>\(MarkupEscape.html(r.module))</code></th>"
            out += "<td>\(MarkupEscape.html(StatusText.moduleCoverage(r.module, in: report)))</td>"
            out += "<td>\(MarkupEscape.html(StatusText.readiness(r)))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</div>\n<p class=\"meta\">\(MarkupEscape.html(StatusText.readinessIntro))</p>\n"
    }

    /// The rule parameters no check read (`check.unread-parameter`).
    private func unreadParameters(_ report: CoverageReport, into out: inout String) {
        guard !report.unreadParameters.isEmpty else { return }
        out += "<p class=\"meta\"><strong>Rule parameters no check reads:</strong> "
        out += report.unreadParameters.map { "<code>\(MarkupEscape.html($0))</code>" }.joined(separator: ", ")
        out += ". \(MarkupEscape.html(StatusText.unreadParametersIntro))</p>\n"
    }

    private func counts(_ report: CoverageReport, into out: inout String) {
        out +=
            "<details>\n<summary>Counts per status</summary>\n<div class=\"table-box\">\n<table class=\"counts\">\n<thead><tr><th>Group</th><th>IDs</th><th>In scope</th>"
        let statuses: [CoverageStatus] = [
            .covered, .partial, .uncovered, .failing, .unverified, .waived, .outOfScope, .orphaned,
        ]
        for status in statuses { out += "<th>\(MarkupEscape.html(status.rawValue))</th>" }
        out += "<th>Covered %</th></tr></thead>\n<tbody>\n"
        var rows: [(String, StatusCounts)] = [("all", report.summary)]
        rows += report.byKind.sorted { $0.key < $1.key }.map { ("kind " + $0.key, $0.value) }
        rows += report.byPriority.sorted { $0.key < $1.key }.map { ("priority " + $0.key, $0.value) }
        rows += report.byModule.sorted { $0.key < $1.key }.map { ("module " + $0.key, $0.value) }
        for (name, c) in rows {
            out += "<tr><th scope=\"row\">\(MarkupEscape.html(name))</th><td>\(c.total)</td><td>\(c.inScope)</td>"
            for status in statuses { out += "<td>\(c[status])</td>" }
            out += "<td>\(Percent.text(c.percentCovered))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</div>\n</details>\n"
    }
}
