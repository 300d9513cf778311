import SpecOutput
import Traceability

extension MarkdownReportRenderer {
    func machines(_ report: CoverageReport, into out: inout String) {
        guard !report.machines.isEmpty else { return }
        out += "## State machines\n\n"
        out += "Transitions marked ` ✗ uncovered` ran in no passing check; ` ✗ FAILING` ran only in failing checks.\n\n"
        for machine in report.machines {
            out += Self.folded(Self.machineHeading(machine)) { out in section(of: machine, into: &out) }
        }
    }

    /// `access — Artwork access: states 3/4 (75.0%) · transitions 2/4 (50.0%)`.
    private static func machineHeading(_ machine: MachineCoverage) -> String {
        machine.id + (machine.title.map { " — " + $0 } ?? "") + ": states \(StatusText.fraction(machine.stateCount))"
            + " · transitions \(StatusText.fraction(machine.transitionCount))"
    }

    /// One machine: its counts, its Mermaid diagram, and what of it is not covered.
    private func section(of machine: MachineCoverage, into out: inout String) {
        out += "### \(machine.id)" + (machine.title.map { " — \(MarkdownEscape.cell($0))" } ?? "") + "\n\n"
        out +=
            "States \(StatusText.fraction(machine.stateCount)) · transitions \(StatusText.fraction(machine.transitionCount))"
        out += " · guard outcomes \(StatusText.fraction(machine.guardOutcomeCount))"
        if machine.unreachableGuardOutcomeCount > 0 {
            out += " (\(machine.unreachableGuardOutcomeCount) more \(StatusText.unreachableHow))"
        }
        if let flow = machine.defUses { out += " · " + StatusText.defUses(flow, plus: false) }
        if let sneak = machine.sneakPaths { out += " · sneak paths: \(sneak.text)" }
        out += "\n\n"
        if let limit = machine.plannerLimit {
            out += "> ⚠️ Warning: " + MarkdownEscape.cell(StatusText.plannerWarning(limit)) + "\n\n"
        }
        out += "```mermaid\n" + MermaidDiagram(machine).text + "```\n\n"
        let uncovered = machine.uncoveredTransitions
        if !uncovered.isEmpty {
            out += "Not covered:\n\n"
            for t in uncovered {
                let guardText = t.guardExpression.map { " [\(MarkdownEscape.cell($0))]" } ?? ""
                out +=
                    "- \(MarkdownEscape.code(t.from)) --\(MarkdownEscape.code(t.event))\(guardText)--> \(MarkdownEscape.code(t.to))"
                out += t.status == .failing ? " (failing)\n" : "\n"
            }
            out += "\n"
        }
        let missing = machine.missingGuardOutcomes
        if !missing.isEmpty {
            out += "Guard outcomes not covered (\(missing.count)):\n\n"
            for (t, m) in missing {
                out +=
                    "- \(MarkdownEscape.code(t.from)) --\(MarkdownEscape.code(t.event)) [\(MarkdownEscape.cell(t.guardExpression ?? ""))]--> \(MarkdownEscape.code(t.to)): "
                out += MarkdownEscape.cell(StatusText.missing(m)) + "\n"
            }
            out += "\n"
        }
        if let flow = machine.defUses, !flow.missing.isEmpty {
            out += "Def-use pairs not covered (\(flow.missing.count)):\n\n"
            for m in flow.missing { out += "- " + MarkdownEscape.cell(StatusText.missing(m)) + "\n" }
            out += "\n"
        }
        if let sneak = machine.sneakPaths, !sneak.taken.isEmpty {
            out +=
                "Sneak paths taken (an event the spec does not handle in the state, and the implementation reacted):\n\n"
            for path in sneak.taken {
                out += "- \(MarkdownEscape.code(path.state)) --\(MarkdownEscape.code(path.event))-->\n"
            }
            out += "\n"
        }
        if let sneak = machine.sneakPaths, !sneak.diverged.isEmpty {
            out +=
                "Refused without a trace, but the planned continuation then diverged (something hidden changed; the "
                + "step named is what diverged):\n\n"
            for c in sneak.diverged {
                out +=
                    "- \(MarkdownEscape.code(c.state)) --\(MarkdownEscape.code(c.event))--> refused; then "
                    + "\(MarkdownEscape.code(c.step)) ✗: "
                    + MarkdownEscape.cell("expected \(c.expected), observed \(c.observed)")
                    + "\n"
            }
            out += "\n"
        }
    }
}
