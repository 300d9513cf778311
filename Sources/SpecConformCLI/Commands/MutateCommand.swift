import Foundation
import SpecDiff
import SpecModel
import SpecMutation
import SpecOutput
import SpecPipeline
import SubjectProtocol

/// `specconform mutate`: spec mutation testing. Every mutant of the spec (one small change of one element) is run
/// in-process against the unchanged implementation; a sound suite fails on each. `mutate diff OLD NEW` compares two
/// JSON reports.
enum MutateCommand: Command {
    static let spec = CommandSpec(
        name: "mutate", summary: "score the checks against mutants of the spec (spec mutation testing)",
        options: [
            CommonOptions.spec, CommonOptions.traceability, CommonOptions.product,
            .init(
                name: "operators", valueName: "LIST",
                help: "comma-separated operators to apply (default: all): "
                    + MutationOperators.names.joined(separator: ", "),
                repeatable: true),
            .init(
                name: "mutant", valueName: "ID", help: "only this mutant (repeatable), e.g. to re-run a survivor",
                repeatable: true),
            .init(name: "jobs", valueName: "N", help: "mutants run at once (default: the number of cores)"),
            .init(
                name: "format", valueName: "FORMAT", allowed: MutationRenderers.registry.formats,
                help: "report format on stdout (default: text)"),
            .init(
                name: "since", valueName: "REF",
                help: "only mutants of elements changed since a git ref (git:<ref> or <ref>) or a folder"),
            .init(name: "quiet", valueName: nil, help: "no progress bar"),
        ],
        positionals: [
            .init(name: "diff", help: "'diff' to compare two reports instead of running mutants", optional: true),
            .init(name: "old", help: "with diff: the earlier JSON report", optional: true),
            .init(name: "new", help: "with diff: the later JSON report", optional: true),
        ],
        discussion: """
            A mutant is killed when a check fails against it, survives when every check passes although some reached the
            mutated element, and is not covered when none reached it; a mutant whose spec does not compile or whose checks
            cannot run is invalid (CompileError, RuntimeError) and left out of the score. Score: killed / (killed +
            survived + not covered). Equivalent mutants are declared in Traceability/<product>/mutation.json and listed
            apart; gate.json's minimumMutationScore sets the lowest score accepted. See docs/MUTATION.md.
            Exit codes: 0 done (and every minimum met); 1 a score below its minimum, a failing baseline, or (diff) a
            regression; 64 usage; 65 invalid input.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        if let first = arguments.positionals.first {
            guard first == "diff" else {
                context.err.write(
                    "error: unexpected argument '\(first)'; did you mean 'mutate diff OLD.json NEW.json'?\nusage: \(HelpText.usage(spec))\n"
                )
                return .usage
            }
            return diff(arguments, context)
        }
        var operators: [String] = []
        for name in arguments.all("operators").flatMap({
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }) {
            guard MutationOperators.names.contains(name) else {
                let hint =
                    Suggestions.didYouMean(name, among: MutationOperators.names).map { "; did you mean '\($0)'?" } ?? ""
                context.err.write(
                    "error: unknown operator '\(name)'\(hint); operators: \(MutationOperators.names.joined(separator: ", "))\n"
                )
                return .usage
            }
            operators.append(name)
        }
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let text = arguments.value("jobs") {
            guard let n = Int(text), n > 0 else {
                context.err.write("error: --jobs needs a positive integer, found '\(text)'\n")
                return .usage
            }
            jobs = n
        }
        let renderer =
            MutationRenderers.registry.renderer(arguments.value("format") ?? "text")
            ?? MutationRenderers.registry.renderers[0]
        let quiet = arguments.flag("quiet")

        let project = context.project(arguments)
        guard let input = context.load(project, products: arguments.all("product")) else { return .usage }
        var prepared = Pipeline.prepare(input, project)
        let subjectsFiles = context.readSubjects(&prepared, project)
        let planning = Pipeline.planMutants(prepared, project, operators: operators)
        let (sources, diagnostics) = (planning.sources, planning.diagnostics)
        var plans = planning.plans
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        context.err.write(TextDiagnosticRenderer().render(shown.sorted(), sources: sources))
        if diagnostics.hasErrors {
            context.err.write("mutate: invalid input; no mutant run\n")
            return .invalidInput
        }
        switch Pipeline.selectMutants(arguments.all("mutant"), from: plans) {
        case .failure(let error):
            context.err.write("error: \(error.message)\n")
            return .usage
        case .success(let selected):
            plans = selected
        }
        if let since = arguments.value("since") {
            switch changed(since: since, plans: plans, prepared: prepared.products, context: context) {
            case .none: return .invalidInput
            case .some(let selected): plans = selected
            }
        }

        var products: [ProductMutation] = []
        for (plan, product) in zip(plans, prepared.products) {
            // A product with a subjects.json runs its mutants through its subject processes, kept alive across them.
            var external: ExternalSubjects?
            if let file = subjectsFiles[product.product] {
                external = context.startSubjects(
                    file, product, project, sources: sources, command: "mutate", quiet: quiet, budgeted: false)
                if external == nil { return .invalidInput }
            }
            defer { external?.close() }
            let runner = MutationRunner(
                subjects: external?.subjects ?? context.environment.subjects,
                rules: external?.rules ?? context.environment.rules, jobs: jobs)
            let bar: ProgressBar? =
                context.environment.stderrIsTerminal && !quiet
                ? ProgressBar(product: product.product, sink: context.err) : nil
            var progress: (@Sendable (Int, Int) -> Void)? = nil
            if let bar { progress = { done, total in bar.update(done, total) } }
            let result = Pipeline.mutate(plan, product, runner: runner, sources: sources, progress: progress)
            bar?.finish()
            switch result {
            case .failure(let failure):
                context.err.write(TextDiagnosticRenderer().render(failure.diagnostics, sources: sources))
                context.err.write("mutate: \(failure.message)\n")
                return .failure
            case .success(let mutation):
                products.append(mutation)
            }
        }
        let report = MutationReport(products: products)
        context.out.write(renderer.render(report, context: MutationRenderContext(version: SpecConform.version)))
        if renderer.format != "text" {
            for product in report.products { context.err.write(product.headlineForSummary + "\n") }
        }
        for product in report.products where !product.meetsMinimum {
            context.err.write(
                "mutate \(product.product): score \(product.score.scoreText) is below the gate's minimum mutation score \(product.minimumScore.map { "\($0)" } ?? "")\n"
            )
        }
        return report.meetsMinimums ? .ok : .failure
    }

    /// `--since`: each plan keeps the mutants of elements changed since `since`; nil (after an error) when the base
    /// cannot be read.
    private static func changed(
        since: String, plans: [MutationPlan], prepared: [PreparedProduct], context: CommandContext
    ) -> [MutationPlan]? {
        let folder = since.hasPrefix("/") ? since : context.environment.workingDirectory + "/" + since
        var isDirectory: ObjCBool = false
        let argument =
            since.hasPrefix("git:")
                || !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue)
            ? (since.hasPrefix("git:") ? since : "git:" + since) : since
        switch SnapshotReader.read(argument, workingDirectory: context.environment.workingDirectory) {
        case .failure(let error):
            context.err.write("error: --since: \(error.message)\n")
            return nil
        case .success(let snapshot):
            switch Pipeline.mutantsChanged(since: snapshot, plans: plans, prepared) {
            case .failure(let error):
                context.err.write(TextDiagnosticRenderer().render(error.diagnostics, sources: error.sources))
                context.err.write("mutate: the spec at \(since) has errors; cannot tell what changed\n")
                return nil
            case .success(let selected):
                return selected
            }
        }
    }

    /// `mutate diff OLD NEW`.
    private static func diff(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard arguments.positionals.count == 3 else {
            context.err.write(
                "error: mutate diff needs <old> and <new> JSON reports\nusage: specconform mutate diff <old> <new>\n")
            return .usage
        }
        var reports: [[UInt8]] = []
        for path in arguments.positionals.dropFirst() {
            let disk = path.hasPrefix("/") ? path : context.environment.workingDirectory + "/" + path
            guard let data = FileManager.default.contents(atPath: disk) else {
                context.err.write("error: cannot read \(path)\n")
                return .invalidInput
            }
            reports.append([UInt8](data))
        }
        let (old, new) = (arguments.positionals[1], arguments.positionals[2])
        let diff: MutationReportDiff
        switch Pipeline.compareMutationReports(reports[0], file: old, reports[1], file: new) {
        case .failure(let error):
            context.err.write(TextDiagnosticRenderer().render(error.diagnostics, sources: error.sources))
            return .invalidInput
        case .success(let value):
            diff = value
        }
        context.out.write(diff.renderText(oldLabel: arguments.positionals[1], newLabel: arguments.positionals[2]))
        return diff.regressed ? .failure : .ok
    }
}

extension ProductMutation {
    /// The one-line summary written to stderr when stdout holds a machine-readable report.
    var headlineForSummary: String {
        "mutate \(product): \(score.total) mutants, score \(score.scoreText)"
    }
}

/// A progress bar on stderr, redrawn in place, for terminals only.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let product: String
    private let sink: TextSink
    private var shown = -1

    init(product: String, sink: TextSink) {
        self.product = product
        self.sink = sink
    }

    func update(_ done: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let percent = total == 0 ? 100 : done * 100 / total
        guard percent != shown else { return }
        shown = percent
        sink.write(
            "\r\(product) [" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                + "] \(done)/\(total)")
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown >= 0 { sink.write("\n") }
    }
}
