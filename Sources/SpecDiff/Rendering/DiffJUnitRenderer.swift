import SpecModel
import SpecOutput

/// JUnit XML: a testcase per finding, failing when it reaches --fail-on (accepted findings pass).
struct DiffJUnitRenderer: DiffRenderer {
    var format: String { "junit" }

    func render(_ report: DiffReport, context: DiffRenderContext) -> String {
        let failOn = context.failOn
        let failures = report.findings.filter { $0.fails(at: failOn) }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"specconform diff\" tests=\"\(report.findings.count)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"\(MarkupEscape.xml("\(report.baseLabel) → \(report.revisionLabel)"))\" tests=\"\(report.findings.count)\" failures=\"\(failures)\">\n"
        for f in report.findings {
            let name = "\(f.rule) \(f.element)" + (f.arguments.isEmpty ? "" : " (\(f.argumentText))")
            out += "    <testcase classname=\"\(MarkupEscape.xml("diff.\(f.area.rawValue)"))\" name=\"\(MarkupEscape.xml(name))\""
            if f.fails(at: failOn) {
                var body = f.message
                if let o = f.primaryOrigin { body += "\nat " + o.position }
                if let line = f.impactLine { body += "\nimpact: " + line }
                out += ">\n      <failure type=\"\(f.level.rawValue)\" message=\"\(MarkupEscape.xml(f.message))\">\(MarkupEscape.xml(body))</failure>\n    </testcase>\n"
            } else {
                out += ">\n      <system-out>\(MarkupEscape.xml("\(f.level.rawValue): \(f.message)\(f.acceptedNote)"))</system-out>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
