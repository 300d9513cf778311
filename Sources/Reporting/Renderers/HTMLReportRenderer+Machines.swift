import SpecModel
import SpecOutput
import Traceability

/// The state machines of `coverage.html`: a legend, then per machine its figures, its diagram (an inline SVG, with the
/// sneak paths each state refused and took), what is not covered and the sneak paths taken.
extension HTMLReportRenderer {
    func machines(_ report: CoverageReport, into out: inout String) {
        guard !report.machines.isEmpty else { return }
        out += "<section id=\"machines\">\n<h2>State machines</h2>\n<p class=\"legend\">"
        out += "<span class=\"key-edge covered\"></span>transition covered "
        out += "<span class=\"key-edge uncovered\"></span>not covered "
        out += "<span class=\"key-edge failing\"></span>run only by failing checks "
        out +=
            "<span class=\"key-edge sneak-taken\"></span>sneak path taken (an event the state does not handle, and the implementation reacted; "
            + "<code>e ✓, then s ✗</code>: e refused, but the planned continuation then diverged at s) "
        out +=
            "<span class=\"key-badge sneak-refused\">⊘ n/m</span>sneak paths refused: n of the m unhandled events sent to the state "
        out += "(an orange border when some were not) "
        out +=
            "<span class=\"key-state covered\"></span>state reached <span class=\"key-state uncovered\"></span>not reached "
        out +=
            "<span class=\"key-state failing\"></span>reached only by failing checks; a double border marks a final state. "
        if report.machines.contains(where: StateTree.isHierarchical) {
            out +=
                "A box around states is a compound state (its own dot marks the child it starts in); dashed lines "
                + "separate the regions of a parallel state, all active at once. "
        }
        out += "Hover a transition for its guard and path.</p>\n"
        for (index, m) in report.machines.enumerated() {
            out += "<section class=\"machine-card\" id=\"machine-\(MarkupEscape.html(m.id))\">\n"
            out +=
                "<h3><code>\(MarkupEscape.html(m.id))</code>" + (m.title.map { " — " + MarkupEscape.html($0) } ?? "")
                + "</h3>\n"
            out +=
                "<p class=\"meta\">States \(StatusText.fraction(m.stateCount)) · transitions \(StatusText.fraction(m.transitionCount))"
            out += " · guard outcomes \(StatusText.fraction(m.guardOutcomeCount))"
            if m.unreachableGuardOutcomeCount > 0 {
                out += " (+ \(m.unreachableGuardOutcomeCount) \(StatusText.unreachableHow))"
            }
            if let flow = m.defUses { out += " · " + MarkupEscape.html(StatusText.defUses(flow, plus: true)) }
            if let sneak = m.sneakPaths {
                out += " · sneak paths: \(MarkupEscape.html(sneak.text))"
                if sneak.taken.isEmpty && sneak.diverged.isEmpty && sneak.refused == sneak.total {
                    out += " (every event the spec does not handle was refused)"
                }
            }
            out += "</p>\n"
            if let limit = m.plannerLimit {
                out += "<p class=\"warning\">⚠️ Warning: \(MarkupEscape.html(StatusText.plannerWarning(limit)))</p>\n"
            }
            out += "<div class=\"diagram-frame\">\n<div class=\"diagram-tools\">"
            out += "<button type=\"button\" class=\"diagram-fit\" aria-pressed=\"false\">Fit to width</button>"
            out +=
                "<span class=\"scroll-hint\">⇆ wider than this box: scroll sideways, or fit it to the width</span></div>\n"
            out += "<div class=\"diagram\">\n" + SVGStateDiagram(m, index: index).text + "</div>\n</div>\n"
            let uncovered = m.uncoveredTransitions
            let taken = m.sneakPaths?.taken ?? []
            let diverged = m.sneakPaths?.diverged ?? []
            let missing = m.missingGuardOutcomes
            let missingPairs = m.defUses?.missing ?? []
            if !uncovered.isEmpty || !taken.isEmpty || !diverged.isEmpty || !missing.isEmpty || !missingPairs.isEmpty {
                out += "<ul class=\"not-covered\">\n"
                for t in uncovered {
                    let guardText = t.guardExpression.map { " when \($0)" } ?? ""
                    let what = t.status == .failing ? "run only by failing checks" : "not covered"
                    out +=
                        "<li class=\"\(t.status.rawValue)\">\(MarkupEscape.html("\(t.from) → \(t.to) on \(t.event)\(guardText): \(what)"))</li>\n"
                }
                for (t, missing) in missing {
                    out +=
                        "<li class=\"uncovered\">\(MarkupEscape.html("\(t.summaryText): \(StatusText.missing(missing))"))</li>\n"
                }
                for pair in missingPairs {
                    out += "<li class=\"uncovered\">\(MarkupEscape.html(StatusText.missing(pair)))</li>\n"
                }
                for path in taken {
                    out +=
                        "<li class=\"failing\">\(MarkupEscape.html("sneak path taken: \(path.state) reacted to \(path.event)"))</li>\n"
                }
                for c in diverged {
                    out +=
                        "<li class=\"failing\">\(MarkupEscape.html("\(c.state): " + c.text + " (something hidden changed)"))</li>\n"
                }
                out += "</ul>\n"
            }
            out += "</section>\n"
        }
        // The diagrams' own script, after them and apart from the page's, so neither can stop the other.
        out += "<script>//<![CDATA[\n\(HTMLAssets.diagramScript)//]]></script>\n</section>\n"
    }
}
