/// `artifacts/progress/v2-stop.json` (§18.5), written once every stop condition holds.
public struct StopMarker: Codable, Equatable, Sendable {
    /// ISO-8601 stop time.
    public var stoppedAt: String
    /// Why the cycle stopped.
    public var reason: String
    /// The release candidate's tag or commit.
    public var releaseCandidate: String
    /// The approving agents.
    public var approvedBy: [String]

    /// Creates a marker.
    public init(stoppedAt: String, reason: String, releaseCandidate: String, approvedBy: [String]) {
        self.stoppedAt = stoppedAt
        self.reason = reason
        self.releaseCandidate = releaseCandidate
        self.approvedBy = approvedBy
    }

    /// The reason text of §18.5.
    public static let standardReason = "All gates passed, all tasks done, parity and rollback verified"

    /// The three agents of §16.1 (reading: the evaluator writes all three as approvers).
    public static let standardApprovers = ["ios-exec", "web-exec", "parity-integrator"]

    enum CodingKeys: String, CodingKey {
        case stoppedAt = "stopped_at"
        case reason
        case releaseCandidate = "release_candidate"
        case approvedBy = "approved_by"
    }
}
