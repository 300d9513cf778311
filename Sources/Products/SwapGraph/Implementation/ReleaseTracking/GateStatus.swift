/// The five gate statuses of §20.2.
package enum GateStatus: String, CaseIterable, Codable, Sendable {
    /// No required check has a valid pass (or the gate has no required checks).
    case notStarted = "NOT_STARTED"
    /// Some but not all required checks have a valid pass.
    case inProgress = "IN_PROGRESS"
    /// At least one required check, and every one has a valid pass.
    case pass = "PASS"
    /// A required check is failing.
    case fail = "FAIL"
    /// An open P0 blocker names one of the gate's checks.
    case blocked = "BLOCKED"

    /// Decodes a status, naming the unknown value in the error.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let raw = try c.decode(String.self)
        guard let v = GateStatus(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown gate status '\(raw)'")
        }
        self = v
    }
}
