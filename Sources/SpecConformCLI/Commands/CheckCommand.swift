import SpecConformKit
import SpecModel
import SubjectProtocol

/// `specconform check`: the main job. Lint, plan, run, evaluate, render and gate every product.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check", summary: "lint, run every check, write coverage reports and evaluate the gate",
        options: [
            CommonOptions.spec, CommonOptions.traceability, CommonOptions.product,
            .init(name: "out", valueName: "DIR", help: "where reports go, one folder per product (default: Reports)"),
            .init(
                name: "format", valueName: "F", allowed: Pipeline.reportFormats,
                help: "a report format to write (repeatable; default: all)", repeatable: true),
            .init(name: "quiet", valueName: nil, help: "print only errors and the summary table"),
        ],
        discussion: """
            Inputs are checked for every product before anything runs: a spec or traceability file with an error
            stops the run with exit 65 and writes no report. Reports are written atomically and are byte-identical
            for the same input. A product with Traceability/<product>/subjects.json is verified through the
            subject processes it declares (docs/SUBJECT-PROTOCOL.md) instead of its in-process subjects. Exit codes:
            0 every check and gate passed; 1 a check or gate failed; 64 usage; 65 invalid input (a subject that
            cannot be started or answers hello badly, or that serves nothing, and a product whose run executed no
            check, count as invalid input); 70 internal error.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let project = context.project(arguments)
        let environment = context.environment
        let outRoot = arguments.value("out") ?? "Reports"
        let quiet = arguments.flag("quiet")
        guard let input = context.load(project, products: arguments.all("product")) else { return .usage }
        var prepared = Pipeline.prepare(input, project)
        let subjectsFiles = context.readSubjects(&prepared, project)
        let shown = quiet ? prepared.diagnostics.filter { $0.severity == .error } : prepared.diagnostics
        context.err.write(TextDiagnosticRenderer().render(shown, sources: prepared.sources))
        if prepared.hasErrors {
            context.err.write("check: invalid input; no report written\n")
            return .invalidInput
        }

        var verified: [Verification] = []
        var subjectLines: [String: [String]] = [:]
        for product in prepared.products {
            if environment.stderrIsTerminal && !quiet {
                context.err.write("checking \(product.product)…\n")
            }
            // A product with a subjects.json is verified through its subject processes only.
            var external: ExternalSubjects?
            if let file = subjectsFiles[product.product] {
                external = context.startSubjects(file, product, project, sources: prepared.sources, command: "check", quiet: quiet)
                if external == nil { return .invalidInput }
            }
            defer { external?.close() }
            var result = Pipeline.verification(
                product, subjects: external?.subjects ?? environment.subjects, checks: external?.rules ?? environment.rules, today: environment.today)
            if let external {
                result.run.diagnostics += external.checkRan(result.run)
                subjectLines[product.product] = external.summary
            }
            let shownRun = quiet ? result.run.diagnostics.filter { $0.severity == .error } : result.run.diagnostics
            context.err.write(TextDiagnosticRenderer().render(shownRun, sources: prepared.sources))
            if result.run.diagnostics.hasErrors {
                context.err.write("check: \(product.product) cannot be verified; no report written\n")
                return .invalidInput
            }
            verified.append(result)
        }

        var written: [String: [String]] = [:]
        for product in verified {
            let folder = outRoot + "/" + product.report.product
            do {
                let reports = Pipeline.render(product, formats: arguments.all("format"), version: SpecConform.version)
                try Pipeline.write(reports, into: folder, project)
                written[folder] = reports.map(\.fileName)
            } catch {
                context.err.write("error: cannot write reports to \(folder): \(error)\n")
                return .internalError
            }
        }
        context.out.write(SummaryTable.render(verified) + SummaryTable.reportLines(written))
        for product in verified where !quiet {
            if let values = product.run.payloadValues, values.planned > 0 || !values.gaps.isEmpty {
                // Values no check drove are never a pass: say which, and why.
                context.err.write("payload values \(product.report.product): \(values.text)\n")
                for entry in values.notDriven { context.err.write("  not driven: \(entry.checkID): \(entry.reason)\n") }
                for gap in values.gaps {
                    context.err.write("  not generated: \(gap.property) \(gap.label) (\(gap.events.joined(separator: ", "))): \(gap.reason)\n")
                }
            }
            for line in subjectLines[product.report.product] ?? [] {
                context.err.write("subjects \(product.report.product): \(line)\n")
            }
            for table in product.run.decisions {
                context.err.write("decisions: \(table.text)\n")
            }
            for stage in product.stages {
                context.err.write("stage \(product.report.product) \(stage.id): \(stage.outcome.rawValue): \(stage.reason)\n")
            }
            for failure in product.gate?.failures ?? [] {
                context.err.write("gate \(product.report.product): \(failure.message)\n")
            }
        }
        return verified.allSatisfy(\.passed) ? .ok : .failure
    }
}
