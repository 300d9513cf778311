import SpecModel
import SpecOutput
import SpecPipeline
import Traceability

/// `specconform gate`: evaluates a product's release gate on a coverage report, prints the verdict as JSON.
enum GateCommand: Command {
    static let spec = CommandSpec(
        name: "gate", summary: "evaluate the release gate on a coverage report and print the verdict as JSON",
        options: [
            CommonOptions.spec, CommonOptions.traceability,
            .init(
                name: "product", valueName: "P",
                help: "the product (default: the report's product, else the spec's only product)"),
            .init(
                name: "report", valueName: "FILE",
                help: "the coverage report (default: Reports/<product>/coverage.json)"),
            .init(
                name: "baseline", valueName: "FILE",
                help: "an earlier coverage report; any ID whose status got worse fails"),
            .init(
                name: "stage", valueName: "NAME",
                help:
                    "evaluate the named release stage of the product's spec instead (repeatable; 'all' for every stage)",
                repeatable: true),
        ],
        discussion: """
            Reads Traceability/<product>/gate.json: minimum percentages per ID kind and priority, IDs that must be
            covered, waivers (an expired waiver fails) and an optional baseline. Prints
            {"pass", "failures", "regressions", "expiredWaivers", ...}. Exit 0 pass, 1 fail, 64 usage, 65 invalid input.

            With --stage, evaluates release stages (files of kind "stages") on the report instead, on their own:
            each requirement (an ID to be covered, or checks to pass; critical or report-only) says why it passed or
            not, and each stage is pass, fail or inconclusive (too little evidence; a manual stage is always
            inconclusive). Prints {"kind": "stage-result", "outcome", "stages": [...]}. Exit 0 every stage passed,
            1 one failed, 2 none failed but one is inconclusive, 64 usage (an unknown stage), 65 invalid input.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let project = context.project(arguments)
        var product = arguments.value("product")
        if product == nil && arguments.value("report") == nil {
            let (only, status) = onlyProduct(arguments, context)
            guard let only else { return status }
            product = only
        }
        guard let path = arguments.value("report") ?? product.map({ project.layout.coverageReport(of: $0) }) else {
            preconditionFailure("without a report, a product is chosen above")
        }
        let reading = Pipeline.readReport(path, project)
        guard let report = reading.report else {
            context.err.write(TextDiagnosticRenderer().render(reading.diagnostics, sources: reading.sources))
            return .invalidInput
        }
        let judged = product ?? report.product
        if !arguments.all("stage").isEmpty {
            return runStages(arguments.all("stage"), product: judged, report: report, arguments, context)
        }
        switch Pipeline.judge(
            reading, product: judged, baseline: arguments.value("baseline"), today: context.environment.today, project)
        {
        case .failure(let missing):
            context.err.write("error: \(missing.message)\n")
            return .invalidInput
        case .success(let judgement):
            guard let result = judgement.result else {
                context.err.write(TextDiagnosticRenderer().render(judgement.diagnostics, sources: judgement.sources))
                return .invalidInput
            }
            context.out.write(JSONWriter().string(result.jsonValue) + "\n")
            return result.pass ? .ok : .failure
        }
    }

    /// The product when neither `--product` nor `--report` names one: the spec's only product. Several are a usage
    /// error listing them; none (or an unreadable spec) is invalid input.
    private static func onlyProduct(_ arguments: ParsedArguments, _ context: CommandContext) -> (String?, ExitStatus) {
        let project = context.project(arguments)
        guard let loaded = context.load(project, products: []) else { return (nil, .usage) }
        switch loaded.products.count {
        case 1:
            return (loaded.products[0], .ok)
        case 0:
            let problems = loaded.diagnostics(root: project.specRoot).filter { $0.severity == .error }
            context.err.write(TextDiagnosticRenderer().render(problems, sources: loaded.sources))
            context.err.write(
                "error: gate needs --product P or --report FILE, and \(project.specRoot) holds no product\n")
            return (nil, .invalidInput)
        default:
            context.err.write(
                "error: gate needs --product P or --report FILE: \(project.specRoot) holds \(loaded.products.count) products ("
                    + loaded.products.joined(separator: ", ") + ")\nusage: \(HelpText.usage(spec))\n")
            return (nil, .usage)
        }
    }

    /// `gate --stage NAME…`: the named stages of the product's spec, judged on `report`.
    private static func runStages(
        _ names: [String], product: String, report: CoverageReport, _ arguments: ParsedArguments,
        _ context: CommandContext
    ) -> ExitStatus {
        let project = context.project(arguments)
        guard let loaded = context.load(project, products: [product]) else { return .usage }
        let diagnostics = loaded.diagnostics(root: project.specRoot)
        guard !diagnostics.hasErrors, let bundle = loaded.load.catalog.bundle(product) else {
            context.err.write(
                TextDiagnosticRenderer().render(diagnostics.filter { $0.severity == .error }, sources: loaded.sources))
            return .invalidInput
        }
        var stages: [ReleaseStage] = []
        for name in names {
            if name == "all" {
                stages += bundle.stages.filter { s in !stages.contains { $0.id == s.id } }
                continue
            }
            guard let stage = bundle.stages.first(where: { $0.id == name }) else {
                let known = bundle.stages.map(\.id)
                let hint =
                    Suggestions.didYouMean(name, among: known).map { "; did you mean \"\($0)\"?" }
                    ?? (known.isEmpty
                        ? "; the product declares no stages (no file of kind \"stages\" in \(bundle.directory))"
                        : "; known: " + known.joined(separator: ", "))
                context.err.write("error: product \(product) has no release stage \"\(name)\"\(hint)\n")
                return .usage
            }
            if !stages.contains(where: { $0.id == stage.id }) { stages.append(stage) }
        }
        if stages.isEmpty {
            context.err.write("error: product \(product) declares no release stages; nothing to evaluate\n")
            return .usage
        }
        let results = StageEvaluator.evaluate(stages, on: report, expand: bundle.expand)
        context.out.write(JSONWriter().string(StageResult.document(product: product, results)) + "\n")
        switch StageEvaluator.overall(results) {
        case .pass: return .ok
        case .fail: return .failure
        case .inconclusive: return .inconclusive
        }
    }
}
