/// Issue severities of §20.3 (same spelling as the phase labels P0–P7, a different namespace).
package enum Severity: String, CaseIterable, Codable, Sendable, Comparable {
    /// Release blocker: blocks task and gate progression.
    case p0 = "P0"
    /// Major regression: blocks `accepted → done`.
    case p1 = "P1"
    /// Non-blocking quality issue.
    case p2 = "P2"
    /// Minor polish.
    case p3 = "P3"

    /// Whether the severity counts as a stop blocker (§18.3, §21.1: open P0 or P1).
    package var isStopBlocking: Bool { self == .p0 || self == .p1 }

    /// `P0` sorts first.
    package static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }

    /// Decodes a severity, naming the unknown value in the error.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let raw = try c.decode(String.self)
        guard let v = Severity(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown severity '\(raw)'")
        }
        self = v
    }
}
