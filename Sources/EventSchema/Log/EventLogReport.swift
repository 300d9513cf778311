import SpecModel

/// What checking an event log found: counts per event type and the first violations, by line.
package struct EventLogReport: Hashable, Sendable {
    /// Counts for one event name.
    package struct Counts: Hashable, Sendable {
        package var events = 0
        package var invalid = 0

        package init(events: Int = 0, invalid: Int = 0) {
            self.events = events
            self.invalid = invalid
        }
    }

    /// One problem with one line.
    package struct Violation: Hashable, Sendable, Comparable {
        /// 1-based line number in the log.
        package var line: Int
        /// 1-based column for a syntax error, 1 otherwise.
        package var column: Int
        /// 0-based byte offset in the log of the line's start plus the column.
        package var offset: Int
        /// The event name, when the line named one.
        package var event: String?
        /// A stable code: `log.malformed` (not one JSON object), `log.no-name`, `log.bad-payload`, a schema error's code
        /// (`event.unknown`, `schema.required`, …) or a policy's (`policy.not-allowed`, …).
        package var code: String
        /// JSON pointer into the payload, empty for the whole line.
        package var pointer: String
        package var message: String

        package init(
            line: Int, column: Int = 1, offset: Int, event: String?, code: String, pointer: String = "", message: String
        ) {
            self.line = line
            self.column = column
            self.offset = offset
            self.event = event
            self.code = code
            self.pointer = pointer
            self.message = message
        }

        package static func < (a: Violation, b: Violation) -> Bool {
            (a.line, a.column, a.code, a.pointer, a.message) < (b.line, b.column, b.code, b.pointer, b.message)
        }
    }

    /// Non-empty lines read.
    package var events = 0
    /// Lines with at least one violation.
    package var invalid = 0
    /// Lines that were not one JSON object with a name.
    package var malformed = 0
    /// Counts per event name (malformed lines and lines without a name are not here).
    package var byEvent: [String: Counts] = [:]
    /// The first violations by line, at most the limit asked for.
    package var violations: [Violation] = []
    /// Every violation found, including those past the limit.
    package var violationCount = 0

    package init() {}

    /// Whether every line was a valid event.
    package var isClean: Bool { invalid == 0 && malformed == 0 }

    /// Adds `other` (a later or parallel part of the same log), keeping the first `limit` violations by line.
    mutating func merge(_ other: EventLogReport, limit: Int) {
        events += other.events
        invalid += other.invalid
        malformed += other.malformed
        violationCount += other.violationCount
        for (name, counts) in other.byEvent {
            byEvent[name, default: Counts()].events += counts.events
            byEvent[name, default: Counts()].invalid += counts.invalid
        }
        guard limit > 0, let first = other.violations.first else { return }
        if violations.last.map({ $0 < first }) ?? true, other.violations.isSorted {
            // A later part (the usual case): its violations follow ours, so no sort is needed.
            if violations.count < limit { violations += other.violations.prefix(limit - violations.count) }
        } else {
            violations = Array((violations + other.violations).sorted().prefix(limit))
        }
    }

    /// The violations as diagnostics on `file` (for text, JSON and SARIF rendering).
    package func diagnostics(file: String) -> [Diagnostic] {
        violations.map { v in
            Diagnostic.error(
                v.code, (v.event.map { "event \"\($0)\": " } ?? "") + v.message, file: file,
                at: SourceLocation(line: v.line, column: v.column, offset: v.offset),
                pointer: v.pointer.isEmpty ? nil : v.pointer)
        }
    }
}

extension Array where Element: Comparable {
    /// Whether the elements are in ascending order.
    fileprivate var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
