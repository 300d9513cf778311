import SpecModel
import SpecOutput
import Traceability

/// The top of `coverage.html`: the verdict, then what is missing.
extension HTMLReportRenderer {
    func verdict(_ verdict: ReportVerdict, into out: inout String) {
        let state = verdict.pass ? "pass" : "fail"
        out += "<section id=\"verdict\" class=\"verdict \(state)\">\n"
        out +=
            verdict.pass
            ? "<h2><span class=\"mark\">✓</span> Pass: ready to ship</h2>\n"
            : "<h2><span class=\"mark\">✗</span> Fail: not ready to ship</h2>\n"
        out += "<p class=\"summary\">\(MarkupEscape.html(Self.sentence(verdict.explanation)))</p>\n"
        if verdict.gate == nil {
            out +=
                "<p class=\"no-gate\">No release gate configured (<code>Traceability/&lt;product&gt;/gate.json</code>): "
            out += "judged by the checks only.</p>\n"
        }
        var groups: [(ReportVerdict.Reason.Kind, [ReportVerdict.Reason])] = []
        for reason in verdict.reasons {
            if groups.last?.0 == reason.kind {
                groups[groups.count - 1].1.append(reason)
            } else {
                groups.append((reason.kind, [reason]))
            }
        }
        for (kind, reasons) in groups {
            out +=
                "<h3>\(MarkupEscape.html(kind.heading)) (\(reasons.count))</h3>\n<ul class=\"reasons \(kind.rawValue)\">\n"
            for reason in reasons { out += "<li>\(MarkupEscape.html(reason.message))</li>\n" }
            out += "</ul>\n"
        }
        if let gate = verdict.gate, !gate.minimums.isEmpty {
            let minimums = gate.minimums
            let missed = minimums.count(where: { !$0.passed })
            out += "<details class=\"minimums\"" + (missed > 0 ? " open=\"open\"" : "") + "><summary>Minimums: "
            out += missed > 0 ? "\(missed) of \(minimums.count) missed" : "all \(minimums.count) met"
            out +=
                "</summary>\n<div class=\"table-box\">\n<table class=\"minimums\">\n<thead><tr><th>Minimum</th><th>Required</th><th>\(MarkdownReportRenderer.capitalized(gate.minimumsCount))</th><th>Result</th></tr></thead>\n<tbody>\n"
            for m in minimums {
                out +=
                    "<tr class=\"\(m.passed ? "met" : "missed")\"><th scope=\"row\">\(MarkupEscape.html("\(m.group.rawValue) \(m.name)"))</th>"
                out +=
                    "<td>\(Percent.text(m.required))</td><td>\(Percent.text(m.actual)) (\(m.satisfied) of \(m.inScope))</td>"
                out += "<td>\(m.passed ? "met" : "missed")</td></tr>\n"
            }
            out += "</tbody>\n</table>\n</div>\n</details>\n"
        }
        out += "</section>\n"
    }

    /// `text` with a capital first letter and a full stop.
    static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    func missing(_ verdict: ReportVerdict, into out: inout String) {
        out += "<section id=\"missing\">\n<h2>What is missing</h2>\n"
        guard verdict.missing.contains(where: { !$0.ids.isEmpty }) else {
            out += "<p>\(MarkupEscape.html(StatusText.nothingMissing(verdict)))</p>\n</section>\n"
            return
        }
        let intro = StatusText.missingIntro(verdict)
        out += "<p>\(MarkupEscape.html(intro.count))"
        out +=
            intro.blocks
            ? "<strong>\(MarkupEscape.html(intro.blocking))</strong>.</p>\n"
            : "\(MarkupEscape.html(intro.blocking)).</p>\n"
        for group in verdict.missing {
            let blocked = group.ids.count(where: { !$0.blocking.isEmpty })
            // Small groups and groups that block are open; a long list of allowed gaps stays folded.
            let open = blocked > 0 || group.ids.count <= 10
            out +=
                "<details class=\"missing-group\"" + (open ? " open=\"open\"" : "")
                + "><summary><strong>\(MarkupEscape.html(group.kind))</strong>: "
            out +=
                "\(group.ids.count) not covered" + (blocked > 0 ? ", \(blocked) blocking" : "") + "</summary>\n<ul>\n"
            for item in group.ids {
                let e = item.entry
                out +=
                    "<li class=\"\(item.blocking.isEmpty ? "allowed" : "blocking")\"><code><a href=\"#\(MarkupEscape.html(HTMLRowAnchor.of(e.id)))\">"
                    + "\(MarkupEscape.html(e.id))</a></code>"
                if let title = e.title { out += " \(MarkupEscape.html(title))" }
                out += " <span class=\"status \(e.status.rawValue)\">\(e.status.rawValue)</span>"
                out += ": \(MarkupEscape.html(StatusText.reason(e)))"
                if !e.evidence.isEmpty { out += " (has: \(MarkupEscape.html(StatusText.evidenceInWords(e))))" }
                if !item.blocking.isEmpty {
                    out +=
                        ". <strong>Blocks the release:</strong> \(MarkupEscape.html(item.blocking.joined(separator: "; ")))"
                } else if verdict.hasGate {
                    out += ". Allowed by the gate"
                }
                out += ".</li>\n"
            }
            out += "</ul>\n</details>\n"
        }
        out += "</section>\n"
    }
}
