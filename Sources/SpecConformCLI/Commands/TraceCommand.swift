import Conformance
import Foundation
import SpecConformKit
import SpecModel
import SpecOutput

/// `specconform trace --product P [FILE|-]`: checks JSON-lines traces a running system recorded against the
/// product's machines.
enum TraceCommand: Command {
    static let spec = CommandSpec(
        name: "trace", summary: "check recorded traces (JSON lines of state changes) against a product's machines",
        options: [
            CommonOptions.spec,
            .init(name: "product", valueName: "P", help: "the product whose machines the trace follows (required unless --spec names a product folder)"),
            .init(name: "format", valueName: "FORMAT", allowed: ["text", "json", "sarif"], help: "output format (default: text)"),
            .init(name: "max-violations", valueName: "N", help: "violations listed, the first by line (default: 100); all are counted"),
            .init(name: "max-candidates", valueName: "N", help: "candidate configurations a run may carry before they are merged (default: 64)"),
            .init(name: "jobs", valueName: "N", help: "workers (default: the number of cores)"),
            .init(name: "evidence", valueName: "FILE", help: "also write what the passing runs exercised, for check --trace-evidence"),
        ],
        positionals: [.init(name: "FILE", help: "the trace; '-' or none: standard input", optional: true)],
        discussion: """
            A record is {"session", "machine", "event", "data"?, "state" (after the step), "emitted"?: [name |
            {"name", "payload"}], "context"? (first record of a run)}. Each (session, machine) is replayed from the
            machine's initial state: every step must be the spec's move, end in the recorded state and emit what the
            transition declares, valid against the event schemas. Guards are evaluated on the known context; where a
            guard reads event data a record does not carry (or a field computed from it), every branch is carried as
            a candidate and the recorded states and emits prune them; past --max-candidates, candidates in the same
            state are merged and the run is reported as widened (a warning). A run that leaves the spec is reported
            once, at the first step no candidate explains, with the steps that matched, the moves the spec allowed,
            the false guards and the values they read; its later steps are skipped. --evidence writes the IDs the
            passing runs exercised (states, transitions every candidate took, emitted events), which check
            --trace-evidence counts as `trace` evidence where the policy names it. Exit codes: 0 every run follows
            the spec; 1 a violation; 64 usage; 65 unreadable trace or invalid spec.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard let product = arguments.value("product") ?? context.project(arguments).product else {
            context.err.write("error: trace needs --product P\nusage: \(HelpText.usage(spec))\n")
            return .usage
        }
        var limit = 100, candidates = 64, jobs = ProcessInfo.processInfo.activeProcessorCount
        for (name, least, apply) in [
            ("max-violations", 0, { (n: Int) in limit = n }), ("max-candidates", 1, { candidates = $0 }), ("jobs", 1, { jobs = $0 }),
        ] {
            guard let text = arguments.value(name) else { continue }
            guard let n = Int(text), n >= least else {
                context.err.write("error: --\(name) needs \(least == 0 ? "a non-negative" : "a positive") integer, found '\(text)'\n")
                return .usage
            }
            apply(n)
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
        let evidencePath = arguments.value("evidence")
        let options = TraceChecker.Options(maximumCandidates: candidates, jobs: jobs, collectsEvidence: evidencePath != nil)
        let report = TraceChecker(bundle: bundle, options: options).check(bytes)
        if let evidencePath {
            let evidence = TraceEvidence(report: report, trace: name, bundle: bundle)
            do {
                try Data((JSONWriter().string(evidence.json) + "\n").utf8).write(to: URL(fileURLWithPath: project.resolve(evidencePath)), options: .atomic)
            } catch {
                context.err.write("error: cannot write the trace evidence to \(project.resolve(evidencePath)): \(error)\n")
                return .internalError
            }
        }
        let diagnostics = report.diagnostics(file: name, limit: limit)
        switch arguments.value("format") ?? "text" {
        case "json": context.out.write(JSONWriter().string(report.document(product: product, file: name, limit: limit)) + "\n")
        case "sarif": context.out.write(SARIFDiagnosticRenderer().render(diagnostics, sources: SourceFiles()))
        default:
            context.err.write(TextDiagnosticRenderer().render(diagnostics, sources: SourceFiles()))
            context.out.write(summary(report, product: product, file: name, limit: limit, candidates: candidates))
        }
        return report.isClean ? .ok : .failure
    }

    /// The one line `trace` prints on stdout, with what was uncertain when something was.
    static func summary(_ report: TraceReport, product: String, file: String, limit: Int, candidates: Int) -> String {
        var text = "trace \(product) \(file): \(report.steps) steps in \(report.runs) runs, \(report.matched) followed the spec, "
            + "\(report.violations.count) violation\(report.violations.count == 1 ? "" : "s"), \(report.skipped) skipped after one"
        if report.violations.count > limit { text += " (the first \(limit) listed)" }
        if report.ambiguousRuns > 0 {
            text += "; \(report.ambiguousRuns) run\(report.ambiguousRuns == 1 ? "" : "s") ended with several candidate configurations"
        }
        if report.widenedRuns > 0 {
            text += "; \(report.widenedRuns) run\(report.widenedRuns == 1 ? "" : "s") widened past \(candidates) candidates (checked less precisely)"
        }
        return text + "\n"
    }
}
