import SpecModel
import Traceability

/// `junit.xml` for CI test panels: a test suite per product, a test case per check, and a test case per reported
/// ID that fails when the ID is failing, partial, uncovered or orphaned (skipped when out of scope or waived), and
/// per machine a suite property `sneak-paths.<machine>` = `412/412 refused`.
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
        for entry in report.entries {
            var c = Case(classname: "\(report.product).coverage.\(entry.kind)", name: entry.id)
            let message = "\(entry.status.rawValue)" + (StatusText.detail(entry).isEmpty ? "" : ": " + StatusText.detail(entry))
            switch entry.status {
            case .covered: break
            case .failing, .partial, .uncovered, .orphaned:
                c.outcome = ("failure", message, (entry.title.map { $0 + "\n" } ?? "") + "evidence: " + StatusText.evidence(entry))
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
        let sneaky = report.machines.filter { $0.sneakPaths != nil }
        if !sneaky.isEmpty {
            // Per machine, as suite properties: "sneak paths: 412/412 refused".
            out += "    <properties>\n"
            for m in sneaky {
                out += "      <property name=\"sneak-paths.\(MarkupEscape.xml(m.id))\" value=\"\(MarkupEscape.xml(m.sneakPaths!.text))\"/>\n"
            }
            out += "    </properties>\n"
        }
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
