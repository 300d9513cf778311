import SpecConformKit
import SpecModel

/// `specconform merge`: the reports of a run in shards (`check --shard i/n`), byte-identical to an unsharded `check`.
enum MergeCommand: Command {
    static let spec = CommandSpec(
        name: "merge", summary: "combine the shard files of 'check --shard', write the reports and evaluate the gate",
        options: CheckFlow.reportOptions + [
            .init(
                name: "from", valueName: "DIR",
                help: "where the shard files are, in one folder per product: DIR/<product>/shard-*.json (default: the --out folder)")
        ],
        discussion: """
            Reads every product's shard files and checks that they are one complete set of this run: shards 1 to N
            of one N, each once, written by this version of specconform from the same spec and traceability files
            (a SHA-256 digest of them is in every shard file). Any problem is reported with the file's name, exits
            65 and writes no report. Then the checks are planned again (no check runs), the shards' results are put
            together, and coverage is evaluated, written and gated exactly as 'check' does: the same reports, byte
            for byte, the same summary table and the same exit codes: 0 every check and gate passed; 1 a check or
            gate failed; 64 usage; 65 invalid input or shard files; 70 internal error.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let project: Project, prepared: Preparation
        switch CheckFlow.prepare(arguments, context, command: "merge") {
        case .failure(let failure): return failure.status
        case .success(let value): (project, prepared, _) = value
        }
        let environment = context.environment
        let from = arguments.value("from") ?? arguments.value("out") ?? "Reports"
        var verified: [Verification] = []
        var invalid = false
        for product in prepared.products {
            let inputs = Pipeline.inputDigest(of: product, in: prepared, project)
            let read = Pipeline.readShards(
                of: product, from: from + "/" + product.product, inputs: inputs, version: SpecConform.version, project)
            context.err.write(TextDiagnosticRenderer().render(read.diagnostics, sources: prepared.sources))
            guard let shards = read.shards else {
                invalid = true
                continue
            }
            let merged = Pipeline.merge(product, shards: shards, subjects: environment.subjects, checks: environment.rules)
            context.err.write(TextDiagnosticRenderer().render(merged.diagnostics, sources: prepared.sources))
            guard let run = merged.run else {
                invalid = true
                continue
            }
            guard CheckFlow.admit(run, prepared, arguments, context, command: "merge") else { return .invalidInput }
            verified.append(Pipeline.verification(of: run, product, today: environment.today))
        }
        if invalid {
            context.err.write("merge: the shard files are not one complete set of this run; no report written\n")
            return .invalidInput
        }
        return CheckFlow.finish(verified, arguments, context, project)
    }
}
