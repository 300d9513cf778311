import SpecModel
import SpecOutput
import SpecPipeline
import SubjectProtocol

/// `specconform merge`: the reports of a run in shards (`check --shard i/n`), byte-identical to an unsharded `check`.
enum MergeCommand: Command {
    static let spec = CommandSpec(
        name: "merge", summary: "combine the shard files of 'check --shard', write the reports and evaluate the gate",
        options: CheckFlow.reportOptions + [TraceEvidenceOption.option] + [
            .init(
                name: "from", valueName: "DIR",
                help:
                    "where the shard files are, in one folder per product: DIR/<product>/shard-*.json (default: the --out folder)"
            )
        ] + PlannerOptions.options,
        discussion: """
            Reads every product's shard files and checks that they are one complete set of this run: shards 1 to N
            of one N, each once, written by this version of specconform from the same spec and traceability files
            (a SHA-256 digest of them is in every shard file). Any problem is reported with the file's name, exits
            65 and writes no report. Then the checks are planned again (no check runs), the shards' results are put
            together, and coverage is evaluated, written and gated exactly as 'check' does: the same reports, byte
            for byte, the same summary table and the same exit codes: 0 every check and gate passed; 1 a check or
            gate failed; 64 usage; 65 invalid input or shard files; 70 internal error. Give merge the planner limits
            (--max-depth, --max-configurations) the shards were run with: other limits plan other units of work.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        // The subjects files are inputs like any other (the shards' digest holds them), and a product verified through
        // subject processes plans its units with what their hello serves: merge starts them to plan, and runs nothing.
        guard let limits = PlannerOptions.limits(arguments, context, usage: HelpText.usage(spec)) else { return .usage }
        let project: Project
        let prepared: Preparation
        let subjectsFiles: [String: SubjectsFile]
        switch CheckFlow.prepare(arguments, context, command: "merge", readingSubjects: true) {
        case .failure(let failure): return failure.status
        case .success(let value): (project, prepared, subjectsFiles) = value
        }
        let environment = context.environment
        let products = prepared.products.map(\.product)
        guard let recorded = TraceEvidenceOption.load(arguments, project, products: products, context) else {
            return .invalidInput
        }
        // The shards are read from `--from`, else from where the reports go.
        var shardLayout = project.layout
        if let from = arguments.value("from") { shardLayout.reportRoot = from }
        var verified: [Verification] = []
        var invalid = false
        for product in prepared.products {
            let inputs = Pipeline.inputDigest(of: product, in: prepared, project)
            let read = Pipeline.readShards(
                of: product, from: shardLayout.reportFolder(of: product.product), inputs: inputs,
                version: SpecConform.version, project)
            context.err.write(TextDiagnosticRenderer().render(read.diagnostics, sources: prepared.sources))
            guard let shards = read.shards else {
                invalid = true
                continue
            }
            guard let registries = CheckFlow.registries(product, subjectsFiles, prepared, arguments, context, project)
            else { return .invalidInput }
            defer { registries.external?.close() }
            var merged = Pipeline.merge(
                product, shards: shards, subjects: registries.subjects, checks: registries.rules, limits: limits)
            if let external = registries.external, let run = merged.run { merged.diagnostics += external.checkRan(run) }
            context.err.write(TextDiagnosticRenderer().render(merged.diagnostics, sources: prepared.sources))
            guard let run = merged.run else {
                invalid = true
                continue
            }
            guard CheckFlow.admit(run, prepared, arguments, context, command: "merge") else { return .invalidInput }
            verified.append(
                TraceEvidenceOption.fold(
                    recorded, into: Pipeline.verification(of: run, product, today: environment.today), product, context)
            )
        }
        if invalid {
            context.err.write("merge: the shard files are not one complete set of this run; no report written\n")
            return .invalidInput
        }
        return CheckFlow.finish(verified, arguments, context, project)
    }
}
