import Conformance
import Foundation
import SpecConformKit
import SpecModel

/// `specconform trace --product P [FILE|-]`: checks JSON-lines traces a running system recorded against the
/// product's machines.
enum TraceCommand: Command {
    static let spec = CommandSpec(
        name: "trace", summary: "check recorded traces (JSON lines of state changes) against a product's machines",
        options: [
            CommonOptions.spec,
            .init(name: "product", valueName: "P", help: "the product whose machines the trace follows (required)"),
            .init(name: "format", valueName: "FORMAT", allowed: ["text", "json", "sarif"], help: "output format (default: text)"),
        ],
        positionals: [.init(name: "FILE", help: "the trace; '-' or none: standard input", optional: true)],
        discussion: """
            A record is {"session", "machine", "event", "data"?, "state" (after the step), "emitted"?: [name |
            {"name", "payload"}], "context"? (first record of a run)}. Each (session, machine) is replayed from the
            machine's initial state: every step must be the spec's move, end in the recorded state and emit what the
            transition declares, valid against the event schemas. A run that leaves the spec is reported once, at
            the first such step, with the steps that matched, the moves the spec allowed and the guards that were
            false; its later steps are skipped. Exit codes: 0 every run follows the spec; 1 a violation; 64 usage;
            65 unreadable trace or invalid spec.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard let product = arguments.value("product") else {
            context.err.write("error: trace needs --product P\nusage: \(HelpText.usage(spec))\n")
            return .usage
        }
        let project = context.project(arguments)
        guard let input = context.load(project, products: [product]) else { return .usage }
        let problems = input.diagnostics(root: project.specRoot).filter { $0.severity == .error }
        guard problems.isEmpty, let bundle = input.load.catalog.bundle(product) else {
            context.err.write(TextDiagnosticRenderer().render(problems, sources: input.sources))
            return .invalidInput
        }
        let path = arguments.positionals.first ?? "-"
        let name = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        if path == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            guard let read = project.read(path) else {
                context.err.write("error: cannot read the trace \(project.resolve(path))\n")
                return .invalidInput
            }
            bytes = read
        }
        let report = TraceChecker(bundle: bundle).check(bytes)
        let diagnostics = report.diagnostics(file: name)
        switch arguments.value("format") ?? "text" {
        case "json": context.out.write(JSONDiagnosticRenderer().render(diagnostics, sources: SourceFiles()))
        case "sarif": context.out.write(SARIFDiagnosticRenderer().render(diagnostics, sources: SourceFiles()))
        default:
            context.err.write(TextDiagnosticRenderer().render(diagnostics, sources: SourceFiles()))
            context.out.write(
                "trace \(product) \(name): \(report.steps) steps in \(report.runs) runs, \(report.matched) followed the spec, "
                    + "\(report.violations.count) violation\(report.violations.count == 1 ? "" : "s"), \(report.skipped) skipped after one\n")
        }
        return report.isClean ? .ok : .failure
    }
}
