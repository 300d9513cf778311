import Conformance
import SpecModel
import SpecOutput
import SpecPipeline
import SubjectProtocol
import Traceability

/// What `check` and `merge` share, so that a merged run is evaluated, rendered, gated and summarised exactly as an
/// unsharded `check` does it: preparing the inputs, admitting a product's run, and the end of the job.
enum CheckFlow {
    /// The options `check` and `merge` both take for the inputs and the reports.
    static let reportOptions: [CommandSpec.Option] = [
        CommonOptions.spec, CommonOptions.traceability, CommonOptions.product,
        .init(name: "out", valueName: "DIR", help: "where reports go, one folder per product (default: Reports)"),
        .init(
            name: "format", valueName: "F", allowed: Pipeline.reportFormats,
            help: "a report format to write (repeatable; default: all)", repeatable: true),
        .init(name: "quiet", valueName: nil, help: "print only errors and the summary table"),
    ]

    /// Loads, lints and reads the traceability files (with `readingSubjects`, each product's `subjects.json` too),
    /// printing every diagnostic; the preparation, or the status to end with (64 for an unknown product, 65 for
    /// invalid input, when no report is written).
    static func prepare(
        _ arguments: ParsedArguments, _ context: CommandContext, command: String, readingSubjects: Bool = false
    ) -> Result<(Project, Preparation, [String: SubjectsFile]), Failure> {
        let project = context.project(arguments)
        let quiet = arguments.flag("quiet")
        guard let input = context.load(project, products: arguments.all("product")) else {
            return .failure(Failure(status: .usage))
        }
        var prepared = Pipeline.prepare(input, project)
        let subjectsFiles = readingSubjects ? context.readSubjects(&prepared, project) : [:]
        let shown = quiet ? prepared.diagnostics.filter { $0.severity == .error } : prepared.diagnostics
        context.err.write(TextDiagnosticRenderer().render(shown, sources: prepared.sources))
        if prepared.hasErrors {
            context.err.write("\(command): invalid input; no report written\n")
            return .failure(Failure(status: .invalidInput))
        }
        return .success((project, prepared, subjectsFiles))
    }

    /// The registries a product's run uses: the subject processes its `subjects.json` declares, started and
    /// handshaken (then the caller closes them), or else the in-process ones; nil (after saying why) when a declared
    /// subject cannot be used.
    static func registries(
        _ product: PreparedProduct, _ files: [String: SubjectsFile], _ prepared: Preparation,
        _ arguments: ParsedArguments,
        _ context: CommandContext, _ project: Project
    ) -> (subjects: SubjectRegistry, rules: RuleCheckRegistry, external: ExternalSubjects?)? {
        guard let file = files[product.product] else {
            return (context.environment.subjects, context.environment.rules, nil)
        }
        guard
            let external = context.startSubjects(
                file, product, project, sources: prepared.sources, command: "check", quiet: arguments.flag("quiet"))
        else { return nil }
        return (external.subjects, external.rules, external)
    }

    /// The status a command ends with before its end.
    struct Failure: Error {
        var status: ExitStatus
    }

    /// Prints `run`'s diagnostics; false (after saying so) when one is an error, and the product cannot be verified.
    static func admit(
        _ run: ConformanceRun, _ prepared: Preparation, _ arguments: ParsedArguments, _ context: CommandContext,
        command: String
    ) -> Bool {
        // A shard read only its slice's parameters: `merge` reports the unread ones of the whole run.
        let bundle = run.shard == nil ? prepared.products.first { $0.product == run.product }?.bundle : nil
        let unread = bundle.map { UnreadParameters.diagnostics(in: $0, checks: run.checks) } ?? []
        let all = run.diagnostics + run.unassertedClaims + unread
        let shown = arguments.flag("quiet") ? all.filter { $0.severity == .error } : all
        context.err.write(TextDiagnosticRenderer().render(shown, sources: prepared.sources))
        if run.diagnostics.hasErrors {
            context.err.write("\(command): \(run.product) cannot be verified; no report written\n")
            return false
        }
        return true
    }

    /// Renders and writes every product's reports, prints the summary table and what the reports hold that the
    /// table does not (values not driven, decision tables, stages, gate failures), and returns the job's status:
    /// 0 when every check and gate passed, 1 otherwise (70 when a report cannot be written). Subject errors are
    /// printed even with `--quiet`: how many checks could not run, then `subjectFaults` (per product, what went wrong
    /// with each subject process and the last lines of its standard error, which the reports never hold).
    static func finish(
        _ verified: [Verification], _ arguments: ParsedArguments, _ context: CommandContext, _ project: Project,
        subjectLines: [String: [String]] = [:], subjectFaults: [String: [String]] = [:]
    ) -> ExitStatus {
        let quiet = arguments.flag("quiet")
        var written: [String: [String]] = [:]
        for product in verified {
            let folder = project.layout.reportFolder(of: product.report.product)
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
        for product in verified { subjectErrors(product, subjectFaults[product.report.product] ?? [], context) }
        for product in verified {
            // What broke, by root cause, before anything else: the reason a run failed is on the console, not only in
            // a report nobody opened.
            let name = product.report.product
            let more = project.layout.reportFolder(of: name) + "/coverage.md"
            for line in RootCauses(product.report.failingChecks).lines(more: more) {
                context.err.write("\(name): \(line)\n")
            }
        }
        for product in verified where !quiet {
            if let values = product.run.payloadValues, values.planned > 0 || !values.gaps.isEmpty {
                // Values no check drove are never a pass: say which, and why.
                let unanswered = product.run.checks.count(where: { $0.kind == .value && $0.status == .error })
                let errors = unanswered == 0 ? "" : "; \(unanswered) of them could not run (subject errors)"
                context.err.write("payload values \(product.report.product): \(values.text)\(errors)\n")
                for entry in values.notDriven { context.err.write("  not driven: \(entry.checkID): \(entry.reason)\n") }
                for gap in values.gaps {
                    context.err.write(
                        "  not generated: \(gap.property) \(gap.label) (\(gap.events.joined(separator: ", "))): \(gap.reason)\n"
                    )
                }
            }
            for line in subjectLines[product.report.product] ?? [] {
                context.err.write("subjects \(product.report.product): \(line)\n")
            }
            for table in product.run.decisions {
                context.err.write("decisions: \(table.text)\n")
            }
            for stage in product.stages {
                context.err.write(
                    "stage \(product.report.product) \(stage.id): \(stage.outcome.rawValue): \(stage.reason)\n")
            }
            for failure in product.gate?.failures ?? [] {
                context.err.write("gate \(product.report.product): \(failure.message)\n")
            }
        }
        return verified.allSatisfy(\.passed) ? .ok : .failure
    }

    /// How many of `product`'s checks could not run to a verdict, then `faults` (what went wrong with each subject
    /// process and the last lines of its standard error); nothing when every check got an answer.
    static func subjectErrors(_ product: Verification, _ faults: [String], _ context: CommandContext) {
        let errors = product.run.errors
        if errors > 0 {
            context.err.write(
                "subject errors \(product.report.product): \(errors) \(errors == 1 ? "check" : "checks") could not run to a verdict; the IDs they exercise are unverified, not failing\n"
            )
        }
        for line in faults { context.err.write(line + "\n") }
    }
}
