import Conformance
import Foundation
import SpecModel
import SpecOutput
import SpecPipeline

/// `specconform trace --product P [FILE|-]`: checks JSON-lines traces a running system recorded against the
/// product's machines.
enum TraceCommand: Command {
    static let spec = CommandSpec(
        name: "trace", summary: "check recorded traces (JSON lines of state changes) against a product's machines",
        options: [
            CommonOptions.spec,
            .init(
                name: "product", valueName: "P",
                help: "the product whose machines the trace follows (required unless --spec names a product folder)"),
            LogCheckFlow.format, LogCheckFlow.maxViolations.option, maxCandidates.option, LogCheckFlow.jobs.option,
            .init(
                name: "evidence", valueName: "FILE",
                help: "also write what the passing runs exercised, for check --trace-evidence"),
        ],
        positionals: [.init(name: "FILE", help: "the trace; '-' or none: standard input", optional: true)],
        discussion: """
            A record is {"session", "machine", "event", "data"?, "state" (after the step), "emitted"?: [name |
            {"name", "payload"}], "context"? (first record of a run)}. Each (session, machine) is replayed from the
            machine's initial state: every step must be the spec's move, end in the recorded state and emit what the
            transition declares, valid against the event schemas. For a statechart, "state" is the observed
            configuration: the active atomic states joined by " + " (any order), each step a macrostep of the
            statechart interpreter. Guards are evaluated on the known context; where a
            guard reads event data a record does not carry (or a field computed from it), every branch is carried as
            a candidate and the recorded states and emits prune them; past --max-candidates, candidates in the same
            state are merged and the run is reported as widened (a warning). A run that leaves the spec is reported
            once, at the first step no candidate explains, with the steps that matched, the moves the spec allowed,
            the false guards and the values they read; its later steps are skipped. --evidence writes the IDs the
            passing runs exercised (states, transitions every candidate took, emitted events), which check
            --trace-evidence counts as `trace` evidence where the policy names it. Exit codes: 0 every run follows
            the spec; 1 a violation; 64 usage; 65 unreadable trace or invalid spec.
            """)

    static let maxCandidates = LogCheckFlow.Count(
        .init(
            name: "max-candidates", valueName: "N",
            help: "candidate configurations a run may carry before they are merged (default: 64)"),
        least: 1, default: 64)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let input: LogCheckFlow.Input
        switch LogCheckFlow.input(
            arguments, context, spec, counts: [LogCheckFlow.maxViolations, maxCandidates, LogCheckFlow.jobs])
        {
        case .failure(let failure): return failure.status
        case .success(let value): input = value
        }
        let (project, bundle, candidates) = (input.project, input.bundle, input[maxCandidates])
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
        let options = TraceChecker.Options(
            maximumCandidates: candidates, jobs: input[LogCheckFlow.jobs], collectsEvidence: evidencePath != nil)
        let checked = Pipeline.checkTrace(bytes, against: bundle, options: options, trace: name)
        let report = checked.report
        if let evidencePath, let evidence = checked.evidence {
            do {
                try Data((JSONWriter().string(evidence.json) + "\n").utf8).write(
                    to: URL(fileURLWithPath: project.resolve(evidencePath)), options: .atomic)
            } catch {
                context.err.write(
                    "error: cannot write the trace evidence to \(project.resolve(evidencePath)): \(error)\n")
                return .internalError
            }
        }
        return LogCheckFlow.write(
            CheckedTrace(
                report: report, product: input.product, file: name, limit: input[LogCheckFlow.maxViolations],
                candidates: candidates),
            arguments, context)
    }
}
