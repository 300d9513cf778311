import SpecModel
import SpecOutput
import Traceability

/// `junit.xml` for CI test panels, agreeing with `check`'s exit code: the file has a failure or an error exactly
/// when the verdict fails. A test suite per product with a test case per check (failure or error when it failed or
/// could not run), a test case `release gate` (failure with the gate's reasons; skipped when the product has no
/// gate), and a test case per reported ID: a failure when it is failing, or when it is not covered and the gate
/// fails because of it (a required ID, a regression, an expired waiver, a minimum it counts against); an error when
/// it is unverified (a check that exercises it could not run: a subject error); skipped when the gate allows it (not
/// covered, but below no minimum and not required), or it is waived or out of scope.
/// Suite properties: `verdict` (the one-line verdict) and per machine `sneak-paths.<machine>` = `412/412 refused`.
/// No timings, so the file is byte-identical across runs.
package struct JUnitReportRenderer: ReportRenderer {
    package let fileName = "junit.xml"
    package var format: String { "junit" }

    package init() {}

    private struct Case {
        var classname: String
        var name: String
        /// `failure`, `error` or `skipped` with its message and text, or nil when the case passed.
        var outcome: JUnitWriter.Outcome?
    }

    package func render(_ report: CoverageReport, context: RenderContext) -> String {
        /// An outcome's text, none when empty (then its element is empty).
        func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
        var cases: [Case] = []
        for check in report.checks {
            var c = Case(classname: "\(report.product).checks.\(check.kind.rawValue)", name: check.id)
            var text = check.title
            if let d = StatusText.divergence(check) { text += "\n" + d }
            if let m = check.message { text += "\n" + m }
            switch check.status {
            case .passed: break
            case .failed:
                c.outcome = .init(
                    .failure, message: StatusText.divergence(check) ?? check.message ?? "check failed",
                    text: nonEmpty(text))
            case .error:
                c.outcome = .init(.error, message: check.message ?? "check could not run", text: nonEmpty(text))
            case .vacuous:
                c.outcome = .init(
                    .failure, message: check.message ?? "vacuous: the check evaluated no expectation",
                    text: nonEmpty(text))
            }
            cases.append(c)
        }
        let verdict = context.verdict(report)
        var gateCase = Case(classname: "\(report.product).gate", name: "release gate")
        switch verdict.gate {
        case nil: gateCase.outcome = .init(.skipped, message: "no release gate configured: judged by the checks only")
        case let gate? where !gate.pass:
            gateCase.outcome = .init(
                .failure,
                message: "release gate failed: \(gate.failures.count) reason" + (gate.failures.count == 1 ? "" : "s"),
                text: nonEmpty(gate.failures.map(\.message).joined(separator: "\n")))
        case .some: break
        }
        cases.append(gateCase)
        for entry in report.entries {
            var c = Case(classname: "\(report.product).coverage.\(entry.kind)", name: entry.id)
            let message =
                "\(entry.status.rawValue)" + (StatusText.detail(entry).isEmpty ? "" : ": " + StatusText.detail(entry))
            let reason = StatusText.lacking(entry).isEmpty ? "" : StatusText.reason(entry) + "\n"
            let text =
                (entry.title.map { $0 + "\n" } ?? "") + reason
                + "evidence: " + StatusText.evidenceInWords(entry)
            switch entry.status {
            case .covered: break
            case .failing, .unverified, .partial, .uncovered, .orphaned:
                let blocking = verdict.blocking(entry)
                if blocking.isEmpty {
                    let allowed =
                        verdict.hasGate
                        ? "allowed by the release gate: it misses no minimum and is not required"
                        : "no release gate configured"
                    c.outcome = .init(.skipped, message: message + "; " + allowed, text: text)
                } else {
                    c.outcome = .init(
                        entry.status == .unverified ? .error : .failure, message: message,
                        text: text + "\nblocks the release: " + blocking.joined(separator: "; "))
                }
            case .waived, .outOfScope: c.outcome = .init(.skipped, message: message)
            }
            cases.append(c)
        }
        let counts = JUnitWriter.Counts(
            tests: cases.count, failures: cases.count(where: { $0.outcome?.kind == .failure }),
            errors: cases.count(where: { $0.outcome?.kind == .error }),
            skipped: cases.count(where: { $0.outcome?.kind == .skipped }))
        var junit = JUnitWriter(name: "specconform \(context.version)", counts: counts)
        // The verdict, and per machine "sneak paths: 412/412 refused", as suite properties.
        let sneakPaths = report.machines.compactMap { m in
            m.sneakPaths.map { (name: "sneak-paths.\(m.id)", value: $0.text) }
        }
        junit.openSuite(
            name: report.product, counts: counts, timestamp: context.date,
            properties: [("verdict", verdict.summary)] + sneakPaths)
        for c in cases {
            junit.testCase(classname: c.classname, name: c.name, c.outcome)
        }
        junit.closeSuite()
        return junit.finish()
    }
}
