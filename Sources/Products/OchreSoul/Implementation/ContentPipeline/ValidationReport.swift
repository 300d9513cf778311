import Foundation

/// Severity of a validator entry.
package enum ValidationSeverity: String, Codable, Sendable {
    case error, warn, pass
}

/// One validator entry: machine-readable and actionable.
package struct ValidationEntry: Codable, Equatable, Sendable {
    package let severity: ValidationSeverity
    /// Stable dotted code, e.g. "geometry.tiny_region".
    package let code: String
    /// Actionable message naming what to fix.
    package let message: String

    /// Creates an entry.
    package init(_ severity: ValidationSeverity, _ code: String, _ message: String) {
        self.severity = severity
        self.code = code
        self.message = message
    }
}

/// The `oands bundle validate` report.
package struct ValidationReport: Codable, Equatable, Sendable {
    /// Entries sorted by severity, code and message.
    package let entries: [ValidationEntry]

    /// Creates a report (sorted for deterministic output).
    package init(entries: [ValidationEntry]) {
        let order: [ValidationSeverity: Int] = [.error: 0, .warn: 1, .pass: 2]
        self.entries = entries.sorted {
            (order[$0.severity] ?? 3, $0.code, $0.message) < (order[$1.severity] ?? 3, $1.code, $1.message)
        }
    }

    /// Errors (any blocks publish).
    package var errors: [ValidationEntry] { entries.filter { $0.severity == .error } }
    /// Warnings (need recorded sign-off).
    package var warnings: [ValidationEntry] { entries.filter { $0.severity == .warn } }
    /// Whether publication is blocked.
    package var hasErrors: Bool { !errors.isEmpty }

    /// Deterministic JSON.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
    }
}
