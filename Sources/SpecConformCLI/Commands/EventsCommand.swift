import EventSchema
import Foundation
import SpecModel
import SpecOutput
import SpecPipeline

/// `specconform events --product P [FILE|-]`: checks an analytics event log against the product's event schemas and
/// policies, streaming, and prints a summary per event type and the first violations with their line numbers.
enum EventsCommand: Command {
    static let spec = CommandSpec(
        name: "events",
        summary: "check an analytics event log (JSON lines) against a product's event schemas and policies",
        options: [
            CommonOptions.spec,
            .init(
                name: "product", valueName: "P",
                help: "the product whose events the log holds (required unless --spec names a product folder)"),
            LogCheckFlow.format, LogCheckFlow.maxViolations.option, LogCheckFlow.jobs.option,
            .init(
                name: "export", valueName: "DIR",
                help:
                    "write each event's schema as a plain JSON Schema 2020-12 file (<event>.schema.json) into DIR instead of checking a log"
            ),
        ],
        positionals: [
            .init(name: "FILE", help: "the log, one JSON object per line; '-' or none: standard input", optional: true)
        ],
        discussion: """
            A line is {"name": "<event>", "payload": {...}, "conditions": [...]} ("event" may stand for "name",
            "properties" for "payload"; no payload is {}). Every line's event must be declared and its payload valid
            against the event's schema and, under the line's conditions, its policies. The log is read in chunks, so
            memory stays flat; malformed lines are reported with their line and column and the rest is still checked.
            Text: a table per event type on stdout, violations on stderr as file:line:col. JSON: one document with
            the counts and the violations. SARIF: the violations as a SARIF 2.1.0 log.
            Exit codes: 0 every line valid; 1 a violation; 64 usage; 65 unreadable log or invalid spec.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let input: LogCheckFlow.Input
        switch LogCheckFlow.input(arguments, context, spec, counts: [LogCheckFlow.maxViolations, LogCheckFlow.jobs]) {
        case .failure(let failure): return failure.status
        case .success(let value): input = value
        }
        let (project, bundle) = (input.project, input.bundle)
        if let directory = arguments.value("export") {
            return export(bundle, into: project.resolve(directory), context)
        }
        let path = arguments.positionals.first ?? "-"
        let name = path == "-" ? "<stdin>" : path
        let handle: FileHandle
        if path == "-" {
            handle = .standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: project.resolve(path)) else {
                context.err.write("error: cannot read the event log \(project.resolve(path))\n")
                return .invalidInput
            }
            handle = opened
        }
        let report: EventLogReport
        do {
            report = try Pipeline.checkEvents(
                handle, against: bundle, limit: input[LogCheckFlow.maxViolations], jobs: input[LogCheckFlow.jobs])
        } catch {
            context.err.write("error: reading \(name) failed: \(error)\n")
            return .invalidInput
        }
        return LogCheckFlow.write(
            CheckedEventLog(report: report, product: input.product, file: name), arguments, context)
    }

    /// Writes every event's schema as a standalone JSON Schema 2020-12 document, for a data platform that checks
    /// event streams at production volume with its own validator.
    static func export(_ bundle: SpecBundle, into directory: String, _ context: CommandContext) -> ExitStatus {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for schema in Pipeline.eventSchemas(bundle) {
                try Data(schema.text.utf8).write(to: URL(fileURLWithPath: directory + "/" + schema.fileName))
            }
        } catch {
            context.err.write("error: cannot write the schemas to \(directory): \(error)\n")
            return .internalError
        }
        context.out.write("events \(bundle.product): \(bundle.events.count) event schemas written to \(directory)\n")
        return .ok
    }
}
