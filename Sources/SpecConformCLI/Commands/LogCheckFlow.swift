import Foundation
import SpecModel
import SpecOutput
import SpecPipeline

/// What `events` and `trace` share: their common options, what they check a log against (the product from `--spec`
/// and `--product`, its spec bundle, their counts), and the checked log written in the `--format` chosen.
enum LogCheckFlow {
    static let format = CommandSpec.Option(
        name: "format", valueName: "FORMAT", allowed: LogRenderers.registry.formats,
        help: "output format (default: text)")
    static let maxViolations = Count(
        .init(
            name: "max-violations", valueName: "N",
            help: "violations listed, the first by line (default: 100); all are counted"),
        least: 0, default: 100)
    static let jobs = Count(
        .init(name: "jobs", valueName: "N", help: "workers (default: the number of cores)"), least: 1,
        default: ProcessInfo.processInfo.activeProcessorCount)

    /// An integer option: at least `least`, `fallback` when it is absent.
    struct Count: Sendable {
        let option: CommandSpec.Option
        let least: Int
        let fallback: Int

        init(_ option: CommandSpec.Option, least: Int, default fallback: Int) {
            self.option = option
            self.least = least
            self.fallback = fallback
        }
    }

    /// What a log is checked against: the product, its project and spec bundle, and the command's counts.
    struct Input {
        var product: String
        var project: Project
        var bundle: SpecBundle
        var counts: [String: Int]

        /// The value of `count` (its default when the option is absent).
        subscript(count: Count) -> Int { counts[count.option.name] ?? count.fallback }
    }

    /// The product `--product` names (else the product folder `--spec` names), then `counts` in order, then the
    /// product's spec bundle, loaded with no error; else the status to end with after writing why (64 for a usage
    /// error or an unknown product, 65 for an invalid spec).
    static func input(_ arguments: ParsedArguments, _ context: CommandContext, _ spec: CommandSpec, counts: [Count])
        -> Result<Input, Failure>
    {
        guard let product = arguments.value("product") ?? context.project(arguments).product else {
            context.err.write("error: \(spec.name) needs --product P\nusage: \(HelpText.usage(spec))\n")
            return .failure(Failure(status: .usage))
        }
        var values: [String: Int] = [:]
        for count in counts {
            let name = count.option.name
            guard let text = arguments.value(name) else { continue }
            guard let n = Int(text), n >= count.least else {
                context.err.write(
                    "error: --\(name) needs \(count.least == 0 ? "a non-negative" : "a positive") integer, found '\(text)'\n"
                )
                return .failure(Failure(status: .usage))
            }
            values[name] = n
        }
        let project = context.project(arguments)
        guard let input = context.load(project, products: [product]) else { return .failure(Failure(status: .usage)) }
        switch Pipeline.bundle(input, project, product: product) {
        case .failure(let error):
            context.err.write(TextDiagnosticRenderer().render(error.diagnostics, sources: error.sources))
            return .failure(Failure(status: .invalidInput))
        case .success(let bundle):
            return .success(Input(product: product, project: project, bundle: bundle, counts: values))
        }
    }

    /// Writes `log` in the `--format` chosen (the text format's diagnostics on standard error, before its summary
    /// when ``CheckedLog/summaryLast``); 0 when the log follows the spec, 1 otherwise.
    static func write(_ log: some CheckedLog, _ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let renderer =
            LogRenderers.registry.renderer(arguments.value("format") ?? "text") ?? LogRenderers.registry.renderers[0]
        let sources = SourceFiles()
        if log.summaryLast { context.err.write(renderer.standardError(log, context: sources)) }
        context.out.write(renderer.render(log, context: sources))
        if !log.summaryLast { context.err.write(renderer.standardError(log, context: sources)) }
        return log.isClean ? .ok : .failure
    }

    /// The status a command ends with early.
    struct Failure: Error {
        var status: ExitStatus
    }
}
