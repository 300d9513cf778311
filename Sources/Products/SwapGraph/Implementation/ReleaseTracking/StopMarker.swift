/// `artifacts/progress/v2-stop.json` (§18.5), written once every stop condition holds.
package struct StopMarker: Codable, Equatable, Sendable {
    /// ISO-8601 stop time.
    package var stoppedAt: String
    /// Why the cycle stopped.
    package var reason: String
    /// The release candidate's tag or commit.
    package var releaseCandidate: String
    /// The approving agents.
    package var approvedBy: [String]

    /// Creates a marker.
    package init(stoppedAt: String, reason: String, releaseCandidate: String, approvedBy: [String]) {
        self.stoppedAt = stoppedAt
        self.reason = reason
        self.releaseCandidate = releaseCandidate
        self.approvedBy = approvedBy
    }

    /// The reason text of §18.5.
    package static let standardReason = "All gates passed, all tasks done, parity and rollback verified"

    /// The three agents of §16.1 (reading: the evaluator writes all three as approvers).
    package static let standardApprovers = ["ios-exec", "web-exec", "parity-integrator"]

    enum CodingKeys: String, CodingKey {
        case stoppedAt = "stopped_at"
        case reason
        case releaseCandidate = "release_candidate"
        case approvedBy = "approved_by"
    }
}
