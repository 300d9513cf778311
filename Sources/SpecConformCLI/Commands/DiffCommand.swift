import SpecDiff
import SpecModel
import SpecOutput
import SpecPipeline

/// `specconform diff <base> <revision>`: what a spec change breaks, judged by the rule catalogue.
enum DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff", summary: "compare two versions of a spec and report what the change breaks",
        options: [
            CommonOptions.product,
            .init(
                name: "fail-on", valueName: "LEVEL", allowed: ["error", "warning"],
                help: "the level that fails (default: error)"),
            .init(
                name: "format", valueName: "FORMAT", allowed: DiffRenderers.registry.formats,
                help: "output format (default: text)"),
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
        let renderer =
            DiffRenderers.registry.renderer(arguments.value("format") ?? "text") ?? DiffRenderers.registry.renderers[0]
        var snapshots: [Snapshot] = []
        for argument in arguments.positionals {
            switch SnapshotReader.read(argument, workingDirectory: context.environment.workingDirectory) {
            case .failure(let error):
                context.err.write("error: \(error.message)\n")
                return .invalidInput
            case .success(let snapshot):
                snapshots.append(snapshot)
            }
        }
        let report: DiffReport
        switch Pipeline.diff(
            base: snapshots[0], revision: snapshots[1], products: arguments.all("product"),
            today: context.environment.today)
        {
        case .failure(.invalidInput(let error)):
            context.err.write(TextDiagnosticRenderer().render(error.diagnostics, sources: error.sources))
            return .invalidInput
        case .failure(let failure):
            context.err.write("error: \(failure.message)\n")
            return .usage
        case .success(let value):
            report = value
        }
        let rendered = renderer.render(
            report, context: DiffRenderContext(failOn: failOn, toolVersion: SpecConform.version))
        context.out.write(rendered)
        if renderer.format != "text" { context.err.write("diff: \(report.summary)\n") }
        return report.fails(at: failOn) ? .failure : .ok
    }
}
