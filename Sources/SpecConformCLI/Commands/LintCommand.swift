import SpecModel
import SpecOutput
import SpecPipeline

/// `specconform lint`: checks spec files and prints every problem found.
enum LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint", summary: "check spec files: syntax, types, unknown keys, IDs, references, machines, claims",
        options: [
            CommonOptions.spec, CommonOptions.product, CommonOptions.diagnosticsFormat,
            .init(name: "strict", valueName: nil, help: "warnings fail too (exit 1)"),
        ],
        discussion: """
            With --format text, diagnostics go to stderr and a summary line to stdout. With json, sarif or
            github, the rendered document goes to stdout (redirect it to a file) and the summary to stderr.
            Exit codes: 0 clean; 1 lint errors (or warnings with --strict); 64 usage; 65 unreadable or invalid files.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let project = context.project(arguments)
        let renderer =
            DiagnosticRenderers.registry.renderer(arguments.value("format") ?? "text") ?? TextDiagnosticRenderer()
        guard let input = context.load(project, products: arguments.all("product")) else { return .usage }
        let lint = Pipeline.lint(input, project)
        let (errors, warnings) = (lint.errors, lint.warnings)
        let rendered = renderer.render(lint.diagnostics, sources: lint.sources)
        let summary =
            "lint: \(lint.products.count) product\(lint.products.count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        if renderer.format == "text" {
            context.err.write(rendered)
            context.out.write(summary)
        } else {
            context.out.write(rendered.hasSuffix("\n") || rendered.isEmpty ? rendered : rendered + "\n")
            context.err.write(summary)
        }
        if lint.hasLoadErrors { return .invalidInput }
        if lint.fails(strict: arguments.flag("strict")) { return .failure }
        return .ok
    }
}
