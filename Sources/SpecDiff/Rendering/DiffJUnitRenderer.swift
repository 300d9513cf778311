import SpecModel
import SpecOutput

/// JUnit XML: a testcase per finding, failing when it reaches --fail-on (accepted findings pass).
struct DiffJUnitRenderer: DiffRenderer {
    var format: String { "junit" }

    func render(_ report: DiffReport, context: DiffRenderContext) -> String {
        let failOn = context.failOn
        let failures = report.findings.filter { $0.fails(at: failOn) }.count
        let counts = JUnitWriter.Counts(tests: report.findings.count, failures: failures)
        var junit = JUnitWriter(name: "specconform diff", counts: counts)
        junit.openSuite(name: "\(report.baseLabel) → \(report.revisionLabel)", counts: counts)
        for f in report.findings {
            let name = "\(f.rule) \(f.element)" + (f.arguments.isEmpty ? "" : " (\(f.argumentText))")
            let classname = "diff.\(f.area.rawValue)"
            if f.fails(at: failOn) {
                var body = f.message
                if let o = f.primaryOrigin { body += "\nat " + o.position }
                if let line = f.impactLine { body += "\nimpact: " + line }
                junit.testCase(
                    classname: classname, name: name,
                    .init(.failure, type: f.level.rawValue, message: f.message, text: body))
            } else {
                junit.testCase(
                    classname: classname, name: name, systemOut: "\(f.level.rawValue): \(f.message)\(f.acceptedNote)")
            }
        }
        junit.closeSuite()
        return junit.finish()
    }
}
