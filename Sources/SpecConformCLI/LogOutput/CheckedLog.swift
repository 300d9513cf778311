import SpecModel
import SpecOutput

/// A log checked against a product's spec (an analytics event log, a recorded trace), as `events` and `trace` print
/// it in whichever format a ``LogRenderer`` writes.
protocol CheckedLog {
    /// The text summary (a table per event type, a line of counts), for standard output.
    var summary: String { get }
    /// The result as one JSON document.
    var document: JSONValue { get }
    /// The violations, as diagnostics located in the log.
    var diagnostics: [Diagnostic] { get }
    /// Whether the log follows the spec.
    var isClean: Bool { get }
    /// Whether the text format writes the summary after the diagnostics (a trace's line of counts closes them) or
    /// before (an event log's table opens them).
    var summaryLast: Bool { get }
}
