/// One gate's status record (§17.3).
package struct GateRecord: Codable, Equatable, Sendable {
    /// `G0` … `G9`.
    package var gateID: String
    /// The gate's status.
    package var status: GateStatus
    /// The checks the gate requires.
    package var requiredChecks: [String]
    /// The required checks whose latest run failed.
    package var failingChecks: [String]
    /// Evidence paths.
    package var evidence: [String]
    /// ISO-8601 time of the last update.
    package var updatedAt: String

    /// Creates a record.
    package init(
        gateID: String, status: GateStatus, requiredChecks: [String], failingChecks: [String] = [],
        evidence: [String] = [], updatedAt: String
    ) {
        self.gateID = gateID
        self.status = status
        self.requiredChecks = requiredChecks
        self.failingChecks = failingChecks
        self.evidence = evidence
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case gateID = "gate_id"
        case status
        case requiredChecks = "required_checks"
        case failingChecks = "failing_checks"
        case evidence
        case updatedAt = "updated_at"
    }
}
