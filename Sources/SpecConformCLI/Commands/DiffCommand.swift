import SpecConformKit
import SpecDiff
import SpecModel
import SpecOutput

/// `specconform diff <base> <revision>`: what a spec change breaks, judged by the rule catalogue.
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff", summary: "compare two versions of a spec and report what the change breaks",
        options: [
            CommonOptions.product,
            .init(name: "fail-on", valueName: "LEVEL", allowed: ["error", "warning"], help: "the level that fails (default: error)"),
            .init(name: "format", valueName: "FORMAT", allowed: DiffRenderers.registry.formats, help: "output format (default: text)"),
        ],
        positionals: [
            .init(name: "base", help: "a folder (a project root holding Spec/, or a spec root) or git:<ref>"),
            .init(name: "revision", help: "a folder or git:<ref>"),
        ],
        discussion: """
            Elements are matched by ID (features, journeys, machines, states, events, endpoints, modules, rules), transitions by
            (machine, from, event, guard); declared renames (formerIds) are one finding. Accepted changes are read from the
            revision's Traceability/<product>/accepted-changes.json.
            Exit codes: 0 nothing reaches --fail-on; 1 something does; 64 usage; 65 unreadable or invalid input.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard arguments.positionals.count == 2 else {
            context.err.write("error: diff needs <base> and <revision>\nusage: \(HelpText.usage(spec))\n")
            return .usage
        }
        let failOn = FindingLevel(rawValue: arguments.value("fail-on") ?? "error") ?? .error
        let renderer = DiffRenderers.registry.renderer(arguments.value("format") ?? "text") ?? DiffRenderers.registry.renderers[0]
        var loaded: [LoadedSnapshot] = []
        for argument in arguments.positionals {
            switch SnapshotReader.read(argument, workingDirectory: context.environment.workingDirectory) {
            case .failure(let error):
                context.err.write("error: \(error.message)\n")
                return .invalidInput
            case .success(let snapshot):
                loaded.append(LoadedSnapshot(snapshot))
            }
        }
        var base = loaded[0], revision = loaded[1]
        let available = Array(Set(base.products + revision.products)).sorted()
        for product in arguments.all("product") where !available.contains(product) {
            let hint = Suggestions.didYouMean(product, among: available).map { "; did you mean '\($0)'?" } ?? ""
            context.err.write("error: no product '\(product)' in either side (products: \(available.joined(separator: ", ")))\(hint)\n")
            return .usage
        }
        let products = arguments.all("product").isEmpty ? available : available.filter { arguments.all("product").contains($0) }
        var findings: [Finding] = []
        for product in products {
            let b = base.side(product), r = revision.side(product)
            let accepted = revision.accepted(product)
            findings += SpecDiffer().diff(base: b, revision: r, accepted: accepted, today: context.environment.today)
        }
        let problems = (base.diagnostics + revision.diagnostics).filter { $0.severity == .error }
        if !problems.isEmpty {
            var sources = SourceFiles(base.sources)
            for (path, bytes) in revision.sources { sources.add(path, bytes: bytes) }
            context.err.write(TextDiagnosticRenderer().render(problems.sorted(), sources: sources))
            return .invalidInput
        }
        let report = DiffReport(baseLabel: base.snapshot.label, revisionLabel: revision.snapshot.label, findings: findings)
        let rendered = renderer.render(report, context: DiffRenderContext(failOn: failOn, toolVersion: SpecConform.version))
        context.out.write(rendered)
        if renderer.format != "text" { context.err.write("diff: \(report.summary)\n") }
        return report.fails(at: failOn) ? .failure : .ok
    }
}
