import SpecModel
import SpecOutput
import Traceability

/// `junit.xml` for CI test panels, agreeing with `check`'s exit code: the file has a failure or an error exactly
/// when the verdict fails. A test suite per product with a test case per check (failure or error when it failed or
/// could not run), a test case `release gate` (failure with the gate's reasons; skipped when the product has no
/// gate), and a test case per reported ID: a failure when it is failing, or when it is not covered and the gate
/// fails because of it (a required ID, a regression, an expired waiver, a minimum it counts against); skipped when
/// the gate allows it (not covered, but below no minimum and not required), or it is waived or out of scope.
/// Suite properties: `verdict` (the one-line verdict) and per machine `sneak-paths.<machine>` = `412/412 refused`.
/// No timings, so the file is byte-identical across runs.
public struct JUnitReportRenderer: ReportRenderer {
    public let fileName = "junit.xml"
    public var format: String { "junit" }

    public init() {}

    private struct Case {
        var classname: String
        var name: String
        /// `failure`, `error` or `skipped` with its message and text, or nil when the case passed.
        var outcome: (element: String, message: String, text: String)?
    }

    public func render(_ report: CoverageReport, context: RenderContext) -> String {
        var cases: [Case] = []
        for check in report.checks {
            var c = Case(classname: "\(report.product).checks.\(check.kind.rawValue)", name: check.id)
            var text = check.title
            if let d = StatusText.divergence(check) { text += "\n" + d }
            if let m = check.message { text += "\n" + m }
            switch check.status {
            case .passed: break
            case .failed: c.outcome = ("failure", StatusText.divergence(check) ?? check.message ?? "check failed", text)
            case .error: c.outcome = ("error", check.message ?? "check could not run", text)
            }
            cases.append(c)
        }
        let verdict = context.verdict(report)
        var gateCase = Case(classname: "\(report.product).gate", name: "release gate")
        switch verdict.gate {
        case nil: gateCase.outcome = ("skipped", "no release gate configured: judged by the checks only", "")
        case let gate? where !gate.pass:
            gateCase.outcome = ("failure", "release gate failed: \(gate.failures.count) reason" + (gate.failures.count == 1 ? "" : "s"),
                gate.failures.map(\.message).joined(separator: "\n"))
        case .some: break
        }
        cases.append(gateCase)
        for entry in report.entries {
            var c = Case(classname: "\(report.product).coverage.\(entry.kind)", name: entry.id)
            let message = "\(entry.status.rawValue)" + (StatusText.detail(entry).isEmpty ? "" : ": " + StatusText.detail(entry))
            let lacks = StatusText.lacking(entry)
            let text = (entry.title.map { $0 + "\n" } ?? "") + (lacks.isEmpty ? "" : "lacks " + lacks + "\n")
                + "evidence: " + StatusText.evidenceInWords(entry)
            switch entry.status {
            case .covered: break
            case .failing, .partial, .uncovered, .orphaned:
                let blocking = verdict.blocking(entry)
                if blocking.isEmpty {
                    let allowed = verdict.hasGate ? "allowed by the release gate: it misses no minimum and is not required"
                        : "no release gate configured"
                    c.outcome = ("skipped", message + "; " + allowed, text)
                } else {
                    c.outcome = ("failure", message, text + "\nblocks the release: " + blocking.joined(separator: "; "))
                }
            case .waived, .outOfScope: c.outcome = ("skipped", message, "")
            }
            cases.append(c)
        }
        let failures = cases.count(where: { $0.outcome?.element == "failure" })
        let errors = cases.count(where: { $0.outcome?.element == "error" })
        let skipped = cases.count(where: { $0.outcome?.element == "skipped" })
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"specconform \(MarkupEscape.xml(context.version))\" \(counts)>\n"
        out += "  <testsuite name=\"\(MarkupEscape.xml(report.product))\" \(counts)"
        out += context.date.map { " timestamp=\"\(MarkupEscape.xml($0))\"" } ?? ""
        out += ">\n"
        // The verdict, and per machine "sneak paths: 412/412 refused", as suite properties.
        out += "    <properties>\n"
        out += "      <property name=\"verdict\" value=\"\(MarkupEscape.xml(verdict.summary))\"/>\n"
        for m in report.machines {
            guard let sneak = m.sneakPaths else { continue }
            out += "      <property name=\"sneak-paths.\(MarkupEscape.xml(m.id))\" value=\"\(MarkupEscape.xml(sneak.text))\"/>\n"
        }
        out += "    </properties>\n"
        for c in cases {
            out += "    <testcase classname=\"\(MarkupEscape.xml(c.classname))\" name=\"\(MarkupEscape.xml(c.name))\""
            guard let outcome = c.outcome else {
                out += "/>\n"
                continue
            }
            out += ">\n      <\(outcome.element) message=\"\(MarkupEscape.xml(outcome.message))\""
            out += outcome.text.isEmpty ? "/>\n" : ">\(MarkupEscape.xml(outcome.text))</\(outcome.element)>\n"
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
