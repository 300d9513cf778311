import Conformance
import SpecModel
import SpecOutput
import SpecPipeline
import Testing
import Traceability

/// "One truth" on a bundled product: what the reports count they also list, and lint and the reports say the same.
///
/// - Every guard outcome of every machine is covered, proved unreachable, or listed with a reason: per machine,
///   covered + listed == total in the report, in `coverage.json` read back, and in `coverage.md`'s list.
/// - The modules `lint.module-readiness` warns about are exactly the modules the report calls not ready, with the
///   same message, and `coverage.md` and `coverage.html` show each of them.
/// - `coverage-summary.md` fits a pull-request comment (under 60,000 bytes), `coverage.md` opens with it, and no ID
///   not covered is listed as lacking "nothing the policy names": each gives its item's own reason.
package enum OneTruthCheck {
    package static func expectOneTruth(
        _ verification: any ProductVerification.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        verification.register(subjects: &subjects, rules: &rules)
        let project = Project(workingDirectory: PackagePaths.root)
        let preparation = try Pipeline.prepare(project, products: [verification.product]).get()
        let product = try #require(preparation.products.first, sourceLocation: sourceLocation)
        let verified = Pipeline.verification(product, subjects: subjects, checks: rules, today: "2026-11-27")
        let reports = Pipeline.render(verified, version: "test")
        let markdown = try #require(reports.first { $0.fileName == "coverage.md" }, sourceLocation: sourceLocation)
            .contents
        let html = try #require(reports.first { $0.fileName == "coverage.html" }, sourceLocation: sourceLocation)
            .contents
        let json = try #require(reports.first { $0.fileName == "coverage.json" }, sourceLocation: sourceLocation)
            .contents
        let decoded = try #require(
            CoverageReport.decode(json, file: "coverage.json").value, sourceLocation: sourceLocation)
        #expect(
            decoded.machines == verified.report.machines, "coverage.json reads back other machines",
            sourceLocation: sourceLocation)
        #expect(
            decoded.readiness == verified.report.readiness, "coverage.json reads back another readiness",
            sourceLocation: sourceLocation)

        #expect(!verified.report.machines.isEmpty, sourceLocation: sourceLocation)
        for machine in verified.report.machines {
            let count = machine.guardOutcomeCount
            let missing = machine.missingGuardOutcomes
            #expect(
                count.covered + missing.count == count.total,
                "\(machine.id): \(count.covered) covered + \(missing.count) listed != \(count.total) guard outcomes",
                sourceLocation: sourceLocation)
            for (t, m) in missing {
                #expect(
                    !m.reason.isEmpty, "\(machine.id) \(t.summaryText): listed without a reason",
                    sourceLocation: sourceLocation)
            }
            let section =
                markdown.components(separatedBy: "### \(machine.id)").dropFirst().first?.components(
                    separatedBy: "\n### "
                ).first ?? ""
            let listed = section.components(separatedBy: "\n").filter { $0.contains(" not observed: ") }.count
            #expect(
                listed == missing.count, "\(machine.id): coverage.md lists \(listed) of \(missing.count)",
                sourceLocation: sourceLocation)
            #expect(
                (machine.plannerLimit != nil) == section.contains("Warning: the path search stopped early"),
                "\(machine.id): the planner limit is not shown", sourceLocation: sourceLocation)
        }

        let warned = Set(
            preparation.diagnostics.filter {
                $0.code == "lint.module-readiness" && $0.file?.contains("/\(verification.product)/") == true
            }
            .map(\.message))
        let notReady = verified.report.readiness.filter { !$0.isReady }
        #expect(
            warned == Set(notReady.map(\.message)), "lint and the report disagree on readiness",
            sourceLocation: sourceLocation)
        #expect(
            Set(verified.report.readiness.map(\.module)) == Set(product.bundle.modules.map(\.id)),
            "the report leaves a module's readiness out", sourceLocation: sourceLocation)
        for module in notReady {
            #expect(
                markdown.contains(module.text), "coverage.md does not say why \(module.module) is not ready",
                sourceLocation: sourceLocation)
            #expect(
                html.contains(MarkupEscape.html(module.text)),
                "coverage.html does not say why \(module.module) is not ready",
                sourceLocation: sourceLocation)
        }
        let summary = try #require(
            reports.first { $0.fileName == "coverage-summary.md" }, sourceLocation: sourceLocation
        ).contents
        #expect(
            summary.utf8.count < 60_000, "coverage-summary.md is \(summary.utf8.count) bytes",
            sourceLocation: sourceLocation)
        #expect(
            markdown.hasPrefix(summary) || summary.contains("- … and "), "coverage.md does not open with the summary",
            sourceLocation: sourceLocation)
        #expect(
            !summary.contains("nothing the policy names"), "an ID not covered is listed without its reason",
            sourceLocation: sourceLocation)
    }
}
