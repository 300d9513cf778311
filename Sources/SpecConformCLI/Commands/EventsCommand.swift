import EventSchema
import Foundation
import SpecConformKit
import SpecModel
import SpecOutput

/// `specconform events --product P [FILE|-]`: checks an analytics event log against the product's event schemas and
/// policies, streaming, and prints a summary per event type and the first violations with their line numbers.
enum EventsCommand: Command {
    static let spec = CommandSpec(
        name: "events", summary: "check an analytics event log (JSON lines) against a product's event schemas and policies",
        options: [
            CommonOptions.spec,
            .init(name: "product", valueName: "P", help: "the product whose events the log holds (required unless --spec names a product folder)"),
            .init(name: "format", valueName: "FORMAT", allowed: ["text", "json", "sarif"], help: "output format (default: text)"),
            .init(name: "max-violations", valueName: "N", help: "violations listed, the first by line (default: 100); all are counted"),
            .init(name: "jobs", valueName: "N", help: "workers (default: the number of cores)"),
            .init(
                name: "export", valueName: "DIR",
                help: "write each event's schema as a plain JSON Schema 2020-12 file (<event>.schema.json) into DIR instead of checking a log"),
        ],
        positionals: [.init(name: "FILE", help: "the log, one JSON object per line; '-' or none: standard input", optional: true)],
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
        guard let product = arguments.value("product") ?? context.project(arguments).product else {
            context.err.write("error: events needs --product P\nusage: \(HelpText.usage(spec))\n")
            return .usage
        }
        var limit = 100, jobs = ProcessInfo.processInfo.activeProcessorCount
        for (name, apply) in [("max-violations", { (n: Int) in limit = n }), ("jobs", { jobs = max(1, $0) })] {
            guard let text = arguments.value(name) else { continue }
            guard let n = Int(text), n >= (name == "jobs" ? 1 : 0) else {
                context.err.write("error: --\(name) needs a \(name == "jobs" ? "positive" : "non-negative") integer, found '\(text)'\n")
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
        let validator = EventLogValidator(catalogs: (0..<jobs).map { _ in EventCatalog(bundle) }, limit: limit)
        let report: EventLogReport
        do {
            report = try validator.validate(handle)
        } catch {
            context.err.write("error: reading \(name) failed: \(error)\n")
            return .invalidInput
        }
        switch arguments.value("format") ?? "text" {
        case "json": context.out.write(JSONWriter().string(document(report, product: product, file: name)) + "\n")
        case "sarif": context.out.write(SARIFDiagnosticRenderer().render(report.diagnostics(file: name), sources: SourceFiles()))
        default:
            context.out.write(table(report, product: product, file: name))
            context.err.write(TextDiagnosticRenderer().render(report.diagnostics(file: name), sources: SourceFiles()))
        }
        return report.isClean ? .ok : .failure
    }

    /// Writes every event's schema as a standalone JSON Schema 2020-12 document, for a data platform that checks
    /// event streams at production volume with its own validator.
    static func export(_ bundle: SpecBundle, into directory: String, _ context: CommandContext) -> ExitStatus {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for event in bundle.events.sorted(by: { $0.name < $1.name }) {
                guard case .object(var schema) = event.schema.value else { continue }
                schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
                // A schema's own `$id` stays: references written against it must still resolve in the exported file.
                if schema["$id"] == nil { schema["$id"] = .string("urn:specconform:\(bundle.product):event:\(event.name)") }
                if schema["title"] == nil { schema["title"] = .string(event.name) }
                if schema["description"] == nil, let description = event.description { schema["description"] = .string(description) }
                let file = directory + "/" + event.name + ".schema.json"
                try Data((JSONWriter().string(.object(schema)) + "\n").utf8).write(to: URL(fileURLWithPath: file))
            }
        } catch {
            context.err.write("error: cannot write the schemas to \(directory): \(error)\n")
            return .internalError
        }
        context.out.write("events \(bundle.product): \(bundle.events.count) event schemas written to \(directory)\n")
        return .ok
    }

    static func table(_ report: EventLogReport, product: String, file: String) -> String {
        var rows = [["event", "lines", "invalid"]]
        for name in report.byEvent.keys.sorted() {
            let counts = report.byEvent[name]!
            rows.append([name, String(counts.events), String(counts.invalid)])
        }
        let widths = (0..<3).map { c in rows.map { $0[c].count }.max() ?? 0 }
        var text = ""
        for (i, row) in rows.enumerated() {
            text += row.enumerated().map { c, cell in
                c == 0 ? cell + String(repeating: " ", count: widths[c] - cell.count) : String(repeating: " ", count: widths[c] - cell.count) + cell
            }.joined(separator: "  ") + "\n"
            if i == 0 { text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
        }
        let shown = report.violations.count < report.violationCount ? " (the first \(report.violations.count) listed)" : ""
        text += "events \(product) \(file): \(report.events) lines, \(report.invalid) invalid, \(report.malformed) malformed, "
            + "\(report.violationCount) violation\(report.violationCount == 1 ? "" : "s")\(shown)\n"
        return text
    }

    static func document(_ report: EventLogReport, product: String, file: String) -> JSONValue {
        [
            "kind": "event-log-result", "version": 1, "product": .string(product), "file": .string(file),
            "lines": .int(report.events), "invalid": .int(report.invalid), "malformed": .int(report.malformed),
            "violationCount": .int(report.violationCount), "pass": .bool(report.isClean),
            "byEvent": .object(report.byEvent.mapValues { ["lines": .int($0.events), "invalid": .int($0.invalid)] }),
            "violations": .array(
                report.violations.map { v in
                    [
                        "line": .int(v.line), "column": .int(v.column), "event": v.event.map { .string($0) } ?? .null, "code": .string(v.code),
                        "pointer": .string(v.pointer), "message": .string(v.message),
                    ]
                }),
        ]
    }
}
