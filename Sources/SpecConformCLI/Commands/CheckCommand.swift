import Conformance
import SpecModel
import SpecPipeline
import StateMachine
import SubjectProtocol

/// `specconform check`: the main job. Lint, plan, run, evaluate, render and gate every product; with `--shard i/n`,
/// run one slice of the checks and write a shard file for `merge` instead.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check", summary: "lint, run every check, write coverage reports and evaluate the gate",
        options: CheckFlow.reportOptions + [
            .init(
                name: "shard", valueName: "I/N",
                help: "run only slice I of N of the checks and write <out>/<product>/shard-I-of-N.json for 'merge'"),
            TraceEvidenceOption.option,
        ] + PlannerOptions.options,
        discussion: """
            Inputs are checked for every product before anything runs: a spec or traceability file with an error
            stops the run with exit 65 and writes no report. Reports are written atomically and are byte-identical
            for the same input. A product with Traceability/<product>/subjects.json is verified through the
            subject processes it declares (docs/SUBJECT-PROTOCOL.md) instead of its in-process subjects. Exit codes:
            0 every check and gate passed; 1 a check or gate failed; 64 usage; 65 invalid input (a subject that
            cannot be started or answers hello badly, or that serves nothing, and a product whose run executed no
            check, count as invalid input); 70 internal error.

            Every format is written unless --format names some. coverage.md opens with a summary (the verdict,
            a bar per ID kind, failing checks by cause, what changed since the gate's baseline, the IDs not covered
            and why) and folds the full tables in <details> sections; --format md-summary writes that summary alone
            to coverage-summary.md, under 60,000 bytes for any report (longer lists are cut and end with how many
            were left out), to post as a pull-request comment.

            With --shard I/N (1 <= I <= N) every product's checks are planned as usual and dealt out in turn into N
            slices; only slice I runs, and its results go to <out>/<product>/shard-I-of-N.json instead of reports.
            Exit 0 when its checks passed, 1 when one failed; the gate is judged by 'specconform merge', which writes
            the reports of all N slices, byte-identical to an unsharded check.

            A planner limit (--max-depth, --max-configurations) that stops a machine's path search is a
            conformance.planner-limit warning naming the limit, its value and the option that raises it, and the
            machine's section of the reports says the same; every guard outcome left neither covered nor proved
            unreachable is listed in the reports with its reason. Give 'merge' the same limits as the shards.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var shard: Shard?
        if let text = arguments.value("shard") {
            guard let parsed = Shard(text) else {
                context.err.write(
                    "error: invalid value '\(text)' for '--shard'; expected I/N with 1 <= I <= N, such as 2/4\nusage: \(HelpText.usage(spec))\n"
                )
                return .usage
            }
            guard arguments.all("format").isEmpty else {
                context.err.write(
                    "error: '--format' has no effect with '--shard': a shard writes its shard file, and 'merge --format' the reports\n"
                        + "usage: \(HelpText.usage(spec))\n")
                return .usage
            }
            shard = parsed
        }
        guard let limits = PlannerOptions.limits(arguments, context, usage: HelpText.usage(spec)) else { return .usage }
        let project: Project
        let prepared: Preparation
        let subjectsFiles: [String: SubjectsFile]
        switch CheckFlow.prepare(arguments, context, command: "check", readingSubjects: true) {
        case .failure(let failure): return failure.status
        case .success(let value): (project, prepared, subjectsFiles) = value
        }
        if let shard {
            guard arguments.all(TraceEvidenceOption.option.name).isEmpty else {
                context.err.write(
                    "error: '--\(TraceEvidenceOption.option.name)' has no effect with '--shard': give it to 'merge', which writes the reports\n"
                        + "usage: \(HelpText.usage(spec))\n")
                return .usage
            }
            return runShard(shard, prepared, subjectsFiles, arguments, context, project, limits: limits)
        }

        let environment = context.environment
        let products = prepared.products.map(\.product)
        guard let recorded = TraceEvidenceOption.load(arguments, project, products: products, context) else {
            return .invalidInput
        }
        var verified: [Verification] = []
        var subjectLines: [String: [String]] = [:]
        var subjectFaults: [String: [String]] = [:]
        for product in prepared.products {
            if environment.stderrIsTerminal && !arguments.flag("quiet") {
                context.err.write("checking \(product.product)…\n")
            }
            // A product with a subjects.json is verified through its subject processes only.
            guard let registries = CheckFlow.registries(product, subjectsFiles, prepared, arguments, context, project)
            else { return .invalidInput }
            defer { registries.external?.close() }
            var result = TraceEvidenceOption.fold(
                recorded,
                into: Pipeline.verification(
                    product, subjects: registries.subjects, checks: registries.rules, today: environment.today,
                    limits: limits),
                product, context)
            if let external = registries.external {
                result.run.diagnostics += external.checkRan(result.run)
                subjectLines[product.product] = external.summary
                subjectFaults[product.product] = external.faults
            }
            guard CheckFlow.admit(result.run, prepared, arguments, context, command: "check") else {
                return .invalidInput
            }
            verified.append(result)
        }
        return CheckFlow.finish(
            verified, arguments, context, project, subjectLines: subjectLines, subjectFaults: subjectFaults)
    }

    /// One slice of every product's checks: its shard file per product, and a table of what ran.
    static func runShard(
        _ shard: Shard, _ prepared: Preparation, _ subjectsFiles: [String: SubjectsFile], _ arguments: ParsedArguments,
        _ context: CommandContext, _ project: Project, limits: PlannerLimits
    ) -> ExitStatus {
        let environment = context.environment
        let quiet = arguments.flag("quiet")
        var runs: [ConformanceRun] = []
        for product in prepared.products {
            if environment.stderrIsTerminal && !quiet {
                context.err.write("checking \(product.product), shard \(shard)…\n")
            }
            // A slice may hold no check of a product (more slices than units): `merge` judges the whole run.
            guard let registries = CheckFlow.registries(product, subjectsFiles, prepared, arguments, context, project)
            else { return .invalidInput }
            defer { registries.external?.close() }
            let run = Pipeline.verify(
                product, subjects: registries.subjects, checks: registries.rules, shard: shard, limits: limits)
            if let external = registries.external {
                if !quiet {
                    for line in external.summary { context.err.write("subjects \(product.product): \(line)\n") }
                }
                for line in external.faults { context.err.write(line + "\n") }
            }
            guard CheckFlow.admit(run, prepared, arguments, context, command: "check") else { return .invalidInput }
            runs.append(run)
        }
        for (product, run) in zip(prepared.products, runs) {
            let folder = project.layout.reportFolder(of: product.product)
            do {
                let inputs = Pipeline.inputDigest(of: product, in: prepared, project)
                let path = try Pipeline.writeShard(
                    run, inputs: inputs, version: SpecConform.version, into: folder, project)
                if !quiet {
                    context.err.write(
                        "shard \(product.product) \(shard): \(folder)/\(path.split(separator: "/").last ?? "")\n")
                }
            } catch {
                context.err.write("error: cannot write the shard file to \(folder): \(error)\n")
                return .internalError
            }
        }
        context.out.write(SummaryTable.render(shards: runs))
        return runs.allSatisfy { $0.failed == 0 } ? .ok : .failure
    }
}
