/// A blocking issue attached to a task (§19.3).
///
/// The document gives `issue_id`, `severity`, `check_id` and `summary` but no open/closed field, though the stop
/// evaluator needs "open". Reading (decisions file): an optional `status`, `"open"` (the default when absent) or
/// `"resolved"`. Any other status value is a decoding error.
package struct BlockingIssue: Codable, Equatable, Sendable {
    /// Open or resolved.
    package enum Status: String, CaseIterable, Codable, Sendable {
        /// Still blocking (the default).
        case open
        /// Closed; ignored by every rule.
        case resolved

        /// Decodes a status, naming the unknown value in the error.
        package init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            let raw = try c.decode(String.self)
            guard let v = Status(rawValue: raw) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown issue status '\(raw)'")
            }
            self = v
        }
    }

    /// The issue's ID, e.g. `ISS-1`.
    package var issueID: String
    /// Severity P0–P3.
    package var severity: Severity
    /// The check whose failure raised the issue.
    package var checkID: String
    /// One-line root cause.
    package var summary: String
    /// `nil` reads as open.
    package var status: Status?

    /// Whether the issue still blocks (`status` absent or `open`).
    package var isOpen: Bool { (status ?? .open) == .open }

    /// Creates an issue.
    package init(issueID: String, severity: Severity, checkID: String, summary: String, status: Status? = nil) {
        self.issueID = issueID
        self.severity = severity
        self.checkID = checkID
        self.summary = summary
        self.status = status
    }

    enum CodingKeys: String, CodingKey {
        case issueID = "issue_id"
        case severity
        case checkID = "check_id"
        case summary, status
    }
}
