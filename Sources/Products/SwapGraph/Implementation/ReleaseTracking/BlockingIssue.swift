/// A blocking issue attached to a task (§19.3).
///
/// The document gives `issue_id`, `severity`, `check_id` and `summary` but no open/closed field, though the stop
/// evaluator needs "open". Reading (decisions file): an optional `status`, `"open"` (the default when absent) or
/// `"resolved"`. Any other status value is a decoding error.
public struct BlockingIssue: Codable, Equatable, Sendable {
    /// Open or resolved.
    public enum Status: String, CaseIterable, Codable, Sendable {
        /// Still blocking (the default).
        case open
        /// Closed; ignored by every rule.
        case resolved

        /// Decodes a status, naming the unknown value in the error.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            let raw = try c.decode(String.self)
            guard let v = Status(rawValue: raw) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown issue status '\(raw)'")
            }
            self = v
        }
    }

    /// The issue's ID, e.g. `ISS-1`.
    public var issueID: String
    /// Severity P0–P3.
    public var severity: Severity
    /// The check whose failure raised the issue.
    public var checkID: String
    /// One-line root cause.
    public var summary: String
    /// `nil` reads as open.
    public var status: Status?

    /// Whether the issue still blocks (`status` absent or `open`).
    public var isOpen: Bool { (status ?? .open) == .open }

    /// Creates an issue.
    public init(issueID: String, severity: Severity, checkID: String, summary: String, status: Status? = nil) {
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
