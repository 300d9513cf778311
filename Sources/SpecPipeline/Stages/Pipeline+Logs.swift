import Conformance
import EventSchema
import Foundation
import SpecModel

/// A checked trace: the output of ``Pipeline/checkTrace(_:against:options:trace:)``.
package struct TraceCheck: Sendable {
    package var report: TraceReport
    /// What the passing runs exercised (for `check --trace-evidence`); nil unless the options collect evidence.
    package var evidence: TraceEvidence?

    package init(report: TraceReport, evidence: TraceEvidence?) {
        self.report = report
        self.evidence = evidence
    }
}

/// One event's schema as a standalone JSON Schema 2020-12 document: an element of ``Pipeline/eventSchemas(_:)``.
package struct ExportedEventSchema: Hashable, Sendable {
    /// The event's name.
    package var event: String
    /// The file name it is written under (`<event>.schema.json`).
    package var fileName: String
    /// The document, one line ending in a newline.
    package var text: String
}

extension Pipeline {
    /// The events stage: an analytics event log (JSON lines), read from `handle` in chunks, checked against the
    /// bundle's event schemas and policies by `jobs` workers; the first `limit` violations are listed, all counted.
    package static func checkEvents(
        _ handle: FileHandle, against bundle: SpecBundle, limit: Int = 100,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> EventLogReport {
        try eventLogValidator(bundle, limit: limit, jobs: jobs).validate(handle)
    }

    /// ``checkEvents(_:against:limit:jobs:)`` on a log in memory. Pure.
    package static func checkEvents(
        _ bytes: [UInt8], against bundle: SpecBundle, limit: Int = 100,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> EventLogReport {
        eventLogValidator(bundle, limit: limit, jobs: jobs).validate(bytes: bytes)
    }

    private static func eventLogValidator(_ bundle: SpecBundle, limit: Int, jobs: Int) -> EventLogValidator {
        EventLogValidator(catalogs: (0..<jobs).map { _ in EventCatalog(bundle) }, limit: limit)
    }

    /// Every event's schema of `bundle` as a standalone JSON Schema 2020-12 document, by event name (for a data
    /// platform that checks event streams with its own validator). A schema's own `$id` stays, so references written
    /// against it still resolve; `$id`, `title` and `description` are filled in where absent. Pure.
    package static func eventSchemas(_ bundle: SpecBundle) -> [ExportedEventSchema] {
        bundle.events.sorted(by: { $0.name < $1.name }).compactMap { event in
            guard case .object(var schema) = event.schema.value else { return nil }
            schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
            if schema["$id"] == nil { schema["$id"] = .string("urn:specconform:\(bundle.product):event:\(event.name)") }
            if schema["title"] == nil { schema["title"] = .string(event.name) }
            if schema["description"] == nil, let description = event.description {
                schema["description"] = .string(description)
            }
            return ExportedEventSchema(
                event: event.name, fileName: event.name + ".schema.json",
                text: JSONWriter().string(.object(schema)) + "\n")
        }
    }

    /// The trace stage: recorded JSON-lines traces replayed per session and machine against the bundle's machines,
    /// with the evidence of the passing runs when `options` collect it (`trace` names the trace in it). Pure.
    package static func checkTrace(
        _ bytes: [UInt8], against bundle: SpecBundle, options: TraceChecker.Options = TraceChecker.Options(),
        trace: String
    ) -> TraceCheck {
        let report = TraceChecker(bundle: bundle, options: options).check(bytes)
        return TraceCheck(
            report: report,
            evidence: options.collectsEvidence ? TraceEvidence(report: report, trace: trace, bundle: bundle) : nil)
    }
}
